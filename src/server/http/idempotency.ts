import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../core/deps';
import { AppError } from '../core/errors';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';

/*
 * Safe to repeat (issue 19): a request that changes something and carries an `Idempotency-Key` header runs
 * once. A repeat with the same key (a second press, a retry after a timeout) waits for the first if it is
 * still running, then gets the first one's answer, marked `Idempotent-Replayed: true`, and nothing runs
 * twice: no second row, no second email. Only a success is kept: after a refusal or a failure the key is
 * let go, so a retry runs afresh and sees the world as it is then; so is an answer that sets a cookie. The web app sends a key per form
 * submission (web/lib/mutation.ts). The decision record is docs/decisions/0025-safe-to-repeat.md.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long a repeat waits for the first request before it says so; longer than any handler runs. */
const WAIT_MS = 20_000;
/** A key still marked running after this long belongs to a request that died with its process. */
const TAKEOVER_AFTER = '60 seconds';
/** A kept answer larger than this is not kept: no mutating route answers with anything near it. */
const MAX_KEPT_BODY = 256 * 1024;
/** Keys are kept for a day: retries come within minutes, and a key is never reused on purpose. */
export const KEPT_FOR = '24 hours';

type Row = typeof idempotentRequests.$inferSelect;

export function idempotency() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !CHANGES.has(c.req.method)) return next();
    if (!KEY.test(key)) {
      throw new AppError(
        400,
        'INVALID_IDEMPOTENCY_KEY',
        'The Idempotency-Key header must be 16 to 100 letters, digits, - or _.',
      );
    }
    const { db } = c.var.deps.database;
    const scope = c.var.sessionTokenHash ?? 'anon';
    const fingerprint = await fingerprintOf(c);
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      if (await claim(db, key, scope, fingerprint)) break;
      const row = await readRow(db, key);
      if (row) {
        if (row.fingerprint !== fingerprint || (row.scope !== 'anon' && row.scope !== scope)) {
          throw new AppError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different request.',
          );
        }
        if (row.status !== null) return replay(c, row);
      }
      if (Date.now() > deadline) {
        throw new AppError(
          409,
          'REQUEST_IN_PROGRESS',
          'This request is still being processed. Please wait a moment.',
          {},
          { 'Retry-After': '2' },
        );
      }
      await sleep(pause);
    }
    await next();
    await settle(db, key, c.res);
  });
}

/** Inserts the key, or takes over one abandoned by a process that died; false when another request holds it. */
async function claim(db: Db, key: string, scope: string, fingerprint: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotentRequests)
    .values({ key, scope, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (inserted.length > 0) return true;
  const taken = await db
    .update(idempotentRequests)
    .set({ startedAt: sql`now()` })
    .where(
      and(
        eq(idempotentRequests.key, key),
        eq(idempotentRequests.fingerprint, fingerprint),
        isNull(idempotentRequests.status),
        lt(idempotentRequests.startedAt, sql`now() - ${TAKEOVER_AFTER}::interval`),
      ),
    )
    .returning({ key: idempotentRequests.key });
  return taken.length > 0;
}

async function readRow(db: Db, key: string): Promise<Row | undefined> {
  const [row] = await db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
  return row;
}

/**
 * Keeps a success for the repeats to come; lets the key go after anything else. An answer that sets a
 * cookie (sign-in, sign-out, a confirmation or reset link) is not kept either: a replay could not set the
 * cookie again without the session's token being stored, and those routes are safe to repeat by their own
 * state (a spent link says so, signing out twice is signing out).
 */
async function settle(db: Db, key: string, response: Response): Promise<void> {
  const keep = response.status < 300 && !response.headers.has('set-cookie');
  const body = keep && response.body !== null ? await response.clone().text() : '';
  if (!keep || body.length > MAX_KEPT_BODY) {
    await db.delete(idempotentRequests).where(eq(idempotentRequests.key, key));
    return;
  }
  await db
    .update(idempotentRequests)
    .set({ status: response.status, contentType: response.headers.get('content-type'), body })
    .where(eq(idempotentRequests.key, key));
}

function replay(c: Context<AppEnv>, row: Row): Response {
  const headers: Record<string, string> = { [REPLAYED_HEADER]: 'true' };
  if (row.contentType) headers['content-type'] = row.contentType;
  // A 204 may carry no body at all, not even an empty one.
  const body = row.status === 204 ? null : (row.body ?? '');
  return new Response(body, {
    status: row.status ?? 200,
    headers: { ...headers, 'x-request-id': c.var.requestId },
  });
}

async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const body = new Uint8Array(await c.req.arrayBuffer());
  const hash = createHash('sha256').update(body).digest('base64url');
  return `${c.req.method} ${url.pathname}${url.search} ${hash}`;
}

/** The cleanup job's one statement: keys older than a day go. */
export async function forgetOldKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, sql`now() - ${KEPT_FOR}::interval`))
    .returning({ key: idempotentRequests.key });
  return gone.length;
}

/** Deletes keys older than a day, hourly. */
export function idempotencyCleanupJob(deps: Deps): PeriodicJob {
  return periodicJob({
    name: 'idempotency_cleanup',
    metrics: deps.metrics,
    pollMs: 60 * 60 * 1000,
    log: deps.logger.child({ component: 'idempotency-cleanup' }),
    failure: 'forgetting old idempotency keys failed',
    run: () => forgetOldKeys(deps.database.db),
  });
}

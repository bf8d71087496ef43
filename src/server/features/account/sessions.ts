import { createHash } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AccountSession } from '../../../shared/schemas/account';
import { forgetSession, forgetSessionsOf } from '../../auth/session-cache';
import type { Config } from '../../config';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * The id a session goes by in the device list: a hash of its key, so the browser never holds the key
 * the sessions table is looked up by (43 base64url characters).
 */
export function publicSessionId(tokenHash: string): string {
  return createHash('sha256').update(tokenHash).digest('base64url');
}

/** The caller's live sessions (not past their absolute or idle end), most recently used first. */
export async function listSessions(
  db: DbOrTx,
  config: Config,
  userId: string,
  currentHash: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, new Date(Date.now() - config.SESSION_IDLE_HOURS * 3_600_000)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  // This device first: the one a person looks for to tell the others apart.
  const current = (row: (typeof rows)[number]) => (row.tokenHash === currentHash ? 0 : 1);
  return rows
    .sort((a, b) => current(a) - current(b))
    .map((row) => ({
      id: publicSessionId(row.tokenHash),
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      current: row.tokenHash === currentHash,
    }));
}

/** Ends one session of the caller's; another user's session id is as unknown as a made-up one (404). */
export async function endSession(db: DbOrTx, userId: string, id: string): Promise<{ tokenHash: string }> {
  const own = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const target = own.find((row) => publicSessionId(row.tokenHash) === id);
  if (!target) throw notFound('This device is not signed in to your account.');
  await db.delete(sessions).where(and(eq(sessions.tokenHash, target.tokenHash), eq(sessions.userId, userId)));
  forgetSession(target.tokenHash);
  return target;
}

/** Ends every session of the user, this browser's included; the process forgets them at once. */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  forgetSessionsOf(userId);
  return gone.length;
}

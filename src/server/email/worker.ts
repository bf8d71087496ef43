import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Deps } from '../core/deps';
import { describeError } from '../core/errors';
import { emailOutbox } from '../db/schema';
import { type AttachmentDrawings, drawn, type StoredAttachment, storedAttachmentsOf } from './outbox';
import { type MailMessage, type MailTransport, transportFor } from './transports';

export interface DeliveryOptions {
  /** Messages claimed per round. */
  batchSize?: number;
  /** Attempts before a message is marked failed; a server that cannot be reached never fails a message. */
  maxAttempts?: number;
  /** Wait after the attempt-th failed attempt (1-based), in ms. */
  backoff?: (attempt: number) => number;
  /**
   * How long a claim keeps other workers off a message. A worker that dies mid-batch leaves its
   * messages to be claimed again after this.
   */
  leaseMs?: number;
}

export interface WorkerOptions extends DeliveryOptions {
  /** Defaults to transportFor(deps.config); a transport the worker creates, it closes on stop(). */
  transport?: MailTransport;
  /** Time between rounds when nobody kicks the worker. */
  pollMs?: number;
  /**
   * Rounds run side by side, each claiming its own messages (as two instances' workers do): one SMTP
   * conversation at a time held the outbox to about 100 messages a second (issue 24's gifts).
   */
  lanes?: number;
}

export interface EmailWorker {
  /** Starts a round now (or right after the one in flight). */
  kick(): void;
  /** Delivers everything due now; for tests and shutdown. Rejects if the database does. */
  drain(): Promise<void>;
  /** No more rounds; waits for the one in flight. */
  stop(): Promise<void>;
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Claimed, but handed back unsent because the lease was running out. */
  released: number;
  /** Claimed, but put back untried (attempt not counted) because the mail server could not be reached. */
  deferred: number;
}

/** A claimed row: its attachments as stored, drawn when it is sent (a failed drawing is a failed attempt). */
type Claimed = Omit<MailMessage, 'attachments'> & {
  attempts: number;
  nextAttemptAt: Date;
  stored: StoredAttachment[];
};

const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 15 * 60_000;

/** 10 s, 20 s, 40 s … doubling up to 15 minutes. */
export function defaultBackoff(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Rounds side by side by default, so one lane's claim overlaps the others' sending: four batches offer
 * more messages than the SMTP connections (transports.ts) carry at once. A crash can leave a message per
 * open conversation sent but unrecorded: each is sent again, under the same Message-ID.
 */
export const OUTBOX_LANES = 4;

const DEFAULTS = {
  batchSize: 10,
  maxAttempts: 8,
  backoff: defaultBackoff,
  leaseMs: 5 * 60_000,
  pollMs: 2_000,
  lanes: OUTBOX_LANES,
};

/** A send that starts later than this before the lease ends is left for the next claim. */
const LEASE_MARGIN = 0.4;

const interval = (ms: number) =>
  sql`now() + ${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond'`;

/** Only the part after '@': enough to follow a delivery in the logs without naming the person. */
export function recipientDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at >= 0 ? email.slice(at + 1).toLowerCase() : 'unknown';
}

/** nodemailer's codes for a server that could not be reached or went away mid-conversation. */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'EPROXY']);

/**
 * The mail server, not this message, is the problem: it cannot be reached, dropped the connection, or
 * answered 421 (service not available). Never a reason to give up on a message: an outage of any length
 * must end with the mail delivered.
 */
function isUnreachable(error: unknown): boolean {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) || e.responseCode === 421;
}

/** The server refused the recipient for good (5xx to RCPT TO): trying again will not help. */
function isPermanent(error: unknown): boolean {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    e.code === 'EENVELOPE' &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600
  );
}

/**
 * One delivery round: claims up to batchSize due messages in one atomic UPDATE (FOR UPDATE SKIP
 * LOCKED, so two instances never claim the same message), sends the first, then the rest side by side,
 * and records each outcome as it comes.
 * Throws only if the database does; a failed send is recorded on its message.
 */
export async function deliverDue(
  deps: Pick<Deps, 'database' | 'logger' | 'attachmentDrawings'>,
  transport: MailTransport,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const { db } = deps.database;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const backoff = options.backoff ?? DEFAULTS.backoff;
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
  const log: Logger = deps.logger.child({ component: 'email', transport: transport.name });
  const result: DeliveryResult = { claimed: 0, sent: 0, retrying: 0, failed: 0, released: 0, deferred: 0 };

  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });

  // Measured before the claim, so the local deadline is never later than the stored locked_until.
  const claimedAt = Date.now();
  const rows = await db
    .update(emailOutbox)
    .set({ lockedUntil: interval(leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toEmail: emailOutbox.toEmail,
      toName: emailOutbox.toName,
      fromName: emailOutbox.fromName,
      replyTo: emailOutbox.replyTo,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      requestId: emailOutbox.requestId,
      attempts: emailOutbox.attempts,
      nextAttemptAt: emailOutbox.nextAttemptAt,
    })
    .then((claimedRows) => claimedRows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime()));
  const files = await storedAttachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  const claimed: Claimed[] = rows.map((r) => ({ ...r, stored: files.get(r.id) ?? [] }));
  const send = (message: Claimed) => attempt(transport, message, deps.attachmentDrawings);
  result.claimed = claimed.length;
  const deadline = claimedAt + leaseMs * (1 - LEASE_MARGIN);

  const metaOf = (message: Claimed) => ({
    emailId: message.id,
    kind: message.kind,
    domain: recipientDomain(message.toEmail),
    attempts: message.attempts,
    reqId: message.requestId,
  });

  /** Not enough lease left to be sure nobody else claims these mid-send: hands them back untried. */
  async function releasedIfLate(messages: Claimed[]): Promise<boolean> {
    if (Date.now() <= deadline) return false;
    await db
      .update(emailOutbox)
      .set({ lockedUntil: null, attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)` })
      .where(stillPending(messages));
    result.released = messages.length;
    log.warn({ released: messages.length }, 'email lease running out; handing messages back');
    return true;
  }

  /** Records one message's outcome: sent, retried later, or failed for good. */
  async function record(message: Claimed, outcome: Outcome): Promise<void> {
    const meta = metaOf(message);
    if (outcome.ok) {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null })
        .where(eq(emailOutbox.id, message.id));
      result.sent += 1;
      log.info(meta, 'email sent');
      return;
    }
    const lastError = describeError(outcome.error);
    // Unreachable mid-batch (after the first message got through) is never a reason to give up either.
    const permanent = isPermanent(outcome.error);
    if (permanent || (message.attempts >= maxAttempts && !isUnreachable(outcome.error))) {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', lastError, lockedUntil: null })
        .where(eq(emailOutbox.id, message.id));
      result.failed += 1;
      log.error({ ...meta, error: lastError, permanent }, 'email failed; giving up');
      return;
    }
    const waitMs = backoff(message.attempts);
    await db
      .update(emailOutbox)
      .set({ lastError, lockedUntil: null, nextAttemptAt: interval(waitMs) })
      .where(eq(emailOutbox.id, message.id));
    result.retrying += 1;
    log.warn({ ...meta, error: lastError, retryInMs: waitMs }, 'email not sent; will retry');
  }

  const [first, ...rest] = claimed;
  if (!first || (await releasedIfLate(claimed))) return result;
  // The first message alone: a server that cannot be reached then costs one attempt a round, not one
  // per message, and the rest wait untried.
  const firstOutcome = await send(first);
  if (!firstOutcome.ok && isUnreachable(firstOutcome.error)) {
    await deferAll(first, firstOutcome.error);
    return result;
  }
  // The rest side by side, over the SMTP connections. One after another, each message waited its turns
  // of an event loop that busy requests keep full, and receipts fell behind the gifts (issue 24).
  const sendRest = async () => {
    if (rest.length === 0 || (await releasedIfLate(rest))) return;
    await Promise.all(rest.map(async (message) => record(message, await send(message))));
  };
  await Promise.all([record(first, firstOutcome), sendRest()]);
  return result;

  /**
   * The rest of the batch would only fail the same way, each costing an attempt (and, against a silent
   * server, a connection timeout): it waits as long as the first message, untried. The first goes to
   * the back of that line, so one that itself breaks connections cannot hold up the others.
   */
  async function deferAll(tried: Claimed, error: unknown): Promise<void> {
    const lastError = describeError(error);
    const waitMs = backoff(tried.attempts);
    const isTried = eq(emailOutbox.id, tried.id);
    await db
      .update(emailOutbox)
      .set({
        lockedUntil: null,
        nextAttemptAt: sql`${interval(waitMs)} + case when ${isTried} then interval '1 second' else interval '0' end`,
        attempts: sql`case when ${isTried} then ${emailOutbox.attempts} else greatest(${emailOutbox.attempts} - 1, 0) end`,
        lastError: sql`case when ${isTried} then ${lastError} else ${emailOutbox.lastError} end`,
      })
      .where(stillPending(claimed));
    result.retrying += 1;
    result.deferred = claimed.length - 1;
    log.warn(
      { ...metaOf(tried), error: lastError, retryInMs: waitMs, deferred: result.deferred },
      'mail server unreachable; will retry',
    );
  }
}

/** These messages, unless one has been settled meanwhile. */
const stillPending = (messages: Claimed[]) =>
  and(
    inArray(
      emailOutbox.id,
      messages.map((m) => m.id),
    ),
    eq(emailOutbox.status, 'pending'),
  );

type Outcome = { ok: true } | { ok: false; error: unknown };

/** Draws what it draws and sends one message; a refusal is an outcome to record, not an exception. */
async function attempt(
  transport: MailTransport,
  { stored, ...message }: Claimed,
  drawings: AttachmentDrawings,
): Promise<Outcome> {
  try {
    await transport.send({ ...message, attachments: await drawn(stored, drawings) });
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Delivers the outbox in the background: a round every pollMs, or at once on kick(). Rounds never
 * overlap, and an error in one is logged, never thrown, so the loop cannot take the process down.
 */
export function startEmailWorker(
  deps: Pick<Deps, 'config' | 'database' | 'logger' | 'attachmentDrawings'>,
  options: WorkerOptions = {},
): EmailWorker {
  const ownsTransport = !options.transport;
  const transport = options.transport ?? transportFor(deps.config);
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const log = deps.logger.child({ component: 'email' });

  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Rounds until one comes back less than full. */
  async function lane(): Promise<void> {
    for (;;) {
      const round = await deliverDue(deps, transport, options);
      if (round.claimed < batchSize || round.released > 0 || round.deferred > 0 || stopped) return;
    }
  }

  /** Every lane until quiet: everything due when it started is handled. All have ended when it settles. */
  async function untilQuiet(): Promise<void> {
    const lanes = await Promise.allSettled(Array.from({ length: options.lanes ?? DEFAULTS.lanes }, lane));
    const failed = lanes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  function schedule(ms: number): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = (async () => {
      do {
        again = false;
        try {
          await untilQuiet();
        } catch (error) {
          log.error({ err: describeError(error) }, 'email delivery round failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      inFlight = null;
      schedule(pollMs);
    });
  }

  schedule(0);

  return {
    kick: tick,
    async drain() {
      while (inFlight) await inFlight;
      const run = untilQuiet();
      inFlight = run.then(
        () => {},
        () => {},
      );
      try {
        await run;
      } finally {
        inFlight = null;
        if (again) tick();
        else schedule(pollMs);
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (inFlight) await inFlight;
      if (ownsTransport) await transport.close?.();
    },
  };
}

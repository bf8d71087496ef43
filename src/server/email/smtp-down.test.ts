/**
 * The mail server goes down while a batch is being sent and comes back: every message arrives exactly
 * once. A real SMTP server in this process (tests/support/smtp-peer.ts) is crashed mid-batch and started
 * again on the same port; the peer is the judge, counting messages by Message-ID.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import {
  freePort,
  header,
  type Received,
  type SmtpPeer,
  startSmtpPeer,
} from '../../../tests/support/smtp-peer';
import { emailOutbox } from '../db/schema';
import { enqueueEmail } from './outbox';
import { type MailTransport, smtpTransport } from './transports';
import { deliverDue, startEmailWorker } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
});

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

/** Short timeouts: a dead server fails an attempt in well under a second. */
function transportTo(port: number): MailTransport {
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Homefield <no-reply@homefield.local>', {
    connectionTimeout: 1000,
    greetingTimeout: 1000,
    socketTimeout: 2000,
  });
  cleanup.push(async () => transport.close?.());
  return transport;
}

async function queue(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await enqueueEmail(t.db, {
        kind: 'test',
        to: `family${i}@example.org`,
        subject: `Message ${i}`,
        text: `Hello ${i}`,
      }),
    );
  }
  return ids;
}

/** How many copies of each Message-ID the peers received. */
function copiesById(received: Received[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const message of received) {
    const id = header(message.raw, 'Message-ID') ?? '(none)';
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return copies;
}

const messageId = (id: string) => `<${id}@homefield.local>`;

/** First in line for certain: messages queued within one millisecond tie, and ties come in any order. */
const putFirst = (id: string) =>
  t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.id, id));

/** Every waiting message due now, as if its backoff had passed. */
const makeAllDue = () => t.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });

async function statuses(): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SMTP down while mail is sent', () => {
  it('crashes mid-batch, comes back, and every message arrives exactly once', async () => {
    const total = 30;
    const crashAt = 11;
    const ids = await queue(total);
    const port = await freePort();
    let mailFroms = 0;
    let first!: SmtpPeer;
    first = await startSmtpPeer(port, {
      onMailFrom: () => {
        mailFroms += 1;
        // The 11th message is mid-conversation when the server dies; the rest find it gone.
        if (mailFroms === crashAt) void first.crash();
      },
    });
    const worker = startEmailWorker(t.deps, {
      transport: transportTo(port),
      batchSize: 10,
      pollMs: 25,
      backoff: () => 150,
      // One conversation at a time, so the crash falls on exactly the 11th message.
      lanes: 1,
    });
    cleanup.push(() => worker.stop());

    await waitFor(() => mailFroms >= crashAt);
    // Down for a while: several rounds find nothing listening.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const during = await statuses();
    expect(during.sent).toBe(crashAt - 1);
    expect(during.failed).toBeUndefined();
    // Each round of the outage cost one attempt (to the message it tried first), not one per message: a
    // worker that tried every message would have spent at least one attempt on each of them.
    const waiting = await t.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    expect(waiting).toHaveLength(total - (crashAt - 1));
    const spent = waiting.reduce((sum, r) => sum + r.attempts, 0);
    expect(spent).toBeLessThan(waiting.length);

    const second = await startSmtpPeer(port);
    cleanup.push(second.close);
    await waitFor(async () => (await statuses()).sent === total);
    await worker.drain();

    const copies = copiesById([...first.received, ...second.received]);
    expect(first.received).toHaveLength(crashAt - 1);
    expect(second.received).toHaveLength(total - (crashAt - 1));
    expect([...copies.keys()].sort()).toEqual(ids.map(messageId).sort());
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect(await statuses()).toEqual({ sent: total });
  });

  it('delivers through several conversations at once, each message exactly once', async () => {
    const total = 60;
    const ids = await queue(total);
    let open = 0;
    let most = 0;
    const peer = await startSmtpPeer(0, {
      onMailFrom: () => {
        open += 1;
        most = Math.max(most, open);
      },
      onStored: () => {
        open -= 1;
      },
    });
    cleanup.push(peer.close);
    const worker = startEmailWorker(t.deps, { transport: transportTo(peer.port), pollMs: 25 });
    cleanup.push(() => worker.stop());
    await waitFor(async () => (await statuses()).sent === total);

    const copies = copiesById(peer.received);
    expect([...copies.keys()].sort()).toEqual(ids.map(messageId).sort());
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect(most).toBeGreaterThan(1);
  });

  it('never gives up on a message while the server cannot be reached', async () => {
    const [id] = await queue(1);
    const transport = transportTo(await freePort());
    for (let round = 0; round < 4; round += 1) {
      await makeAllDue();
      expect(await deliverDue(t.deps, transport, { maxAttempts: 2, backoff: () => 0 })).toMatchObject({
        claimed: 1,
        retrying: 1,
        failed: 0,
      });
    }
    const [r] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(r).toMatchObject({ status: 'pending', attempts: 4 });
    expect(r!.lastError).toMatch(/^(ECONNECTION|ESOCKET).*ECONNREFUSED/);
  });

  it('puts the rest of a batch back untried when the server is unreachable', async () => {
    await queue(5);
    const result = await deliverDue(t.deps, transportTo(await freePort()), { backoff: () => 60_000 });
    expect(result).toMatchObject({ claimed: 5, retrying: 1, deferred: 4, sent: 0 });
    const rows = await t.db
      .select({
        attempts: emailOutbox.attempts,
        lockedUntil: emailOutbox.lockedUntil,
        dueIn: sql<number>`extract(epoch from (${emailOutbox.nextAttemptAt} - now()))::float8`,
      })
      .from(emailOutbox);
    expect(rows.map((r) => r.attempts).sort()).toEqual([0, 0, 0, 0, 1]);
    expect(rows.every((r) => r.lockedUntil === null && r.dueIn > 55 && r.dueIn <= 61.5)).toBe(true);
  });

  it('lets no message that breaks the connection hold up the ones behind it', async () => {
    const [poison, ...others] = await queue(4);
    await putFirst(poison!);
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'smtp',
      async send(message) {
        if (message.id === poison) throw Object.assign(new Error('Connection closed'), { code: 'ESOCKET' });
        sent.push(message.id);
      },
    };
    const options = { backoff: () => 0 };
    expect(await deliverDue(t.deps, transport, options)).toMatchObject({ claimed: 4, deferred: 3, sent: 0 });
    // The others are due at once; the one that failed waits its turn behind them.
    expect(await deliverDue(t.deps, transport, options)).toMatchObject({ claimed: 3, sent: 3 });
    expect(sent.sort()).toEqual([...others].sort());
    const [r] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, poison!));
    expect(r).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('sends the first message of a batch alone, then the rest side by side', async () => {
    const [first, ...others] = await queue(6);
    await putFirst(first!);
    const started: string[] = [];
    let open = 0;
    let most = 0;
    const transport: MailTransport = {
      name: 'smtp',
      async send(message) {
        // The first is alone: nothing else has started while it is in flight.
        if (message.id === first) expect(started).toEqual([]);
        started.push(message.id);
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 30));
        open -= 1;
      },
    };
    expect(await deliverDue(t.deps, transport)).toMatchObject({ claimed: 6, sent: 6 });
    expect(started[0]).toBe(first);
    expect(started.slice(1).sort()).toEqual([...others].sort());
    expect(most).toBe(others.length);
    expect(await statuses()).toEqual({ sent: 6 });
  });

  it('keeps retrying a message that finds the server gone after the first of its batch got through', async () => {
    const [first, ...others] = await queue(3);
    await putFirst(first!);
    const [gone] = others;
    const transport: MailTransport = {
      name: 'smtp',
      async send(message) {
        if (message.id === gone) throw Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' });
      },
    };
    // One attempt allowed: a refusal would fail it for good, a server out of reach never does.
    expect(await deliverDue(t.deps, transport, { maxAttempts: 1, backoff: () => 0 })).toMatchObject({
      claimed: 3,
      sent: 2,
      retrying: 1,
      failed: 0,
    });
    const [r] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, gone!));
    expect(r).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(r!.lastError).toMatch(/^ECONNECTION/);
  });

  it('sends a copy with the same Message-ID when the 250 is lost, so the receiver can drop it', async () => {
    // SMTP cannot tell "stored, answer lost" from "never stored": the worker must send again. What it
    // guarantees is the same Message-ID on both copies, which is how mail systems recognise a repeat.
    const [id] = await queue(1);
    const port = await freePort();
    let first!: SmtpPeer;
    first = await startSmtpPeer(port, { onStored: () => void first.crash() });
    const transport = transportTo(port);
    expect(await deliverDue(t.deps, transport, { backoff: () => 0 })).toMatchObject({ retrying: 1 });

    const second = await startSmtpPeer(port);
    cleanup.push(second.close);
    await makeAllDue();
    expect(await deliverDue(t.deps, transport)).toMatchObject({ sent: 1 });
    const copies = copiesById([...first.received, ...second.received]);
    expect(copies).toEqual(new Map([[messageId(id!), 2]]));
  });
});

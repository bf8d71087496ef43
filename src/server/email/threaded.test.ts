/**
 * The outbox worker in a thread of its own (threaded.ts), as main.ts runs it on PostgreSQL: a real worker
 * thread with its own pool on this file's database, delivering to a real SMTP server in this process.
 * PGlite lives in one thread and cannot be shared, so on PGlite (npm test alone) these are skipped; CI runs
 * them on PostgreSQL.
 */
import { type AddressInfo, createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { teamOwner } from '../../../tests/support/factories';
import { header, type SmtpPeer, startSmtpPeer } from '../../../tests/support/smtp-peer';
import { loadConfig } from '../config';
import { emailOutbox } from '../db/schema';
import { seasonReportJob } from '../features/season-report/job';
import { enqueueEmail } from './outbox';
import { type EmailThread, startEmailThread } from './threaded';

const onPostgres = Boolean(inject('pgTemplateUrl'));

let t: TestApp;
let peer: SmtpPeer;
let threads: EmailThread[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
  peer = await startSmtpPeer(0);
});
afterEach(async () => {
  await Promise.all(threads.map((thread) => thread.stop()));
  threads = [];
  await peer.close();
});

/** A thread on this file's database (the template's server, this file's clone), sending to `peer`. */
async function thread(options: { smtpPort?: number; stopWaitMs?: number } = {}): Promise<EmailThread> {
  const result = await t.db.execute(sql`select current_database() as name`);
  const { name } = (result as unknown as { rows: [{ name: string }] }).rows[0];
  const url = new URL(inject('pgTemplateUrl')!);
  url.pathname = `/${name}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url.toString(),
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort ?? peer.port}`,
  });
  const started = startEmailThread({ config, logger: t.deps.logger }, options);
  threads.push(started);
  return started;
}

async function queue(count: number, from = 0): Promise<void> {
  for (let i = from; i < from + count; i += 1) {
    await enqueueEmail(t.db, {
      kind: 'test',
      to: `family${i}@example.org`,
      subject: `Message ${i}`,
      text: 'Hi',
    });
  }
}

async function sentCount(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} = 'sent'`);
  return row!.n;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(onPostgres)('the outbox in a thread of its own', () => {
  it('delivers what is queued, each message once, and drain() answers once it is all sent', async () => {
    const mail = await thread();
    await queue(12);
    mail.kick();
    await mail.drain();
    expect(await sentCount()).toBe(12);
    const ids = peer.received.map((message) => header(message.raw, 'Message-ID'));
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
  });

  it('draws a season report’s PDF in the thread, from the report stored with the mail', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await teamOwner(t, { seasonStartDate: day(200), seasonEndDate: day(2) });
    expect(await seasonReportJob(t.deps).runOnce()).toBe(1);
    const mail = await thread();
    mail.kick();
    await mail.drain();
    expect(await sentCount()).toBe(1);
    const raw = peer.received[0]!.raw;
    expect(raw).toContain(`filename=Homefield-season-report-${day(2)}.pdf`);
    expect(raw).toMatch(/Content-Type: application\/pdf/i);
  });

  it('finishes and ends when stopped, and sends nothing after', async () => {
    const mail = await thread();
    const running = mail.current();
    const exited = new Promise<number>((resolve) => running.once('exit', resolve));
    await mail.stop();
    expect(await exited).toBe(0);
    await queue(1);
    mail.kick();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.received).toHaveLength(0);
  });

  it('ends its thread when the batch in flight outlasts the wait, and the message stays leased', async () => {
    // A server that accepts the connection and never says a word: the send would wait 10 s for a greeting.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const mail = await thread({ smtpPort: (silent.address() as AddressInfo).port, stopWaitMs: 300 });
      await queue(1);
      mail.kick();
      await waitFor(async () => (await t.db.select().from(emailOutbox))[0]?.lockedUntil != null);
      const started = Date.now();
      await mail.stop();
      expect(Date.now() - started).toBeLessThan(5_000);
      const [row] = await t.db.select().from(emailOutbox);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      silent.close();
    }
  });

  it('starts another thread when its thread ends unexpectedly, and that one delivers', async () => {
    const mail = await thread();
    const first = mail.current();
    await first.terminate();
    // Nobody to answer until the next thread starts: an error, not a wait for ever.
    await expect(mail.drain()).rejects.toThrow(/the email thread (ended|is starting again)/);
    await waitFor(() => mail.current() !== first);
    await queue(3);
    mail.kick();
    await waitFor(async () => (await sentCount()) === 3);
    expect(peer.received).toHaveLength(3);
  });
});

import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { pdfText } from '../../../tests/support/receipts';
import { freePort, header, startSmtpPeer } from '../../../tests/support/smtp-peer';
import type { Deps } from '../core/deps';
import { describeError } from '../core/errors';
import { emailOutbox } from '../db/schema';
import { emailAttachments } from '../db/schema/email-attachments';
import { receiptAttachment } from '../receipts/attachment';
import { enqueueEmail, type MailAttachment, type OutgoingMail } from './outbox';
import { type MailTransport, outboxTransport, smtpTransport } from './transports';
import { defaultBackoff, deliverDue, startEmailWorker } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
});

const FROM = 'Homefield <no-reply@homefield.local>';

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    kind: 'test',
    to: 'ada.lovelace@example.org',
    toName: 'Ada Lovelace',
    subject: 'Your sponsorship update',
    text: 'Hello Ada, open http://homefield.test/x to see it.',
    html: '<p>Hello Ada, <a href="http://homefield.test/x">see it</a>.</p>',
    ...overrides,
  };
}

/** A transport that keeps, by subject, each message's attachments as 'name:type:content'. */
function keepingBySubject(): { keeping: MailTransport; seen: Map<string, string[]> } {
  const seen = new Map<string, string[]>();
  const keeping: MailTransport = {
    name: 'outbox',
    async send(message) {
      seen.set(
        message.subject,
        message.attachments.map((a) => `${a.filename}:${a.contentType}:${a.content.toString()}`),
      );
    },
  };
  return { keeping, seen };
}

const row = async (id: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

/** Makes a waiting message due now, as if its backoff had passed. */
const makeDue = (id: string) =>
  t.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));

/** Seconds from the database's now() to the message's next attempt. */
async function secondsUntilNextAttempt(id: string): Promise<number> {
  const [r] = await t.db
    .select({ s: sql<number>`extract(epoch from (${emailOutbox.nextAttemptAt} - now()))::float8` })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return Number(r!.s);
}

/**
 * A transport whose server always answers the message with a temporary refusal (451), with a URL holding a
 * password. (An unreachable server is another case: see smtp-down.test.ts.)
 */
function brokenTransport(): MailTransport & { calls: number } {
  const transport = {
    name: 'smtp' as const,
    calls: 0,
    async send() {
      transport.calls += 1;
      throw Object.assign(
        new Error('451 4.3.0 Temporary failure, try later (smtp://mailer:hunter2@smtp.example.com)'),
        { code: 'EMESSAGE', responseCode: 451 },
      );
    },
  };
  return transport;
}

/** Collects what a worker logs, to check what it reveals. */
function capturingDeps(): { deps: Deps; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { deps: { ...t.deps, logger: pino({ level: 'debug' }, stream) }, lines };
}

describe('the outbox transport', () => {
  it('marks each due message sent, keeping it readable', async () => {
    const id = await enqueueEmail(t.db, mail());
    const result = await deliverDue(t.deps, outboxTransport());
    expect(result).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(r.sentAt).toBeInstanceOf(Date);
    expect(r.text).toBe(mail().text);
    expect((await deliverDue(t.deps, outboxTransport())).claimed).toBe(0);
  });

  it('hands each message its own attachments, in order, and keeps them after sending', async () => {
    const file = (name: string): MailAttachment => ({
      filename: `${name}.txt`,
      contentType: 'text/plain',
      content: Buffer.from(name),
    });
    const ids = [
      await enqueueEmail(t.db, mail({ subject: 'two', attachments: [file('b'), file('a')] })),
      await enqueueEmail(t.db, mail({ subject: 'none' })),
      await enqueueEmail(t.db, mail({ subject: 'one', attachments: [file('c')] })),
    ];
    const { keeping, seen } = keepingBySubject();
    expect(await deliverDue(t.deps, keeping)).toMatchObject({ sent: 3 });
    expect(Object.fromEntries(seen)).toEqual({
      two: ['b.txt:text/plain:b', 'a.txt:text/plain:a'],
      none: [],
      one: ['c.txt:text/plain:c'],
    });
    expect(await row(ids[0]!)).toMatchObject({ status: 'sent' });
    expect(await t.db.select().from(emailAttachments)).toHaveLength(3);
  });

  it('draws a drawn attachment when it sends, from what was stored; one it cannot draw waits alone', async () => {
    const drawings = { shout: async (input: unknown) => Buffer.from(String(input).toUpperCase()) };
    const drawnFile = (kind: string) => ({
      filename: 'report.txt',
      contentType: 'text/plain',
      drawing: { kind, input: 'season of 2026' },
    });
    const good = await enqueueEmail(t.db, mail({ subject: 'drawn', attachments: [drawnFile('shout')] }));
    const bad = await enqueueEmail(t.db, mail({ subject: 'unknown', attachments: [drawnFile('whisper')] }));
    const stored = await t.db.select().from(emailAttachments).where(eq(emailAttachments.emailId, good));
    expect(stored).toMatchObject([{ content: null, drawing: { kind: 'shout', input: 'season of 2026' } }]);
    const { keeping, seen } = keepingBySubject();
    const result = await deliverDue({ ...t.deps, attachmentDrawings: drawings }, keeping, {
      backoff: () => 0,
    });
    expect(result).toMatchObject({ claimed: 2, sent: 1, retrying: 1 });
    expect(Object.fromEntries(seen)).toEqual({ drawn: ['report.txt:text/plain:SEASON OF 2026'] });
    expect(await row(good)).toMatchObject({ status: 'sent' });
    expect(await row(bad)).toMatchObject({
      status: 'pending',
      lastError: expect.stringContaining('No drawing for an attachment of kind whisper'),
    });
  });

  it('logs the id, kind and recipient domain, never the address, subject or body', async () => {
    const { deps, lines } = capturingDeps();
    const id = await enqueueEmail(t.db, mail({ kind: 'verify_email' }));
    await deliverDue(deps, outboxTransport());
    const log = lines.join('\n');
    expect(log).toContain(id);
    expect(log).toContain('verify_email');
    expect(log).toContain('example.org');
    expect(log).not.toContain('ada.lovelace');
    expect(log).not.toContain('sponsorship update');
    expect(log).not.toContain('homefield.test/x');
  });
});

describe('retries', () => {
  it('backs off 10 s, 20 s, 40 s … up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(defaultBackoff)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(defaultBackoff(8)).toBe(15 * 60_000);
    expect(defaultBackoff(30)).toBe(15 * 60_000);
  });

  it('records the error and attempts, waits with backoff, and gives up after maxAttempts', async () => {
    const transport = brokenTransport();
    const id = await enqueueEmail(t.db, mail());

    const first = await deliverDue(t.deps, transport, { maxAttempts: 3 });
    expect(first).toMatchObject({ claimed: 1, retrying: 1, failed: 0 });
    let r = await row(id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
    expect(r.lastError).toMatch(/^EMESSAGE 451: 451 4\.3\.0 Temporary failure/);
    expect(r.lastError).not.toContain('hunter2');
    expect(await secondsUntilNextAttempt(id)).toBeGreaterThan(9);
    expect(await secondsUntilNextAttempt(id)).toBeLessThanOrEqual(10.5);

    // Not due yet: nothing happens.
    expect((await deliverDue(t.deps, transport, { maxAttempts: 3 })).claimed).toBe(0);
    expect(transport.calls).toBe(1);

    await makeDue(id);
    await deliverDue(t.deps, transport, { maxAttempts: 3 });
    r = await row(id);
    expect(r).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await secondsUntilNextAttempt(id)).toBeGreaterThan(19);
    expect(await secondsUntilNextAttempt(id)).toBeLessThanOrEqual(20.5);

    await makeDue(id);
    const last = await deliverDue(t.deps, transport, { maxAttempts: 3 });
    expect(last).toMatchObject({ claimed: 1, failed: 1 });
    r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null, sentAt: null });
    expect(r.lastError).toContain('Temporary failure');

    await makeDue(id);
    expect((await deliverDue(t.deps, transport, { maxAttempts: 3 })).claimed).toBe(0);
    expect(transport.calls).toBe(3);
  });

  it('uses the backoff it is given, by attempt number', async () => {
    const seen: number[] = [];
    const id = await enqueueEmail(t.db, mail());
    for (let i = 0; i < 3; i += 1) {
      await deliverDue(t.deps, brokenTransport(), {
        backoff: (attempt) => {
          seen.push(attempt);
          return 0;
        },
      });
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 3 });
  });

  it('keeps failures short and without credentials', () => {
    expect(describeError(new Error(`boom ${'x'.repeat(1000)}`)).length).toBeLessThanOrEqual(300);
    expect(describeError(new Error('at smtps://user:secret@mail.example.com:465'))).toBe(
      'at smtps://***@mail.example.com:465',
    );
    expect(describeError(Object.assign(new Error('No'), { code: 'EAUTH', responseCode: 535 }))).toBe(
      'EAUTH 535: No',
    );
    expect(describeError(undefined)).toBe('Unknown error');
  });
});

describe('claims', () => {
  it('skips a message another worker holds, and takes it back once the lease has run out', async () => {
    const id = await enqueueEmail(t.db, mail());
    await t.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(emailOutbox.id, id));
    expect((await deliverDue(t.deps, outboxTransport())).claimed).toBe(0);

    await t.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    expect((await deliverDue(t.deps, outboxTransport())).sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('hands messages back untried when the lease runs out mid-batch', async () => {
    const ids = [await enqueueEmail(t.db, mail()), await enqueueEmail(t.db, mail())];
    const slow: MailTransport = {
      name: 'smtp',
      send: () => new Promise((resolve) => setTimeout(resolve, 120)),
    };
    const result = await deliverDue(t.deps, slow, { leaseMs: 150 });
    expect(result).toMatchObject({ claimed: 2, sent: 1, released: 1 });
    const rows = await Promise.all(ids.map(row));
    const back = rows.find((r) => r.status === 'pending')!;
    expect(back).toMatchObject({ attempts: 0, lockedUntil: null });
    expect((await deliverDue(t.deps, outboxTransport())).sent).toBe(1);
  });

  it('two workers draining at once deliver each message exactly once', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 25; i += 1) ids.add(await enqueueEmail(t.db, mail({ subject: `Message ${i}` })));
    const received: string[] = [];
    const byWorker = { a: 0, b: 0 };
    const counting = (name: 'a' | 'b'): MailTransport => ({
      name: 'smtp',
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        received.push(message.id);
        byWorker[name] += 1;
      },
    });
    const a = startEmailWorker(t.deps, { transport: counting('a'), batchSize: 4, pollMs: 60_000 });
    const b = startEmailWorker(t.deps, { transport: counting('b'), batchSize: 4, pollMs: 60_000 });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);

    // Both took part: the claims really competed.
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    expect(received).toHaveLength(25);
    expect(new Set(received)).toEqual(ids);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('the outbox and transactions', () => {
  it('keeps no message when the transaction that queued it rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, mail({ subject: 'Rolled back' }));
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    await t.db.transaction(async (tx) => {
      await enqueueEmail(tx, mail({ subject: 'Committed' }));
    });
    const rows = await t.db.select({ subject: emailOutbox.subject }).from(emailOutbox);
    expect(rows).toEqual([{ subject: 'Committed' }]);
  });
});

describe('the background loop', () => {
  it('delivers on kick, never overlaps itself, and stop() waits for the batch in flight', async () => {
    let active = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'smtp',
      async send(message) {
        active += 1;
        most = Math.max(most, active);
        await gate;
        sent.push(message.id);
        active -= 1;
      },
    };
    const worker = startEmailWorker(t.deps, { transport, pollMs: 5 });
    const id = await enqueueEmail(t.db, mail());
    worker.kick();
    worker.kick();
    await waitFor(() => active === 1);
    worker.kick();
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(most).toBe(1);
    expect(sent).toEqual([id]);
    expect((await row(id)).status).toBe('sent');
  });

  it('survives a database that throws, logging the error', async () => {
    const { deps, lines } = capturingDeps();
    const broken = {
      ...deps,
      database: {
        ...deps.database,
        db: new Proxy(deps.database.db, {
          get() {
            throw new Error('database is gone');
          },
        }),
      },
    } as Deps;
    const worker = startEmailWorker(broken, { transport: outboxTransport(), pollMs: 5 });
    await waitFor(() => lines.some((l) => l.includes('email delivery round failed')));
    await expect(worker.drain()).rejects.toThrow('database is gone');
    worker.kick();
    await worker.stop();
  });
});

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

// ---------------------------------------------------------------------------------------------
// SMTP against a real in-process server

/** Decodes quoted-printable soft line breaks and escapes, enough for ASCII test bodies. */
const unQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The decoded body of the first MIME part of this content type. */
function part(raw: string, type: string): string | undefined {
  const at = raw.toLowerCase().indexOf(`content-type: ${type}`);
  if (at < 0) return undefined;
  const rest = raw.slice(at);
  const start = rest.search(/\r?\n\r?\n/);
  const body = rest.slice(start).replace(/^\r?\n\r?\n/, '');
  const end = body.search(/\r?\n--/);
  return unQp(end >= 0 ? body.slice(0, end) : body).trim();
}

/** The headers and decoded bytes of the first base64 MIME part of this content type. */
function attachment(raw: string, type: string): { headers: string; content: Buffer } {
  const at = raw.toLowerCase().indexOf(`content-type: ${type}`);
  expect(at).toBeGreaterThanOrEqual(0);
  const [headers, ...rest] = raw.slice(at).split(/\r?\n\r?\n/);
  expect(headers).toMatch(/Content-Transfer-Encoding: base64/i);
  const body = rest.join('\n\n').split(/\r?\n--/)[0]!;
  return {
    headers: headers!.replace(/\r?\n[ \t]+/g, ' '),
    content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
  };
}

describe('SMTP through nodemailer', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!();
  });

  function transportTo(port: number, timeouts = {}) {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, FROM, timeouts);
    cleanup.push(async () => transport.close?.());
    return transport;
  }

  it('delivers subject, plain text, html, reply-to and the sender name', async () => {
    const smtp = await startSmtpPeer();
    cleanup.push(smtp.close);
    const id = await enqueueEmail(
      t.db,
      mail({ fromName: 'Coach Ana', replyTo: 'coach.ana@club.example', kind: 'fundraising' }),
    );
    const result = await deliverDue(t.deps, transportTo(smtp.port));
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['ada.lovelace@example.org']);
    expect(message!.from).toBe('no-reply@homefield.local');
    expect(header(message!.raw, 'Subject')).toBe('Your sponsorship update');
    expect(header(message!.raw, 'From')).toMatch(/^"?Coach Ana via Homefield"? <no-reply@homefield\.local>$/);
    expect(header(message!.raw, 'To')).toMatch(/Ada Lovelace.*<ada\.lovelace@example\.org>/);
    expect(header(message!.raw, 'Reply-To')).toBe('coach.ana@club.example');
    expect(header(message!.raw, 'Message-ID')).toBe(`<${id}@homefield.local>`);
    expect(header(message!.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(part(message!.raw, 'text/plain')).toBe(mail().text);
    expect(part(message!.raw, 'text/html')).toBe(mail().html);
  });

  it('sends plain text alone when there is no html, from the configured sender', async () => {
    const smtp = await startSmtpPeer();
    cleanup.push(smtp.close);
    await enqueueEmail(t.db, mail({ html: null, toName: null }));
    await deliverDue(t.deps, transportTo(smtp.port));
    const raw = smtp.received[0]!.raw;
    expect(header(raw, 'From')).toBe('Homefield <no-reply@homefield.local>');
    expect(header(raw, 'Content-Type')).toMatch(/^text\/plain/);
    expect(raw).not.toMatch(/text\/html/);
  });

  it('delivers a PDF receipt as an attachment with its name, type and exact bytes', async () => {
    const smtp = await startSmtpPeer();
    cleanup.push(smtp.close);
    const receipt = await receiptAttachment({
      reference: 'HF-0A1B2C3D',
      date: new Date('2026-03-05T17:00:00Z'),
      payerName: 'Ada Lovelace',
      payerEmail: 'ada.lovelace@example.org',
      payeeName: 'Portland Thunder U12',
      description: 'Gold sponsorship (one-time)',
      amountCents: 125_000,
      provider: 'sandbox',
      supportEmail: 'support@homefield.local',
    });
    await enqueueEmail(t.db, mail({ attachments: [receipt] }));
    expect(await deliverDue(t.deps, transportTo(smtp.port))).toMatchObject({ sent: 1 });

    const raw = smtp.received[0]!.raw;
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/mixed/);
    expect(part(raw, 'text/plain')).toBe(mail().text);
    expect(part(raw, 'text/html')).toBe(mail().html);
    const pdf = attachment(raw, 'application/pdf');
    expect(pdf.headers).toMatch(
      /Content-Disposition: attachment; filename=Homefield-receipt-HF-0A1B2C3D\.pdf/i,
    );
    expect(pdf.content.equals(receipt.content)).toBe(true);
    expect(pdfText(pdf.content)).toContain('Ada Lovelace');
  });

  it('keeps the message while the server is down, then delivers it exactly once when it is back', async () => {
    const port = await freePort();
    const transport = transportTo(port);
    const id = await enqueueEmail(t.db, mail());

    const down = await deliverDue(t.deps, transport);
    expect(down).toMatchObject({ claimed: 1, retrying: 1, sent: 0 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtpPeer(port);
    cleanup.push(smtp.close);
    expect(smtp.port).toBe(port);
    // Still backing off: the server being back changes nothing until the message is due.
    expect((await deliverDue(t.deps, transport)).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);

    await makeDue(id);
    const worker = startEmailWorker(t.deps, { transport, pollMs: 60_000 });
    await worker.drain();
    expect(smtp.received).toHaveLength(1);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // More rounds, due or not, send nothing again.
    await makeDue(id);
    await worker.drain();
    await deliverDue(t.deps, transport);
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    expect(header(smtp.received[0]!.raw, 'Subject')).toBe('Your sponsorship update');
  });

  it('fails fast on a server that accepts connections but never greets', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          silent.close(() => resolve());
          // Connections the client dropped may linger; do not wait for them.
          setTimeout(resolve, 50);
        }),
    );
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const id = await enqueueEmail(t.db, mail());
    const started = Date.now();
    await deliverDue(t.deps, transportTo(port, { greetingTimeout: 200 }));
    expect(Date.now() - started).toBeLessThan(3000);
    const r = await row(id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1 });
    expect(r.lastError).toMatch(/greeting/i);
  });

  it('gives up at once when the server refuses the recipient for good', async () => {
    const smtp = await startSmtpPeer(0, { rejectRcpt: true });
    cleanup.push(smtp.close);
    const id = await enqueueEmail(t.db, mail());
    const result = await deliverDue(t.deps, transportTo(smtp.port));
    expect(result).toMatchObject({ claimed: 1, failed: 1 });
    const r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: 1 });
    expect(r.lastError).toMatch(/^EENVELOPE 550/);
    expect(smtp.received).toHaveLength(0);
  });
});

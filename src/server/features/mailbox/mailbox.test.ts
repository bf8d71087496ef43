import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient } from '../../../../tests/support/factories';
import type { MailboxList, MailboxMessage } from '../../../shared/schemas/mailbox';
import {
  mailboxAttachmentUrl,
  mailboxListSchema,
  mailboxMessageSchema,
} from '../../../shared/schemas/mailbox';
import { emailOutbox } from '../../db/schema';
import { emailAttachments } from '../../db/schema/email-attachments';
import { enqueueEmail, type MailAttachment } from '../../email/outbox';

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await startTestApp();
  const base = Date.parse('2026-11-01T10:00:00Z');
  const rows = await t.db
    .insert(emailOutbox)
    .values(
      [0, 1, 2].map((i) => ({
        kind: i === 2 ? 'fundraising' : 'verify_email',
        toEmail: `person${i}@example.com`,
        toName: i === 0 ? null : `Person ${i}`,
        fromName: i === 2 ? 'Coach Ana' : null,
        replyTo: i === 2 ? 'ana@club.example' : null,
        subject: `Subject ${i}`,
        text: `Body ${i}: http://homefield.test/auth/confirm?token=abc${i}`,
        html: i === 1 ? null : `<p>Body ${i}</p>`,
        status: i === 0 ? 'sent' : 'pending',
        sentAt: i === 0 ? new Date(base + 1000) : null,
        attempts: i === 0 ? 1 : 0,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning({ id: emailOutbox.id });
  ids = rows.map((r) => r.id);
});

describe('GET /api/dev/mailbox', () => {
  it('lists every message newest first, with the total', async () => {
    const res = await t.client().get<MailboxList>('/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(mailboxListSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(res.body.messages.map((m) => m.subject)).toEqual(['Subject 2', 'Subject 1', 'Subject 0']);
    expect(res.body.messages[2]).toEqual({
      id: ids[0],
      to: 'person0@example.com',
      toName: null,
      subject: 'Subject 0',
      kind: 'verify_email',
      status: 'sent',
      attempts: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      sentAt: '2026-11-01T10:00:01.000Z',
      attachmentCount: 0,
    });
    expect(res.body.messages[0]).not.toHaveProperty('text');
  });

  it('pages by 50', async () => {
    const res = await t.client().get<MailboxList>('/api/dev/mailbox?page=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 2, total: 3, messages: [] });
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses page=%s with 400', async (page) => {
    const res = await t.client().get(`/api/dev/mailbox?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/dev/mailbox/:id', () => {
  it('returns the whole message', async () => {
    const res = await t.client().get<MailboxMessage>(`/api/dev/mailbox/${ids[2]}`);
    expect(res.status).toBe(200);
    expect(mailboxMessageSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      id: ids[2],
      to: 'person2@example.com',
      toName: 'Person 2',
      from: 'Coach Ana via Homefield <no-reply@homefield.local>',
      fromName: 'Coach Ana',
      replyTo: 'ana@club.example',
      subject: 'Subject 2',
      text: 'Body 2: http://homefield.test/auth/confirm?token=abc2',
      html: '<p>Body 2</p>',
      kind: 'fundraising',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      lastError: null,
      attachments: [],
    });
    const plain = await t.client().get<MailboxMessage>(`/api/dev/mailbox/${ids[1]}`);
    expect(plain.body).toMatchObject({ html: null, from: 'Homefield <no-reply@homefield.local>' });
  });

  it('answers 404 for an id that is not there', async () => {
    const res = await t.client().get(`/api/dev/mailbox/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it.each(['nope', '123', `${randomUUID()}x`, "1' or '1'='1"])('answers 400 for the id %s', async (id) => {
    const res = await t.client().get(`/api/dev/mailbox/${encodeURIComponent(id)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

/** A GET of binary content, as the given client (its cookies) or anonymously. */
async function download(app: TestApp, path: string, as?: ReturnType<TestApp['client']>) {
  const cookie = as ? [...as.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const res = await app.fetchRaw(path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const RECEIPT: MailAttachment = {
  filename: 'Homefield-receipt-HF-1A2B3C4D.pdf',
  contentType: 'application/pdf',
  content: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]),
};
const NOTES: MailAttachment = {
  filename: 'Notes “Zoë” (2026).txt',
  contentType: 'text/plain',
  content: Buffer.from('Bring the banner.\n', 'utf8'),
};

/** A message with RECEIPT and NOTES attached, queued the way the app queues mail. */
async function messageWithFiles(app: TestApp) {
  const id = await enqueueEmail(app.db, {
    kind: 'sponsorship_receipt',
    to: 'payer@example.com',
    subject: 'Your Homefield receipt',
    text: 'Your receipt is attached.',
    attachments: [RECEIPT, NOTES],
  });
  const rows = await app.db
    .select({ id: emailAttachments.id })
    .from(emailAttachments)
    .where(eq(emailAttachments.emailId, id))
    .orderBy(asc(emailAttachments.position));
  return { id, files: rows.map((r) => mailboxAttachmentUrl(id, r.id)), fileIds: rows.map((r) => r.id) };
}

describe('attachments', () => {
  let files: TestApp;
  beforeAll(async () => {
    files = await startTestApp();
    await enqueueEmail(files.db, { kind: 'verify_email', to: 'a@example.com', subject: 'Plain', text: 'Hi' });
  });

  it('are counted in the list and named, typed and sized in the message, in the order given', async () => {
    const { id } = await messageWithFiles(files);
    const list = await files.client().get<MailboxList>('/api/dev/mailbox');
    expect(list.body.messages.map((m) => [m.subject, m.attachmentCount])).toEqual([
      ['Your Homefield receipt', 2],
      ['Plain', 0],
    ]);
    const res = await files.client().get<MailboxMessage>(`/api/dev/mailbox/${id}`);
    expect(mailboxMessageSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.attachmentCount).toBe(2);
    expect(res.body.attachments).toEqual([
      { id: expect.any(String), filename: RECEIPT.filename, contentType: 'application/pdf', size: 14 },
      { id: expect.any(String), filename: NOTES.filename, contentType: 'text/plain', size: 18 },
    ]);
  });

  it('download with their exact bytes, always as a file, never cached', async () => {
    const { files: urls } = await messageWithFiles(files);
    const pdf = await download(files, urls[0]!);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.equals(RECEIPT.content)).toBe(true);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Homefield-receipt-HF-1A2B3C4D.pdf"; filename*=UTF-8''Homefield-receipt-HF-1A2B3C4D.pdf`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');

    const notes = await download(files, urls[1]!);
    expect(notes.bytes.toString('utf8')).toBe('Bring the banner.\n');
    expect(notes.headers.get('content-disposition')).toBe(
      `attachment; filename="Notes _Zo__ (2026).txt"; filename*=UTF-8''Notes%20%E2%80%9CZo%C3%AB%E2%80%9D%20%282026%29.txt`,
    );
  });

  it('answer 404 for an attachment that is not there, or not of that message', async () => {
    const first = await messageWithFiles(files);
    const second = await messageWithFiles(files);
    for (const path of [
      mailboxAttachmentUrl(first.id, randomUUID()),
      mailboxAttachmentUrl(randomUUID(), first.fileIds[0]!),
      mailboxAttachmentUrl(second.id, first.fileIds[0]!),
    ]) {
      const res = await files.client().get(path);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({
        code: 'NOT_FOUND',
        message: 'That attachment is not in the mailbox.',
      });
    }
  });

  it.each([
    ['nope', randomUUID()],
    [randomUUID(), 'nope'],
    [randomUUID(), `${randomUUID()}x`],
  ])('answer 400 for the ids %s / %s', async (id, attachmentId) => {
    const res = await files.client().get(mailboxAttachmentUrl(id, attachmentId));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('when SMTP is configured', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });

  it('the mailbox does not exist', async () => {
    const list = await smtp.client().get('/api/dev/mailbox');
    expect(list.status).toBe(404);
    const one = await smtp.client().get(`/api/dev/mailbox/${randomUUID()}`);
    expect(one.status).toBe(404);
    const admin = await signedInClient(smtp, { roles: ['admin'] });
    expect((await admin.client.get('/api/dev/mailbox')).status).toBe(404);
    const { files } = await messageWithFiles(smtp);
    expect((await download(smtp, files[0]!, admin.client)).status).toBe(404);
  });
});

describe('hole 8: start-up trusts the request and the defaults (the dev mailbox)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-private-test-secret-of-some-length',
      PAYMENTS_PROVIDER: 'sandbox',
    });
  });

  it('does not exist in production, not even for an admin on this machine', async () => {
    expect((await prod.client().get('/api/dev/mailbox')).status).toBe(404);
    const admin = await signedInClient(prod, { roles: ['admin'] });
    expect((await admin.client.get('/api/dev/mailbox')).status).toBe(404);
    expect((await admin.client.get(`/api/dev/mailbox/${randomUUID()}`)).status).toBe(404);
    const { files } = await messageWithFiles(prod);
    expect((await download(prod, files[0]!, admin.client)).status).toBe(404);
  });

  it('answers only requests from this machine in development, whatever X-Forwarded-For says', async () => {
    const dev = await startTestApp({ NODE_ENV: 'development', TRUST_PROXY: '1' });
    expect((await dev.client().get('/api/dev/mailbox')).status).toBe(200);
    for (const address of ['192.168.1.20', '203.0.113.9', '::ffff:10.0.0.2']) {
      const remote = dev.clientFrom(address);
      expect((await remote.get('/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
      expect((await remote.get(`/api/dev/mailbox/${randomUUID()}`)).status).toBe(404);
    }
    expect((await dev.clientFrom('::1').get('/api/dev/mailbox')).status).toBe(200);
  });
});

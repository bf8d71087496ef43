import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient } from '../../../../tests/support/factories';
import type { MailboxList, MailboxMessage } from '../../../shared/schemas/mailbox';
import { mailboxListSchema, mailboxMessageSchema } from '../../../shared/schemas/mailbox';
import { emailOutbox } from '../../db/schema';

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
  });
});

describe('with NODE_ENV=production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-private-test-secret-of-some-length',
      PAYMENTS_PROVIDER: 'sandbox',
    });
  });

  it('answers only to admins', async () => {
    const anonymous = await prod.client().get('/api/dev/mailbox');
    expect(anonymous.status).toBe(401);
    expect((await prod.client().get(`/api/dev/mailbox/${randomUUID()}`)).status).toBe(401);

    const member = await signedInClient(prod, { roles: ['team'] });
    expect((await member.client.get('/api/dev/mailbox')).status).toBe(403);
    expect((await member.client.get('/api/dev/mailbox/nope')).status).toBe(403);

    const admin = await signedInClient(prod, { roles: ['admin'] });
    const res = await admin.client.get<MailboxList>('/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});

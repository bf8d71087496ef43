import { count } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { auditCount, lastAudit, signedInAdmin } from '../../../../tests/support/features/admin';
import { ADMIN_EMAIL_LIMITS, EMAIL_FIELDS_REQUIRED } from '../../../shared/schemas/admin';
import { emailOutbox } from '../../db/schema';

/** POST /api/admin/emails: one queued email per recipient, stopping at the first that cannot be queued. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
});

beforeEach(async () => {
  await t.db.delete(emailOutbox);
});

const outbox = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
const outboxCount = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;
const recipient = (email: string, type: 'team' | 'business' = 'team') => ({
  email,
  name: `Name of ${email}`,
  type,
});
const send = (body: unknown) => admin.client.post('/api/admin/emails', body);

describe('sending', () => {
  it('queues one admin email per recipient, trimmed, with the message escaped into the HTML part', async () => {
    const res = await send({
      recipients: [recipient('coach@club.example'), recipient('OWNER@Shop.example', 'business')],
      subject: '  Welcome to Homefield  ',
      message: '  Hello <b>team</b> & friends,\n\nSee you "soon".\nBye  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2 });
    const mail = await outbox();
    expect(mail.map((m) => m.toEmail)).toEqual(['coach@club.example', 'owner@shop.example']);
    expect(mail[0]).toMatchObject({
      kind: 'admin',
      toName: 'Name of coach@club.example',
      subject: 'Welcome to Homefield',
      text: 'Hello <b>team</b> & friends,\n\nSee you "soon".\nBye',
      status: 'pending',
    });
    expect(mail[0]!.html).toContain('<p>Hello &lt;b&gt;team&lt;/b&gt; &amp; friends,</p>');
    expect(mail[0]!.html).toContain('<p>See you &quot;soon&quot;.<br>Bye</p>');
    expect(mail[0]!.html).not.toContain('<b>');
    expect(await lastAudit(t, 'ADMIN_EMAIL_SENT')).toMatchObject({
      actorId: admin.user.id,
      afterSnapshot: {
        subject: 'Welcome to Homefield',
        recipients: ['coach@club.example', 'owner@shop.example'],
      },
    });
  });

  it('stops at the first recipient that cannot be queued, names it, and keeps the ones before it', async () => {
    const res = await send({
      recipients: [
        recipient('first@club.example'),
        recipient('not-an-address'),
        recipient('third@club.example'),
      ],
      subject: 'Hello',
      message: 'Hi there',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'EMAIL_NOT_SENT',
      message: 'Failed to send email to not-an-address: Please enter a valid email address.',
      fields: { 'recipients.1.email': ['Please enter a valid email address.'] },
    });
    expect(res.headers.get('x-emails-sent')).toBe('1');
    expect((await outbox()).map((m) => m.toEmail)).toEqual(['first@club.example']);
    expect((await lastAudit(t, 'ADMIN_EMAIL_SENT'))?.afterSnapshot).toMatchObject({
      recipients: ['first@club.example'],
      stoppedAt: 'Failed to send email to not-an-address: Please enter a valid email address.',
    });
  });

  it('queues nothing and logs nothing when the first recipient fails', async () => {
    const before = await auditCount(t, 'ADMIN_EMAIL_SENT');
    const res = await send({
      recipients: [recipient('bad@'), recipient('ok@club.example')],
      subject: 'S',
      message: 'M',
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('x-emails-sent')).toBe('0');
    expect(await outboxCount()).toBe(0);
    expect(await auditCount(t, 'ADMIN_EMAIL_SENT')).toBe(before);
  });
});

describe('the subject and message rule', () => {
  it.each([
    ['a blank subject', { subject: '   ', message: 'Hello' }, 'subject'],
    ['a blank message', { subject: 'Hello', message: ' \n\t ' }, 'message'],
    ['a missing message', { subject: 'Hello' }, 'message'],
  ])('refuses %s with "Please fill in both subject and message"', async (_name, fields, field) => {
    const res = await send({ recipients: [recipient('a@club.example')], ...fields });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(EMAIL_FIELDS_REQUIRED);
    expect(res.body.error.fields[field]).toEqual([EMAIL_FIELDS_REQUIRED]);
    expect(await outboxCount()).toBe(0);
  });
});

describe('bad bodies', () => {
  const ok = { recipients: [recipient('a@club.example')], subject: 'Hello', message: 'Hi' };
  it.each([
    ['malformed JSON', '{"subject":', 'MALFORMED_JSON'],
    ['a wrong type', { ...ok, subject: 42 }, 'VALIDATION_FAILED'],
    ['recipients that are not a list', { ...ok, recipients: 'a@club.example' }, 'VALIDATION_FAILED'],
    ['no recipients', { ...ok, recipients: [] }, 'VALIDATION_FAILED'],
    [
      'too many recipients',
      {
        ...ok,
        recipients: Array.from({ length: ADMIN_EMAIL_LIMITS.recipients + 1 }, (_, i) =>
          recipient(`r${i}@club.example`),
        ),
      },
      'VALIDATION_FAILED',
    ],
    [
      'an unknown recipient type',
      { ...ok, recipients: [{ ...recipient('a@club.example'), type: 'player' }] },
      'VALIDATION_FAILED',
    ],
    [
      'an over-long subject',
      { ...ok, subject: 'x'.repeat(ADMIN_EMAIL_LIMITS.subject + 1) },
      'VALIDATION_FAILED',
    ],
    [
      'an over-long message',
      { ...ok, message: 'x'.repeat(ADMIN_EMAIL_LIMITS.message + 1) },
      'VALIDATION_FAILED',
    ],
    [
      'an over-long address',
      { ...ok, recipients: [recipient(`${'a'.repeat(250)}@club.example`)] },
      'VALIDATION_FAILED',
    ],
    ['an unknown field', { ...ok, from: 'ceo@homefield.local' }, 'VALIDATION_FAILED'],
    [
      'an unknown recipient field',
      { ...ok, recipients: [{ ...recipient('a@club.example'), cc: 'x@y.z' }] },
      'VALIDATION_FAILED',
    ],
  ])('answers %s with 400 and queues nothing', async (_name, body, code) => {
    const before = await auditCount(t, 'ADMIN_EMAIL_SENT');
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await outboxCount()).toBe(0);
    expect(await auditCount(t, 'ADMIN_EMAIL_SENT')).toBe(before);
  });
});

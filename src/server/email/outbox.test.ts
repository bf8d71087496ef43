import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { emailOutbox } from '../db/schema';
import { emailAttachments } from '../db/schema/email-attachments';
import { attachmentsOf, enqueueEmail, type MailAttachment, type OutgoingMail } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
});

/** Bytes that are not text: a PDF's are not. */
const BINARY = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80, 0x0d, 0x0a, 0x1b]);

const file = (overrides: Partial<MailAttachment> = {}): MailAttachment => ({
  filename: 'Homefield-receipt-HF-1A2B3C4D.pdf',
  contentType: 'application/pdf',
  content: BINARY,
  ...overrides,
});

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'sponsorship_receipt',
  to: 'payer@example.com',
  subject: 'Your Homefield receipt',
  text: 'Your receipt is attached.',
  ...overrides,
});

async function counts() {
  const [messages, files] = await Promise.all([
    t.db.select().from(emailOutbox),
    t.db.select().from(emailAttachments),
  ]);
  return { messages: messages.length, files: files.length };
}

describe('enqueueEmail with attachments', () => {
  it('stores them with the message, in order, byte for byte', async () => {
    const notes = file({ filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('Hi') });
    const id = await enqueueEmail(t.db, mail({ attachments: [file(), notes] }));
    const rows = await t.db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, id))
      .orderBy(asc(emailAttachments.position));
    expect(rows.map((r) => [r.position, r.filename, r.contentType])).toEqual([
      [0, 'Homefield-receipt-HF-1A2B3C4D.pdf', 'application/pdf'],
      [1, 'notes.txt', 'text/plain'],
    ]);
    expect(Buffer.isBuffer(rows[0]!.content)).toBe(true);
    expect(rows[0]!.content!.equals(BINARY)).toBe(true);
    expect((await attachmentsOf(t.db, [id], t.deps.attachmentDrawings)).get(id)).toEqual([file(), notes]);
  });

  it('stores nothing at all when an attachment cannot be stored, even outside a transaction', async () => {
    for (const bad of [file({ filename: '' }), file({ contentType: 'text/html\r\nX-Evil: 1' })]) {
      await expect(enqueueEmail(t.db, mail({ attachments: [file(), bad] }))).rejects.toThrow();
    }
    expect(await counts()).toEqual({ messages: 0, files: 0 });
  });

  it('stores nothing when the transaction that queued the message rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, mail({ attachments: [file()] }));
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await counts()).toEqual({ messages: 0, files: 0 });

    await t.db.transaction(async (tx) => {
      await enqueueEmail(tx, mail({ attachments: [file()] }));
    });
    expect(await counts()).toEqual({ messages: 1, files: 1 });
  });

  it('lets the caller’s transaction go on after a refused attachment', async () => {
    await t.db.transaction(async (tx) => {
      await expect(enqueueEmail(tx, mail({ attachments: [file({ filename: '' })] }))).rejects.toThrow();
      await enqueueEmail(tx, mail({ subject: 'Still queued' }));
    });
    const rows = await t.db.select({ subject: emailOutbox.subject }).from(emailOutbox);
    expect(rows).toEqual([{ subject: 'Still queued' }]);
    expect((await counts()).files).toBe(0);
  });

  it('goes with its message', async () => {
    const id = await enqueueEmail(t.db, mail({ attachments: [file(), file()] }));
    await t.db.delete(emailOutbox).where(eq(emailOutbox.id, id));
    expect(await counts()).toEqual({ messages: 0, files: 0 });
  });

  it('leaves a message without attachments as it was', async () => {
    const id = await enqueueEmail(t.db, mail());
    expect(await counts()).toEqual({ messages: 1, files: 0 });
    expect((await attachmentsOf(t.db, [id], t.deps.attachmentDrawings)).get(id)).toBeUndefined();
    expect(await attachmentsOf(t.db, [], t.deps.attachmentDrawings)).toEqual(new Map());
  });
});

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  MAILBOX_PAGE_SIZE,
  type MailboxList,
  type MailboxMessage,
  type MailboxSummary,
  type MailStatus,
} from '../../../shared/schemas/mailbox';
import type { Config } from '../../config';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { emailAttachments } from '../../db/schema/email-attachments';
import { type AttachmentDrawings, contentOf, type MailAttachment } from '../../email/outbox';
import { parseFrom } from '../../email/transports';

type Row = typeof emailOutbox.$inferSelect;

function summary(row: Row, attachmentCount: number): MailboxSummary {
  return {
    id: row.id,
    to: row.toEmail,
    toName: row.toName,
    subject: row.subject,
    kind: row.kind,
    status: row.status as MailStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachmentCount,
  };
}

/** The From line as the SMTP transport would send it. */
function fromLine(config: Config, fromName: string | null): string {
  if (!fromName) return config.MAIL_FROM;
  return `${fromName} via Homefield <${parseFrom(config.MAIL_FROM).address}>`;
}

/** One page of the outbox, newest first. */
export async function listMessages(db: Db, page: number): Promise<MailboxList> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        message: emailOutbox,
        attachmentCount: db.$count(emailAttachments, eq(emailAttachments.emailId, emailOutbox.id)),
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(MAILBOX_PAGE_SIZE)
      .offset((page - 1) * MAILBOX_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox),
  ]);
  return {
    messages: rows.map((r) => summary(r.message, r.attachmentCount)),
    page,
    pageSize: MAILBOX_PAGE_SIZE,
    total: totals[0]?.n ?? 0,
  };
}

/** The whole message, with what is attached to it (names and sizes, not the bytes). */
export async function readMessage(
  db: Db,
  config: Config,
  drawings: AttachmentDrawings,
  id: string,
): Promise<MailboxMessage> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw notFound('That message is not in the mailbox.');
  const files = await db
    .select({
      id: emailAttachments.id,
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      size: sql<number | null>`octet_length(${emailAttachments.content})`.mapWith(Number),
      drawing: emailAttachments.drawing,
    })
    .from(emailAttachments)
    .where(eq(emailAttachments.emailId, id))
    .orderBy(asc(emailAttachments.position));
  // A file drawn when it goes out has no bytes stored: its size is the size it is drawn at.
  const attachments = await Promise.all(
    files.map(async ({ drawing, size, ...file }) => ({
      ...file,
      size: drawing ? (await contentOf({ content: null, drawing }, drawings)).length : size!,
    })),
  );
  return {
    ...summary(row, attachments.length),
    from: fromLine(config, row.fromName),
    fromName: row.fromName,
    replyTo: row.replyTo,
    text: row.text,
    html: row.html,
    lastError: row.lastError,
    attachments,
  };
}

/** One attachment of one message, bytes included. */
export async function readAttachment(
  db: Db,
  drawings: AttachmentDrawings,
  id: string,
  attachmentId: string,
): Promise<MailAttachment> {
  const [file] = await db
    .select({
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      content: emailAttachments.content,
      drawing: emailAttachments.drawing,
    })
    .from(emailAttachments)
    .where(and(eq(emailAttachments.id, attachmentId), eq(emailAttachments.emailId, id)));
  if (!file) throw notFound('That attachment is not in the mailbox.');
  return { filename: file.filename, contentType: file.contentType, content: await contentOf(file, drawings) };
}

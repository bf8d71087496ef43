import { asc, inArray } from 'drizzle-orm';
import { currentTraceId } from '../core/trace';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { emailAttachments } from '../db/schema/email-attachments';

/** A file sent with a message, such as a PDF receipt. */
export interface MailAttachment {
  filename: string;
  /** A bare type/subtype ('application/pdf'). */
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  toName?: string | null;
  fromName?: string | null;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** What sent it (verify_email, fundraising, admin, receipt...), for the mailbox and the logs. */
  kind: string;
  /** The team the mail is sent for, where a per-team limit counts it (fundraising). */
  teamId?: string | null;
  attachments?: MailAttachment[];
}

/**
 * Queues a message in the caller's transaction, so mail is sent if and only if the action commits. A message
 * with attachments is written in a transaction of its own (a savepoint inside the caller's), so it is
 * stored whole or not at all even when the caller passes no transaction.
 */
export async function enqueueEmail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const attachments = mail.attachments ?? [];
  if (attachments.length === 0) return insertMessage(db, mail);
  return db.transaction(async (tx) => {
    const id = await insertMessage(tx, mail);
    await tx.insert(emailAttachments).values(
      attachments.map((attachment, position) => ({
        emailId: id,
        position,
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    );
    return id;
  });
}

async function insertMessage(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toEmail: mail.to,
      toName: mail.toName ?? null,
      fromName: mail.fromName ?? null,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
      teamId: mail.teamId ?? null,
      requestId: currentTraceId(),
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** The attachments of these messages, in the order they were given, by message id. */
export async function attachmentsOf(db: DbOrTx, emailIds: string[]): Promise<Map<string, MailAttachment[]>> {
  const byEmail = new Map<string, MailAttachment[]>();
  if (emailIds.length === 0) return byEmail;
  const rows = await db
    .select({
      emailId: emailAttachments.emailId,
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      content: emailAttachments.content,
    })
    .from(emailAttachments)
    .where(inArray(emailAttachments.emailId, emailIds))
    .orderBy(asc(emailAttachments.emailId), asc(emailAttachments.position));
  for (const { emailId, ...attachment } of rows) {
    byEmail.set(emailId, [...(byEmail.get(emailId) ?? []), attachment]);
  }
  return byEmail;
}

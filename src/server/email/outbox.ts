import { asc, inArray } from 'drizzle-orm';
import { currentTraceId } from '../core/trace';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { type AttachmentDrawing, emailAttachments } from '../db/schema/email-attachments';

export type { AttachmentDrawing };

/** A file sent with a message, such as a PDF receipt. */
export interface MailAttachment {
  filename: string;
  /** A bare type/subtype ('application/pdf'). */
  contentType: string;
  content: Buffer;
}

/**
 * A file drawn when its message goes out rather than when it is queued: what it is drawn from is stored,
 * and the outbox (its own thread on PostgreSQL) draws it. For a file that costs the request real time,
 * such as a season report's PDF in every rollover (issue 24). Drawn from the same input it is the same
 * file, so a message sent again after a failure carries the same bytes.
 */
export interface DrawnAttachment {
  filename: string;
  contentType: string;
  drawing: AttachmentDrawing;
}

/** How each kind of drawn attachment is drawn: server/attachment-drawings.ts, through Deps. */
export type AttachmentDrawings = Readonly<Record<string, (input: unknown) => Promise<Buffer>>>;

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
  attachments?: (MailAttachment | DrawnAttachment)[];
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
        content: 'content' in attachment ? attachment.content : null,
        drawing: 'drawing' in attachment ? attachment.drawing : null,
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

/** An attachment as stored: its bytes, or what it is drawn from. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: Buffer | null;
  drawing: AttachmentDrawing | null;
}

/** The attachments of these messages as stored, in the order they were given, by message id. */
export async function storedAttachmentsOf(
  db: DbOrTx,
  emailIds: string[],
): Promise<Map<string, StoredAttachment[]>> {
  const byEmail = new Map<string, StoredAttachment[]>();
  if (emailIds.length === 0) return byEmail;
  const rows = await db
    .select({
      emailId: emailAttachments.emailId,
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      content: emailAttachments.content,
      drawing: emailAttachments.drawing,
    })
    .from(emailAttachments)
    .where(inArray(emailAttachments.emailId, emailIds))
    .orderBy(asc(emailAttachments.emailId), asc(emailAttachments.position));
  for (const { emailId, ...attachment } of rows) {
    byEmail.set(emailId, [...(byEmail.get(emailId) ?? []), attachment]);
  }
  return byEmail;
}

/** The attachments of these messages as they are sent (drawn ones drawn), by message id. */
export async function attachmentsOf(
  db: DbOrTx,
  emailIds: string[],
  drawings: AttachmentDrawings,
): Promise<Map<string, MailAttachment[]>> {
  const stored = await storedAttachmentsOf(db, emailIds);
  const byEmail = new Map<string, MailAttachment[]>();
  for (const [emailId, attachments] of stored) byEmail.set(emailId, await drawn(attachments, drawings));
  return byEmail;
}

/** Stored attachments as they are sent, each with its bytes (contentOf). */
export function drawn(
  attachments: StoredAttachment[],
  drawings: AttachmentDrawings,
): Promise<MailAttachment[]> {
  return Promise.all(
    attachments.map(async ({ filename, contentType, ...stored }) => ({
      filename,
      contentType,
      content: await contentOf(stored, drawings),
    })),
  );
}

/** A stored attachment's bytes: kept, or drawn now from what was kept. */
export async function contentOf(
  stored: Pick<StoredAttachment, 'content' | 'drawing'>,
  drawings: AttachmentDrawings,
): Promise<Buffer> {
  if (stored.content) return stored.content;
  const draw = stored.drawing && drawings[stored.drawing.kind];
  // A kind this process cannot draw (a deploy without it): the message is retried, never sent without it.
  if (!stored.drawing || !draw) {
    throw new Error(`No drawing for an attachment of kind ${stored.drawing?.kind ?? '(none)'}`);
  }
  return draw(stored.drawing.input);
}

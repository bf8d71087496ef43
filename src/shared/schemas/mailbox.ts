import { z } from 'zod';

/** The page size of GET /api/dev/mailbox. */
export const MAILBOX_PAGE_SIZE = 50;

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailboxQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1.' })
    .int('Page must be a whole number from 1.')
    .min(1, 'Page must be a whole number from 1.')
    .max(100_000, 'Page must be a whole number from 1.')
    .default(1),
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

const messageId = z.uuid('That is not a message id.');

export const mailboxIdSchema = z.object({ id: messageId });

export const mailboxAttachmentIdSchema = z.object({
  id: messageId,
  attachmentId: z.uuid('That is not an attachment id.'),
});

/** Where one attachment downloads from (GET, same access as the mailbox). */
export function mailboxAttachmentUrl(messageId: string, attachmentId: string): string {
  return `/api/dev/mailbox/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** A file sent with a message (a PDF receipt): its bytes download from mailboxAttachmentUrl. */
export const mailboxAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  /** In bytes. */
  size: z.number().int(),
});
export type MailboxAttachment = z.infer<typeof mailboxAttachmentSchema>;

/** One row of the list: enough to pick a message, no body. */
export const mailboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attachmentCount: z.number().int(),
});
export type MailboxSummary = z.infer<typeof mailboxSummarySchema>;

export const mailboxListSchema = z.object({
  messages: z.array(mailboxSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MailboxList = z.infer<typeof mailboxListSchema>;

/** The whole message, as the recipient would read it. */
export const mailboxMessageSchema = mailboxSummarySchema.extend({
  /** The From line as it is sent: 'Name via Homefield <address>' when someone sends through us. */
  from: z.string(),
  fromName: z.string().nullable(),
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  lastError: z.string().nullable(),
  attachments: z.array(mailboxAttachmentSchema),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

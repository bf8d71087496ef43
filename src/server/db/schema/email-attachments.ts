import { sql } from 'drizzle-orm';
import { check, customType, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailOutbox } from './accounts';
import { createdAt } from './helpers';

/** node-postgres returns bytea as a Buffer, PGlite as a Uint8Array: callers always get a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Which drawing of the outbox's (email/outbox.ts, AttachmentDrawings) and its input, as JSON. */
export interface AttachmentDrawing {
  kind: string;
  input: unknown;
}

/**
 * Files sent with an outbox message (PDF receipts), written in the transaction that queues the message,
 * so a message is never delivered without them; they go when the message goes. A file may be stored as
 * what it is drawn from instead of its bytes, and drawn when it goes.
 */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    /** The order the sender gave them in. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** The bytes; null for a file drawn when the message goes out, from `drawing` (email/outbox.ts). */
    content: bytea('content'),
    drawing: jsonb('drawing').$type<AttachmentDrawing>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_attachments_email_position_key').on(t.emailId, t.position),
    check(
      'email_attachments_content_or_drawing_check',
      sql`(${t.content} is null) <> (${t.drawing} is null)`,
    ),
    check('email_attachments_filename_check', sql`char_length(${t.filename}) between 1 and 255`),
    // Sent as a header when the mailbox downloads it: a bare type/subtype, nothing that could break a header.
    check(
      'email_attachments_content_type_check',
      sql`${t.contentType} ~ '^[a-z0-9][a-z0-9.+-]*/[a-z0-9][a-z0-9.+-]*$'`,
    ),
  ],
);

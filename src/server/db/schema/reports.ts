import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './email-attachments';
import { createdAt, updatedAt } from './helpers';
import { sponsorships } from './money';

/** Image types a delivery photo may have; checked by content, not by the name the browser sent. */
export const DELIVERY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Fulfilment tracking: one checklist item per benefit of the tier a sponsorship bought, which the team
 * marks delivered (with the date, a note and an optional photo). The photo lives in the database, so it
 * is backed up with everything else and only ever served through the app's own routes.
 */
export const sponsorshipDeliverables = pgTable(
  'sponsorship_deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorshipId: uuid('sponsorship_id')
      .notNull()
      .references(() => sponsorships.id, { onDelete: 'cascade' }),
    /** The benefit's place in the tier's list. */
    position: integer('position').notNull(),
    benefit: text('benefit').notNull(),
    /** The day the team says it was delivered; null while not delivered. */
    deliveredOn: date('delivered_on'),
    note: text('note'),
    photo: bytea('photo'),
    photoType: text('photo_type').$type<(typeof DELIVERY_PHOTO_TYPES)[number]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sponsorship_deliverables_position_key').on(t.sponsorshipId, t.position),
    check(
      'sponsorship_deliverables_photo_type_check',
      sql`(${t.photo} is null) = (${t.photoType} is null) and (${t.photoType} is null or ${t.photoType} in ('image/jpeg', 'image/png', 'image/webp'))`,
    ),
  ],
);

/**
 * Automatic sends (a sponsor's report at contract end, a team's season report): a row is claimed in the
 * transaction that queues the email, so each report goes once, whichever app instance's job finds it.
 */
export const scheduledSends = pgTable(
  'scheduled_sends',
  {
    /** 'sponsor_report' | 'season_report' */
    kind: text('kind').notNull(),
    /** What was reported on: a sponsorship id, or '{teamId}:{season end date}'. */
    subjectKey: text('subject_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectKey] }), index('scheduled_sends_sent_idx').on(t.sentAt)],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CO_MARKETING_KINDS, type CoMarketingKind } from '../../../shared/schemas/co-marketing';
import { users } from './accounts';
import { businesses } from './business';
import { bytea } from './email-attachments';
import { createdAt, oneOf } from './helpers';

/** A Community Partner's request for a co-marketing campaign (decision 0052), handled by an admin. */
export const coMarketingRequests = pgTable(
  'co_marketing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CoMarketingKind>().notNull(),
    idea: text('idea').notNull(),
    timing: text('timing'),
    /** The teams named, as they were called when asked (a team renamed or gone stays readable). */
    teamNames: text('team_names').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('co_marketing_requests_created_idx').on(t.createdAt),
    index('co_marketing_requests_business_idx').on(t.businessId),
    check('co_marketing_requests_kind_check', oneOf(t.kind, CO_MARKETING_KINDS)),
  ],
);

/** A Community Partner's branded page (decision 0053): one per business, public while the plan is. */
export const partnerPages = pgTable('partner_pages', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull(),
  story: text('story'),
  brandColor: text('brand_color').notNull(),
  banner: bytea('banner'),
  bannerType: text('banner_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

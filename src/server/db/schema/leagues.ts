import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_LEAGUE_COLOR } from '../../../shared/schemas/leagues';
import { users } from './accounts';
import { bytea } from './email-attachments';
import { createdAt, updatedAt } from './helpers';

/**
 * A league or club that runs many teams (issue 21, decision 0055), one per owning account. Its teams point
 * at it (teams.league_id); the League Plan is its subscription.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    contactEmail: text('contact_email').notNull(),
    description: text('description'),
    brandColor: text('brand_color').notNull().default(DEFAULT_LEAGUE_COLOR),
    /** Checked by its bytes on upload (a JPEG, PNG or WebP); served only through the league page's route. */
    logo: bytea('logo'),
    logoType: text('logo_type'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leagues_slug_key').on(t.slug),
    uniqueIndex('leagues_owner_key').on(t.ownerId),
    check('leagues_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('leagues_brand_color_check', sql`${t.brandColor} ~ '^#[0-9A-F]{6}$'`),
    check('leagues_logo_check', sql`(${t.logo} is null) = (${t.logoType} is null)`),
  ],
);

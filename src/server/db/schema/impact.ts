import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { teams } from './teams';

/*
 * What sponsors' names on a team's public pages did (issue 21, the ROI dashboard; decision 0050): counters
 * by day and nothing else. No visitor, address, cookie or device is stored, so nobody can be followed.
 */

/** Views of a team's player pages, which name its sponsors, by UTC day. */
export const teamPageViews = pgTable(
  'team_page_views',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.day] })],
);

/** Visits to a sponsor's website from a team's pages, by UTC day. */
export const sponsorClicks = pgTable(
  'sponsor_clicks',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.teamId, t.day] })],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, oneOf } from './helpers';
import { leagues } from './leagues';
import { teams } from './teams';

/** pending: sent, unanswered; the others are how it ended. */
export const LEAGUE_INVITE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type LeagueInviteStatus = (typeof LEAGUE_INVITE_STATUSES)[number];

/** A league's invitation to an existing team; its coach accepts or declines on the team dashboard. */
export const leagueInvites = pgTable(
  'league_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status').$type<LeagueInviteStatus>().notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation per league and team: a second press answers the first.
    uniqueIndex('league_invites_pending_key').on(t.leagueId, t.teamId).where(sql`${t.status} = 'pending'`),
    index('league_invites_team_idx').on(t.teamId).where(sql`${t.status} = 'pending'`),
    check('league_invites_status_check', oneOf(t.status, LEAGUE_INVITE_STATUSES)),
  ],
);

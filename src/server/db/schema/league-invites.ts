import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, oneOf } from './helpers';
import { leagues } from './leagues';
import { teams } from './teams';

/** pending: sent, unanswered; the others are how it ended. */
export const LEAGUE_INVITE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type LeagueInviteStatus = (typeof LEAGUE_INVITE_STATUSES)[number];

/**
 * A league's invitation to a team, or to a coach by email (who may not be on Homefield yet): the coach
 * accepts or declines on the team dashboard of the team their account (that address) runs.
 */
export const leagueInvites = pgTable(
  'league_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** The team invited; for an invitation by email, the team that accepted it. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** A coach invited by their account's address (lower case), whatever team they run or start. */
    email: text('email'),
    status: text('status').$type<LeagueInviteStatus>().notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation per league and team: a second press answers the first.
    uniqueIndex('league_invites_pending_key').on(t.leagueId, t.teamId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('league_invites_pending_email_key')
      .on(t.leagueId, t.email)
      .where(sql`${t.status} = 'pending' and ${t.teamId} is null`),
    index('league_invites_team_idx').on(t.teamId).where(sql`${t.status} = 'pending'`),
    index('league_invites_email_idx').on(t.email).where(sql`${t.status} = 'pending'`),
    check('league_invites_whom_check', sql`num_nonnulls(${t.teamId}, ${t.email}) >= 1`),
    check('league_invites_email_lower', sql`${t.email} = lower(${t.email})`),
    check('league_invites_status_check', oneOf(t.status, LEAGUE_INVITE_STATUSES)),
  ],
);

import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { isListed } from '../../../shared/labels';
import type { SessionUser } from '../../../shared/schemas/auth';
import {
  LEAGUE_INVITE_NOT_FOUND,
  LEAGUE_TEAM_IN_ANOTHER,
  LEAGUE_TEAM_NOT_APPROVED,
  type LeagueSummary,
  type TeamLeagueView,
} from '../../../shared/schemas/leagues';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { leagueInvites, leagues, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { ownTeamOr404 } from '../teams/ownership';
import { leagueMail } from './mails';

/*
 * The coach's side of a league (decision 0055): the invitations to answer, the league the team is in, and
 * leaving it. The team stays the coach's: a league sees its figures, never changes its roster.
 */

/** What the coach's side reads of a league (never its logo's bytes). */
const LEAGUE = {
  id: leagues.id,
  slug: leagues.slug,
  name: leagues.name,
  brandColor: leagues.brandColor,
  contactEmail: leagues.contactEmail,
};

const summary = ({
  contactEmail: _private,
  ...league
}: LeagueSummary & { contactEmail: string }): LeagueSummary => league;

/**
 * The invitations a coach may answer for their team: to the team, or to the coach's own address (their
 * account's, confirmed by email) not yet answered by another team of theirs.
 */
const invitedTo = (teamId: string, email: string | null) =>
  email === null
    ? eq(leagueInvites.teamId, teamId)
    : or(
        eq(leagueInvites.teamId, teamId),
        and(isNull(leagueInvites.teamId), eq(leagueInvites.email, email.toLowerCase())),
      );

/** The address an invitation by email may match: the account's, once confirmed. */
const confirmedEmail = (user: SessionUser) => (user.emailVerified ? user.email : null);

async function teamLeagueOf(
  db: DbOrTx,
  team: typeof teams.$inferSelect,
  email: string | null,
): Promise<TeamLeagueView> {
  const [current, invites] = await Promise.all([
    team.leagueId
      ? db.select(LEAGUE).from(leagues).where(eq(leagues.id, team.leagueId))
      : Promise.resolve([]),
    db
      .select({ id: leagueInvites.id, createdAt: leagueInvites.createdAt, league: LEAGUE })
      .from(leagueInvites)
      .innerJoin(leagues, eq(leagues.id, leagueInvites.leagueId))
      .where(and(invitedTo(team.id, email), eq(leagueInvites.status, 'pending')))
      .orderBy(asc(leagueInvites.createdAt)),
  ]);
  return {
    league: current[0] ? summary(current[0]) : null,
    invites: invites.map((invite) => ({
      id: invite.id,
      league: summary(invite.league),
      invitedAt: invite.createdAt.toISOString(),
    })),
  };
}

/** GET /api/teams/:teamId/league: the owner's only. */
export async function teamLeague(deps: Deps, user: SessionUser, teamId: string): Promise<TeamLeagueView> {
  const { db } = deps.database;
  return teamLeagueOf(db, await ownTeamOr404(db, user.id, teamId), confirmedEmail(user));
}

/**
 * POST /api/teams/:teamId/league-invites/:inviteId/accept|decline. The invitation is locked while it is
 * answered, so two presses (or two tabs) answer it once and tell the league once; a repeat of the answer it
 * got shows the result again.
 */
export async function answerInvite(
  deps: Deps,
  user: SessionUser,
  teamId: string,
  inviteId: string,
  accept: boolean,
): Promise<TeamLeagueView> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, user.id, teamId);
  if (!isUuid(inviteId)) throw notFound(LEAGUE_INVITE_NOT_FOUND);
  const answer = accept ? 'accepted' : 'declined';
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invite: leagueInvites, league: LEAGUE })
      .from(leagueInvites)
      .innerJoin(leagues, eq(leagues.id, leagueInvites.leagueId))
      .where(and(eq(leagueInvites.id, inviteId), invitedTo(team.id, confirmedEmail(user))))
      .for('update', { of: leagueInvites });
    if (!row) throw notFound(LEAGUE_INVITE_NOT_FOUND);
    if (row.invite.status === answer) return;
    if (row.invite.status !== 'pending') throw notFound(LEAGUE_INVITE_NOT_FOUND);
    if (accept) {
      // Joining is for a team an admin approved, as inviting one by name is (an invitation by email may
      // find a team still under review).
      if (!isListed(team.verificationStatus) || team.closedAt)
        throw conflict('LEAGUE_TEAM_NOT_APPROVED', LEAGUE_TEAM_NOT_APPROVED);
      const [joined] = await tx
        .update(teams)
        .set({ leagueId: row.league.id })
        .where(and(eq(teams.id, team.id), isNull(teams.leagueId)))
        .returning({ id: teams.id });
      if (!joined) throw conflict('LEAGUE_TEAM_IN_ANOTHER', LEAGUE_TEAM_IN_ANOTHER);
    }
    // This one, and any other the same league left open for this team or this coach's address.
    await tx
      .update(leagueInvites)
      .set({ status: answer, answeredAt: clockOf(deps).now(), teamId: team.id })
      .where(
        and(
          eq(leagueInvites.leagueId, row.league.id),
          eq(leagueInvites.status, 'pending'),
          or(eq(leagueInvites.id, inviteId), invitedTo(team.id, confirmedEmail(user))),
        ),
      );
    await leagueMail(tx, {
      kind: 'league_answered',
      to: { email: row.league.contactEmail, name: row.league.name },
      subject: `${team.name} ${answer} your invitation`,
      lines: [
        accept
          ? `${team.name} (coach ${team.coachName}) joined ${row.league.name}. Its figures are on your league dashboard now.`
          : `${team.name} declined the invitation to join ${row.league.name}.`,
        { link: 'Your league', href: `${deps.config.publicUrl}/league` },
      ],
    });
  });
  return teamLeagueOf(db, await ownTeamOr404(db, user.id, teamId), confirmedEmail(user));
}

/** POST /api/teams/:teamId/league/leave: the team leaves its league, which is told; nothing else changes. */
export async function leaveLeague(deps: Deps, user: SessionUser, teamId: string): Promise<TeamLeagueView> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, user.id, teamId);
  await db.transaction(async (tx) => {
    const [left] = await tx
      .select({ league: LEAGUE })
      .from(teams)
      .innerJoin(leagues, eq(leagues.id, teams.leagueId))
      .where(eq(teams.id, team.id))
      .for('update', { of: teams });
    if (!left) return;
    await tx.update(teams).set({ leagueId: null }).where(eq(teams.id, team.id));
    await leagueMail(tx, {
      kind: 'league_left',
      to: { email: left.league.contactEmail, name: left.league.name },
      subject: `${team.name} left ${left.league.name}`,
      lines: [
        `${team.name} (coach ${team.coachName}) left ${left.league.name} on Homefield. Its figures are no longer on your league dashboard; you can invite the team again.`,
        { link: 'Your league', href: `${deps.config.publicUrl}/league` },
      ],
    });
  });
  return teamLeagueOf(db, await ownTeamOr404(db, user.id, teamId), confirmedEmail(user));
}

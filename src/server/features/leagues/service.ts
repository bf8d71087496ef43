import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../../../shared/schemas/auth';
import {
  LEAGUE_COACH_INVITES_PER_DAY,
  LEAGUE_EXISTS,
  LEAGUE_PLAN_REQUIRED,
  LEAGUE_TEAM_ALREADY_IN,
  LEAGUE_TEAM_IN_ANOTHER,
  LEAGUE_TEAM_NOT_FOUND,
  LEAGUE_TOO_MANY_INVITES,
  type LeagueCreateInput,
  type LeagueRosterView,
  type LeagueView,
  type leagueUpdateSchema,
} from '../../../shared/schemas/leagues';
import { slugify, uniqueSlug } from '../../../shared/slug';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { leagueInvites, leagues, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { leaguePlanActive } from '../../plans/current';
import { teamLeaderboard } from '../leaderboard/query';
import { logoUrl } from './branding';
import { leagueMail } from './mails';
import { findOwnLeague, type LeagueRow, ownLeagueOr404 } from './ownership';

/*
 * A league's own side (issue 21, decision 0055): starting one, its details, and inviting existing teams,
 * whose coaches answer on their dashboards (team-side.ts). Inviting needs the League Plan in force; a
 * lapse closes it again and deletes nothing.
 */

export async function leagueView(deps: Deps, league: LeagueRow): Promise<LeagueView> {
  const { db } = deps.database;
  const [planActive, members, invites] = await Promise.all([
    leaguePlanActive(db, league.id, clockOf(deps).now()),
    db
      .select({ id: teams.id, name: teams.name, slug: teams.slug, coachName: teams.coachName })
      .from(teams)
      .where(eq(teams.leagueId, league.id))
      .orderBy(asc(teams.name)),
    db
      .select({
        id: leagueInvites.id,
        teamId: leagueInvites.teamId,
        teamName: teams.name,
        email: leagueInvites.email,
        createdAt: leagueInvites.createdAt,
      })
      .from(leagueInvites)
      .leftJoin(teams, eq(teams.id, leagueInvites.teamId))
      .where(and(eq(leagueInvites.leagueId, league.id), eq(leagueInvites.status, 'pending')))
      .orderBy(asc(leagueInvites.createdAt)),
  ]);
  return {
    id: league.id,
    slug: league.slug,
    name: league.name,
    brandColor: league.brandColor,
    contactEmail: league.contactEmail,
    description: league.description,
    logoUrl: logoUrl(league, league.hasLogo),
    planActive,
    teams: members,
    invites: invites.map(({ createdAt, ...invite }) => ({ ...invite, invitedAt: createdAt.toISOString() })),
  };
}

/** GET /api/leagues/mine */
export async function myLeague(deps: Deps, userId: string): Promise<LeagueView> {
  return leagueView(deps, await ownLeagueOr404(deps.database.db, userId));
}

async function freeSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name, 'league');
  const taken = await db
    .select({ slug: leagues.slug })
    .from(leagues)
    .where(sql`${leagues.slug} = ${base} or ${leagues.slug} like ${`${base}-%`}`);
  const slugs = new Set(taken.map((row) => row.slug));
  return uniqueSlug(base, (candidate) => slugs.has(candidate));
}

/** POST /api/leagues: one league per account; the plan is bought next, on the billing page. */
export async function createLeague(deps: Deps, user: SessionUser, input: LeagueCreateInput) {
  const { db } = deps.database;
  // Two leagues named alike at once both find the same free slug: the second tries the next one.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await findOwnLeague(db, user.id)) throw conflict('LEAGUE_EXISTS', LEAGUE_EXISTS);
    const [league] = await db
      .insert(leagues)
      .values({
        slug: await freeSlug(db, input.name),
        name: input.name,
        contactEmail: input.contactEmail,
        description: input.description ?? null,
        ownerId: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: leagues.id });
    if (league) break;
  }
  return myLeague(deps, user.id);
}

/** PATCH /api/leagues/mine: the league's details and colour. The slug stays, so shared links keep working. */
export async function updateLeague(
  deps: Deps,
  userId: string,
  input: z.output<typeof leagueUpdateSchema>,
): Promise<LeagueView> {
  const { db } = deps.database;
  const league = await ownLeagueOr404(db, userId);
  await db
    .update(leagues)
    .set({ ...input, updatedAt: clockOf(deps).now() })
    .where(eq(leagues.id, league.id));
  return myLeague(deps, userId);
}

/** The owner's league with its plan in force: what inviting and the dashboard need (403 otherwise). */
export async function ownLeagueOnPlan(deps: Deps, userId: string): Promise<LeagueRow> {
  const league = await ownLeagueOr404(deps.database.db, userId);
  if (!(await leaguePlanActive(deps.database.db, league.id, clockOf(deps).now())))
    throw new AppError(403, 'PLAN_REQUIRED', LEAGUE_PLAN_REQUIRED);
  return league;
}

/**
 * POST /api/leagues/mine/invites: an approved team, not in a league, is invited; its coach is told once.
 * Invited again while the first is open, the first stands (no second mail).
 */
export async function inviteTeam(deps: Deps, user: SessionUser, teamId: string): Promise<LeagueView> {
  const { db } = deps.database;
  const league = await ownLeagueOnPlan(deps, user.id);
  const [team] = await db
    .select()
    .from(teams)
    .where(
      and(eq(teams.id, teamId), eq(teams.verificationStatus, 'approved'), sql`${teams.closedAt} is null`),
    );
  if (!team) throw notFound(LEAGUE_TEAM_NOT_FOUND);
  if (team.leagueId === league.id) throw conflict('LEAGUE_TEAM_ALREADY_IN', LEAGUE_TEAM_ALREADY_IN);
  if (team.leagueId) throw conflict('LEAGUE_TEAM_IN_ANOTHER', LEAGUE_TEAM_IN_ANOTHER);
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(leagueInvites)
      .values({ leagueId: league.id, teamId: team.id, invitedBy: user.id })
      .onConflictDoNothing()
      .returning({ id: leagueInvites.id });
    if (!invite) return;
    await leagueMail(tx, {
      kind: 'league_invite',
      to: { email: team.contactEmail, name: team.coachName },
      teamId: team.id,
      subject: `${league.name} invites ${team.name} to join the league`,
      lines: [
        `${league.name} invited ${team.name} to join the league on Homefield.`,
        "In a league, the league's organisers see your team's figures (raised, sponsors, players, benefits delivered) and the League Plan covers your team: unlimited sponsors and the lower fee on gifts. Your roster, tiers and payouts stay yours.",
        { link: 'Accept or decline on your dashboard', href: `${deps.config.publicUrl}/team-dashboard` },
      ],
    });
  });
  return leagueView(deps, league);
}

/**
 * POST /api/leagues/mine/coach-invites: a coach invited by their address, told once. Whether the address
 * has an account is not said: the coach who signs in with it (or signs up) finds the invitation on the
 * dashboard of the team they run, as its accounts' addresses are confirmed by email.
 */
export async function inviteCoach(deps: Deps, user: SessionUser, email: string): Promise<LeagueView> {
  const { db } = deps.database;
  const league = await ownLeagueOnPlan(deps, user.id);
  const address = email.toLowerCase();
  // Every invitation mails an address nobody here confirmed: a league sends a bounded number a day.
  const [sent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leagueInvites)
    .where(
      and(
        eq(leagueInvites.leagueId, league.id),
        sql`${leagueInvites.email} is not null`,
        sql`${leagueInvites.createdAt} > ${clockOf(deps).now()}::timestamptz - interval '1 day'`,
      ),
    );
  if ((sent?.count ?? 0) >= LEAGUE_COACH_INVITES_PER_DAY)
    throw new AppError(429, 'TOO_MANY_INVITES', LEAGUE_TOO_MANY_INVITES);
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(leagueInvites)
      .values({ leagueId: league.id, email: address, invitedBy: user.id })
      .onConflictDoNothing()
      .returning({ id: leagueInvites.id });
    if (!invite) return;
    await leagueMail(tx, {
      kind: 'league_invite',
      to: { email: address, name: null },
      subject: `${league.name} invites your team to join the league on Homefield`,
      lines: [
        `${league.name} uses Homefield to run its teams, and invites yours to join.`,
        "On Homefield your team sells its sponsorships, takes gifts for its players and is paid out; in the league, the league's organisers see your team's figures and its League Plan covers your team. Your roster, tiers and payouts stay yours.",
        {
          link: 'Sign in with this address, or register your team with it, and accept on your dashboard',
          href: `${deps.config.publicUrl}/team-signup`,
        },
      ],
    });
  });
  return leagueView(deps, league);
}

/** DELETE /api/leagues/mine/invites/:inviteId: an unanswered invitation is withdrawn. */
export async function withdrawInvite(deps: Deps, userId: string, inviteId: string): Promise<LeagueView> {
  const { db } = deps.database;
  const league = await ownLeagueOr404(db, userId);
  if (!isUuid(inviteId)) throw notFound('Invitation not found');
  const [invite] = await db
    .select({ status: leagueInvites.status })
    .from(leagueInvites)
    .where(and(eq(leagueInvites.id, inviteId), eq(leagueInvites.leagueId, league.id)));
  if (!invite) throw notFound('Invitation not found');
  await db
    .update(leagueInvites)
    .set({ status: 'withdrawn', answeredAt: clockOf(deps).now() })
    .where(and(eq(leagueInvites.id, inviteId), eq(leagueInvites.status, 'pending')));
  return leagueView(deps, league);
}

/** DELETE /api/leagues/mine/teams/:teamId: the team leaves the league; nothing of it changes otherwise. */
export async function removeTeam(deps: Deps, userId: string, teamId: string): Promise<LeagueView> {
  const { db } = deps.database;
  const league = await ownLeagueOr404(db, userId);
  if (!isUuid(teamId)) throw notFound('Team not found');
  await db.transaction(async (tx) => {
    const [team] = await tx
      .update(teams)
      .set({ leagueId: null })
      .where(and(eq(teams.id, teamId), eq(teams.leagueId, league.id)))
      .returning();
    if (!team) return;
    await leagueMail(tx, {
      kind: 'league_removed',
      to: { email: team.contactEmail, name: team.coachName },
      teamId: team.id,
      subject: `${team.name} is no longer in ${league.name}`,
      lines: [
        `${league.name} took ${team.name} out of the league on Homefield. Your team, its roster, sponsors and money are as they were; it is on its own plan again.`,
        { link: 'Your dashboard', href: `${deps.config.publicUrl}/team-dashboard` },
      ],
    });
  });
  return leagueView(deps, league);
}

/**
 * GET /api/leagues/mine/teams/:teamId/roster: a member team's players, read-only, by their public names
 * (first name and last initial): the league follows the season, the coach keeps the family details.
 */
export async function leagueRoster(deps: Deps, userId: string, teamId: string): Promise<LeagueRosterView> {
  const { db } = deps.database;
  const league = await ownLeagueOnPlan(deps, userId);
  if (!isUuid(teamId)) throw notFound('Team not found');
  const [team] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.leagueId, league.id)));
  if (!team) throw notFound('Team not found');
  const rows = await teamLeaderboard(db, teamId);
  return {
    teamName: team.name,
    players: rows.map(({ playerId, publicName, raisedCents, supporters, sponsorsBrought }) => ({
      playerId,
      publicName,
      raisedCents,
      supporters,
      sponsorsBrought,
    })),
  };
}

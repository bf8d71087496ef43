import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { formatCalendarDate } from '../../../shared/dates';
import type { SessionUser } from '../../../shared/schemas/auth';
import {
  PLAYER_NOT_ON_ROSTER,
  SEASON_ALREADY_ROLLED_OVER,
  SEASON_ALREADY_ROLLED_OVER_MESSAGE,
  type SeasonRollover,
  type SeasonRolloverResponse,
  seasonStartsTooEarly,
} from '../../../shared/schemas/seasons';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { sponsorships, sponsorshipTiers, teamPlayers, teamSeasons, teams, tierHolds } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { closeCheckouts } from '../../payments/expiry';
import { cancelSponsorships } from '../../payments/reservations';
import { cancelAtProvider, runningMonthlyGifts, stopMonthlyGifts } from '../donations/player-leaves';
import { sendSeasonReportOnce } from '../season-report/job';
import { seasonReport } from '../season-report/query';
import { NO_TEAM, ownTeamOr404 } from '../teams/ownership';
import { holdSpotsFor } from './held-spots';
import { pastSeasonOf } from './past';

const badField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, { [field]: [message] });

const dayBefore = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The owner's team, locked: a second rollover of the same team waits here, then sees the new season. */
async function lockOwnTeam(tx: Tx, userId: string, teamId: string) {
  if (!isUuid(teamId)) throw notFound(NO_TEAM);
  const [team] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.createdBy, userId)))
    .for('update');
  if (!team) throw notFound(NO_TEAM);
  return team;
}

type Team = Awaited<ReturnType<typeof lockOwnTeam>>;

/**
 * The running monthly gifts of the players who leave, once the rollover is known to go through (the same
 * checks as in the transaction, without the lock): a refused rollover must not have stopped anyone's gifts.
 */
async function giftsOfLeavingPlayers(db: Db, userId: string, teamId: string, input: SeasonRollover) {
  const team = await ownTeamOr404(db, userId, teamId);
  closingSeason(team, input);
  const roster = await checkRoster(db, team.id, input.keepPlayerIds);
  const leaving = roster.filter((id) => !input.keepPlayerIds.includes(id));
  return leaving.length > 0 ? runningMonthlyGifts(db, leaving) : [];
}

/** The season this rollover closes: the team's dates; without an end, up to the day before the new start. */
function closingSeason(team: Team, input: SeasonRollover) {
  if (team.seasonStartDate === input.seasonStart && team.seasonEndDate === input.seasonEnd) {
    // The same dates again: a double click or a second tab after the first rollover went through.
    throw conflict(SEASON_ALREADY_ROLLED_OVER, SEASON_ALREADY_ROLLED_OVER_MESSAGE);
  }
  const end = team.seasonEndDate ?? dayBefore(input.seasonStart);
  if (input.seasonStart <= end || (team.seasonStartDate && team.seasonStartDate > end)) {
    const shown = team.seasonEndDate ?? team.seasonStartDate ?? end;
    throw badField('seasonStart', seasonStartsTooEarly(formatCalendarDate(shown)));
  }
  return { start: team.seasonStartDate, end };
}

/** The roster's player ids; 400 when a kept player is not on it. */
async function checkRoster(db: DbOrTx, teamId: string, keep: string[]): Promise<string[]> {
  const roster = await db
    .select({ id: teamPlayers.id })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId));
  const ids = new Set(roster.map((p) => p.id));
  if (keep.some((id) => !ids.has(id))) throw badField('keepPlayerIds', PLAYER_NOT_ON_ROSTER);
  return [...ids];
}

/**
 * Rolls the team over into a new season, in one transaction (issue 7, section 3): the closing season's
 * report is archived, its open checkouts cancelled and the paid sponsorships whose contract ended
 * completed; the tiers keep only the spots of contracts still running; the players not kept leave the roster (their gifts keep their names; their monthly gifts stop, at
 * the provider first, and each donor is told) and the kept ones' goals
 * reset; the sponsors whose contract ended get their tier's spot held until 14 days into the new season, with
 * an email; the team manager
 * gets the season report. A second request for the same season waits on the team's row lock and then
 * finds the season already rolled over (409).
 */
export async function rollOverSeason(
  deps: Deps,
  user: SessionUser,
  teamId: string,
  input: SeasonRollover,
  appUrl: string,
): Promise<SeasonRolloverResponse> {
  const now = clockOf(deps).now();
  const { db } = deps.database;
  // The monthly gifts of players who leave stop at the provider before anything here changes.
  const leavingGifts = await giftsOfLeavingPlayers(db, user.id, teamId, input);
  await cancelAtProvider(deps, leavingGifts);
  const result = await db.transaction(async (tx) => {
    const team = await lockOwnTeam(tx, user.id, teamId);
    const period = closingSeason(team, input);
    const rosterSize = (await checkRoster(tx, team.id, input.keepPlayerIds)).length;

    const report = await seasonReport(tx, team, period, now);
    const [archived] = await tx
      .insert(teamSeasons)
      .values({
        teamId: team.id,
        startDate: period.start,
        endDate: period.end,
        report,
        archivedBy: user.id,
        archivedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!archived) throw conflict(SEASON_ALREADY_ROLLED_OVER, SEASON_ALREADY_ROLLED_OVER_MESSAGE);

    const cancelled = await cancelSponsorships(tx, {
      where: eq(sponsorships.teamId, team.id),
      from: ['pending'],
    });
    // A contract runs to its own end whatever the season (docs/decisions/0026): only those that end
    // before the new season starts (or never had dates: 'TBD' ran with the closing season) complete.
    const completed = await tx
      .update(sponsorships)
      .set({ status: 'completed' })
      .where(
        and(
          eq(sponsorships.teamId, team.id),
          eq(sponsorships.status, 'active'),
          or(isNull(sponsorships.contractEndDate), lt(sponsorships.contractEndDate, input.seasonStart)),
        ),
      )
      .returning({ tierId: sponsorships.tierId, businessId: sponsorships.businessId });
    // The spots of running contracts stay taken; everything else starts the season free.
    await tx
      .update(sponsorshipTiers)
      .set({
        takenSpots: sql`(select count(*) from ${sponsorships} s where s.tier_id = ${sponsorshipTiers.id} and s.status = 'active')::int`,
      })
      .where(eq(sponsorshipTiers.teamId, team.id));
    await tx
      .update(tierHolds)
      .set({ releasedAt: now })
      .where(
        and(
          isNull(tierHolds.releasedAt),
          inArray(
            tierHolds.tierId,
            tx
              .select({ id: sponsorshipTiers.id })
              .from(sponsorshipTiers)
              .where(eq(sponsorshipTiers.teamId, team.id)),
          ),
        ),
      );

    const leaving = input.keepPlayerIds.length
      ? and(eq(teamPlayers.teamId, team.id), notInArray(teamPlayers.id, input.keepPlayerIds))
      : eq(teamPlayers.teamId, team.id);
    await stopMonthlyGifts(tx, deps, leavingGifts, appUrl);
    const removed = await tx.delete(teamPlayers).where(leaving).returning({ id: teamPlayers.id });
    await tx
      .update(teamPlayers)
      .set({ fundraisingGoalCents: null })
      .where(and(eq(teamPlayers.teamId, team.id), isNotNull(teamPlayers.fundraisingGoalCents)));
    await tx
      .update(teams)
      .set({ seasonStartDate: input.seasonStart, seasonEndDate: input.seasonEnd })
      .where(eq(teams.id, team.id));

    // One offer per business and tier, even if it bought the tier twice; a deleted tier offers nothing.
    const offers = new Map<string, { tierId: string; businessId: string }>();
    for (const row of completed) {
      if (row.tierId)
        offers.set(`${row.tierId}:${row.businessId}`, { tierId: row.tierId, businessId: row.businessId });
    }
    await holdSpotsFor(
      tx,
      deps,
      [...offers.values()].map((offer) => ({
        ...offer,
        reason: 'renewal',
        now,
        appUrl,
        seasonStart: input.seasonStart,
      })),
    );

    await sendSeasonReportOnce(tx, { team, end: period.end, now, appUrl, report: async () => report });
    return {
      season: pastSeasonOf(archived),
      newSeason: { start: input.seasonStart, end: input.seasonEnd },
      playersKept: rosterSize - removed.length,
      playersRemoved: removed.length,
      renewalOffers: offers.size,
      cancelled,
    };
  });
  await closeCheckouts(deps, result.cancelled);
  deps.mail?.kick();
  const { cancelled: _closed, ...response } = result;
  return response;
}

import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type PlayerNameParts, publicDonorName, publicPlayerName } from '../../../shared/player-name';
import {
  ANONYMOUS_DONOR,
  MANUAL_TIER,
  NO_TIER,
  REMOVED_PLAYERS,
  type SeasonDonationRow,
  type SeasonMonth,
  type SeasonPeriod,
  type SeasonPlayerTotal,
  type SeasonReport,
  type SeasonSponsorRow,
  type SeasonSummary,
  type SeasonTierTotal,
  seasonLabel,
  UNATTRIBUTED,
} from '../../../shared/schemas/season-report';
import type { DbOrTx } from '../../db/client';
import { teamPlayers, type teams } from '../../db/schema';
import {
  DONATION_CENTS,
  DONATION_PAID_AT,
  donationCountsThisSeason,
  MANUAL_SPONSOR_AT,
  manualSponsorCountsThisSeason,
  SPONSORSHIP_CENTS,
  SPONSORSHIP_PAID_AT,
  sponsorshipCountsThisSeason,
} from '../leaderboard/counted';

type Team = Pick<typeof teams.$inferSelect, 'id' | 'name' | 'seasonStartDate' | 'seasonEndDate'>;

/** The team's season: its season dates when set; without them, everything so far ('All time'). */
export function seasonOf(team: Team): SeasonPeriod {
  return { start: team.seasonStartDate ?? null, end: team.seasonEndDate ?? null };
}

/*
 * The report is made to be shared (with sponsors, say), so players are named as on public pages, from the
 * roster's two fields (issue 18, hole 6), and donors by first name and initial. Gifts to players since
 * removed are one row: the donations' copies of their full names are never shown.
 */
const playerNameColumns = {
  firstName: sql<string | null>`p.first_name`,
  lastName: sql<string | null>`p.last_name`,
  playerNumber: sql<number | null>`p.player_number`,
};

const utcDay = (moment: SQL) => sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD')`;
const cents = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/**
 * Everything the current season's report says (the dashboard, the season-end send, and the rollover that
 * archives it). What counts is the team dashboard's Total Raised (leaderboard/counted.ts): paid
 * sponsorships not taken back, sponsors added by hand, succeeded gifts, each in the season that was
 * current when it came in (since the last rollover), dated by when it was paid (a sponsor added by hand:
 * when it was recorded). `period` names the season and spans its chart. Four set-based queries; the
 * totals are summed here.
 */
export async function seasonReport(
  db: DbOrTx,
  team: Team,
  period: SeasonPeriod = seasonOf(team),
  today: Date = new Date(),
): Promise<SeasonReport> {
  const sponsorshipAt = SPONSORSHIP_PAID_AT;
  const platform = await db
    .select({
      date: utcDay(sponsorshipAt),
      name: sql<string>`b.business_name`,
      tier: sql<string | null>`s.tier_name`,
      playerId: sql<string | null>`s.credited_player_id`,
      ...playerNameColumns,
      amountCents: cents(SPONSORSHIP_CENTS),
    })
    .from(
      sql`sponsorships s join businesses b on b.id = s.business_id left join team_players p on p.id = s.credited_player_id`,
    )
    .where(sql`s.team_id = ${team.id} and ${sponsorshipCountsThisSeason(team.id)}`)
    .orderBy(sql`${sponsorshipAt}, s.id`);

  const manualAt = MANUAL_SPONSOR_AT;
  const manual = await db
    .select({
      date: utcDay(manualAt),
      name: sql<string>`m.company_name`,
      amountCents: cents(sql`m.amount_sponsored`),
    })
    .from(sql`manual_sponsors m`)
    .where(sql`m.team_id = ${team.id} and ${manualSponsorCountsThisSeason(team.id)}`)
    .orderBy(sql`${manualAt}, m.id`);

  const donationAt = DONATION_PAID_AT;
  const gifts = await db
    .select({
      date: utcDay(donationAt),
      playerId: sql<string | null>`d.player_id`,
      ...playerNameColumns,
      donor: sql<string | null>`case when d.show_name then nullif(btrim(d.donor_name), '') end`,
      recurring: sql<boolean>`d.is_recurring`,
      amountCents: cents(DONATION_CENTS),
    })
    .from(sql`player_donations d left join team_players p on p.id = d.player_id`)
    .where(sql`d.team_id = ${team.id} and ${donationCountsThisSeason(team.id)}`)
    .orderBy(sql`${donationAt}, d.id`);

  const roster = await db
    .select({
      id: teamPlayers.id,
      firstName: teamPlayers.firstName,
      lastName: teamPlayers.lastName,
      playerNumber: teamPlayers.playerNumber,
    })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, team.id))
    .orderBy(asc(teamPlayers.playerName), asc(teamPlayers.playerNumber));

  const sponsors: SeasonSponsorRow[] = [
    ...platform.map((s) => ({
      kind: 'platform' as const,
      date: s.date,
      name: s.name,
      tier: s.tier ?? NO_TIER,
      player: s.playerNumber === null ? null : publicPlayerName(s),
      amountCents: s.amountCents,
    })),
    ...manual.map((m) => ({
      kind: 'manual' as const,
      date: m.date,
      name: m.name,
      tier: MANUAL_TIER,
      player: null,
      amountCents: m.amountCents,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const donations: SeasonDonationRow[] = gifts.map((d) => ({
    date: d.date,
    player: d.playerNumber === null ? REMOVED_PLAYERS : publicPlayerName(d),
    donor: d.donor ? publicDonorName(d.donor) : ANONYMOUS_DONOR,
    recurring: d.recurring,
    amountCents: d.amountCents,
  }));

  const sum = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);
  const raised = {
    sponsorshipsCents: sum(platform),
    manualSponsorsCents: sum(manual),
    donationsCents: sum(gifts),
  };
  const summary: SeasonSummary = {
    period: { ...period, label: seasonLabel(period) },
    raised: {
      totalCents: raised.sponsorshipsCents + raised.manualSponsorsCents + raised.donationsCents,
      ...raised,
    },
    sponsorCount: sponsors.length,
    donationCount: donations.length,
    overTime: months(period, [...sponsors, ...donations], today),
    byTier: tierTotals(sponsors),
    byPlayer: playerTotals(roster, platform, manual, gifts),
  };
  return { ...summary, team: { id: team.id, name: team.name }, sponsors, donations };
}

/** The figures and the charts' data, without the rows (the dashboard's JSON). */
export function summaryOf(report: SeasonReport): SeasonSummary {
  const { period, raised, sponsorCount, donationCount, overTime, byTier, byPlayer } = report;
  return { period, raised, sponsorCount, donationCount, overTime, byTier, byPlayer };
}

function tierTotals(sponsors: SeasonSponsorRow[]): SeasonTierTotal[] {
  const byTier = new Map<string, SeasonTierTotal>();
  for (const { tier, amountCents } of sponsors) {
    const row = byTier.get(tier) ?? { tier, sponsors: 0, cents: 0 };
    row.sponsors += 1;
    row.cents += amountCents;
    byTier.set(tier, row);
  }
  return [...byTier.values()].sort((a, b) => b.cents - a.cents || a.tier.localeCompare(b.tier));
}

function playerTotals(
  roster: ({ id: string } & PlayerNameParts)[],
  platform: { playerId: string | null; amountCents: number }[],
  manual: { amountCents: number }[],
  gifts: { playerId: string | null; amountCents: number }[],
): SeasonPlayerTotal[] {
  const rows = new Map<string, SeasonPlayerTotal>();
  const row = (key: string, playerId: string | null, name: string, unattributed = false) => {
    let found = rows.get(key);
    if (!found) {
      found = { playerId, name, donationsCents: 0, sponsorshipsCents: 0, totalCents: 0, unattributed };
      rows.set(key, found);
    }
    return found;
  };
  for (const player of roster) row(player.id, player.id, publicPlayerName(player));
  for (const gift of gifts) {
    // Every gift of the period was to a player on the roster or to one since removed.
    const target = gift.playerId ? rows.get(gift.playerId) : undefined;
    (target ?? row('removed', null, REMOVED_PLAYERS)).donationsCents += gift.amountCents;
  }
  const unattributed = row('unattributed', null, UNATTRIBUTED, true);
  for (const sponsorship of platform) {
    const target = sponsorship.playerId ? rows.get(sponsorship.playerId) : undefined;
    (target ?? unattributed).sponsorshipsCents += sponsorship.amountCents;
  }
  for (const sponsor of manual) unattributed.sponsorshipsCents += sponsor.amountCents;
  return [...rows.values()]
    .map((r) => ({ ...r, totalCents: r.donationsCents + r.sponsorshipsCents }))
    .sort(
      (a, b) =>
        Number(a.unattributed) - Number(b.unattributed) ||
        b.totalCents - a.totalCents ||
        a.name.localeCompare(b.name),
    );
}

const monthOf = (date: string) => date.slice(0, 7);
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * Month by month from the season's start (or the first money, if earlier: a gift before the first game
 * counts too) to its end, or to this month while it runs (never before the last money); empty when nothing
 * came in and the period has no start.
 */
function months(
  period: SeasonPeriod,
  rows: { date: string; amountCents: number }[],
  today: Date,
): SeasonMonth[] {
  const byMonth = new Map<string, number>();
  for (const { date, amountCents } of rows) {
    byMonth.set(monthOf(date), (byMonth.get(monthOf(date)) ?? 0) + amountCents);
  }
  const seen = [...byMonth.keys()].sort();
  const starts = [period.start ? monthOf(period.start) : null, seen[0]].filter((m) => m != null).sort();
  const first = starts[0];
  if (!first) return [];
  const thisMonth = today.toISOString().slice(0, 7);
  let last = period.end && monthOf(period.end) < thisMonth ? monthOf(period.end) : thisMonth;
  const lastMoney = seen.at(-1);
  if (lastMoney && lastMoney > last) last = lastMoney;
  if (last < first) last = first;
  const result: SeasonMonth[] = [];
  let cumulative = 0;
  for (let month = first; month <= last; month = nextMonth(month)) {
    const raisedCents = byMonth.get(month) ?? 0;
    cumulative += raisedCents;
    result.push({ month, raisedCents, cumulativeCents: cumulative });
  }
  return result;
}

import { and, count, eq, sql } from 'drizzle-orm';
import {
  emailOutbox,
  playerDonations,
  sponsorships,
  sponsorshipTiers,
  teamPlayers,
  teamSeasons,
  teams,
  tierHolds,
  tierWaitlist,
} from '../../../src/server/db/schema';
import type { SeasonRolloverInput } from '../../../src/shared/schemas/seasons';
import type { TestClient, TestWorld } from '../app';

/** A paid, active sponsorship of the tier, inserted directly, holding one of its spots. */
export async function paidSponsorship(
  t: TestWorld,
  world: { teamId: string; tier: { id: string; name: string; amount: number }; businessId: string },
  paidAt = new Date('2026-04-10T12:00:00Z'),
  contractEndDate = '2026-08-31',
) {
  const [row] = await t.db
    .insert(sponsorships)
    .values({
      teamId: world.teamId,
      businessId: world.businessId,
      tierId: world.tier.id,
      tierName: world.tier.name,
      amount: world.tier.amount,
      status: 'active',
      paymentStatus: 'paid',
      contractStartDate: '2026-03-01',
      contractEndDate,
      paidAt,
    })
    .returning();
  await t.db
    .update(sponsorshipTiers)
    .set({ takenSpots: sql`${sponsorshipTiers.takenSpots} + 1` })
    .where(eq(sponsorshipTiers.id, world.tier.id));
  return row!;
}

/** A succeeded gift to the player, inserted directly. */
export async function succeededGift(
  t: TestWorld,
  player: { id: string; teamId: string; playerName: string },
  amount = 2_500,
) {
  await t.db.insert(playerDonations).values({
    playerId: player.id,
    playerName: player.playerName,
    teamId: player.teamId,
    amount,
    status: 'succeeded',
    paidAt: new Date('2026-05-01T12:00:00Z'),
  });
}

export const NEXT_SEASON = { seasonStart: '2026-09-01', seasonEnd: '2027-02-28' } as const;

export function rollOver(client: TestClient, teamId: string, body: Partial<SeasonRolloverInput> = {}) {
  return client.post(`/api/teams/${teamId}/season-rollover`, { ...NEXT_SEASON, keepPlayerIds: [], ...body });
}

/** The /renew/{token} link in the latest offer mailed to `email`; its token. */
export async function offerToken(t: TestWorld, email: string, kind: 'renewal_offer' | 'waitlist_offer') {
  const mails = await t.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, kind)));
  const match = mails.at(-1)?.text.match(/\/renew\/([A-Za-z0-9_-]+)/);
  return match?.[1] ?? null;
}

export async function mailCount(t: TestWorld, kind: string) {
  const [row] = await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.kind, kind));
  return row!.n;
}

/** What a rollover writes, for one team: proof that a refused or failed one changed nothing. */
export async function rolloverState(t: TestWorld, teamId: string) {
  const [team] = await t.db
    .select({ start: teams.seasonStartDate, end: teams.seasonEndDate })
    .from(teams)
    .where(eq(teams.id, teamId));
  const players = await t.db
    .select({ id: teamPlayers.id, goal: teamPlayers.fundraisingGoalCents })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId))
    .orderBy(teamPlayers.id);
  const deals = await t.db
    .select({ id: sponsorships.id, status: sponsorships.status })
    .from(sponsorships)
    .where(eq(sponsorships.teamId, teamId))
    .orderBy(sponsorships.id);
  const tiers = await t.db
    .select({ id: sponsorshipTiers.id, taken: sponsorshipTiers.takenSpots })
    .from(sponsorshipTiers)
    .where(eq(sponsorshipTiers.teamId, teamId))
    .orderBy(sponsorshipTiers.id);
  const [seasons] = await t.db.select({ n: count() }).from(teamSeasons).where(eq(teamSeasons.teamId, teamId));
  const [holds] = await t.db.select({ n: count() }).from(tierHolds);
  const [mail] = await t.db.select({ n: count() }).from(emailOutbox);
  return { team, players, deals, tiers, seasons: seasons!.n, holds: holds!.n, mail: mail!.n };
}

export async function waitlistRow(t: TestWorld, tierId: string, businessId: string) {
  const [row] = await t.db
    .select()
    .from(tierWaitlist)
    .where(and(eq(tierWaitlist.tierId, tierId), eq(tierWaitlist.businessId, businessId)));
  return row ?? null;
}

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, createPlayer } from '../../../../tests/support/factories';
import {
  checkout,
  createTier,
  manualClock,
  sponsorWorld,
  strangers,
  tierState,
} from '../../../../tests/support/features/payments';
import {
  mailCount,
  NEXT_SEASON,
  offerToken,
  paidSponsorship,
  rollOver,
  rolloverState,
  succeededGift,
} from '../../../../tests/support/features/seasons';
import { emailOutbox, playerDonations, sponsorships, teamPlayers, teams } from '../../db/schema';
import { processPaymentEvent } from '../../payments/fulfil';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = manualClock(new Date('2026-08-25T12:00:00Z'));
});

/** A team in its 2026-03-01..08-31 season: two players, a paid sponsor, a gift, an open checkout. */
async function lastSeason() {
  const world = await sponsorWorld(t, { tier: { availableSpots: 2, name: 'Gold' } });
  const { team, tier, buyer } = world;
  const stays = await createPlayer(t, team, { playerName: 'Ava Chen', fundraisingGoalCents: 30_000 });
  const graduates = await createPlayer(t, team, { playerName: 'Dee Gone' });
  await succeededGift(t, { ...graduates, teamId: team.id });
  const sponsorship = await paidSponsorship(t, { teamId: team.id, tier, businessId: buyer.business.id });
  const late = await sponsorWorld(t);
  const pending = await checkout(late.buyer.client, team.id, tier.id);
  expect(pending.status).toBe(201);
  return { ...world, stays, graduates, sponsorship, pendingId: pending.body.sponsorshipId as string };
}

describe('rolling a season over', () => {
  it('archives the season, completes its sponsorships, empties the tiers and carries the kept players', async () => {
    const w = await lastSeason();
    const res = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [w.stays.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      newSeason: { start: NEXT_SEASON.seasonStart, end: NEXT_SEASON.seasonEnd },
      playersKept: 1,
      playersRemoved: 1,
      renewalOffers: 1,
      season: { start: '2026-03-01', end: '2026-08-31', sponsorCount: 1, donationCount: 1 },
    });
    expect(res.body.season.raised.totalCents).toBe(50_000 + 2_500);

    const [team] = await t.db.select().from(teams).where(eq(teams.id, w.team.id));
    expect([team!.seasonStartDate, team!.seasonEndDate]).toEqual([
      NEXT_SEASON.seasonStart,
      NEXT_SEASON.seasonEnd,
    ]);
    const roster = await t.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, w.team.id));
    expect(roster.map((p) => [p.playerName, p.fundraisingGoalCents])).toEqual([['Ava Chen', null]]);
    // The graduate's gift keeps the name it was given to.
    const [gift] = await t.db.select().from(playerDonations).where(eq(playerDonations.teamId, w.team.id));
    expect([gift!.playerId, gift!.playerName]).toEqual([null, 'Dee Gone']);

    const tier = await tierState(t, w.tier.id);
    expect(tier.taken).toBe(0);
    const statuses = Object.fromEntries(tier.sponsorships.map((s) => [s.id, s.status]));
    expect(statuses[w.sponsorship.id]).toBe('completed');
    expect(statuses[w.pendingId]).toBe('cancelled');
  });

  it('keeps the past season readable: in the list, with its sponsors and donations, as PDF and CSV', async () => {
    const w = await lastSeason();
    const rolled = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [w.stays.id] });
    const list = await w.owner.client.get(`/api/teams/${w.team.id}/seasons`);
    expect(list.status).toBe(200);
    expect(list.body.seasons).toEqual([rolled.body.season]);

    const detail = await w.owner.client.get(`/api/teams/${w.team.id}/seasons/${rolled.body.season.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.report.sponsors.map((s: { name: string }) => s.name)).toEqual([
      w.buyer.business.businessName,
    ]);
    expect(detail.body.report.donations).toHaveLength(1);
    // The report may be shared: players by first name and initial (issue 18, hole 6).
    expect(detail.body.report.byPlayer.map((p: { name: string }) => p.name)).toContain('Dee G.');

    const csv = await w.owner.client.get(
      `/api/teams/${w.team.id}/seasons/${rolled.body.season.id}/report.csv`,
    );
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(w.buyer.business.businessName);
    const pdf = await w.owner.client.get(
      `/api/teams/${w.team.id}/seasons/${rolled.body.season.id}/report.pdf`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // The current season's report starts empty.
    const current = await w.owner.client.get(`/api/teams/${w.team.id}/season-report`);
    expect(current.body.raised.totalCents).toBe(0);
  });

  it("emails last season's sponsor a renewal link and the team manager the season report, once each", async () => {
    const w = await lastSeason();
    const renewals = await mailCount(t, 'renewal_offer');
    const reports = await mailCount(t, 'season_report');
    await rollOver(w.owner.client, w.team.id);
    expect(await mailCount(t, 'renewal_offer')).toBe(renewals + 1);
    expect(await mailCount(t, 'season_report')).toBe(reports + 1);
    const token = await offerToken(t, w.buyer.business.businessEmail, 'renewal_offer');
    const offer = await t.client().get(`/api/renewals/${token}`);
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({
      reason: 'renewal',
      live: true,
      renewed: false,
      tier: { id: w.tier.id, name: 'Gold', amountCents: 50_000 },
      team: { id: w.team.id },
      businessName: w.buyer.business.businessName,
      // 14 days into the new season (it starts on Sep 1), later than 14 days after the rollover.
      expiresAt: '2026-09-15T00:00:00.000Z',
    });
    const [mail] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toEmail, w.buyer.business.businessEmail), eq(emailOutbox.kind, 'renewal_offer')),
      );
    expect(mail!.text).toContain('The new season starts on Sep 1, 2026');
    expect(mail!.text).toContain('until Sep 15, 2026');
    expect((await t.client().get('/api/renewals/not-a-token')).status).toBe(404);
  });
  it('gives each of several sponsors a link of its own, to the tier it held, in one email each', async () => {
    const w = await lastSeason();
    const silver = await createTier(t, w.team.id, { name: 'Silver', amount: 20_000, availableSpots: 3 });
    const others = [await businessOwner(t), await businessOwner(t)];
    for (const other of others)
      await paidSponsorship(t, { teamId: w.team.id, tier: silver, businessId: other.business.id });
    const renewals = await mailCount(t, 'renewal_offer');
    const res = await rollOver(w.owner.client, w.team.id);
    expect(res.body.renewalOffers).toBe(3);
    expect(await mailCount(t, 'renewal_offer')).toBe(renewals + 3);
    const offers = [
      { business: w.buyer.business, tier: { id: w.tier.id, name: 'Gold', amountCents: 50_000 } },
      ...others.map(({ business }) => ({
        business,
        tier: { id: silver.id, name: 'Silver', amountCents: 20_000 },
      })),
    ];
    const tokens = new Set<string>();
    for (const { business, tier } of offers) {
      const token = await offerToken(t, business.businessEmail, 'renewal_offer');
      expect(token).not.toBeNull();
      tokens.add(token!);
      const offer = await t.client().get(`/api/renewals/${token}`);
      expect(offer.body).toMatchObject({ tier, businessName: business.businessName, live: true });
    }
    expect(tokens.size).toBe(3);
  });
});

describe('a contract that runs past the season (issue 19, docs/decisions/0026)', () => {
  it('stays active, keeps its spot taken (never sold twice) and gets no renewal offer', async () => {
    const world = await sponsorWorld(t, { tier: { availableSpots: 1, name: 'Gold' } });
    const { team, tier, buyer } = world;
    const running = await paidSponsorship(
      t,
      { teamId: team.id, tier, businessId: buyer.business.id },
      new Date('2026-04-10T12:00:00Z'),
      '2027-06-30',
    );
    const renewals = await mailCount(t, 'renewal_offer');
    expect((await rollOver(world.owner.client, team.id)).status).toBe(200);

    const [row] = await t.db.select().from(sponsorships).where(eq(sponsorships.id, running.id));
    expect(row!.status).toBe('active');
    expect((await tierState(t, tier.id)).taken).toBe(1);
    expect(await mailCount(t, 'renewal_offer')).toBe(renewals);
    const rival = await sponsorWorld(t);
    const refused = await checkout(rival.buyer.client, team.id, tier.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This tier is sold out');
  });

  it('a contract that ends before the new season starts completes, and its spot returns to sale', async () => {
    const world = await sponsorWorld(t, { tier: { availableSpots: 1, name: 'Gold' } });
    const { team, tier, buyer } = world;
    const ended = await paidSponsorship(t, { teamId: team.id, tier, businessId: buyer.business.id });
    expect((await rollOver(world.owner.client, team.id)).status).toBe(200);
    const [row] = await t.db.select().from(sponsorships).where(eq(sponsorships.id, ended.id));
    expect(row!.status).toBe('completed');
    expect((await tierState(t, tier.id)).taken).toBe(0);
  });
});

describe('after a rollover', () => {
  it("does not give a new-season spot back when last season's sponsorship is refunded", async () => {
    const w = await lastSeason();
    await t.db
      .update(sponsorships)
      .set({ providerPaymentId: `pi_${w.sponsorship.id}` })
      .where(eq(sponsorships.id, w.sponsorship.id));
    await rollOver(w.owner.client, w.team.id);
    const renewing = await checkout(w.buyer.client, w.team.id, w.tier.id);
    expect(renewing.status).toBe(201);
    expect((await tierState(t, w.tier.id)).taken).toBe(1);
    await processPaymentEvent(
      t.deps,
      {
        provider: 'sandbox',
        id: `refund-${w.sponsorship.id}`,
        type: 'charge.refunded',
        change: { kind: 'payment_refunded', paymentId: `pi_${w.sponsorship.id}` },
      },
      { appUrl: 'http://homefield.test' },
    );
    const tier = await tierState(t, w.tier.id);
    expect(tier.sponsorships.find((s) => s.id === w.sponsorship.id)!.status).toBe('cancelled');
    expect(tier.taken).toBe(1); // the renewal's checkout still holds its spot
  });
});

describe('what a rollover refuses', () => {
  it('lets only the team owner roll over; everyone else changes nothing', async () => {
    const w = await lastSeason();
    const { teamUser, businessUser, admin } = await strangers(t);
    const before = await rolloverState(t, w.team.id);
    expect((await rollOver(t.client(), w.team.id)).status).toBe(401);
    for (const client of [teamUser, businessUser, admin, w.buyer.client]) {
      expect((await rollOver(client, w.team.id)).status).toBe(404);
    }
    expect(await rolloverState(t, w.team.id)).toEqual(before);
  });

  it('checks the dates and the players, and says which field is wrong', async () => {
    const w = await lastSeason();
    const other = await sponsorWorld(t);
    const stranger = await createPlayer(t, other.team);
    const before = await rolloverState(t, w.team.id);
    const early = await rollOver(w.owner.client, w.team.id, { seasonStart: '2026-08-01' });
    expect(early.status).toBe(400);
    expect(early.body.error.fields.seasonStart).toEqual([
      'The new season must start after the current season ends (Aug 31, 2026)',
    ]);
    const backwards = await rollOver(w.owner.client, w.team.id, { seasonEnd: '2026-08-31' });
    expect(backwards.body.error.fields.seasonEnd).toEqual(['The season cannot end before it starts']);
    const foreign = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [stranger.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.keepPlayerIds).toEqual(['Choose players from your roster']);
    const missing = await w.owner.client.post(`/api/teams/${w.team.id}/season-rollover`, {
      keepPlayerIds: [],
    });
    expect(missing.body.error.fields.seasonStart).toEqual(['Season start is required']);
    expect(await rolloverState(t, w.team.id)).toEqual(before);
  });

  it('runs once for a double submit: one succeeds, the other gets 409', async () => {
    const w = await lastSeason();
    const renewals = await mailCount(t, 'renewal_offer');
    const answers = await Promise.all([
      rollOver(w.owner.client, w.team.id, { keepPlayerIds: [w.stays.id] }),
      rollOver(w.owner.client, w.team.id, { keepPlayerIds: [w.stays.id] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error.code).toBe('SEASON_ALREADY_ROLLED_OVER');
    const after = await rolloverState(t, w.team.id);
    expect(after.seasons).toBe(1);
    expect(await mailCount(t, 'renewal_offer')).toBe(renewals + 1);
    expect(after.players).toHaveLength(1);
  });

  it('is all or nothing: a failure part-way leaves the season, roster, tiers, sponsorships and mail as they were', async () => {
    const w = await lastSeason();
    const before = await rolloverState(t, w.team.id);
    // A real failure inside the transaction, after the archive, the tier reset and the roster changes.
    await t.db.execute(sql`create function fail_hold() returns trigger language plpgsql as $$
      begin raise exception 'hold refused for the test'; end $$`);
    await t.db.execute(
      sql`create trigger fail_hold before insert on tier_holds for each row execute function fail_hold()`,
    );
    try {
      const res = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [w.stays.id] });
      expect(res.status).toBe(500);
      expect(await rolloverState(t, w.team.id)).toEqual(before);
    } finally {
      await t.db.execute(sql`drop trigger fail_hold on tier_holds`);
      await t.db.execute(sql`drop function fail_hold()`);
    }
    const retry = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: [w.stays.id] });
    expect(retry.status).toBe(200);
    const [deal] = await t.db.select().from(sponsorships).where(eq(sponsorships.id, w.sponsorship.id));
    expect(deal!.status).toBe('completed');
  });

  it('rolls over a team without season dates: the closing season ends the day before the new one', async () => {
    const w = await sponsorWorld(t, { team: { seasonStartDate: null, seasonEndDate: null } });
    const res = await rollOver(w.owner.client, w.team.id);
    expect(res.status).toBe(200);
    expect(res.body.season).toMatchObject({ start: null, end: '2026-08-31', label: 'Until Aug 31, 2026' });
  });
});

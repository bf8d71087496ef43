import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, teamOwner } from '../../../../tests/support/factories';
import { signedInAdmin } from '../../../../tests/support/features/admin';
import { leagueOwner } from '../../../../tests/support/features/leagues';
import { mailTo, sessionIdOf } from '../../../../tests/support/features/payments';
import { platformFeeCents, processingFeeCents } from '../../../shared/fees';
import {
  LEAGUE_NO_TEAMS,
  LEAGUE_TIER_ALREADY_YOURS,
  LEAGUE_TIER_NOT_FOUND,
  LEAGUE_TIERS_FULL,
  LEAGUE_TIERS_MAX,
} from '../../../shared/schemas/league-sponsorships';
import { LEAGUE_PAGE_NOT_FOUND, LEAGUE_PLAN_REQUIRED } from '../../../shared/schemas/leagues';
import { TIER_REQUIRED } from '../../../shared/schemas/tiers';
import {
  emailOutbox,
  leagueSponsorships,
  ledgerEntries,
  planSubscriptions,
  sponsorshipDeliverables,
  sponsorships,
  teamBusinessBlocks,
  teams,
  transfers,
} from '../../db/schema';
import { attachmentsOf } from '../../email/outbox';
import { processPaymentEvent } from '../../payments/fulfil';
import type { PaymentChange } from '../../payments/provider';
import { paymentProviderOf } from '../../payments/provider-of';
import { moveTeamMoney } from '../../payments/transfers';

/*
 * League packages (issue 21, decision 0059): the league owner offers them on the League Plan; a business
 * buys one for the whole league with one payment, split into one sponsorship per member team whose fees
 * and refunds add up to the charge's to the cent, each team paid from that charge.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const context = { appUrl: 'http://homefield.test' };
let events = 0;
const deliver = (change: PaymentChange, id = `evt_league_${++events}`) =>
  processPaymentEvent(t.deps, { provider: 'sandbox', id, type: change.kind, change }, context);

const GOLD = {
  name: 'League Gold',
  amount: 100_000,
  benefits: ['Banner at every field', 'Logo on the league page'],
};

/** A league on its plan with three approved teams (Alpha, Bravo, Charlie) and a Gold package. */
async function leagueWithTeams(names = ['Alpha FC', 'Bravo FC', 'Charlie FC']) {
  const owner = await leagueOwner(t);
  const members = [];
  for (const name of names) {
    const coach = await teamOwner(t, {
      verificationStatus: 'approved',
      name,
      seasonStartDate: '2026-03-01',
      seasonEndDate: '2026-08-31',
    });
    await t.db.update(teams).set({ leagueId: owner.league.id }).where(eq(teams.id, coach.team.id));
    members.push(coach);
  }
  const created = await owner.client.post('/api/leagues/mine/tiers', GOLD);
  expect(created.status).toBe(201);
  const tierId: string = created.body.tiers[0].id;
  return { ...owner, members, tierId };
}

async function buy(
  client: Awaited<ReturnType<typeof businessOwner>>['client'],
  slug: string,
  tierId: string,
) {
  const started = await client.post(`/api/league-pages/${slug}/checkout`, { tierId });
  expect(started.status).toBe(201);
  const paid = await client.post(`/api/payments/sandbox/sessions/${sessionIdOf(started.body.url)}/pay`);
  expect(paid.status).toBe(200);
  const [row] = await t.db
    .select()
    .from(leagueSponsorships)
    .where(eq(leagueSponsorships.id, started.body.leagueSponsorshipId));
  return row!;
}

const sharesOf = (leagueSponsorshipId: string) =>
  t.db
    .select()
    .from(sponsorships)
    .where(eq(sponsorships.leagueSponsorshipId, leagueSponsorshipId))
    .orderBy(sponsorships.amount);

async function ledgerSums(shareIds: string[]) {
  const rows = await t.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, entryKey: ledgerEntries.entryKey })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.sponsorshipId, shareIds));
  const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pick).reduce((s, r) => s + r.amount, 0);
  return {
    payment: sum((r) => r.kind === 'payment'),
    processing: sum((r) => r.kind === 'processing_fee'),
    platform: sum((r) => r.kind === 'platform_fee'),
    refund: sum((r) => r.kind === 'refund'),
    dispute: sum((r) => r.kind === 'dispute'),
  };
}

describe('the league owner’s packages', () => {
  it('are created, edited and deleted by the owner on the plan, validated, at most ten', async () => {
    const l = await leagueWithTeams(['Solo FC']);
    const bad = await l.client.post('/api/leagues/mine/tiers', { amount: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.name).toEqual([TIER_REQUIRED]);
    const edited = await l.client.put(`/api/leagues/mine/tiers/${l.tierId}`, { ...GOLD, amount: 90_000 });
    expect(edited.status).toBe(200);
    expect(edited.body.tiers).toEqual([expect.objectContaining({ id: l.tierId, amount: 90_000 })]);
    for (let i = 1; i < LEAGUE_TIERS_MAX; i++) {
      expect((await l.client.post('/api/leagues/mine/tiers', { ...GOLD, name: `Tier ${i}` })).status).toBe(
        201,
      );
    }
    const eleventh = await l.client.post('/api/leagues/mine/tiers', { ...GOLD, name: 'One too many' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.message).toBe(LEAGUE_TIERS_FULL);
    const deleted = await l.client.delete(`/api/leagues/mine/tiers/${l.tierId}`);
    expect(deleted.body.tiers).toHaveLength(LEAGUE_TIERS_MAX - 1);
    const again = await l.client.delete(`/api/leagues/mine/tiers/${l.tierId}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(LEAGUE_TIER_NOT_FOUND);
  });

  it('need the League Plan to be offered; another league’s owner finds nothing', async () => {
    const l = await leagueWithTeams(['Lapsing FC']);
    const other = await leagueOwner(t);
    const foreign = await other.client.put(`/api/leagues/mine/tiers/${l.tierId}`, GOLD);
    expect(foreign.status).toBe(404);
    expect((await other.client.delete(`/api/leagues/mine/tiers/${l.tierId}`)).status).toBe(404);
    await t.db
      .update(planSubscriptions)
      .set({ status: 'ended' })
      .where(eq(planSubscriptions.leagueId, l.league.id));
    const refused = await l.client.post('/api/leagues/mine/tiers', GOLD);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(LEAGUE_PLAN_REQUIRED);
    const buyer = await businessOwner(t);
    const page = await buyer.client.post(`/api/league-pages/${l.league.slug}/checkout`, { tierId: l.tierId });
    expect(page.status).toBe(404);
    expect(page.body.error.message).toBe(LEAGUE_PAGE_NOT_FOUND);
    // Nothing is deleted by the lapse: the owner still sees the package.
    expect((await l.client.get('/api/leagues/mine/sponsorship')).body.tiers).toHaveLength(1);
  });
});

describe('a business sponsors the league', () => {
  it('pays once; each team gets an equal share whose fees add up to the charge’s', async () => {
    const l = await leagueWithTeams();
    const buyer = await businessOwner(t, { businessName: 'Rose City Bakery' });
    const before = await buyer.client.get(`/api/league-pages/${l.league.slug}/sponsor`);
    expect(before.body).toMatchObject({ refusal: null, teams: 3, yourTierIds: [] });
    const row = await buy(buyer.client, l.league.slug, l.tierId);
    expect(row).toMatchObject({ status: 'active', paymentStatus: 'paid', amount: 100_000 });
    const shares = await sharesOf(row.id);
    expect(shares.map((s) => s.amount)).toEqual([33_333, 33_333, 33_334]);
    expect(new Set(shares.map((s) => s.teamId))).toEqual(new Set(l.members.map((m) => m.team.id)));
    for (const share of shares) {
      expect(share).toMatchObject({
        status: 'active',
        paymentStatus: 'paid',
        businessId: row.businessId,
        tierName: 'League Gold',
        contractStartDate: '2026-03-01',
      });
    }
    const sums = await ledgerSums(shares.map((s) => s.id));
    expect(sums.payment).toBe(100_000);
    expect(sums.processing).toBe(-processingFeeCents(100_000));
    expect(sums.platform).toBe(-platformFeeCents(100_000, row.platformFeeBps));
    const items = await t.db
      .select()
      .from(sponsorshipDeliverables)
      .where(
        inArray(
          sponsorshipDeliverables.sponsorshipId,
          shares.map((s) => s.id),
        ),
      );
    expect(items).toHaveLength(6);

    // Each team's dashboard counts its share; the league page names the sponsor.
    const alpha = l.members[0]!;
    const dashboard = await alpha.client.get(`/api/teams/${alpha.team.id}/dashboard`);
    expect(dashboard.body.stats.raised.sponsorshipsCents).toBe(
      shares.find((s) => s.teamId === alpha.team.id)!.amount,
    );
    const page = await t.client().get(`/api/league-pages/${l.league.slug}`);
    expect(page.body.sponsors).toEqual([{ businessName: 'Rose City Bakery', tierName: 'League Gold' }]);
    expect(page.body.tiers).toEqual([expect.objectContaining({ id: l.tierId, amount: 100_000 })]);
    const owned = await l.client.get('/api/leagues/mine/sponsorship');
    expect(owned.body.sponsors).toEqual([
      expect.objectContaining({ businessName: 'Rose City Bakery', amount: 100_000, teams: 3 }),
    ]);

    // One receipt to the business with each team's receipt attached; one notice to each coach.
    const receipts = (await mailTo(t, buyer.business.businessEmail)).filter(
      (m) => m.kind === 'sponsorship_receipt',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Alpha FC: $333.34');
    expect(
      (await attachmentsOf(t.db, [receipts[0]!.id], t.deps.attachmentDrawings)).get(receipts[0]!.id),
    ).toHaveLength(3);
    for (const m of l.members) {
      const notices = (await mailTo(t, m.team.contactEmail)).filter((x) => x.kind === 'sponsorship_notice');
      expect(notices).toHaveLength(1);
    }

    // The same package again is refused; the page marks it as theirs.
    const again = await buyer.client.post(`/api/league-pages/${l.league.slug}/checkout`, {
      tierId: l.tierId,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(LEAGUE_TIER_ALREADY_YOURS);
    expect((await buyer.client.get(`/api/league-pages/${l.league.slug}/sponsor`)).body.yourTierIds).toEqual([
      l.tierId,
    ]);
  });

  it('applies a replayed or concurrent payment once', async () => {
    const l = await leagueWithTeams(['Delta FC', 'Echo FC']);
    const buyer = await businessOwner(t);
    const started = await buyer.client.post(`/api/league-pages/${l.league.slug}/checkout`, {
      tierId: l.tierId,
    });
    const change: PaymentChange = {
      kind: 'checkout_paid',
      sessionId: sessionIdOf(started.body.url),
      paymentId: `pi_league_${started.body.leagueSponsorshipId}`,
      metadata: { purpose: 'league_sponsorship', leagueSponsorshipId: started.body.leagueSponsorshipId },
    };
    const outcomes = await Promise.all([deliver(change), deliver(change), deliver(change, 'evt_same')]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['fulfilled', 'no_change', 'no_change']);
    expect((await deliver(change, 'evt_same')).outcome).toBe('duplicate');
    expect(await sharesOf(started.body.leagueSponsorshipId)).toHaveLength(2);
    const receipts = (await mailTo(t, buyer.business.businessEmail)).filter(
      (m) => m.kind === 'sponsorship_receipt',
    );
    expect(receipts).toHaveLength(1);
  });

  it('leaves out teams that blocked the business or cannot take money; none left is refused', async () => {
    const l = await leagueWithTeams(['Foxtrot FC', 'Golf FC']);
    const buyer = await businessOwner(t);
    await t.db
      .insert(teamBusinessBlocks)
      .values({ teamId: l.members[0]!.team.id, businessId: buyer.business.id });
    const row = await buy(buyer.client, l.league.slug, l.tierId);
    expect((await sharesOf(row.id)).map((s) => [s.teamId, s.amount])).toEqual([
      [l.members[1]!.team.id, 100_000],
    ]);

    const other = await businessOwner(t);
    await t.db.update(teams).set({ verificationStatus: 'pending' }).where(eq(teams.leagueId, l.league.id));
    const before = await t.db
      .select()
      .from(leagueSponsorships)
      .where(eq(leagueSponsorships.businessId, other.business.id));
    const refused = await other.client.post(`/api/league-pages/${l.league.slug}/checkout`, {
      tierId: l.tierId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(LEAGUE_NO_TEAMS);
    expect((await other.client.get(`/api/league-pages/${l.league.slug}/sponsor`)).body.refusal).toBe(
      LEAGUE_NO_TEAMS,
    );
    expect(before).toEqual([]);
    expect(
      await t.db
        .select()
        .from(leagueSponsorships)
        .where(eq(leagueSponsorships.businessId, other.business.id)),
    ).toEqual([]);
  });

  it('is to be refunded when every team it named was deleted before the payment came', async () => {
    const l = await leagueWithTeams(['Gone FC']);
    const buyer = await businessOwner(t);
    const started = await buyer.client.post(`/api/league-pages/${l.league.slug}/checkout`, {
      tierId: l.tierId,
    });
    await t.db.delete(teams).where(eq(teams.id, l.members[0]!.team.id));
    const applied = await deliver({
      kind: 'checkout_paid',
      sessionId: sessionIdOf(started.body.url),
      paymentId: `pi_gone_${started.body.leagueSponsorshipId}`,
      metadata: { purpose: 'league_sponsorship', leagueSponsorshipId: started.body.leagueSponsorshipId },
    });
    expect(applied.outcome).toBe('refund_due');
    expect(await sharesOf(started.body.leagueSponsorshipId)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(leagueSponsorships)
      .where(eq(leagueSponsorships.id, started.body.leagueSponsorshipId));
    expect(row!.status).toBe('cancelled');
  });

  it('counts as one deal of a Free business, and a second press replaces the open checkout', async () => {
    const l = await leagueWithTeams(['Hotel FC', 'India FC', 'Juliet FC', 'Kilo FC']);
    const buyer = await businessOwner(t);
    const [first, second] = await Promise.all([
      buyer.client.post(`/api/league-pages/${l.league.slug}/checkout`, { tierId: l.tierId }),
      buyer.client.post(`/api/league-pages/${l.league.slug}/checkout`, { tierId: l.tierId }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const open = await t.db
      .select()
      .from(leagueSponsorships)
      .where(
        and(eq(leagueSponsorships.businessId, buyer.business.id), eq(leagueSponsorships.status, 'pending')),
      );
    expect(open).toHaveLength(1);
    await buyer.client.post(
      `/api/payments/sandbox/sessions/${sessionIdOf((open[0]!.id === first.body.leagueSponsorshipId ? first : second).body.url)}/pay`,
    );
    const deals = await buyer.client.get('/api/businesses/mine/plan');
    expect(deals.status).toBe(200);
    expect(deals.body.sponsors).toEqual({ held: 1, limit: 3 });
  });
});

describe('money back from a league sponsorship', () => {
  it('spreads partial and full refunds over the shares, to the cent, once each', async () => {
    const l = await leagueWithTeams(['Lima FC', 'Mike FC', 'November FC']);
    const buyer = await businessOwner(t);
    const row = await buy(buyer.client, l.league.slug, l.tierId);
    const provider = paymentProviderOf(t.deps);
    const refund = async (amountCents: number, total: number, key: string) => {
      const { event } = await provider.refund({
        paymentId: row.providerPaymentId!,
        amountCents,
        refundedTotalCents: total,
        idempotencyKey: key,
        metadata: {},
      });
      return processPaymentEvent(t.deps, event!, context);
    };
    expect((await refund(10_001, 10_001, 'part')).outcome).toBe('refunded');
    let shares = await sharesOf(row.id);
    expect((await ledgerSums(shares.map((s) => s.id))).refund).toBe(-10_001);
    expect(shares.every((s) => s.status === 'active')).toBe(true);
    // The same report again changes nothing.
    expect((await refund(10_001, 10_001, 'part')).outcome).toBe('duplicate');
    expect((await refund(89_999, 100_000, 'rest')).outcome).toBe('refunded');
    shares = await sharesOf(row.id);
    const sums = await ledgerSums(shares.map((s) => s.id));
    expect(sums.refund).toBe(-100_000);
    expect(sums.platform).toBe(0);
    expect(shares.every((s) => s.status === 'cancelled')).toBe(true);
    const [after] = await t.db.select().from(leagueSponsorships).where(eq(leagueSponsorships.id, row.id));
    expect(after!.status).toBe('cancelled');
    const mails = (await mailTo(t, buyer.business.businessEmail)).filter(
      (m) => m.kind === 'sponsorship_refund',
    );
    expect(mails).toHaveLength(2);
    expect((await t.client().get(`/api/league-pages/${l.league.slug}`)).body.sponsors).toEqual([]);
  });

  it('lets an admin refund one team’s share: only that team gives money back, once', async () => {
    const l = await leagueWithTeams(['Quebec FC', 'Romeo FC', 'Sierra FC']);
    const buyer = await businessOwner(t);
    const row = await buy(buyer.client, l.league.slug, l.tierId);
    const shares = await sharesOf(row.id);
    const [quebec, romeo, sierra] = l.members.map((m) => shares.find((s) => s.teamId === m.team.id));
    const admin = await signedInAdmin(t);
    const refundOf = (id: string, amountCents?: number) =>
      admin.client.post('/api/admin/refunds', {
        kind: 'sponsorship',
        id,
        reason: 'Team left the league',
        amountCents,
      });
    const refundsOf = async (id: string) => (await ledgerSums([id])).refund;

    const part = await refundOf(romeo!.id, 5_000);
    expect(part.status).toBe(201);
    expect(part.body.refund).toMatchObject({
      amountCents: 5_000,
      applied: true,
      leftCents: romeo!.amount - 5_000,
    });
    expect([await refundsOf(quebec!.id), await refundsOf(romeo!.id), await refundsOf(sierra!.id)]).toEqual([
      0, -5_000, 0,
    ]);

    // The rest of that share, pressed twice: one refund, the second press answers the first.
    const rest = await refundOf(romeo!.id);
    expect(rest.status).toBe(201);
    const again = await refundOf(romeo!.id);
    expect(again.status).toBe(200);
    expect(again.body.refund.id).toBe(rest.body.refund.id);
    expect(await refundsOf(romeo!.id)).toBe(-romeo!.amount);
    const after = await sharesOf(row.id);
    expect(Object.fromEntries(after.map((s) => [s.id, s.status]))).toEqual({
      [quebec!.id]: 'active',
      [romeo!.id]: 'cancelled',
      [sierra!.id]: 'active',
    });
    expect(
      (await t.db.select().from(leagueSponsorships).where(eq(leagueSponsorships.id, row.id)))[0]!.status,
    ).toBe('active');
    const tooMuch = await refundOf(romeo!.id, 100);
    expect(tooMuch.status).toBe(409);
    const mails = (await mailTo(t, buyer.business.businessEmail)).filter(
      (m) => m.kind === 'sponsorship_refund',
    );
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.text.includes('Romeo FC') && !m.text.includes('Quebec FC'))).toBe(true);
    expect(mails.map((m) => m.text.includes('Your sponsorship of Romeo FC ends with it')).sort()).toEqual([
      false,
      true,
    ]);

    // A refund of the rest of the charge in the provider's dashboard goes to the two shares still held.
    const { event } = await paymentProviderOf(t.deps).refund({
      paymentId: row.providerPaymentId!,
      amountCents: row.amount - romeo!.amount,
      refundedTotalCents: row.amount,
      idempotencyKey: 'dashboard-rest',
      metadata: {},
    });
    expect((await processPaymentEvent(t.deps, event!, context)).outcome).toBe('refunded');
    expect([await refundsOf(quebec!.id), await refundsOf(romeo!.id), await refundsOf(sierra!.id)]).toEqual([
      -quebec!.amount,
      -romeo!.amount,
      -sierra!.amount,
    ]);
    expect(
      (await t.db.select().from(leagueSponsorships).where(eq(leagueSponsorships.id, row.id)))[0]!.status,
    ).toBe('cancelled');
  });

  it('refunds two shares asked for at once by two admins, each from its own team', async () => {
    const l = await leagueWithTeams(['Tango FC', 'Uniform FC']);
    const buyer = await businessOwner(t);
    const row = await buy(buyer.client, l.league.slug, l.tierId);
    const shares = await sharesOf(row.id);
    const [one, two] = [await signedInAdmin(t), await signedInAdmin(t)];
    const answers = await Promise.all([
      one.client.post('/api/admin/refunds', {
        kind: 'sponsorship',
        id: shares[0]!.id,
        reason: 'Asked by the business',
      }),
      two.client.post('/api/admin/refunds', {
        kind: 'sponsorship',
        id: shares[1]!.id,
        amountCents: 1_234,
        reason: 'Asked by the business',
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect((await ledgerSums([shares[0]!.id])).refund).toBe(-shares[0]!.amount);
    expect((await ledgerSums([shares[1]!.id])).refund).toBe(-1_234);
  });

  it('sends each team its share from the same charge, and takes a lost dispute from each', async () => {
    const l = await leagueWithTeams(['Oscar FC', 'Papa FC']);
    for (const m of l.members) {
      const { url } = (await m.client.post(`/api/teams/${m.team.id}/payout-account/onboarding`)).body;
      const accountId = url.split('/').pop().split('?')[0];
      await m.client.post(`/api/payments/sandbox/accounts/${accountId}/complete`, { outcome: 'verified' });
    }
    const buyer = await businessOwner(t);
    const row = await buy(buyer.client, l.league.slug, l.tierId);
    await moveTeamMoney(t.deps);
    const shares = await sharesOf(row.id);
    const sent = await t.db
      .select()
      .from(transfers)
      .where(
        inArray(
          transfers.sponsorshipId,
          shares.map((s) => s.id),
        ),
      );
    expect(sent).toHaveLength(2);
    expect(sent.every((s) => s.status === 'sent')).toBe(true);
    const nets = sent.map((s) => s.amountCents).reduce((a, b) => a + b, 0);
    expect(nets).toBe(100_000 - processingFeeCents(100_000) - platformFeeCents(100_000, row.platformFeeBps));

    const dispute = (status: 'needs_response' | 'lost') =>
      deliver({
        kind: 'payment_disputed',
        disputeId: `dp_${row.id}`,
        paymentId: row.providerPaymentId!,
        amountCents: 100_000,
        feeCents: 1_500,
        status,
        reason: 'fraudulent',
        reportedAt: new Date(Date.now() + (status === 'lost' ? 1000 : 0)),
      });
    expect((await dispute('needs_response')).outcome).toBe('fulfilled');
    expect((await dispute('lost')).outcome).toBe('fulfilled');
    const sums = await ledgerSums(shares.map((s) => s.id));
    expect(sums.dispute).toBe(-100_000);
    expect(sums.processing).toBe(-processingFeeCents(100_000) - 1_500);
    await moveTeamMoney(t.deps);
    const reversed = await t.db
      .select()
      .from(transfers)
      .where(
        inArray(
          transfers.sponsorshipId,
          shares.map((s) => s.id),
        ),
      );
    expect(reversed.every((r) => r.reversedCents === r.amountCents)).toBe(true);
    const opened = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'dispute_opened'),
          inArray(
            emailOutbox.toEmail,
            l.members.map((m) => m.team.contactEmail),
          ),
        ),
      );
    expect(opened).toHaveLength(2);
  });

  it('agrees with the provider’s balance to the cent (reconciliation)', async () => {
    const l = await leagueWithTeams(['Quebec FC', 'Romeo FC', 'Sierra FC']);
    const buyer = await businessOwner(t);
    const row = await buy(buyer.client, l.league.slug, l.tierId);
    const admin = await signedInAdmin(t);
    const run = await admin.client.post('/api/admin/reconciliation');
    expect(run.status).toBe(201);
    // Plans given directly by other tests have no charge at the provider; this payment's lines must match.
    const ours = run.body.run.differences.filter((d: { ref: string }) => d.ref === row.providerPaymentId);
    expect(ours).toEqual([]);
    const [fee] = await t.db
      .select({ cents: sql<number>`-sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.providerRef, row.providerPaymentId!), eq(ledgerEntries.kind, 'processing_fee')),
      );
    expect(fee!.cents).toBe(processingFeeCents(100_000));
  });
});

import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, playerDonations } from '../../src/server/db/schema';
import { moneyMovementJob } from '../../src/server/payments/money-movement-job';
import { formatCents, formatCentsExact } from '../../src/shared/money';
import { receiptReference } from '../../src/shared/schemas/payments';
import type { TestApp } from '../support/app';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import { screenshots, signIn, statCard, toast } from '../support/e2e-flows';
import { businessOwner, createPlayer, PASSWORD, signedInClient } from '../support/factories';
import { manualClock, sponsorWorld } from '../support/features/payments';
import { pressTwice } from '../support/press-twice';
import { listenWebApp } from '../support/web-app';

/*
 * Issue 20's journey, whole: a coach connects payouts in the sandbox, a parent gives to a player, a business
 * sponsors a tier, the admin refunds part of the gift; days later the money has reached the team's bank,
 * the coach opens the payout and downloads the statement, and every figure on every screen is the
 * ledger's. The sandbox pays out on days, not seconds, so this file runs a server of its own on a clock
 * the test moves (the shared e2e server keeps real time); the money job runs when the test says a day
 * has passed, as it would on its ten-minute round.
 */

const clock = manualClock(new Date());
let t: TestApp;
let baseUrl = '';
const browser = withBrowser({ baseUrl: () => baseUrl });
const DAY_MINUTES = 24 * 60;
const GIFT = { dollars: '50', cents: 5_000 };
const REFUND = { dollars: '10', cents: 1_000 };

let world: Awaited<ReturnType<typeof sponsorWorld>>;
let player: Awaited<ReturnType<typeof createPlayer>>;
let coach: Page;
let donationId = '';

/** A calendar day of the clock, months away: the team's season runs around today. */
const dayOffset = (months: number) => {
  const day = new Date(clock.now());
  day.setUTCMonth(day.getUTCMonth() + months, 1);
  return day.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ({ t, baseUrl } = await listenWebApp(clock));
  world = await sponsorWorld(t, {
    team: { seasonStartDate: dayOffset(-2), seasonEndDate: dayOffset(4), name: 'Sellwood Comets' },
    tier: { name: 'Dugout Partner', amount: 40_000, availableSpots: 2 },
  });
  player = await createPlayer(t, world.team, { playerName: 'Maya Lopez', jerseyNumber: 12 });
  coach = await browser.page(DESKTOP);
  await signIn(coach, world.owner.user.email, PASSWORD);
});

/** The money job's round (transfers, reversals, the sandbox's payouts), after the clock moved on. */
async function daysPass(days: number) {
  clock.advanceMinutes(days * DAY_MINUTES);
  await moneyMovementJob(t.deps).runOnce();
}

/** The team's ledger, summed by kind: what every screen must show. */
async function ledger() {
  const rows = await t.db
    .select({ kind: ledgerEntries.kind, cents: sql<number>`sum(${ledgerEntries.amount})::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.teamId, world.team.id))
    .groupBy(ledgerEntries.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.cents ?? 0;
  const earned = ['payment', 'processing_fee', 'platform_fee', 'refund', 'dispute', 'dispute_won'];
  const net = earned.reduce((sum, kind) => sum + of(kind), 0);
  return {
    paidIn: of('payment'),
    refunded: -of('refund'),
    platformFees: -of('platform_fee'),
    processing: -of('processing_fee'),
    net,
    moved: of('transfer') + of('transfer_reversal'),
    paidOut: of('payout'),
  };
}

const money = (page: Page) => page.getByRole('region', { name: 'Your money', exact: true });
const payouts = (page: Page) => page.getByRole('region', { name: 'Payouts' });
/** The amount beside a label in one of the dashboard's lists of figures. */
const figure = (scope: ReturnType<typeof money>, label: string) =>
  scope.locator(`dt:text-is("${label}") + dd`);

describe('the money of a season, from the card to the team’s bank', () => {
  it('connects the coach’s payout account through the sandbox', async () => {
    await coach.goto('/team-dashboard');
    await payouts(coach).getByRole('button', { name: 'Set up payouts' }).click();
    await coach.waitForURL('**/sandbox/onboarding/*');
    await coach.getByRole('button', { name: 'Submit and verify' }).click();
    await coach.waitForURL((url) => url.pathname === '/team-dashboard');
    await toast(coach, 'Payout details received');
    await payouts(coach).getByText('Payouts enabled', { exact: true }).waitFor();
  });

  it('takes a parent’s gift on the player’s page, pressed twice, paid once', async () => {
    const parent = await browser.page(PHONE);
    await parent.goto(`/player/${player.urlSlug}`);
    await parent.getByRole('heading', { level: 1, name: /^Maya L\./ }).waitFor();
    await parent.getByLabel('Or enter another amount').fill(GIFT.dollars);
    await parent.locator('label', { has: parent.getByRole('radio', { name: /^One-time/ }) }).click();
    await parent.getByLabel(/^Email/).fill(uniqueEmail('parent'));
    await pressTwice(parent, parent.getByRole('button', { name: `Donate $${GIFT.dollars}.00` }));
    await parent.waitForURL('**/sandbox/checkout/*');
    await pressTwice(parent, parent.getByRole('button', { name: 'Pay', exact: true }));
    await parent.waitForURL('**/player-donation-success?*');
    const gifts = await t.db
      .select({ id: playerDonations.id, status: playerDonations.status })
      .from(playerDonations)
      .where(eq(playerDonations.playerId, player.id));
    expect(gifts).toEqual([{ id: expect.any(String), status: 'succeeded' }]);
    donationId = gifts[0]!.id;
  });

  it('takes a business’s sponsorship of a tier through the sandbox card', async () => {
    const business = await businessOwner(t, { businessName: 'Tidewater Hardware' });
    const buyer = await browser.page(DESKTOP);
    await signIn(buyer, business.user.email, PASSWORD);
    await buyer.goto(`/team-details/${world.team.id}`);
    await buyer.getByRole('link', { name: 'Select This Tier: Dugout Partner' }).click();
    await buyer.waitForURL('**/sponsor-team/**');
    await buyer.getByRole('button', { name: /^Pay/ }).click();
    await buyer.waitForURL('**/sandbox/checkout/*');
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
    await buyer.waitForURL('**/sponsorship-success?*');
    await buyer.getByRole('heading', { name: 'Sponsorship Successful!' }).waitFor();
    // Both payments' nets go to the payout account at once (decision 0035).
    await daysPass(0);
    expect((await ledger()).moved).toBe((await ledger()).net);
  });

  it('lets the admin refund part of the gift from the admin dashboard', async () => {
    const admin = await signedInClient(t, { roles: ['admin'] });
    const page = await browser.page(DESKTOP);
    await signIn(page, admin.user.email, PASSWORD);
    await page.goto('/admin/dashboard?tab=payments');
    const reference = receiptReference(donationId);
    await page.getByLabel('Search payments').fill(reference);
    await page.getByLabel('Search payments').press('Enter');
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByRole('button', { name: /^Refund/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel(/^Amount to refund/).fill(REFUND.dollars);
    await dialog.getByLabel(/^Reason/).fill('The family gave twice by mistake');
    await pressTwice(page, dialog.getByRole('button', { name: `Refund $${REFUND.dollars}.00` }));
    await toast(page, 'Refund sent');
    await row.getByText(`${formatCentsExact(REFUND.cents)} refunded`).waitFor();
    // What the refund took is taken back from the transfer already sent.
    await daysPass(0);
    const after = await ledger();
    expect(after.refunded).toBe(REFUND.cents);
    expect(after.moved).toBe(after.net);
  });

  it('shows the payout that reached the bank, with its payments, and a statement that agrees', async () => {
    // Two days to clear, one on its way: the sandbox's schedule, as Stripe's standard one.
    await daysPass(2);
    await daysPass(1);
    const l = await ledger();
    expect(l.paidOut).toBe(l.moved);

    await coach.goto('/team-dashboard');
    const card = money(coach);
    await figure(card, 'Yours').getByText(formatCentsExact(l.net), { exact: true }).waitFor();
    expect(await figure(card, 'Paid in').textContent()).toBe(formatCentsExact(l.paidIn));
    expect(await figure(card, 'Refunded').textContent()).toBe(formatCentsExact(-l.refunded));
    expect(await figure(card, 'Homefield fees').textContent()).toBe(formatCentsExact(-l.platformFees));
    expect(await figure(card, 'Card processing').textContent()).toBe(formatCentsExact(-l.processing));
    await card
      .getByText(formatCentsExact(l.paidIn - l.refunded), { exact: true })
      .first()
      .waitFor();
    await statCard(coach, 'Total Raised', formatCents(l.paidIn - l.refunded)).waitFor();

    const gifts = coach.getByRole('region', { name: 'Gifts to players' });
    await gifts
      .getByText(`${formatCents(REFUND.cents)} refunded, ${formatCents(GIFT.cents - REFUND.cents)} counts`, {
        exact: false,
      })
      .waitFor();

    const panel = payouts(coach);
    const list = panel.getByRole('listitem').filter({ hasText: formatCentsExact(l.paidOut) });
    // The desktop row's badge (a phone's, drawn first, is hidden at this width).
    await list.getByText('Paid', { exact: true }).last().waitFor();
    for (const label of ['Held by Homefield', 'Clearing', 'Available', 'On its way']) {
      expect(await figure(panel, label).textContent(), label).toBe('$0.00');
    }
    await screenshots(coach, 'money-journey-dashboard');

    await list.getByRole('button', { name: /^Details/ }).click();
    const details = coach.getByRole('dialog', { name: `Payout of ${formatCentsExact(l.paidOut)}` });
    await details.getByText(receiptReference(donationId), { exact: false }).first().waitFor();
    await screenshots(coach, 'money-journey-payout');
    await coach.keyboard.press('Escape');

    await panel.getByLabel('Statement period').selectOption('season:current');
    const [download] = await Promise.all([
      coach.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const summary = (name: string) => csv.match(new RegExp(`"Summary","","${name}[^"]*",(-?[\\d.]+)`))?.[1];
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(summary('Payments received')).toBe(dollars(l.paidIn));
    expect(summary('Refunds')).toBe(dollars(-l.refunded));
    expect(summary('Net earned')).toBe(dollars(l.net));
    expect(summary('Transferred to your payout account')).toBe(dollars(l.moved));
    expect(summary('Paid out to your bank')).toBe(dollars(l.paidOut));
    expect(summary('Closing balance held by Homefield')).toBe(dollars(l.net - l.moved));

    // The player's page counts the gift less its refund.
    await coach.goto(`/player/${player.urlSlug}`);
    await coach
      .getByText(formatCents(GIFT.cents - REFUND.cents), { exact: true })
      .first()
      .waitFor();
  });
});

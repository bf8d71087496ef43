import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, uniqueEmail, withBrowser } from '../support/browser';
import {
  addPlayer,
  approveInAdmin,
  type BusinessAccount,
  mailbox,
  publishForReview,
  screenshots,
  signInAsAdmin,
  signUpBusinessByApi,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';

const browser = withBrowser();
const JOURNEY_MS = 120_000;

const team = { email: uniqueEmail('rollover-coach'), teamName: uniqueName('Lents Lightning') };
const sponsor: BusinessAccount = {
  email: uniqueEmail('rollover-sponsor'),
  businessName: uniqueName('Foster Road Hardware'),
  contactName: 'Sam Okafor',
};
const TIER = { name: 'Gold', amount: 60_000, price: '$600' };

let coach: Page;
let admin: Page;
let business: Page;
let teamId = '';

/** An ISO date `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
  admin = await browser.page(DESKTOP);
  business = await browser.page(DESKTOP);
});

describe('rolling a season over', () => {
  it(
    'starts with a listed team, two players and a paid sponsor',
    async () => {
      await signUpTeam(coach, team);
      await addPlayer(coach, 'Ava Chen', '7');
      await addPlayer(coach, 'Ben Ortiz', '12');
      teamId = await coach.evaluate(async () => {
        const response = await fetch('/api/teams/mine');
        return ((await response.json()) as { team: { id: string } }).team.id;
      });
      const tier = await coach.request.post(`/api/teams/${teamId}/tiers`, {
        data: { name: TIER.name, amount: TIER.amount, availableSpots: 1, benefits: ['Logo on jerseys'] },
      });
      expect(tier.status(), await tier.text()).toBe(201);
      const tierId = ((await tier.json()) as { tier: { id: string } }).tier.id;
      await publishForReview(coach);
      await signInAsAdmin(admin);
      await approveInAdmin(admin, { kind: 'team', name: team.teamName, recipient: team.email });

      // The business, once approved (only an approved business pays), pays through the sandbox (the
      // checkout page has its own test).
      await signUpBusinessByApi(business, sponsor);
      await approveInAdmin(admin, { kind: 'business', name: sponsor.businessName, recipient: sponsor.email });
      const started = await business.request.post('/api/payments/sponsorships/checkout', {
        data: { teamId, tierId },
      });
      expect(started.status(), await started.text()).toBe(201);
      const session = ((await started.json()) as { url: string }).url.split('/').pop();
      const paid = await business.request.post(`/api/payments/sandbox/sessions/${session}/pay`);
      expect(paid.status(), await paid.text()).toBe(200);
    },
    JOURNEY_MS,
  );

  it(
    'keeps the chosen players, archives the season and shows it in the season selector',
    async () => {
      await coach.goto('/team-sponsorship-manager');
      await coach.getByRole('heading', { name: 'Sponsorship Management' }).waitFor();
      await coach.getByText('Past seasons appear here once you roll over.').waitFor();
      await coach.getByRole('button', { name: 'Roll over season' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Roll over season' });
      await dialog.getByLabel('New season starts').fill(inDays(30));
      await dialog.getByLabel('New season ends').fill(inDays(210));
      const ava = dialog.getByRole('checkbox', { name: /Ava Chen/ });
      const ben = dialog.getByRole('checkbox', { name: /Ben Ortiz/ });
      await ava.waitFor();
      expect(await ava.isChecked()).toBe(true);
      await ben.uncheck(); // Ben graduates
      await screenshots(coach, 'season-rollover-dialog');
      await dialog.getByRole('button', { name: 'Roll over season' }).click();
      await toast(coach, 'Season rolled over');
      await dialog.waitFor({ state: 'detached' });

      // The closed season is readable from the selector, with last season's sponsor.
      const selector = coach.getByLabel('Season', { exact: true });
      const past = selector.locator('option', { hasText: 'Past season' });
      await expect.poll(() => past.count()).toBe(1);
      await selector.selectOption({ label: (await past.textContent())! });
      await coach.getByText(sponsor.businessName).first().waitFor();
      await coach.getByRole('heading', { name: /^Past season: / }).waitFor();
      await screenshots(coach, 'season-rollover-past-season');

      await coach.goto('/team-dashboard');
      const roster = coach.getByRole('region', { name: 'Roster' });
      await roster.getByRole('row', { name: /Ava Chen/ }).waitFor();
      await expect(roster.getByRole('row', { name: /Ben Ortiz/ }).count()).resolves.toBe(0);
      // The dashboard has the same selector.
      const dashboardSelector = coach.getByLabel('Season', { exact: true });
      await dashboardSelector.selectOption({ index: 1 });
      await coach.getByRole('heading', { name: /^Past season: / }).waitFor();
      await screenshots(coach, 'season-rollover-dashboard-past');
    },
    JOURNEY_MS,
  );

  it(
    "opens the renewal link for last season's sponsor, and renewing runs the normal checkout",
    async () => {
      const offer = (await mailbox(business)).find(
        (m) => m.to === sponsor.email && m.kind === 'renewal_offer',
      );
      expect(offer).toBeDefined();
      const message = (await (await business.request.get(`/api/dev/mailbox/${offer!.id}`)).json()) as {
        text: string;
      };
      const link = message.text.match(/https?:\/\/\S+\/renew\/[A-Za-z0-9_-]+/)?.[0];
      expect(link).toBeDefined();
      await business.goto(new URL(link!).pathname);
      await business.getByRole('heading', { name: `Renew your sponsorship of ${team.teamName}` }).waitFor();
      await business.getByText(TIER.price, { exact: true }).waitFor();
      await business.getByText(sponsor.businessName).first().waitFor();
      await screenshots(business, 'season-rollover-renewal');

      await business.getByRole('button', { name: 'Renew sponsorship' }).click();
      await business.waitForURL('**/sandbox/checkout/*');
      await business.getByRole('button', { name: 'Pay', exact: true }).click();
      await business.waitForURL('**/sponsorship-success?*');
      await business.getByRole('heading', { name: 'Sponsorship Successful!' }).waitFor();
    },
    JOURNEY_MS,
  );

  it(
    'lets another business join the waitlist of the tier the renewal sold out',
    async () => {
      const latecomer = await browser.page(DESKTOP);
      await signUpBusinessByApi(latecomer, {
        email: uniqueEmail('rollover-waiting'),
        businessName: uniqueName('Powell Blvd Bikes'),
        contactName: 'Kim Tran',
      });
      await latecomer.goto(`/sponsor-team/${teamId}`);
      await latecomer.getByText('Sold Out', { exact: true }).first().waitFor();
      const panel = latecomer.getByRole('heading', { name: 'Waiting for a sold-out tier?' });
      await panel.waitFor();
      await latecomer.getByRole('button', { name: `Join the ${TIER.name} waitlist` }).click();
      await toast(latecomer, `You're on the ${TIER.name} waitlist`);
      await latecomer.getByText("You're number 1 on the waitlist").waitFor();
      await screenshots(latecomer, 'season-rollover-waitlist');
    },
    JOURNEY_MS,
  );
});

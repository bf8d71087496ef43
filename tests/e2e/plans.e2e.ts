import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPACT_PLAN_REQUIRED } from '../../src/shared/schemas/impact';
import { DESKTOP, uniqueEmail, withBrowser } from '../support/browser';
import {
  approveInAdmin,
  type BusinessAccount,
  screenshots,
  signInAsAdmin,
  signUpBusinessByApi,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';
import { pressTwice } from '../support/press-twice';

/*
 * Issue 21: a coach buys Team Pro from the billing page through the sandbox's subscription checkout,
 * pressing twice at each step, and the page shows the plan, its renewal and its invoice; the coach then
 * cancels it at the end of the period and changes their mind.
 */

const browser = withBrowser();
const JOURNEY_MS = 120_000;
const team = { email: uniqueEmail('plans-coach'), teamName: uniqueName('Sellwood Sharks') };
const sponsor: BusinessAccount = {
  email: uniqueEmail('plans-sponsor'),
  businessName: uniqueName('Alberta Street Pizza'),
  contactName: 'Dana Ruiz',
};

let coach: Page;

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
});

const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current plan' });

/** From the billing page to the sandbox's card page, one of its renewal buttons, and back. */
async function renewInSandbox(page: Page, button: string, said: string) {
  await page
    .getByRole('region', { name: 'Current plan' })
    .getByRole('button', { name: 'Update card' })
    .click();
  await page.waitForURL('**/sandbox/card/*');
  await page.getByRole('heading', { level: 1, name: '$59 per season for Team Pro' }).waitFor();
  if (button === 'Renew now') await screenshots(page, 'plans-sandbox-card');
  await pressTwice(page, page.getByRole('button', { name: button }));
  await page.waitForURL((url) => url.pathname === '/billing');
  await toast(page, said);
}

describe('buying Team Pro', () => {
  it(
    'upgrades through the sandbox once, shows the plan and its invoice, and ends it at the period’s end',
    async () => {
      await signUpTeam(coach, team);
      await coach.goto('/team-dashboard');
      await coach.getByRole('link', { name: 'Plan and billing' }).click();
      await coach.getByRole('heading', { level: 1, name: 'Plan and billing' }).waitFor();
      await expect.poll(() => currentPlan(coach).getByText('0 of 3', { exact: true }).count()).toBe(1);
      await coach.getByText('No invoices yet.', { exact: false }).waitFor();
      await screenshots(coach, 'plans-billing-free');

      await pressTwice(coach, coach.getByRole('button', { name: 'Upgrade to Team Pro' }));
      await coach.waitForURL('**/sandbox/checkout/*');
      await coach.getByText('$59', { exact: false }).first().waitFor();
      await pressTwice(coach, coach.getByRole('button', { name: 'Pay', exact: true }));
      await coach.waitForURL((url) => url.pathname === '/billing');
      await toast(coach, 'Payment received');
      await coach.waitForURL((url) => !url.searchParams.has('checkout'));

      const plan = currentPlan(coach);
      await plan.getByRole('heading', { name: 'Team Pro' }).waitFor();
      await plan.getByText('Active', { exact: true }).waitFor();
      await plan.getByText(/^Renews on .* for \$59\./).waitFor();
      const invoices = coach.getByRole('region', { name: 'Invoices' });
      expect(await invoices.getByRole('link', { name: /^Download invoice HF-/ }).count()).toBe(1);
      await invoices.getByText('$59.00', { exact: true }).waitFor();
      await coach.getByText('Your current plan', { exact: true }).waitFor();
      await screenshots(coach, 'plans-billing-pro');

      await plan.getByRole('button', { name: 'Cancel plan' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Cancel Team Pro?' });
      await pressTwice(coach, dialog.getByRole('button', { name: 'Cancel plan' }));
      await toast(coach, 'Your plan will not renew');
      await plan.getByText('Ending', { exact: true }).waitFor();
      await plan.getByText(/^Team Pro ends on /).waitFor();

      await pressTwice(coach, plan.getByRole('button', { name: 'Keep Team Pro' }));
      await toast(coach, 'Team Pro renews again');
      await plan.getByText('Active', { exact: true }).waitFor();

      // The sandbox's test renewal: declined, the plan kept through its grace, then paid with a new card.
      await renewInSandbox(coach, 'Decline the renewal', 'The renewal was declined');
      await plan.getByText('Payment failed', { exact: true }).waitFor();
      await plan.getByText(/^The last renewal could not be charged\. Team Pro stays on until /).waitFor();
      await coach.goto('/team-dashboard');
      await coach.getByRole('heading', { name: 'Your plan’s renewal failed' }).waitFor();
      await screenshots(coach, 'plans-dashboard-failed');
      await coach.getByRole('link', { name: 'Update card' }).click();
      await coach.waitForURL((url) => url.pathname === '/billing');
      await renewInSandbox(coach, 'Renew now', 'Renewed: the next period is paid');
      await plan.getByText('Active', { exact: true }).waitFor();
      expect(await invoices.getByRole('link', { name: /^Download invoice HF-/ }).count()).toBe(2);
    },
    JOURNEY_MS,
  );
});

describe('buying Featured Sponsor', () => {
  it(
    'goes from the landing page’s button to the plan through the sandbox once, and marks the business Featured',
    async () => {
      const owner = await browser.page(DESKTOP);
      await owner.goto('/');
      await signUpBusinessByApi(owner, sponsor);
      // The ROI dashboard is part of the paid plans: Free says where to get it.
      await owner.goto('/business-dashboard');
      const results = owner.getByRole('region', { name: 'Sponsorship results' });
      await results.getByText(IMPACT_PLAN_REQUIRED).waitFor();
      await results.getByRole('link', { name: 'See plans' }).waitFor();
      await owner.goto('/');
      await owner.getByRole('link', { name: 'Choose Featured' }).click();
      await owner.waitForURL((url) => url.pathname === '/billing');
      await owner.getByRole('heading', { level: 2, name: 'Plans for businesses' }).waitFor();
      await currentPlan(owner).getByRole('heading', { name: 'Free' }).waitFor();
      await screenshots(owner, 'plans-billing-business-free');

      await pressTwice(owner, owner.getByRole('button', { name: 'Upgrade to Featured Sponsor' }));
      await owner.waitForURL('**/sandbox/checkout/*');
      await owner.getByText('$49', { exact: false }).first().waitFor();
      await pressTwice(owner, owner.getByRole('button', { name: 'Pay', exact: true }));
      await owner.waitForURL((url) => url.pathname === '/billing');
      await toast(owner, 'Payment received');
      const plan = currentPlan(owner);
      await plan.getByRole('heading', { name: 'Featured Sponsor' }).waitFor();
      await plan.getByText(/^Renews on .* for \$49\./).waitFor();
      const invoices = owner.getByRole('region', { name: 'Invoices' });
      expect(await invoices.getByRole('link', { name: /^Download invoice HF-/ }).count()).toBe(1);
      // Moving to the other paid plan waits for this one to end: no second button to pay twice.
      await owner
        .getByText('To move to Community Partner, cancel your plan above; switch once it ends.')
        .waitFor();
      expect(await owner.getByRole('button', { name: /^Upgrade to / }).count()).toBe(0);
      await screenshots(owner, 'plans-billing-business-featured');
      // Bought: the dashboard opens at once, empty until a sponsorship runs.
      await owner.goto('/business-dashboard');
      await results.getByText('No results yet').waitFor();

      const admin = await browser.page(DESKTOP);
      await signInAsAdmin(admin);
      await approveInAdmin(admin, { kind: 'business', name: sponsor.businessName, recipient: sponsor.email });
      await owner.goto(`/business-discovery?q=${encodeURIComponent(sponsor.businessName)}`);
      await owner.getByText('Found 1 business', { exact: true }).waitFor();
      await owner.getByText('Featured', { exact: true }).waitFor();
      await screenshots(owner, 'plans-discovery-featured');
    },
    JOURNEY_MS,
  );
});

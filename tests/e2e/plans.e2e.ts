import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, uniqueEmail, withBrowser } from '../support/browser';
import { screenshots, signUpTeam, toast, uniqueName } from '../support/e2e-flows';
import { pressTwice } from '../support/press-twice';

/*
 * Issue 21: a coach buys Team Pro from the billing page through the sandbox's subscription checkout,
 * pressing twice at each step, and the page shows the plan, its renewal and its invoice; the coach then
 * cancels it at the end of the period and changes their mind.
 */

const browser = withBrowser();
const JOURNEY_MS = 120_000;
const team = { email: uniqueEmail('plans-coach'), teamName: uniqueName('Sellwood Sharks') };

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

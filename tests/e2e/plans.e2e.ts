import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPACT_PLAN_REQUIRED } from '../../src/shared/schemas/impact';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  approveInAdmin,
  type BusinessAccount,
  mailbox,
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
/** A 1×1 PNG: the smallest real picture, for the partner page's banner. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
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
      // Moving to the other paid plan is a switch of the same subscription, not a second checkout.
      expect(await owner.getByRole('button', { name: /^Upgrade to / }).count()).toBe(0);
      await screenshots(owner, 'plans-billing-business-featured');
      // Up: the rest of the month is charged at once, prorated, and the plan changes.
      await pressTwice(owner, owner.getByRole('button', { name: 'Switch to Community Partner' }));
      await toast(owner, 'Switched to Community Partner');
      await plan.getByRole('heading', { name: 'Community Partner' }).waitFor();
      await expect.poll(() => invoices.getByRole('link', { name: /^Download invoice HF-/ }).count()).toBe(2);
      // Down: waits for the renewal, and can be taken back.
      await pressTwice(owner, owner.getByRole('button', { name: 'Switch to Featured Sponsor' }));
      await toast(owner, 'Featured Sponsor starts at your renewal');
      await plan.getByText(/^Moves to Featured Sponsor on /).waitFor();
      await screenshots(owner, 'plans-billing-business-switch-down');
      await pressTwice(owner, plan.getByRole('button', { name: 'Keep Community Partner' }));
      await toast(owner, 'Community Partner stays on');
      await plan.getByText(/^Renews on .* for \$199\./).waitFor();
      expect(await invoices.getByRole('link', { name: /^Download invoice HF-/ }).count()).toBe(2);
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

      // The admin refunds the prorated invoice, pressing twice: one refund, one mail.
      await admin.goto('/admin/dashboard?tab=revenue');
      const row = admin
        .getByRole('region', { name: 'Plans' })
        .getByRole('listitem')
        .filter({ hasText: sponsor.businessName });
      await row.getByRole('button', { name: 'Invoices' }).click();
      const dialog = admin.getByRole('dialog', { name: `${sponsor.businessName} invoices` });
      const prorated = dialog.getByRole('listitem').filter({ hasText: 'prorated' });
      await prorated.getByRole('button', { name: 'Refund' }).click();
      await prorated.getByLabel('Reason').fill('Switched by mistake');
      await pressTwice(admin, prorated.getByRole('button', { name: /^Refund \$/ }));
      await toast(admin, 'Refund sent');
      await prorated.getByText(/ · Refunded$/).waitFor();
      await screenshots(admin, 'plans-admin-refund');
      const refunded = (await mailbox(admin)).filter(
        (mail) => mail.to === sponsor.email && mail.kind === 'plan_refunded',
      );
      expect(refunded).toHaveLength(1);
    },
    JOURNEY_MS,
  );
});

describe('Community Partner’s co-marketing support', () => {
  it(
    'sends a request for a campaign once, however often pressed, and the admin marks it handled',
    async () => {
      const partner: BusinessAccount = {
        email: uniqueEmail('plans-partner'),
        businessName: uniqueName('Mississippi Ave Bikes'),
        contactName: 'Lee Park',
      };
      const owner = await browser.page(DESKTOP);
      await owner.goto('/');
      await signUpBusinessByApi(owner, partner);
      const admin = await browser.page(DESKTOP);
      await signInAsAdmin(admin);
      await approveInAdmin(admin, { kind: 'business', name: partner.businessName, recipient: partner.email });
      await owner.goto('/billing?plan=community_partner');
      await pressTwice(owner, owner.getByRole('button', { name: 'Upgrade to Community Partner' }));
      await owner.waitForURL('**/sandbox/checkout/*');
      await pressTwice(owner, owner.getByRole('button', { name: 'Pay', exact: true }));
      await owner.waitForURL((url) => url.pathname === '/billing');
      await currentPlan(owner).getByRole('heading', { name: 'Community Partner' }).waitFor();

      await owner.goto('/business-dashboard');
      const section = owner.getByRole('region', { name: 'Community Partner' });
      await section.getByRole('button', { name: 'Request co-marketing' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Request co-marketing' });
      await dialog.getByLabel('What kind of campaign').selectOption('social');
      await dialog
        .getByLabel('Your idea')
        .fill('A spring photo series of the kids on our bikes, shared by the teams.');
      await dialog.getByLabel('When').fill('April');
      await screenshots(owner, 'co-marketing-dialog');
      await pressTwice(owner, dialog.getByRole('button', { name: 'Send request' }));
      await toast(owner, 'Request sent');
      await dialog.waitFor({ state: 'detached' });

      // The branded page: written on the dashboard, public at once.
      await section.getByLabel('Headline').fill('Bikes for every kid on the team');
      await section.getByLabel('Your story').fill('A family bike shop on Mississippi Avenue since 2004.');
      await section.getByLabel('Brand colour').fill('#1f6feb');
      await section
        .getByLabel('Banner')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1PX });
      await pressTwice(owner, section.getByRole('button', { name: 'Save page' }));
      await toast(owner, 'Partner page saved');
      await section.getByText('Published', { exact: true }).waitFor();
      await screenshots(owner, 'partner-page-editor');
      const visitor = await browser.page(PHONE);
      await owner.getByRole('link', { name: 'View your page' }).click();
      await owner.waitForURL('**/partners/*');
      await visitor.goto(new URL(owner.url()).pathname);
      await visitor.getByRole('heading', { level: 1, name: partner.businessName }).waitFor();
      await visitor.getByText('Bikes for every kid on the team').waitFor();
      await visitor.getByRole('img', { name: `${partner.businessName} banner` }).waitFor();
      await screenshots(visitor, 'partner-page');

      await admin.goto('/admin/dashboard?tab=partners');
      const row = admin.getByRole('listitem').filter({ hasText: partner.businessName });
      await row.getByText('A social media campaign, April.', { exact: false }).waitFor();
      expect(await row.count()).toBe(1);
      await screenshots(admin, 'admin-co-marketing');
      await pressTwice(admin, row.getByRole('button', { name: /^Mark handled/ }));
      await row.getByText('Handled', { exact: true }).waitFor();
      // Pressed twice, sent once: one mail to this admin.
      const sent = (await mailbox(admin)).filter(
        (m) =>
          m.subject === `Co-marketing request from ${partner.businessName}` && m.to === inject('adminEmail'),
      );
      expect(sent).toHaveLength(1);
    },
    JOURNEY_MS,
  );
});

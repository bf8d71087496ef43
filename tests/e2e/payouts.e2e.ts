import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  addPlayer,
  completeTeamProfile,
  publishAndApprove,
  screenshots,
  signInAsAdmin,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';

/*
 * Issue 20: a team owner connects a payout account from the dashboard. The sandbox draws its own onboarding
 * page (a test identity and bank account); the coach first leaves the account restricted, then comes back
 * and has it verified, and the dashboard shows each state as the provider reported it.
 */

const browser = withBrowser();
const JOURNEY_MS = 120_000;

const team = { email: uniqueEmail('payouts-coach'), teamName: uniqueName('Foster Road Falcons') };

let coach: Page;

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
});

const payouts = (page: Page) => page.getByRole('region', { name: 'Payouts' });

/** The panel's state badge, once the account has been read. */
async function expectState(page: Page, label: string) {
  await payouts(page).getByText(label, { exact: true }).waitFor();
}

/** The money card with its payouts panel at 390 px and at 1280 px (NAME-390.png), to look at. */
async function panelScreenshots(page: Page, name: string) {
  const money = page.getByRole('region', { name: 'Your money', exact: true });
  for (const [size, suffix] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    await page.setViewportSize(size);
    await money.scrollIntoViewIfNeeded();
    await money.screenshot({ path: `tests/e2e/screenshots/${name}-${suffix}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

/** From the dashboard's button to the sandbox's onboarding page for this team. */
async function openOnboarding(page: Page, button: string) {
  await payouts(page).getByRole('button', { name: button }).click();
  await page.waitForURL('**/sandbox/onboarding/*');
  await page.getByText('Sandbox: no real identity or bank account').waitFor();
  await page.getByRole('heading', { level: 1, name: team.teamName }).waitFor();
}

/** Answers the sandbox's onboarding and lands back on the dashboard, where the account is read again. */
async function submit(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === '/team-dashboard');
  await toast(page, 'Payout details received');
  // Said once: the return marker leaves the address, so a reload does not say it again.
  await page.waitForURL((url) => !url.searchParams.has('payouts'));
}

describe('payout account from the team dashboard', () => {
  it(
    'sets up payouts through the sandbox: left restricted first, then verified',
    async () => {
      await signUpTeam(coach, team);
      await completeTeamProfile(coach, {
        sport: 'Baseball',
        ageGroup: 'Under 14',
        location: 'Portland, OR',
        description: 'Fourteen players, two coaches and a very loud bench.',
      });
      await publishAndApprove(coach, await browser.page(DESKTOP), team);

      await coach.goto('/team-dashboard');
      await expectState(coach, 'Not set up');
      await payouts(coach)
        .getByText('Connect a bank account so Homefield can pay out what your team raises.', { exact: false })
        .waitFor();
      await panelScreenshots(coach, 'payouts-panel-not-set-up');

      await openOnboarding(coach, 'Set up payouts');
      // The test details, read-only: nothing to type.
      for (const detail of ['Jenny Rosen', 'Jan 1, 1901', '0000', '110000000', '000123456789']) {
        await coach.getByText(detail, { exact: true }).waitFor();
      }
      expect(await coach.getByRole('textbox').count()).toBe(0);
      await screenshots(coach, 'payouts-sandbox-onboarding');

      await submit(coach, 'Submit, leave restricted');
      await expectState(coach, 'Restricted');
      await payouts(coach).getByText('The provider has stopped this account', { exact: false }).waitFor();
      await panelScreenshots(coach, 'payouts-panel-restricted');
      await screenshots(coach, 'payouts-dashboard-restricted');

      await openOnboarding(coach, 'Continue setup');
      await submit(coach, 'Submit and verify');
      await expectState(coach, 'Payouts enabled');
      await payouts(coach)
        .getByText("Payouts go to your bank account on the provider's schedule.", { exact: true })
        .waitFor();
      // Nothing left to set up.
      expect(await payouts(coach).getByRole('button').count()).toBe(0);
      await panelScreenshots(coach, 'payouts-panel-enabled');

      // A reload reads the same state and says nothing more.
      await coach.reload();
      await expectState(coach, 'Payouts enabled');
      expect(await coach.getByText('Payout details received', { exact: true }).count()).toBe(0);
    },
    JOURNEY_MS,
  );

  it(
    'moves a family’s gift into the payout account at once, and lists it on the statement',
    async () => {
      await addPlayer(coach, 'Rosa Diaz', '9');
      const { team: mine } = await (await coach.request.get('/api/teams/mine')).json();
      const { players } = await (await coach.request.get(`/api/teams/${mine.id}/players`)).json();
      // A family gives $25 through the sandbox (the player page's own journey is in donations.e2e.ts).
      const family = await browser.page(DESKTOP);
      const checkout = await family.request.post('/api/donations/checkout', {
        data: {
          playerId: players[0].id,
          amount: 2_500,
          isRecurring: false,
          donorEmail: uniqueEmail('family'),
        },
      });
      expect(checkout.status()).toBe(201);
      const { url } = await checkout.json();
      expect(
        (await family.request.post(`/api/payments/sandbox/sessions/${url.split('/').pop()}/pay`)).ok(),
      ).toBe(true);

      // $25 less the 5% fee ($1.25) and card processing ($1.03), transferred without waiting for a round.
      const balance = payouts(coach).getByRole('region', { name: 'Where your money is' });
      const figure = (label: string) => balance.locator(`dt:text-is("${label}") + dd`);
      await expect
        .poll(
          async () => {
            await coach.reload();
            // isVisible() does not wait: read the figures only once they have loaded (amounts, not skeletons).
            await balance
              .getByText(/^\$[\d,]+\.\d\d$/)
              .first()
              .waitFor();
            return figure('Clearing').textContent();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe('$22.72');
      expect(await figure('Held by Homefield').textContent()).toBe('$0.00');
      await payouts(coach).getByText('No payouts yet.', { exact: false }).waitFor();
      await panelScreenshots(coach, 'payouts-panel-clearing');

      const [download] = await Promise.all([
        coach.waitForEvent('download'),
        payouts(coach).getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
      expect(download.suggestedFilename()).toMatch(/^homefield-statement-.+\.csv$/);
      expect(csv).toMatch(/Gift HF-[0-9A-F]{8}/);
      expect(csv).toContain('Transfer to your payout account');
      expect(csv).toContain('22.72');
    },
    JOURNEY_MS,
  );

  it(
    'records what the team spent with its receipt, once, and the team page shows raised against spent',
    async () => {
      const { team: mine } = await (await coach.request.get('/api/teams/mine')).json();
      await coach.goto('/team-dashboard');
      const section = coach.getByRole('region', { name: 'Where the money goes' });
      await section.getByText('No expenses yet').waitFor();
      await section.getByRole('button', { name: 'Add expense' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Add expense' });
      await dialog.getByLabel('Amount ($)').fill('120.50');
      await dialog.getByLabel('Category').selectOption('travel');
      await dialog.getByLabel('What it was for').fill('Bus to the Salem tournament');
      await dialog.getByLabel('Receipt', { exact: true }).setInputFiles({
        name: 'bus-receipt.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%bus\ntrailer <<>>\n%%EOF\n'),
      });
      await screenshots(coach, 'expenses-add');
      await dialog.getByRole('button', { name: 'Save expense' }).dblclick();
      await toast(coach, 'Expense recorded');
      await section.getByText('Bus to the Salem tournament', { exact: true }).waitFor();
      await section.getByRole('link', { name: 'Receipt for Bus to the Salem tournament' }).waitFor();
      const { total, expenses } = await (await coach.request.get(`/api/teams/${mine.id}/expenses`)).json();
      expect(total).toBe(1);
      expect(expenses[0]).toMatchObject({
        amountCents: 12_050,
        category: 'travel',
        receiptType: 'application/pdf',
      });
      // A typo corrected: the same expense, a new amount.
      await section.getByRole('button', { name: 'Edit Bus to the Salem tournament' }).click();
      const edit = coach.getByRole('dialog', { name: 'Edit expense' });
      await edit.getByLabel('Amount ($)').fill('130');
      await edit.getByRole('button', { name: 'Save expense' }).click();
      await toast(coach, 'Expense updated');
      await section.getByText('$130', { exact: true }).first().waitFor();
      const after = await (await coach.request.get(`/api/teams/${mine.id}/expenses`)).json();
      expect(after.expenses).toEqual([
        expect.objectContaining({ amountCents: 13_000, receiptType: 'application/pdf' }),
      ]);
      await section.scrollIntoViewIfNeeded();
      await screenshots(coach, 'expenses-dashboard');

      await coach.goto(`/team-details/${mine.id}`);
      const money = coach.getByRole('region', { name: 'Where the money goes' });
      await money.getByText('Spent this season').waitFor();
      await money.getByText('$130').first().waitFor();
      // The family's $25 gift of the test above is what the team raised this season.
      await money.getByText('$25', { exact: true }).waitFor();
      await screenshots(coach, 'expenses-team-page');
    },
    JOURNEY_MS,
  );

  it('plays a chargeback on the family’s gift in the sandbox: opened, then won by the team', async () => {
    const admin = await browser.page(DESKTOP);
    await signInAsAdmin(admin);
    await admin.goto('/admin/dashboard?tab=payments');
    await admin.getByLabel('Search payments').fill(team.teamName);
    const row = admin.getByRole('row').filter({ hasText: team.teamName }).filter({ hasText: '$25' });
    await row.getByRole('button', { name: /^Test dispute/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Open a test dispute' });
    await dialog.getByText('takes it from', { exact: false }).waitFor();
    await screenshots(admin, 'test-dispute-open');
    await dialog.getByRole('button', { name: 'Open dispute' }).dblclick();
    await toast(admin, 'Test dispute opened');
    await row.getByText('Disputed, needs a response', { exact: false }).waitFor();
    await row.getByRole('button', { name: /^Decide dispute/ }).click();
    await admin
      .getByRole('dialog', { name: 'Decide the test dispute' })
      .getByRole('button', { name: 'Team wins' })
      .click();
    await toast(admin, 'Dispute won: the money is the team’s again');
    await row.getByText('Dispute won', { exact: false }).waitFor();
    expect(await row.getByRole('button', { name: /dispute/i }).count()).toBe(0);
  });

  it('reconciles the ledger with the sandbox on the admin’s press, once for a double press', async () => {
    const admin = await browser.page(DESKTOP);
    await signInAsAdmin(admin);
    const runsBefore = (await (await admin.request.get('/api/admin/reconciliation')).json()).runs.length;
    await admin.goto('/admin/dashboard?tab=revenue');
    const card = admin.getByRole('region', { name: 'Reconciliation' });
    await card.getByRole('button', { name: 'Reconcile now' }).dblclick();
    await admin
      .getByText(/^(Ledger and provider agree|Differences found)$/)
      .first()
      .waitFor();
    await card
      .getByText(/compared: all agree|movements disagree/)
      .first()
      .waitFor();
    const { runs } = await (await admin.request.get('/api/admin/reconciliation')).json();
    expect(runs.length).toBe(Math.min(runsBefore + 1, 10));
    expect(runs[0]).toMatchObject({ trigger: 'admin', finishedAt: expect.any(String) });
    expect(runs[0].checked).toBeGreaterThan(0);
    await card.scrollIntoViewIfNeeded();
    await screenshots(admin, 'reconciliation-card');
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  approveInAdmin,
  type BusinessAccount,
  completeTeamProfile,
  mailbox,
  publishAndApprove,
  SAMPLE_PROFILE,
  screenshots,
  signUpBusinessByApi,
  signUpTeam,
  statCard,
  toast,
  uniqueName,
} from '../support/e2e-flows';
import { pressTwice } from '../support/press-twice';

/*
 * Issue 21, the League Plan (decisions 0055 and 0059): an organiser starts a league and buys the plan in
 * the sandbox, invites approved teams found by name, their coaches accept on the team dashboard, and the
 * league's dashboard shows them. Then a business buys Featured Sponsor, is listed first for those teams,
 * and sponsors the whole league with a league package: the league's dashboard, each team's and the
 * business's results agree; an admin refunds one team's share. Every button that changes something is
 * pressed twice.
 */

const browser = withBrowser();
/** A 1×1 PNG: the smallest real picture, for the league's logo. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JOURNEY_MS = 150_000;
const organiser = { email: uniqueEmail('league-organiser'), teamName: uniqueName('Eastside Hornets') };
const coach = { email: uniqueEmail('league-coach'), teamName: uniqueName('Foster Falcons') };
const second = { email: uniqueEmail('league-coach-two'), teamName: uniqueName('Powell Pumas') };
const leagueName = uniqueName('Eastside Youth Soccer');
const token = uniqueName('Hawthorne');
const featured: BusinessAccount = {
  email: uniqueEmail('league-sponsor'),
  businessName: `${token} Hardware`,
  contactName: 'Lee Park',
};
const free: BusinessAccount = {
  email: uniqueEmail('league-free-sponsor'),
  businessName: `${token} Bakery`,
  contactName: 'Ari Cole',
};

let owner: Page;
let member: Page;
let admin: Page;

beforeAll(async () => {
  [owner, member, admin] = await Promise.all([
    browser.page(DESKTOP),
    browser.page(PHONE),
    browser.page(DESKTOP),
  ]);
});

const mailsOf = async (page: Page, to: string, kind: string) =>
  (await mailbox(page)).filter((mail) => mail.to === to && mail.kind === kind);

describe('a league', () => {
  it(
    'is started, buys the League Plan, invites a team whose coach accepts, and shows it on its dashboard',
    async () => {
      await signUpTeam(member, coach);
      await completeTeamProfile(member, SAMPLE_PROFILE);
      await publishAndApprove(member, admin, coach);

      await signUpTeam(owner, organiser);
      await owner.getByRole('link', { name: 'League', exact: true }).click();
      await owner.getByRole('heading', { level: 1, name: 'Start a league' }).waitFor();
      await owner.getByLabel('League name').fill(leagueName);
      await pressTwice(owner, owner.getByRole('button', { name: 'Start league' }));
      await owner.getByRole('heading', { level: 1, name: leagueName }).waitFor();
      await screenshots(owner, 'league-no-plan');

      await owner.getByRole('link', { name: 'Choose League Plan' }).click();
      await owner.getByRole('heading', { level: 2, name: 'The League Plan' }).waitFor();
      await pressTwice(owner, owner.getByRole('button', { name: 'Upgrade to League Plan' }));
      await owner.waitForURL('**/sandbox/checkout/*');
      await owner.getByText('$299', { exact: false }).first().waitFor();
      await pressTwice(owner, owner.getByRole('button', { name: 'Pay', exact: true }));
      await owner.waitForURL((url) => url.pathname === '/billing');
      await toast(owner, 'Payment received');
      const plan = owner.getByRole('region', { name: 'Current plan' });
      await plan.getByRole('heading', { name: 'League Plan' }).waitFor();
      await plan.getByText(/^Renews on .* for \$299\./).waitFor();

      await owner.goto('/league');
      await owner.getByRole('heading', { level: 2, name: 'Across the league' }).waitFor();
      await owner.getByRole('heading', { name: 'No teams yet' }).waitFor();
      await owner.getByLabel('Find a team on Homefield').fill(coach.teamName);
      const found = owner.getByRole('listitem').filter({ hasText: coach.teamName });
      await pressTwice(owner, found.getByRole('button', { name: 'Invite' }));
      await toast(owner, `${coach.teamName} is invited`);
      await found.getByText('Invited', { exact: true }).waitFor();
      await owner.getByText(/^Invited .*, waiting for the coach$/).waitFor();
      expect(await mailsOf(owner, coach.email, 'league_invite')).toHaveLength(1);

      await member.goto('/team-dashboard');
      const invitation = member.getByRole('region', { name: 'League' });
      await invitation.getByRole('heading', { name: `${leagueName} invites your team to join` }).waitFor();
      await screenshots(member, 'league-invitation');
      await pressTwice(member, invitation.getByRole('button', { name: 'Accept' }));
      await toast(member, `Your team joined ${leagueName}`);
      await invitation.getByText(`Your team is part of`, { exact: false }).waitFor();
      expect(await mailsOf(member, organiser.email, 'league_answered')).toHaveLength(1);
      // The league's plan covers the team now.
      await member.goto('/billing');
      await member.getByText('Through your league', { exact: true }).waitFor();

      await owner.reload();
      const table = owner.getByRole('table');
      await table.getByRole('rowheader', { name: new RegExp(coach.teamName) }).waitFor();
      await table.getByRole('rowheader', { name: 'League total' }).waitFor();
      await owner
        .getByRole('heading', { name: 'Teams in the league' })
        .locator('..')
        .getByText(coach.teamName)
        .waitFor();
      await screenshots(owner, 'league-dashboard');
      // A coach who is not on Homefield yet is invited by address, once however often pressed.
      const newCoach = uniqueEmail('league-new-coach');
      await owner.getByLabel('Or invite a coach by email').fill(newCoach);
      await pressTwice(owner, owner.getByRole('button', { name: 'Send invitation' }));
      await toast(owner, 'Invitation sent');
      await owner.getByText(newCoach, { exact: true }).waitFor();
      expect(await mailsOf(owner, newCoach, 'league_invite')).toHaveLength(1);

      await owner.getByRole('button', { name: 'Roster' }).click();
      const roster = owner.getByRole('dialog', { name: `${coach.teamName} roster` });
      await roster.getByText('No players on the roster yet.').waitFor();
      await owner.keyboard.press('Escape');
      await roster.waitFor({ state: 'detached' });

      // Its branding: a colour and a logo on a public page that lists the team.
      await owner.getByLabel('About the league').fill('Neighbourhood soccer since 1987.');
      await owner.getByLabel('Brand colour').fill('#1f6feb');
      await owner
        .getByLabel('Logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await pressTwice(owner, owner.getByRole('button', { name: 'Save league page' }));
      await toast(owner, 'League page saved');
      await owner.getByRole('link', { name: 'View league page' }).click();
      await owner.getByRole('heading', { level: 1, name: leagueName }).waitFor();
      await owner.getByRole('img', { name: `${leagueName} logo` }).waitFor();
      await owner.getByText('Neighbourhood soccer since 1987.').waitFor();
      await owner.getByRole('link', { name: coach.teamName }).waitFor();
      await screenshots(owner, 'league-public-page');
    },
    JOURNEY_MS,
  );

  it(
    'takes a second team, and a Featured business listed first sponsors the whole league; every figure agrees',
    async () => {
      const coachTwo = await browser.page(DESKTOP);
      await signUpTeam(coachTwo, second);
      await completeTeamProfile(coachTwo, SAMPLE_PROFILE);
      await publishAndApprove(coachTwo, admin, second);
      await owner.goto('/league');
      await owner.getByLabel('Find a team on Homefield').fill(second.teamName);
      await pressTwice(
        owner,
        owner
          .getByRole('listitem')
          .filter({ hasText: second.teamName })
          .getByRole('button', { name: 'Invite' }),
      );
      await toast(owner, `${second.teamName} is invited`);
      await coachTwo.goto('/team-dashboard');
      const invitation = coachTwo.getByRole('region', { name: 'League' });
      await pressTwice(coachTwo, invitation.getByRole('button', { name: 'Accept' }));
      await toast(coachTwo, `Your team joined ${leagueName}`);

      // A league package: $600, shared by the two teams.
      await owner.goto('/league');
      await owner.getByRole('heading', { name: 'Create a league package' }).waitFor();
      await owner.getByLabel('Tier name').fill('League Partner');
      await owner.getByLabel('Amount').fill('600');
      await owner.getByLabel('Benefit 1').fill('Banner at every home game');
      await pressTwice(owner, owner.getByRole('button', { name: 'Create package' }));
      await toast(owner, 'League package saved');
      await owner.getByText('About $300 to each of 2 teams').waitFor();
      expect(await owner.getByRole('heading', { level: 3, name: 'League Partner' }).count()).toBe(1);
      await screenshots(owner, 'league-packages');

      // Two businesses, one on Featured Sponsor: a coach browsing them sees it first, marked.
      const business = await browser.page(DESKTOP);
      await business.goto('/');
      await signUpBusinessByApi(business, featured);
      const other = await browser.page(PHONE);
      await other.goto('/');
      await signUpBusinessByApi(other, free);
      await approveInAdmin(admin, { kind: 'business', name: free.businessName, recipient: free.email });
      await approveInAdmin(admin, {
        kind: 'business',
        name: featured.businessName,
        recipient: featured.email,
      });
      await business.goto('/billing?plan=featured_sponsor');
      await pressTwice(business, business.getByRole('button', { name: 'Upgrade to Featured Sponsor' }));
      await business.waitForURL('**/sandbox/checkout/*');
      await pressTwice(business, business.getByRole('button', { name: 'Pay', exact: true }));
      await business.waitForURL((url) => url.pathname === '/billing');
      await toast(business, 'Payment received');
      await member.goto(`/business-discovery?q=${encodeURIComponent(token)}`);
      await member.getByText('Found 2 businesses', { exact: true }).waitFor();
      const cards = member.getByRole('main').getByRole('heading', { level: 3 });
      await expect.poll(() => cards.allTextContents()).toEqual([featured.businessName, free.businessName]);
      await member.getByText('Featured', { exact: true }).waitFor();

      // The business sponsors the league from its page, once however often it presses.
      await business.goto(`/leagues/${await leagueSlug(owner)}`);
      const pack = business.getByRole('listitem').filter({ hasText: 'League Partner' });
      await pack.getByText('About $300 to each of 2 teams').waitFor();
      await pressTwice(business, pack.getByRole('button', { name: 'Sponsor the league' }));
      await business.waitForURL('**/sandbox/checkout/*');
      await business.getByText('$600', { exact: false }).first().waitFor();
      await pressTwice(business, business.getByRole('button', { name: 'Pay', exact: true }));
      await business.waitForURL((url) => url.pathname.startsWith('/leagues/'));
      await business.getByText(`Thank you for sponsoring ${leagueName}!`).waitFor();
      await pack.getByText('Yours', { exact: true }).waitFor();
      await business.getByRole('heading', { name: 'League sponsors' }).waitFor();
      await screenshots(business, 'league-sponsored');
      const receipts = (await mailbox(business)).filter(
        (mail) => mail.to === featured.email && mail.kind === 'sponsorship_receipt',
      );
      expect(receipts).toHaveLength(1);

      // The league's dashboard, each team's and the business's results agree: $300 + $300 = $600.
      await owner.goto('/league');
      const table = owner.getByRole('table');
      for (const name of [coach.teamName, second.teamName]) {
        await table
          .getByRole('row', { name: new RegExp(name) })
          .getByText('$300')
          .waitFor();
      }
      await table
        .getByRole('row', { name: /League total/ })
        .getByText('$600')
        .waitFor();
      await owner
        .getByRole('heading', { name: 'League sponsors' })
        .locator('..')
        .getByText(featured.businessName)
        .waitFor();
      for (const page of [member, coachTwo]) {
        await page.goto('/team-dashboard');
        await statCard(page, 'Total Raised', '$300').waitFor();
      }
      await business.goto('/business-dashboard');
      await statCard(business, 'Total Invested', '$600').waitFor();
      const results = business.getByRole('region', { name: 'Sponsorship results' });
      for (const name of [coach.teamName, second.teamName]) {
        await results.getByRole('listitem').filter({ hasText: name }).getByText('$300.00').waitFor();
      }
      await screenshots(business, 'league-sponsor-results');
    },
    JOURNEY_MS,
  );

  it('lets the admin refund one team’s share, once however often pressed; only that team gives back', async () => {
    await admin.goto('/admin/dashboard?tab=payments');
    await admin.getByLabel('Search payments').fill(second.teamName);
    await admin.getByLabel('Search payments').press('Enter');
    const row = admin.getByRole('row').filter({ hasText: second.teamName });
    await row.getByRole('button', { name: /^Refund/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel(/^Reason/).fill('The team left the league mid-season');
    await pressTwice(admin, dialog.getByRole('button', { name: 'Refund $300.00' }));
    await toast(admin, 'Refund sent');
    await row.getByText('Refunded', { exact: true }).waitFor();
    await screenshots(admin, 'league-share-refunded');

    await owner.goto('/league');
    const table = owner.getByRole('table');
    await table
      .getByRole('row', { name: new RegExp(coach.teamName) })
      .getByText('$300')
      .waitFor();
    await table
      .getByRole('row', { name: /League total/ })
      .getByText('$300')
      .waitFor();
    const refunds = await mailsOf(owner, featured.email, 'sponsorship_refund');
    expect(refunds).toHaveLength(1);
    const message = await owner.request.get(`/api/dev/mailbox/${refunds[0]!.id}`);
    expect(((await message.json()) as { text: string }).text).toContain(
      `Your sponsorship of ${second.teamName} ends with it`,
    );
  });
});

/** The league's public address, from its owner's page. */
async function leagueSlug(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'View league page' }).getAttribute('href');
  return href!.split('/').pop()!;
}

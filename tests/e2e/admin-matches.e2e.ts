import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, uniqueEmail, withBrowser } from '../support/browser';
import {
  approveInAdmin,
  type BusinessAccount,
  completeTeamProfile,
  mailbox,
  PASSWORD,
  publishForReview,
  screenshots,
  signInAsAdmin,
  signUpBusinessByApi,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';

/*
 * Issue 6: an admin introduces an approved team to an approved business; each answers from the links in
 * its email (/dev/mailbox), without signing in. The team first asks for changes, the admin revises the
 * offer and sends it again, then both accept and both dashboards show the partnership.
 */

const browser = withBrowser();
const JOURNEY_MS = 90_000;

const team = { email: uniqueEmail('lions-coach'), teamName: uniqueName('Foster Park Lions') };
/** signUpTeam's coach. */
const COACH = 'Jordan Rivera';
const sponsor: BusinessAccount = {
  email: uniqueEmail('match-sponsor'),
  businessName: uniqueName('Division Street Hardware'),
  contactName: 'Morgan Lee',
};
const OFFER = {
  typed: '750',
  amount: '$750',
  revisedTyped: '900',
  revised: '$900',
  summary: 'Division Street Hardware pays for the spring tournament fees and the team banner.',
  deliverables: ['Logo on the team banner', 'Thank-you post after every home game'],
};
const CHANGE_REQUEST = 'Could the offer be $900, so it covers the referee fees as well?';
const INTRO_SUBJECT = `Introducing ${sponsor.businessName} and ${team.teamName}`;
const REVISED_SUBJECT = `Updated offer: ${sponsor.businessName} and ${team.teamName}`;
const LINK_INVALID = 'This link is invalid or has expired. Please contact support for assistance.';

// One browser context per person, kept across the steps of the story.
let coach: Page;
let business: Page;
let admin: Page;

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
  business = await browser.page(DESKTOP);
  admin = await browser.page(DESKTOP);
});

type LinkAction = 'ACCEPT' | 'REJECT' | 'CHANGES';

/**
 * Opens the email to `to` with this subject in /dev/mailbox, as the recipient reads it, and answers the
 * address of one of its three answer links.
 */
async function emailLink(page: Page, to: string, subject: string, action: LinkAction): Promise<string> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('list', { name: 'Messages, newest first' })
    .getByRole('button')
    .filter({ hasText: to })
    .filter({ hasText: subject })
    .click();
  const message = page.getByRole('article', { name: subject });
  await message.waitFor();
  await message.getByText('Contact details are shared after both parties approve.').waitFor();
  const link = message.getByRole('link', { name: new RegExp(`/cta/[\\w-]+-${action}$`) });
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${inject('baseUrl')}/cta/[\\w-]{40,}-${action}$`));
  return href!;
}

/** /cta/{token} for a link still usable: the heading of its action, both parties and the offer. */
async function openLink(page: Page, href: string, heading: string, amount: string): Promise<void> {
  await page.goto(href);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.getByText(sponsor.businessName, { exact: true }).waitFor();
  await page.getByText(team.teamName, { exact: true }).waitFor();
  await page.getByText(`Coach ${COACH}`, { exact: true }).waitFor();
  await page.getByText(amount, { exact: true }).waitFor();
  for (const item of OFFER.deliverables) await page.getByText(item, { exact: true }).waitFor();
  await page.getByText('Contact details are shared after both parties approve.').waitFor();
  await page.getByRole('link', { name: 'Cancel' }).waitFor();
}

/** /cta-result after a press: title, badge (if any) and the party that acted. */
async function expectResult(page: Page, title: string, badge: string | null, actedAs: 'Sponsor' | 'Team') {
  await page.waitForURL('**/cta-result?*');
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  if (badge) await page.getByText(badge, { exact: true }).waitFor();
  await page.getByText(`Action taken as ${actedAs}`).waitFor();
  expect(new URL(page.url()).searchParams.get('party')).toBe(actedAs === 'Sponsor' ? 'sponsor' : 'team');
}

async function expectLinkInvalid(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await page.getByRole('heading', { name: 'Link Invalid', level: 1 }).waitFor();
  await page.getByText(LINK_INVALID).waitFor();
  await page.getByRole('link', { name: 'Return Home' }).waitFor();
  expect(await page.getByRole('button', { name: /Accept Match|Decline Match|Submit Request/ }).count()).toBe(
    0,
  );
}

/** A link whose party already answered says what was done (issue 19), and offers nothing to press. */
async function expectLinkAnswered(page: Page, href: string, title: string): Promise<void> {
  await page.goto(href);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByText(/this introduction on /).waitFor();
  expect(await page.getByRole('button', { name: /Accept Match|Decline Match|Submit Request/ }).count()).toBe(
    0,
  );
}

/** The admin's card of this match in the Create Matches tab's list. */
function matchCard(): Locator {
  return admin
    .getByRole('region', { name: 'Matches', exact: true })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: `${sponsor.businessName} and ${team.teamName}` }) });
}

async function openMatchesTab(): Promise<void> {
  await admin.goto('/admin/dashboard?tab=matches');
  await admin.getByRole('heading', { name: 'Create a match' }).waitFor();
}

/** The Send Introduction Emails dialog: both parties as recipients, the draft's subject; sends it. */
async function sendIntroduction(subject: string, screenshotName?: string): Promise<void> {
  const dialog = admin.getByRole('dialog', { name: 'Send Introduction Emails' });
  await dialog.waitFor();
  await dialog.getByText(team.email, { exact: true }).waitFor();
  await dialog.getByText(sponsor.email, { exact: true }).waitFor();
  expect(await dialog.getByLabel('Subject').inputValue()).toBe(subject);
  const message = await dialog.getByLabel('Message').inputValue();
  expect(message).toContain(`Hello ${COACH} and ${sponsor.contactName},`);
  expect(message).toContain('Next steps:');
  if (screenshotName) await screenshots(admin, screenshotName);
  await dialog.getByRole('button', { name: 'Send Email(s)' }).click();
  await toast(admin, 'Emails Sent');
  await admin.getByText('Successfully sent emails to 2 recipient(s)').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** A dashboard panel's row for the match: its status badge and the offer's amount. */
async function expectPanelRow(page: Page, panel: string, name: string, status: string, amount: string) {
  const row = page.getByRole('region', { name: panel }).getByRole('listitem').filter({ hasText: name });
  await row.getByText(status, { exact: true }).waitFor();
  await row.getByText(amount, { exact: true }).waitFor();
  return row;
}

let firstRound: Record<'sponsorAccept' | 'teamChanges', string>;
let secondRound: Record<'sponsorAccept' | 'sponsorReject' | 'teamAccept', string>;

describe('admin matches', () => {
  it(
    'approves a newly registered team and business, each told by email',
    async () => {
      await signUpTeam(coach, team);
      await completeTeamProfile(coach, {
        sport: 'Soccer',
        ageGroup: 'Under 12',
        location: 'Portland, OR',
        description: 'Saturday mornings at Foster Park.',
      });
      await publishForReview(coach);
      await signUpBusinessByApi(business, sponsor);

      await signInAsAdmin(admin);
      const teamSubject = await approveInAdmin(admin, {
        kind: 'team',
        name: team.teamName,
        recipient: team.email,
      });
      const businessSubject = await approveInAdmin(admin, {
        kind: 'business',
        name: sponsor.businessName,
        recipient: sponsor.email,
      });
      const sent = await mailbox(admin);
      expect(sent.some((mail) => mail.to === team.email && mail.subject === teamSubject)).toBe(true);
      expect(sent.some((mail) => mail.to === sponsor.email && mail.subject === businessSubject)).toBe(true);
    },
    JOURNEY_MS,
  );

  it('creates a match with a custom offer and sends the introduction to both parties', async () => {
    await openMatchesTab();
    await admin.getByText('Pick a team and a business to see the proposed match.').waitFor();
    await admin.getByLabel('Search teams').fill(team.teamName);
    await admin.getByRole('radio', { name: team.teamName }).check();
    await admin.getByText('Now pick a business to see the proposed match.').waitFor();
    await admin.getByLabel('Search businesses').fill(sponsor.businessName);
    await admin.getByRole('radio', { name: sponsor.businessName }).check();

    const proposal = admin.getByRole('region', { name: 'Create a match' });
    await proposal.getByRole('heading', { name: 'Proposed Match' }).waitFor();
    // No summary or deliverable yet: the form says what is missing and creates nothing.
    await admin.getByLabel('Amount').fill(OFFER.typed);
    await admin.getByRole('button', { name: 'Create match' }).click();
    await proposal.getByText('Please write a short summary of the offer').waitFor();
    await proposal.getByText('List at least one deliverable').waitFor();
    const listed = await admin.request.get('/api/admin/matches');
    expect(listed.status()).toBe(200);
    expect(JSON.stringify(await listed.json())).not.toContain(team.teamName);
    await admin.getByLabel('Summary').fill(OFFER.summary);
    await admin.getByRole('textbox', { name: 'Deliverable 1' }).fill(OFFER.deliverables[0]!);
    await admin.getByRole('button', { name: 'Add deliverable' }).click();
    await admin.getByRole('textbox', { name: 'Deliverable 2' }).fill(OFFER.deliverables[1]!);
    await screenshots(admin, 'admin-matches-proposed');
    await admin.getByRole('button', { name: 'Create match' }).click();
    await toast(admin, 'Match created');
    await proposal.getByText('The match is saved as Pending Approval.', { exact: false }).waitFor();
    await proposal.getByText('Pending Approval', { exact: true }).waitFor();
    await proposal.getByText(OFFER.amount, { exact: true }).waitFor();
    await proposal.getByText('Version 1', { exact: true }).waitFor();
    await proposal.getByText('Custom', { exact: true }).waitFor();
    for (const item of OFFER.deliverables) await proposal.getByText(item, { exact: true }).waitFor();
    await matchCard().getByText('Pending Approval', { exact: true }).waitFor();

    await proposal.getByRole('button', { name: 'Send Introduction Emails' }).click();
    await sendIntroduction(INTRO_SUBJECT, 'admin-matches-intro-email');
    const card = matchCard();
    await card.getByText('Introduction Sent', { exact: true }).waitFor();
    await card.getByText(`${OFFER.amount} · Custom · Version 1`, { exact: false }).waitFor();
    await screenshots(admin, 'admin-matches-sent');

    const sent = await mailbox(admin);
    for (const to of [team.email, sponsor.email]) {
      expect(
        sent.filter(
          (mail) => mail.to === to && mail.kind === 'match_introduction' && mail.subject === INTRO_SUBJECT,
        ),
      ).toHaveLength(1);
    }
  });

  it(
    'shows the admin the comment of a change request, and sends a revised offer that retires the old links',
    async () => {
      firstRound = {
        sponsorAccept: await emailLink(business, sponsor.email, INTRO_SUBJECT, 'ACCEPT'),
        teamChanges: await emailLink(coach, team.email, INTRO_SUBJECT, 'CHANGES'),
      };
      await screenshots(coach, 'mailbox-match-introduction');

      await openLink(coach, firstRound.teamChanges, 'Request changes', OFFER.amount);
      await coach.getByText('You are answering as the team.', { exact: false }).waitFor();
      const submit = coach.getByRole('button', { name: 'Submit Request' });
      // The comment is required: the button waits for one.
      expect(await submit.isDisabled()).toBe(true);
      await coach.getByLabel('What changes would you like to request?').fill(CHANGE_REQUEST);
      await screenshots(coach, 'cta-request-changes');
      await submit.click();
      await expectResult(coach, 'Change Request Submitted', null, 'Team');
      await screenshots(coach, 'cta-result-changes');

      await openMatchesTab();
      const card = matchCard();
      await card.getByText('Changes Requested', { exact: true }).waitFor();
      await card.getByText('Changes requested by the team on', { exact: false }).waitFor();
      await card.getByText(CHANGE_REQUEST, { exact: true }).waitFor();
      await screenshots(admin, 'admin-matches-changes-requested');

      await card.getByRole('button', { name: 'Revise offer' }).click();
      const revise = admin.getByRole('dialog', { name: 'Revise offer' });
      await revise.getByText(CHANGE_REQUEST, { exact: true }).waitFor();
      expect(await revise.getByLabel('Amount').inputValue()).toBe(OFFER.typed);
      await revise.getByLabel('Amount').fill(OFFER.revisedTyped);
      await revise.getByRole('button', { name: 'Save version 2' }).click();
      await toast(admin, 'Offer revised');
      await sendIntroduction(REVISED_SUBJECT);
      await card.getByText('Introduction Sent', { exact: true }).waitFor();
      await card.getByText(`${OFFER.revised} · Custom · Version 2`, { exact: false }).waitFor();

      // Only the latest introduction can be answered: the first round's unused link is dead; the used
      // one says what was done.
      await expectLinkInvalid(business, firstRound.sponsorAccept);
      await expectLinkAnswered(coach, firstRound.teamChanges, 'Changes Already Requested');
    },
    JOURNEY_MS,
  );

  it(
    'lets the business, then the team, accept from their email links; both dashboards show Active Partnership',
    async () => {
      secondRound = {
        sponsorAccept: await emailLink(business, sponsor.email, REVISED_SUBJECT, 'ACCEPT'),
        sponsorReject: await emailLink(business, sponsor.email, REVISED_SUBJECT, 'REJECT'),
        teamAccept: await emailLink(coach, team.email, REVISED_SUBJECT, 'ACCEPT'),
      };

      await openLink(business, secondRound.sponsorAccept, 'Accept this match?', OFFER.revised);
      await business.getByText('Version 2', { exact: true }).waitFor();
      await screenshots(business, 'cta-accept');
      await business.getByRole('button', { name: 'Accept Match' }).click();
      await expectResult(business, 'Approval Received', 'Waiting for Other Party', 'Sponsor');
      await business.getByText('We are now waiting for the team to approve.', { exact: false }).waitFor();
      await screenshots(business, 'cta-result-waiting');

      // Half-way: the team sees the sponsor's approval, and no contact details yet.
      await coach.goto('/team-dashboard');
      const waiting = await expectPanelRow(
        coach,
        'Matched Businesses',
        sponsor.businessName,
        'Sponsor Approved',
        OFFER.revised,
      );
      await waiting.getByRole('button', { name: 'Details' }).click();
      await coach
        .getByRole('dialog', { name: sponsor.businessName })
        .getByText('Contact details are shared once both of you approve the match.')
        .waitFor();
      await coach.keyboard.press('Escape');

      await openLink(coach, secondRound.teamAccept, 'Accept this match?', OFFER.revised);
      await coach.getByRole('button', { name: 'Accept Match' }).click();
      await expectResult(coach, 'Match Approved!', 'Mutual Approval', 'Team');
      await screenshots(coach, 'cta-result-mutual');

      await coach.goto('/team-dashboard');
      const partner = await expectPanelRow(
        coach,
        'Matched Businesses',
        sponsor.businessName,
        'Active Partnership',
        OFFER.revised,
      );
      await partner.getByRole('button', { name: 'Details' }).click();
      await coach.getByRole('dialog', { name: sponsor.businessName }).getByText(sponsor.email).waitFor();
      await screenshots(coach, 'team-dashboard-matched');
      await coach.keyboard.press('Escape');

      await business.goto('/business-dashboard');
      const matched = await expectPanelRow(
        business,
        'Matched Teams',
        team.teamName,
        'Active Partnership',
        OFFER.revised,
      );
      await matched.getByRole('button', { name: `Details of the match with ${team.teamName}` }).click();
      await business.getByRole('dialog', { name: team.teamName }).getByText(team.email).waitFor();
      await screenshots(business, 'business-dashboard-matched');
      await business.keyboard.press('Escape');

      await openMatchesTab();
      await matchCard().getByText('Active Partnership', { exact: true }).waitFor();

      // Each party is sent the other's contact details.
      const sent = await mailbox(admin);
      for (const [to, subject] of [
        [team.email, `It's a match: ${sponsor.businessName} and ${team.teamName}`],
        [sponsor.email, `It's a match: ${team.teamName} and ${sponsor.businessName}`],
      ]) {
        expect(
          sent.some((mail) => mail.to === to && mail.kind === 'match_approved' && mail.subject === subject),
        ).toBe(true);
      }

      // A used link, and the same party's other link of that offer, say what was done and offer nothing.
      await expectLinkAnswered(business, secondRound.sponsorAccept, 'Already Accepted');
      await screenshots(business, 'cta-link-answered');
      await expectLinkAnswered(business, secondRound.sponsorReject, 'Already Accepted');
      await expectLinkInvalid(business, `/cta/${'A'.repeat(43)}-ACCEPT`);
      await screenshots(business, 'cta-link-invalid');
    },
    JOURNEY_MS,
  );

  it('sends a signed-in non-admin home from /admin, told why', async () => {
    await business.goto('/admin');
    await business.waitForURL((url) => url.pathname === '/');
    await toast(business, 'Access Denied');
    await business.getByText("You don't have admin privileges").first().waitFor();
    const refused = await business.request.get('/api/admin/matches');
    expect(refused.status()).toBe(403);
  });

  it('lists a failed sign-in and the admin reading a list on the Security tab, and exports the report', async () => {
    // A wrong password for the sponsor's address, from a fresh browser.
    const stranger = await browser.page(DESKTOP);
    await stranger.goto('/auth');
    await stranger.getByLabel('Email').fill(sponsor.email);
    await stranger.getByLabel('Password', { exact: false }).first().fill(`${PASSWORD}x`);
    await stranger.getByRole('button', { name: 'Sign In' }).last().click();
    await stranger.getByText('Invalid email or password.').first().waitFor();

    await admin.goto('/admin/dashboard?tab=teams');
    await admin.getByText(team.teamName).first().waitFor();
    await admin.getByRole('tab', { name: 'Security' }).click();
    await admin.waitForURL((url) => url.searchParams.get('tab') === 'security');
    await admin.getByRole('heading', { name: 'Security Monitoring' }).waitFor();
    const events = admin.getByRole('listitem');
    const failed = events
      .filter({ hasText: 'Sign-in failed' })
      .filter({ hasText: 'Wrong email or password' })
      .first();
    await failed.getByText('Details').click();
    await failed.getByText(sponsor.email).waitFor();
    const read = events
      .filter({ hasText: 'Data access' })
      .filter({ hasText: 'Admin viewed the list of all teams' })
      .first();
    await read.getByText(`By ${inject('adminEmail')}`).waitFor();
    await screenshots(admin, 'admin-security');

    const day = () => new Date().toISOString().slice(0, 10);
    const before = day();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export Report' }).click(),
    ]);
    const names = [before, day()].map((date) => `security_report_${date}.csv`);
    expect(names).toContain(download.suggestedFilename());
    const csv = Papa.parse<string[]>(await readFile((await download.path())!, 'utf8'), {
      skipEmptyLines: true,
    });
    expect(csv.errors).toEqual([]);
    const [header, ...rows] = csv.data;
    expect(header).toEqual(['Date', 'Event Type', 'Description', 'Actor ID']);
    expect(
      rows.some(
        ([, type, description]) => type === 'AUTH_SIGNIN_FAILED' && description === 'Wrong email or password',
      ),
    ).toBe(true);
    const adminRead = rows.find(
      ([, type, description]) =>
        type === 'DATA_ACCESS' && description === 'Admin viewed the list of all teams',
    );
    // The admin is the actor: an id, not an address.
    expect(adminRead?.[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows.every(([date]) => !Number.isNaN(Date.parse(date!)))).toBe(true);
  });
});

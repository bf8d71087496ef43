import type { Locator, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../src/shared/dates';
import { DESKTOP, uniqueEmail, withBrowser } from '../support/browser';
import {
  confirmByApi,
  linkInMail,
  PASSWORD,
  screenshots,
  signInAsAdmin,
  signUpBusinessByApi,
  signUpTeamAccount,
  type TeamAccount,
  toast,
  uniqueName,
} from '../support/e2e-flows';
import { CHANGES, pressTwice } from '../support/press-twice';

/*
 * The double-press sweep (issue 19, docs/decisions/0025-safe-to-repeat.md): each of the app's mutating
 * buttons pressed twice within 50 ms in Chromium. Each case checks that the first press's success shows,
 * that no error toast appeared, and that the effect happened exactly once (through the API or the dev
 * mailbox). The set-up goes through the API where the screen is not what is tested.
 */

const browser = withBrowser();
const CASE_MS = 60_000;

/** The team most cases act on: signed up, profiled, listed and approved through the API. */
const team: TeamAccount = { email: uniqueEmail('dp-coach'), teamName: uniqueName('Double Press Owls') };
const sponsor = {
  email: uniqueEmail('dp-sponsor'),
  businessName: uniqueName('Twice Pressed Coffee'),
  contactName: 'Robin Vale',
};
const GOLD = {
  name: 'Gold',
  amount: 75_000,
  price: '$750',
  benefits: ['Logo on jerseys', 'Banner at games'],
};
const AVA = { firstName: 'Ava', lastName: 'Chen', jersey: 9 };
const CONTACTS = [
  { contactName: 'Grandma Chen', contactEmail: uniqueEmail('dp-grandma') },
  { contactName: 'Uncle Bo', contactEmail: uniqueEmail('dp-uncle') },
];

/** An ISO date `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SEASON = { start: inDays(-30), end: inDays(60) };

let coach: Page;
let admin: Page;
let business: Page;
let teamId = '';
let goldTierId = '';
let avaId = '';
let avaSlug = '';
let sponsorshipId = '';

// ---------------------------------------------------------------------------------------------------------
// The press, and what it may leave behind

declare global {
  interface Window {
    __errorToasts?: string[];
  }
}

/**
 * Every error toast (sonner: `[data-sonner-toast][data-type="error"]`) the page shows from now on, kept
 * even after it has faded, as long as the document is not reloaded.
 */
async function watchErrorToasts(page: Page): Promise<Page> {
  await page.addInitScript(() => {
    window.__errorToasts = [];
    const seen = new WeakSet<Element>();
    const look = () => {
      for (const toast of document.querySelectorAll('[data-sonner-toast][data-type="error"]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        window.__errorToasts?.push(toast.textContent?.trim() || '(an error toast without text)');
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-type'],
    });
  });
  return page;
}

async function newPage(): Promise<Page> {
  return watchErrorToasts(await browser.page(DESKTOP));
}

/** No error toast on screen now, and none shown since the page was loaded. */
async function expectNoErrorToast(page: Page): Promise<void> {
  // A refusal of the second press would come a moment after the first press's success.
  await page.waitForTimeout(300);
  const shown = await page.evaluate(() => window.__errorToasts ?? []);
  const onScreen = await page.locator('[data-sonner-toast][data-type="error"]').allInnerTexts();
  expect({ shown, onScreen }).toEqual({ shown: [], onScreen: [] });
}

interface Call {
  method: string;
  path: string;
  /** The request's body as sent. */
  sent: string;
  status: number;
  key: string | null;
  replayed: boolean;
  body: string;
}

/**
 * The page's mutating API calls from now on (method, path, status, Idempotency-Key, replayed or not), to
 * show what reached the server; `done()` waits for every call in flight to answer, then stops listening.
 */
function recordCalls(page: Page) {
  const calls: Call[] = [];
  const pending = new Set<Promise<void>>();
  const onResponse = (response: Response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (!CHANGES.has(request.method()) || !url.pathname.startsWith('/api/')) return;
    const read = (async () => {
      calls.push({
        method: request.method(),
        path: url.pathname,
        sent: request.postData() ?? '',
        status: response.status(),
        key: (await request.allHeaders())['idempotency-key'] ?? null,
        replayed: response.headers()['idempotent-replayed'] === 'true',
        body: await response.text().catch(() => ''),
      });
    })();
    pending.add(read);
    void read.finally(() => pending.delete(read));
  };
  page.on('response', onResponse);
  return {
    calls,
    /** Waits until no mutating request of the page is in flight, then stops recording. */
    async done(label: string): Promise<Call[]> {
      await page.waitForTimeout(150);
      await Promise.all(pending);
      page.off('response', onResponse);
      console.info(
        `[double-press] ${label}: ${calls
          .map((c) => `${c.method} ${c.path} → ${c.status}${c.replayed ? ' (replayed)' : ''}`)
          .join('; ')}`,
      );
      return calls;
    },
  };
}

/** Every call to `path` answered with a success, and each repeat answered with the first one's body. */
function expectOneOutcome(calls: Call[], path: RegExp): void {
  const mine = calls.filter((call) => path.test(call.path));
  expect(mine.length, `no call to ${path}`).toBeGreaterThan(0);
  for (const call of mine) expect(call.status, `${call.method} ${call.path}: ${call.body}`).toBeLessThan(300);
  const bodies = new Set(mine.map((call) => call.body));
  expect(bodies.size, `different answers to the presses: ${[...bodies].join(' | ')}`).toBe(1);
}

// ---------------------------------------------------------------------------------------------------------
// The API, from a page's own context

async function json<T>(response: { status(): number; text(): Promise<string> }): Promise<T> {
  const body = await response.text();
  expect(response.status(), body).toBeLessThan(300);
  return JSON.parse(body) as T;
}

const get = async <T>(page: Page, path: string) => json<T>(await page.request.get(path));
const post = async <T>(page: Page, path: string, data: unknown = {}) =>
  json<T>(await page.request.post(path, { data }));

interface Mail {
  id: string;
  to: string;
  subject: string;
  kind: string;
}

/** Every message in the outbox to `to` (each address here is the test's own), newest first. */
async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const found: Mail[] = [];
  for (let n = 1; n <= 5; n++) {
    const list = await get<{ messages: Mail[] }>(page, `/api/dev/mailbox?page=${n}`);
    found.push(...list.messages.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()));
    if (list.messages.length < 50) break;
  }
  return found;
}

/**
 * The mails of `kind` to `to`, once at least one has arrived and a moment has passed for a second one to
 * show up (a mail queued by a second run would be in the outbox as soon as its answer).
 */
async function settledMails(page: Page, to: string, kind: string): Promise<Mail[]> {
  await expect
    .poll(async () => (await mailsTo(page, to)).filter((m) => m.kind === kind).length)
    .toBeGreaterThan(0);
  await page.waitForTimeout(250);
  return (await mailsTo(page, to)).filter((mail) => mail.kind === kind);
}

/** The whole profile a team needs to be listed (PUT /api/teams/:id replaces every field). */
function profile(account: TeamAccount, season?: { start: string; end: string }) {
  return {
    name: account.teamName,
    coachName: 'Jordan Rivera',
    sport: 'Soccer',
    ageGroup: 'Under 12',
    contactEmail: account.email,
    location: 'Portland, OR',
    description: 'Eleven kids and a coach who brings orange slices.',
    ...(season ? { seasonStartDate: season.start, seasonEndDate: season.end } : {}),
  };
}

/** Signed up, confirmed (signed in), profiled and sent for review: everything but the admin's decision. */
async function teamUnderReview(page: Page, account: TeamAccount, season?: { start: string; end: string }) {
  const mine = await get<{ team: { id: string; slug: string } }>(page, '/api/teams/mine');
  await json(await page.request.put(`/api/teams/${mine.team.id}`, { data: profile(account, season) }));
  await post(page, `/api/teams/${mine.team.id}/publish`, { publish: true });
  return mine.team;
}

// ---------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  [coach, admin, business] = await Promise.all([newPage(), newPage(), newPage()]);
  await signInAsAdmin(admin);

  // The team: the Join form's call, its mailed link, a profile with a season, listed and approved.
  await signUpTeamAccount(coach, team);
  teamId = (await teamUnderReview(coach, team, SEASON)).id;
  await post(admin, `/api/admin/teams/${teamId}/approve`);

  const { tier } = await post<{ tier: { id: string } }>(coach, `/api/teams/${teamId}/tiers`, {
    name: GOLD.name,
    amount: GOLD.amount,
    description: 'Jerseys and tournament fees.',
    benefits: GOLD.benefits,
    availableSpots: 3,
  });
  goldTierId = tier.id;
  const { player } = await post<{ player: { id: string; urlSlug: string } }>(
    coach,
    `/api/teams/${teamId}/players`,
    { firstName: AVA.firstName, lastName: AVA.lastName, jerseyNumber: AVA.jersey },
  );
  avaId = player.id;
  avaSlug = player.urlSlug;
  for (const contact of CONTACTS) await post(coach, `/api/players/${avaId}/contacts`, contact);

  // The business, approved (only an approved business pays).
  await signUpBusinessByApi(business, sponsor);
  const { business: mine } = await get<{ business: { id: string } }>(business, '/api/businesses/mine');
  await post(admin, `/api/admin/businesses/${mine.id}/approve`);
}, 120_000);

/** Ava's contacts dialog, opened from the roster on the coach's dashboard. */
async function avaContacts(): Promise<Locator> {
  await coach.goto('/team-dashboard');
  await coach
    .getByRole('region', { name: 'Roster' })
    .getByRole('row', { name: /Ava Chen/ })
    .getByRole('button', { name: 'Contacts' })
    .click();
  return coach.getByRole('dialog', { name: "Ava Chen's contacts" });
}

describe('the double-press sweep: every mutating button pressed twice within 50 ms', () => {
  // The sign-up's team is the one the admin approves in the next case.
  const joiner: TeamAccount = { email: uniqueEmail('dp-joiner'), teamName: uniqueName('Second Press Hawks') };
  let joinerPage: Page;

  it(
    'sign-up, Create Account: "Check your email" once, one confirmation email',
    async () => {
      joinerPage = await newPage();
      const page = joinerPage;
      await page.goto('/team-signup');
      await page.getByLabel('Full name').fill('Sam Ortiz');
      await page.getByLabel('Phone').fill('503-555-0142');
      await page.getByLabel('Email').fill(joiner.email);
      await page.getByLabel('Your role').selectOption({ label: 'Head Coach' });
      await page.getByLabel('Team or organization name').fill(joiner.teamName);
      await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);

      const record = recordCalls(page);
      await pressTwice(page, page.getByRole('button', { name: 'Create Account' }));
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      const calls = await record.done('sign-up');
      await expectNoErrorToast(page);
      expectOneOutcome(calls, /^\/api\/teams\/signup$/);

      const mails = await settledMails(page, joiner.email, 'verify_email');
      expect(mails).toHaveLength(1);
      // A second run would have mailed "someone tried to sign up with your address".
      expect((await mailsTo(page, joiner.email)).map((mail) => mail.kind)).toEqual(['verify_email']);
    },
    CASE_MS,
  );

  it(
    'admin, Approve then Send Email(s): approved once, one email dialog, one congratulation email',
    async () => {
      await confirmByApi(joinerPage, joiner.email);
      const joined = await teamUnderReview(joinerPage, joiner);

      await admin.goto('/admin/approval?tab=teams');
      const item = admin
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { name: joiner.teamName, exact: true }) });
      const record = recordCalls(admin);
      await pressTwice(admin, item.getByRole('button', { name: 'Approve' }));
      await toast(admin, 'Registration Approved');
      const dialog = admin.getByRole('dialog', { name: 'Send Email' });
      await dialog.getByText(joiner.email, { exact: true }).waitFor();
      expect(await admin.getByRole('dialog').count()).toBe(1);
      const subject = await dialog.getByLabel('Subject').inputValue();
      expect(await dialog.getByLabel('Message').inputValue()).toContain('Congratulations!');

      await pressTwice(admin, dialog.getByRole('button', { name: 'Send Email(s)' }));
      await toast(admin, 'Emails Sent');
      await dialog.waitFor({ state: 'detached' });
      await item.waitFor({ state: 'detached' });
      const calls = await record.done('admin approve + send email');
      await expectNoErrorToast(admin);
      expectOneOutcome(calls, /^\/api\/admin\/teams\/[^/]+\/approve$/);
      expectOneOutcome(calls, /^\/api\/admin\/emails$/);

      const mails = await settledMails(admin, joiner.email, 'admin');
      expect(mails.map((mail) => mail.subject)).toEqual([subject]);
      const mine = await get<{ team: { id: string; verificationStatus: string } }>(
        joinerPage,
        '/api/teams/mine',
      );
      expect(mine.team.id).toBe(joined.id);
      expect(mine.team.verificationStatus).toBe('approved');
    },
    CASE_MS,
  );

  it(
    'coach, Create Tier: "tier created" once, one tier',
    async () => {
      await coach.goto('/team-sponsorship-manager');
      await coach.getByRole('heading', { name: 'Sponsorship Management' }).waitFor();
      await coach.getByLabel('Tier name').fill('Silver');
      await coach.getByLabel('Amount').fill('400');
      await coach.getByLabel('Available spots').fill('2');
      await coach.getByLabel('Description').fill('Travel to the spring tournament.');
      await coach.getByRole('textbox', { name: 'Benefit 1' }).fill('Logo on the team banner');

      const record = recordCalls(coach);
      await pressTwice(coach, coach.getByRole('button', { name: 'Create Tier' }));
      await toast(coach, 'Sponsorship tier created successfully');
      await coach
        .getByRole('region', { name: 'Sponsorship Tiers' })
        .getByRole('heading', { name: 'Silver', exact: true })
        .waitFor();
      const calls = await record.done('create tier');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/teams\/[^/]+\/tiers$/);

      const { tiers } = await get<{ tiers: { name: string }[] }>(coach, `/api/teams/${teamId}/tiers`);
      expect(tiers.filter((tier) => tier.name === 'Silver')).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'coach, Add player: "Player added" once, one player',
    async () => {
      await coach.goto('/team-dashboard');
      await coach.getByRole('button', { name: 'Add player' }).first().click();
      const dialog = coach.getByRole('dialog', { name: 'Add player' });
      await dialog.getByLabel('First name').fill('Leo');
      await dialog.getByLabel('Last name').fill('Grant');
      await dialog.getByLabel('Jersey number').fill('5');

      const record = recordCalls(coach);
      await pressTwice(coach, dialog.getByRole('button', { name: 'Add player' }));
      await toast(coach, 'Player added to roster');
      await dialog.waitFor({ state: 'detached' });
      await coach
        .getByRole('region', { name: 'Roster' })
        .getByRole('row', { name: /Leo Grant/ })
        .waitFor();
      const calls = await record.done('add player');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/teams\/[^/]+\/players$/);

      const { players } = await get<{ players: { playerName: string }[] }>(
        coach,
        `/api/teams/${teamId}/players`,
      );
      expect(players.filter((player) => player.playerName === 'Leo Grant')).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'coach, Add player, the answer lost on the way: pressing again replays the first answer, one player',
    async () => {
      await coach.goto('/team-dashboard');
      await coach.getByRole('button', { name: 'Add player' }).first().click();
      const dialog = coach.getByRole('dialog', { name: 'Add player' });
      await dialog.getByLabel('First name').fill('Noor');
      await dialog.getByLabel('Last name').fill('Haddad');
      await dialog.getByLabel('Jersey number').fill('14');

      // The server adds the player, but its answer never reaches the phone (a dropped connection).
      const players = `**/api/teams/${teamId}/players`;
      await coach.route(players, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        await route.fetch();
        await route.abort('timedout');
      });
      const sent: (string | null)[] = [];
      coach.on('request', (request) => {
        if (request.method() === 'POST' && /\/players$/.test(request.url()))
          void request.allHeaders().then((headers) => sent.push(headers['idempotency-key'] ?? null));
      });
      await dialog.getByRole('button', { name: 'Add player' }).click();
      await toast(coach, 'Failed to add player');
      await coach.unroute(players);

      const record = recordCalls(coach);
      await dialog.getByRole('button', { name: 'Add player' }).click();
      await toast(coach, 'Player added to roster');
      const calls = await record.done('add player, retried');
      expect(calls).toEqual([expect.objectContaining({ status: 201, replayed: true })]);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toBeTruthy();
      expect(sent[1]).toBe(sent[0]);

      const { players: roster } = await get<{ players: { playerName: string }[] }>(
        coach,
        `/api/teams/${teamId}/players`,
      );
      expect(roster.filter((player) => player.playerName === 'Noor Haddad')).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'coach, CSV import: "2 players added" once, each player once',
    async () => {
      await coach.goto('/team-dashboard');
      await coach.getByRole('button', { name: 'Import CSV' }).first().click();
      const dialog = coach.getByRole('dialog', { name: 'Import players from CSV' });
      await dialog.getByLabel('CSV file').setInputFiles({
        name: 'roster.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'first name,last name,jersey number,parent name,parent email\n' +
            `Mia,Lopez,21,Rosa Lopez,${uniqueEmail('dp-rosa')}\n` +
            `Zoe,Park,22,Min Park,${uniqueEmail('dp-min')}\n`,
        ),
      });
      await dialog.getByText('All 2 rows look good.').waitFor();

      const record = recordCalls(coach);
      await pressTwice(coach, dialog.getByRole('button', { name: 'Import 2 players' }));
      await toast(coach, '2 players added to roster');
      await dialog.waitFor({ state: 'detached' });
      const calls = await record.done('csv import');
      await expectNoErrorToast(coach);
      expectOneOutcome(
        // The dry run the dialog asks for (again after a refusal) is not the import.
        calls.filter((call) => !call.sent.includes('"dryRun":true')),
        /^\/api\/teams\/[^/]+\/players\/import$/,
      );

      const { players } = await get<{ players: { playerName: string }[] }>(
        coach,
        `/api/teams/${teamId}/players`,
      );
      const names = players.map((player) => player.playerName);
      expect(names.filter((name) => name === 'Mia Lopez')).toHaveLength(1);
      expect(names.filter((name) => name === 'Zoe Park')).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'coach, fundraising email Send: "Emails sent to 2 contacts" once, each contact mailed once',
    async () => {
      const contacts = await avaContacts();
      await contacts.getByRole('button', { name: 'Send fundraising email' }).click();
      const composer = coach.getByRole('dialog', { name: 'Send fundraising email' });
      await composer.getByText('2 of 2 selected').waitFor();
      await composer.getByLabel('Content').fill('<p>Help Ava get to the tournament.</p>');

      const record = recordCalls(coach);
      await pressTwice(coach, composer.getByRole('button', { name: /^Send to 2 contacts/ }));
      await toast(coach, 'Emails sent to 2 contacts');
      const calls = await record.done('fundraising email');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/players\/[^/]+\/fundraising-email$/);

      for (const contact of CONTACTS) {
        expect(await settledMails(coach, contact.contactEmail, 'fundraising')).toHaveLength(1);
      }
    },
    CASE_MS,
  );

  it(
    'business, Pay on the sponsor page: the checkout opens once, one pending sponsorship, no cancelled one',
    async () => {
      await business.goto(`/sponsor-team/${teamId}?tier=${goldTierId}`);
      await business.getByRole('heading', { name: `Sponsor ${team.teamName}` }).waitFor();

      const record = recordCalls(business);
      await pressTwice(business, business.getByRole('button', { name: `Pay ${GOLD.price}` }));
      await business.waitForURL('**/sandbox/checkout/*');
      await business.getByText('Sandbox: no real money moves').waitFor();
      const calls = await record.done('sponsor page Pay');
      await expectNoErrorToast(business);
      expectOneOutcome(calls, /^\/api\/payments\/sponsorships\/checkout$/);
      sponsorshipId = (
        JSON.parse(calls.find((call) => call.path.endsWith('/checkout'))!.body) as { sponsorshipId: string }
      ).sponsorshipId;

      // One spot held, one row: a second checkout would have cancelled the first (the "ghost" row).
      const { tiers } = await get<{ tiers: { id: string; takenSpots: number }[] }>(
        coach,
        `/api/teams/${teamId}/tiers`,
      );
      expect(tiers.find((tier) => tier.id === goldTierId)?.takenSpots).toBe(1);
      const dashboard = await get<{ sponsorships: { id: string; status: string; team: { id: string } }[] }>(
        business,
        '/api/business/dashboard',
      );
      expect(
        dashboard.sponsorships
          .filter((s) => s.team.id === teamId)
          .map((s) => ({ id: s.id, status: s.status })),
      ).toEqual([{ id: sponsorshipId, status: 'pending' }]);
    },
    CASE_MS,
  );

  it(
    'business, Pay on the sandbox checkout: the success page, one receipt, one active sponsorship marked Yours',
    async () => {
      expect(new URL(business.url()).pathname).toMatch(/^\/sandbox\/checkout\//);
      const record = recordCalls(business);
      await pressTwice(business, business.getByRole('button', { name: 'Pay', exact: true }));
      await business.waitForURL('**/sponsorship-success?*');
      await business.getByRole('heading', { name: 'Sponsorship Successful!' }).waitFor();
      const calls = await record.done('sandbox Pay (sponsorship)');
      await expectNoErrorToast(business);
      expectOneOutcome(calls, /^\/api\/payments\/sandbox\/sessions\/[^/]+\/pay$/);
      expect(await business.getByText('Already paid').count()).toBe(0);

      expect(await settledMails(business, sponsor.email, 'sponsorship_receipt')).toHaveLength(1);
      expect(await settledMails(coach, team.email, 'sponsorship_notice')).toHaveLength(1);

      // The business dashboard: one card for the team, active and paid, no cancelled ghost beside it.
      await business.goto('/business-dashboard');
      const cards = business
        .getByRole('region', { name: 'Your Sponsorships' })
        .getByRole('listitem')
        .filter({ has: business.getByRole('heading', { name: team.teamName }) });
      await cards.first().getByText('Payment paid', { exact: true }).waitFor();
      expect(await cards.count()).toBe(1);
      expect(await cards.getByText('Cancelled', { exact: true }).count()).toBe(0);
      const dashboard = await get<{
        sponsorships: { id: string; status: string; paymentStatus: string; team: { id: string } }[];
      }>(business, '/api/business/dashboard');
      expect(
        dashboard.sponsorships
          .filter((s) => s.team.id === teamId)
          .map((s) => ({ id: s.id, status: s.status, paymentStatus: s.paymentStatus })),
      ).toEqual([{ id: sponsorshipId, status: 'active', paymentStatus: 'paid' }]);

      // Back on the sponsor page: the tier is the business's own.
      await business.goto(`/sponsor-team/${teamId}`);
      await business
        .getByText(`You sponsor this team: ${GOLD.name}, until ${formatCalendarDate(SEASON.end)}.`)
        .waitFor();
      await business.getByText('Yours', { exact: true }).waitFor();
      await screenshots(business, 'sponsor-page-yours');
    },
    CASE_MS,
  );

  it(
    "donor, Donate on a player's page then Pay: one checkout, the success page, one donation and one receipt",
    async () => {
      const donor = await newPage();
      const donorEmail = uniqueEmail('dp-donor');
      await donor.goto(`/player/${avaSlug}`);
      await donor.getByLabel('Or enter another amount').fill('12.34');
      await donor.locator('label', { has: donor.getByRole('radio', { name: /^One-time/ }) }).click();
      await donor.getByLabel('Your name').fill('Grace Chen');
      await donor.getByLabel(/^Email/).fill(donorEmail);

      const record = recordCalls(donor);
      await pressTwice(donor, donor.getByRole('button', { name: 'Donate $12.34' }));
      await donor.waitForURL('**/sandbox/checkout/*');
      await donor.getByText('Sandbox: no real money moves').waitFor();
      await pressTwice(donor, donor.getByRole('button', { name: 'Pay', exact: true }));
      await donor.waitForURL('**/player-donation-success?*');
      await donor.getByRole('heading', { name: 'Donation Successful!' }).waitFor();
      const calls = await record.done('donate + sandbox Pay (donation)');
      await expectNoErrorToast(donor);
      expectOneOutcome(calls, /^\/api\/donations\/checkout$/);
      expectOneOutcome(calls, /^\/api\/payments\/sandbox\/sessions\/[^/]+\/pay$/);

      expect(await settledMails(donor, donorEmail, 'donation_receipt')).toHaveLength(1);
      const notices = (await settledMails(coach, team.email, 'donation_notice')).filter((mail) =>
        mail.subject.includes('$12.34'),
      );
      expect(notices).toHaveLength(1);
      const { stats } = await get<{ stats: { raised: { donationsCents: number } } }>(
        coach,
        `/api/teams/${teamId}/dashboard`,
      );
      expect(stats.raised.donationsCents).toBe(1234);
    },
    CASE_MS,
  );

  it(
    "coach, fulfilment 'mark delivered' checkbox: marked delivered once, and it stays delivered",
    async () => {
      await coach.goto('/team-dashboard');
      const row = coach
        .getByRole('region', { name: 'Sponsorships' })
        .getByRole('listitem')
        .filter({ hasText: sponsor.businessName });
      await row.getByText('Payment paid', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Fulfilment' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Fulfilment' });
      await dialog.getByText(`0 of ${GOLD.benefits.length} delivered`).waitFor();
      const jerseys = dialog.getByRole('listitem').filter({ hasText: GOLD.benefits[0]! });

      const record = recordCalls(coach);
      // Its answer is quick enough that a plain double press finds the box live again only some of the
      // time: the second press waits for the answer, so the case does not depend on the machine's speed.
      await pressTwice(coach, jerseys.getByRole('checkbox'), { afterAnswer: true });
      await toast(coach, 'Marked delivered');
      const calls = await record.done('mark delivered');
      await expectNoErrorToast(coach);
      // A checkbox toggles: a second press must not be taken as "undo" of the first.
      expect(
        calls.filter((call) => call.method === 'DELETE').map((call) => `${call.method} ${call.status}`),
        'the second press unmarked the benefit the first press had just marked delivered',
      ).toEqual([]);
      expectOneOutcome(calls, /^\/api\/sponsorships\/[^/]+\/deliverables\/[^/]+\/delivery$/);
      await dialog.getByText(`1 of ${GOLD.benefits.length} delivered`).waitFor();
      expect(await jerseys.getByRole('checkbox').isChecked()).toBe(true);

      const checklist = await get<{ items: { benefit: string; deliveredOn: string | null }[] }>(
        coach,
        `/api/sponsorships/${sponsorshipId}/fulfilment`,
      );
      expect(checklist.items.filter((item) => item.deliveredOn !== null).map((item) => item.benefit)).toEqual(
        [GOLD.benefits[0]],
      );
    },
    CASE_MS,
  );

  it(
    'coach, message Send: "Message sent" once, one message in the thread, one notice email',
    async () => {
      const text = `Jerseys arrive Friday ${Date.now()}`;
      await coach.goto('/team-dashboard');
      const row = coach
        .getByRole('region', { name: 'Sponsorships' })
        .getByRole('listitem')
        .filter({ hasText: sponsor.businessName });
      await row.getByRole('button', { name: 'Show Messages' }).click();
      await row.getByLabel('Your message').fill(text);

      const record = recordCalls(coach);
      await pressTwice(coach, row.getByRole('button', { name: 'Send', exact: true }));
      await toast(coach, 'Message sent successfully');
      await row.getByRole('log').getByText(text).waitFor();
      const calls = await record.done('message send');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/sponsorships\/[^/]+\/messages$/);
      expect(await row.getByRole('log').getByText(text).count()).toBe(1);

      const thread = await get<{ messages: { message: string }[] }>(
        coach,
        `/api/sponsorships/${sponsorshipId}/messages`,
      );
      expect(thread.messages.filter((message) => message.message === text)).toHaveLength(1);
      expect(await settledMails(business, sponsor.email, 'sponsorship_message')).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'coach, Add contact: "Contact added" once, one contact',
    async () => {
      const contacts = await avaContacts();
      const email = uniqueEmail('dp-aunt');
      await contacts.getByLabel('Name').fill('Aunt Mae');
      await contacts.getByLabel('Email').fill(email);

      const record = recordCalls(coach);
      await pressTwice(coach, contacts.getByRole('button', { name: 'Add contact' }));
      await toast(coach, 'Contact added successfully');
      await contacts.getByRole('listitem').filter({ hasText: 'Aunt Mae' }).waitFor();
      const calls = await record.done('add contact');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/players\/[^/]+\/contacts$/);
      const { contacts: listed } = await get<{ contacts: { contactEmail: string }[] }>(
        coach,
        `/api/players/${avaId}/contacts`,
      );
      expect(listed.filter((contact) => contact.contactEmail === email)).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'business and coach, Accept Match and Submit Request on the email pages: each answered once, one notice',
    async () => {
      const { business: mine } = await get<{ business: { id: string } }>(business, '/api/businesses/mine');
      const { match } = await post<{ match: { id: string } }>(admin, '/api/admin/matches', {
        teamId,
        businessId: mine.id,
        offer: { amountCents: 40_000, summary: 'Banner at home games.', deliverables: ['Field banner'] },
      });
      const subject = `Meet your match ${Date.now()}`;
      await post(admin, `/api/admin/matches/${match.id}/send`, { subject, message: 'You two should talk.' });

      const accept = await linkInMail(business, sponsor.email, 'match_introduction', '/cta/[\\w-]+-ACCEPT');
      await business.goto(accept);
      const sponsorCalls = recordCalls(business);
      await pressTwice(business, business.getByRole('button', { name: 'Accept Match' }));
      await business.waitForURL('**/cta-result?*');
      expectOneOutcome(await sponsorCalls.done('match accept'), /^\/api\/cta\/[^/]+$/);
      await expectNoErrorToast(business);

      const changes = await linkInMail(coach, team.email, 'match_introduction', '/cta/[\\w-]+-CHANGES');
      await coach.goto(changes);
      await coach.getByLabel('What changes would you like to request?').fill('A smaller banner, please.');
      const teamCalls = recordCalls(coach);
      await pressTwice(coach, coach.getByRole('button', { name: 'Submit Request' }));
      await coach.waitForURL('**/cta-result?*');
      expectOneOutcome(await teamCalls.done('match changes'), /^\/api\/cta\/[^/]+$/);
      await expectNoErrorToast(coach);
      // The sponsor is told once that the team asked for changes.
      expect(await settledMails(business, sponsor.email, 'match_answer')).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'coach, Delete Tier: "tier deleted" once, the tier gone, no error',
    async () => {
      await coach.goto('/team-sponsorship-manager');
      const tiers = coach.getByRole('region', { name: 'Sponsorship Tiers' });
      await tiers.getByRole('button', { name: 'Delete Silver' }).click();
      const confirm = coach.getByRole('dialog', { name: 'Delete the Silver tier?' });

      const record = recordCalls(coach);
      await pressTwice(coach, confirm.getByRole('button', { name: 'Delete Tier' }));
      await toast(coach, 'Sponsorship tier deleted successfully');
      await confirm.waitFor({ state: 'detached' });
      const calls = await record.done('delete tier');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/teams\/[^/]+\/tiers\/[^/]+$/);
      const { tiers: left } = await get<{ tiers: { name: string }[] }>(coach, `/api/teams/${teamId}/tiers`);
      expect(left.map((tier) => tier.name)).not.toContain('Silver');
    },
    CASE_MS,
  );

  it(
    'coach, Remove player: "Player removed" once, the player gone, nothing beneath the dialog pressed',
    async () => {
      const before = await get<{ players: { id: string; playerName: string }[] }>(
        coach,
        `/api/teams/${teamId}/players`,
      );
      const leo = before.players.find((player) => player.playerName === 'Leo Grant')!;
      await coach.goto('/team-dashboard');
      await coach
        .getByRole('region', { name: 'Roster' })
        .getByRole('button', { name: 'Remove Leo Grant' })
        .click();
      const confirm = coach.getByRole('dialog', { name: 'Remove Leo Grant?' });

      const record = recordCalls(coach);
      await pressTwice(coach, confirm.getByRole('button', { name: 'Remove player' }));
      await toast(coach, 'Player removed from roster');
      await confirm.waitFor({ state: 'detached' });
      const calls = await record.done('remove player');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, new RegExp(`^/api/teams/[^/]+/players/${leo.id}$`));
      // Pressed again after the dialog closed, the second press must not reach the roster it covered
      // (once it hid another player's page): every call was about Leo.
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
        calls.map(() => `DELETE /api/teams/${teamId}/players/${leo.id}`),
      );
      const { players } = await get<{ players: { playerName: string }[] }>(
        coach,
        `/api/teams/${teamId}/players`,
      );
      expect(players.map((player) => player.playerName)).not.toContain('Leo Grant');
    },
    CASE_MS,
  );

  it(
    "donor, the giving page's Email me a link, Show my gifts, Save card, Pause and Cancel: each once, no error",
    async () => {
      const donor = await newPage();
      const donorEmail = uniqueEmail('dp-giving');
      const { url } = await post<{ url: string }>(donor, '/api/donations/checkout', {
        playerId: avaId,
        amount: 1200,
        isRecurring: true,
        donorEmail,
      });
      await post(donor, `/api/payments/sandbox/sessions/${url.split('/').pop()}/pay`);
      await settledMails(donor, donorEmail, 'donation_receipt');

      await donor.goto('/giving');
      await donor.getByLabel('Email').fill(donorEmail);
      const asking = recordCalls(donor);
      await pressTwice(donor, donor.getByRole('button', { name: 'Email me a link' }));
      await donor.getByText('Check your email').waitFor();
      expectOneOutcome(await asking.done('email me a link'), /^\/api\/giving\/link$/);
      expect(await settledMails(donor, donorEmail, 'giving_link')).toHaveLength(1);

      await donor.goto(await linkInMail(donor, donorEmail, 'giving_link', '/giving'));
      const opening = recordCalls(donor);
      await pressTwice(donor, donor.getByRole('button', { name: 'Show my gifts' }));
      await donor.getByRole('heading', { name: 'Monthly donations' }).waitFor();
      expectOneOutcome(await opening.done('show my gifts'), /^\/api\/giving\/session$/);
      await expectNoErrorToast(donor);

      // A new card on the sandbox's own card page, then back on the giving page.
      await donor.getByRole('button', { name: 'Change card' }).click();
      await donor.waitForURL(/\/sandbox\/card\//);
      const saving = recordCalls(donor);
      await pressTwice(donor, donor.getByRole('button', { name: 'Save card' }));
      await donor.waitForURL((page) => page.pathname === '/giving');
      expectOneOutcome(
        await saving.done('save card'),
        /^\/api\/payments\/sandbox\/subscriptions\/[^/]+\/card$/,
      );
      await donor.getByRole('heading', { name: 'Monthly donations' }).waitFor();

      const pausing = recordCalls(donor);
      await pressTwice(donor, donor.getByRole('button', { name: 'Pause' }));
      await donor.getByText('Paused: no payments are taken until you resume it.').waitFor();
      expectOneOutcome(await pausing.done('pause'), /^\/api\/giving\/monthly\/[^/]+\/pause$/);

      await donor.getByRole('button', { name: 'Cancel donation' }).click();
      const dialog = donor.getByRole('dialog', { name: 'Cancel monthly donation?' });
      const cancelling = recordCalls(donor);
      await pressTwice(donor, dialog.getByRole('button', { name: 'Cancel monthly donation' }));
      await dialog.waitFor({ state: 'detached' });
      await donor.getByText(/^Cancelled on /).waitFor();
      expectOneOutcome(await cancelling.done('cancel'), /^\/api\/giving\/monthly\/[^/]+\/cancel$/);
      await expectNoErrorToast(donor);
      expect(await settledMails(donor, donorEmail, 'donation_cancelled')).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'donor, Cancel monthly donation: cancelled once, the same answer to both presses, no error',
    async () => {
      const donor = await newPage();
      const donorEmail = uniqueEmail('dp-monthly');
      const { url } = await post<{ url: string }>(donor, '/api/donations/checkout', {
        playerId: avaId,
        amount: 1500,
        isRecurring: true,
        donorName: 'Pat Monthly',
        donorEmail,
        showName: false,
      });
      await post(donor, `/api/payments/sandbox/sessions/${url.split('/').pop()}/pay`);
      await settledMails(donor, donorEmail, 'donation_receipt');
      await donor.goto(await linkInMail(donor, donorEmail, 'donation_receipt', '/donations/cancel'));
      await donor.getByRole('heading', { name: 'Cancel your monthly donation?' }).waitFor();

      const record = recordCalls(donor);
      await pressTwice(donor, donor.getByRole('button', { name: 'Cancel monthly donation' }));
      await donor.getByRole('heading', { name: 'Monthly donation cancelled' }).waitFor();
      const calls = await record.done('cancel monthly donation');
      await expectNoErrorToast(donor);
      expectOneOutcome(calls, /^\/api\/donations\/cancel$/);
    },
    CASE_MS,
  );

  it(
    'coach, Save Changes on the profile: "Team profile updated" once, the change saved',
    async () => {
      await coach.goto('/team-profile');
      const description = `Saturday mornings at Foster Park, ${Date.now()}.`;
      await coach.getByLabel('Description').fill(description);

      const record = recordCalls(coach);
      await pressTwice(coach, coach.getByRole('button', { name: 'Save Changes' }));
      await toast(coach, 'Team profile updated successfully');
      const calls = await record.done('profile save');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/teams\/[^/]+$/);
      const { team: saved } = await get<{ team: { description: string } }>(coach, '/api/teams/mine');
      expect(saved.description).toBe(description);
    },
    CASE_MS,
  );

  it(
    'coach, Add Sponsor by hand: "Sponsor added" once, one sponsor',
    async () => {
      await coach.goto('/team-sponsorship-manager');
      await coach.getByRole('button', { name: 'Add Sponsor' }).first().click();
      const dialog = coach.getByRole('dialog', { name: 'Add Sponsor' });
      const company = uniqueName('Corner Bakery');
      await dialog.getByLabel('Company name').fill(company);
      await dialog.getByLabel('Company type').selectOption({ index: 1 });
      await dialog.getByLabel('Company address').fill('9 Oak St, Portland, OR');
      await dialog.getByLabel('Contact name').fill('Pat Hand');
      await dialog.getByLabel('Contact email').fill(uniqueEmail('dp-bakery'));
      await dialog.getByLabel('Amount sponsored').fill('250');
      await dialog.getByRole('textbox', { name: 'Goal 1' }).fill('Community visibility');

      const record = recordCalls(coach);
      await pressTwice(coach, dialog.getByRole('button', { name: 'Add Sponsor' }));
      await toast(coach, 'Sponsor added successfully');
      await dialog.waitFor({ state: 'detached' });
      const calls = await record.done('add sponsor');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/teams\/[^/]+\/manual-sponsors$/);
      const { manualSponsors } = await get<{ manualSponsors: { companyName: string }[] }>(
        coach,
        `/api/teams/${teamId}/manual-sponsors`,
      );
      expect(manualSponsors.filter((sponsor) => sponsor.companyName === company)).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'coach, season rollover: "Season rolled over" once, one past season, one renewal offer',
    async () => {
      await coach.goto('/team-sponsorship-manager');
      await coach.getByRole('heading', { name: 'Sponsorship Management' }).waitFor();
      await coach.getByRole('button', { name: 'Roll over season' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Roll over season' });
      await dialog.getByLabel('New season starts').fill(inDays(90));
      await dialog.getByLabel('New season ends').fill(inDays(270));
      await dialog.getByRole('checkbox', { name: /Ava Chen/ }).waitFor();

      const record = recordCalls(coach);
      await pressTwice(coach, dialog.getByRole('button', { name: 'Roll over season' }));
      await toast(coach, 'Season rolled over');
      await dialog.waitFor({ state: 'detached' });
      const calls = await record.done('season rollover');
      await expectNoErrorToast(coach);
      expectOneOutcome(calls, /^\/api\/teams\/[^/]+\/season-rollover$/);

      const { seasons } = await get<{ seasons: unknown[] }>(coach, `/api/teams/${teamId}/seasons`);
      expect(seasons).toHaveLength(1);
      expect(await settledMails(business, sponsor.email, 'renewal_offer')).toHaveLength(1);
    },
    CASE_MS,
  );
});

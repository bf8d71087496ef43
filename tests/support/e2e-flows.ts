import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DESKTOP, PHONE, screenshot, TAKE_SHOTS } from './browser';

/*
 * Steps the end-to-end journeys share: signing in, a team from signup to "under review", a business made
 * through the API (the wizard itself is driven in business-side.e2e.ts), and the admin's approval.
 */

export const PASSWORD = 'Blue#Harbor7River';

/** A name no other test or run has used, so a search finds exactly this one. */
export function uniqueName(base: string): string {
  return `${base} ${Date.now().toString(36).toUpperCase()}`;
}

/** Screenshots of the page as it is now at 390 px and at 1280 px, then back to the page's own size. */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  const own = page.viewportSize() ?? DESKTOP;
  for (const [size, suffix] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    await page.setViewportSize(size);
    // From the top, once the new width has been laid out: a sticky bar or a toast placed for the old
    // width and scroll position would otherwise land in the middle of the picture.
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    });
    await screenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize(own);
}

/** A toast's title; earlier toasts with the same title may still be on their way out. */
export async function toast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

/**
 * Changes a filter of /team-discovery or /business-discovery and waits for the listing that carries it.
 * The search box commits 300 ms after typing: a click before that would be undone by the commit.
 */
export async function filterListing(
  page: Page,
  listing: 'teams' | 'businesses',
  filter: { param: 'q' | 'sport'; value: string },
  change: () => Promise<unknown>,
): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().includes(`/api/discovery/${listing}`) &&
        new URL(response.url()).searchParams.get(filter.param) === filter.value,
    ),
    change(),
  ]);
}

/** Signs in at /auth and waits to be sent on (to `next`, or the account's home). */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  await page.getByRole('heading', { name: 'Welcome to Homefield' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, inject('adminEmail'), inject('adminPassword'));
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

export interface TeamAccount {
  email: string;
  teamName: string;
}

/**
 * /team-signup's call made straight from the page's context (its cookie jar), then the link it mails: the
 * account, confirmed and signed in.
 */
export async function signUpTeamAccount(page: Page, account: TeamAccount): Promise<void> {
  await createConfirmedAccount(page, '/api/teams/signup', {
    fullName: 'Jordan Rivera',
    phone: '503-555-0199',
    email: account.email,
    role: 'head_coach',
    organizationName: account.teamName,
  });
}

/** The sign-up form's call (`path`, these fields and the test password), then its mailed link opened. */
async function createConfirmedAccount(
  page: Page,
  path: string,
  fields: { email: string } & Record<string, string>,
): Promise<void> {
  const created = await page.request.post(path, {
    data: { ...fields, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(202);
  await confirmByApi(page, fields.email);
}

/**
 * A new team, ending on its dashboard, signed in. team-side.e2e.ts goes through the form, the mailed link
 * and Continue registration itself: here it is the start of other journeys, and filling it in cost each of
 * them 4 page loads.
 */
export async function signUpTeam(page: Page, account: TeamAccount): Promise<void> {
  await signUpTeamAccount(page, account);
  await page.goto('/team-dashboard');
  await page.getByRole('heading', { name: `${account.teamName} Dashboard` }).waitFor();
}

export interface TeamProfile {
  sport: string;
  ageGroup: string;
  location: string;
  description: string;
}

/** A finished profile for a team that is not the subject of the test. */
export const SAMPLE_PROFILE: TeamProfile = {
  sport: 'Soccer',
  ageGroup: 'Under 12',
  location: 'Portland, OR',
  description: 'Eleven kids and a coach who brings orange slices.',
};

/** /team-profile: replaces the placeholders signup left with a sport, an age group and a location. */
export async function completeTeamProfile(page: Page, profile: TeamProfile): Promise<void> {
  await page.goto('/team-profile');
  await page.getByLabel('Sport').selectOption(profile.sport);
  await page.getByLabel('Age group').selectOption(profile.ageGroup);
  await page.getByLabel('Location').fill(profile.location);
  await page.getByLabel('Description').fill(profile.description);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Team profile updated successfully');
}

/** Publish on the dashboard of a team never approved: it goes to an admin for review (DECISIONS). */
export async function publishForReview(page: Page): Promise<void> {
  await page.goto('/team-dashboard');
  await page.getByRole('button', { name: 'Publish' }).click();
  await toast(page, 'Submitted for review');
  await page.getByText('Under Review').first().waitFor();
}

export interface BusinessAccount {
  email: string;
  businessName: string;
  contactName: string;
}

/**
 * The wizard's two calls made straight from the page's context (its cookie jar): the account (signed in by
 * the link it mails), then the business under review.
 */
export async function signUpBusinessByApi(page: Page, account: BusinessAccount): Promise<void> {
  await createConfirmedAccount(page, '/api/businesses/account', {
    contactName: account.contactName,
    contactTitle: 'Owner',
    phone: '503-555-0101',
    email: account.email,
  });
  const registered = await page.request.post('/api/businesses', {
    data: {
      businessName: account.businessName,
      businessType: 'restaurant',
      industry: 'Food & Beverage',
      numberOfLocations: 1,
      yearsInBusiness: 6,
      primaryGoal: 'social_responsibility',
      contactName: account.contactName,
      phoneNumber: '503-555-0101',
      businessAddress: '2210 NE Alberta St, Portland, OR 97211',
      businessDescription: 'Family-owned wood-fired pizzeria.',
      primaryProductsServices: 'Pizza and team catering',
      partnershipTypes: ['financial_sponsorship'],
      sponsorshipCategories: ['uniform_sponsoring'],
      annualBudgetMinCents: 100_000,
      preferredAgeGroups: ['9-12 years'],
      partnershipGoals: ['Community visibility'],
      preferredSports: ['Soccer'],
      preferredTeamSizes: [],
      competitiveLevelPreference: [],
      logoPlacementPreferences: ['Uniforms'],
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

export interface Approval {
  kind: 'team' | 'business';
  /** The team's or the business's name, as the approval card shows it. */
  name: string;
  /** Whom the email after the approval is addressed to. */
  recipient: string;
  screenshotName?: string;
}

/**
 * Approves a pending team or business on /admin/approval, then sends the prefilled email that opens
 * after it to the registration's contact. Answers the email's subject.
 */
export async function approveInAdmin(page: Page, approval: Approval): Promise<string> {
  const { kind, name, recipient, screenshotName } = approval;
  await page.goto(`/admin/approval?tab=${kind === 'team' ? 'teams' : 'businesses'}`);
  const item = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await item.getByRole('button', { name: 'Approve' }).click();
  await toast(page, 'Registration Approved');
  const what = kind === 'team' ? 'Team' : 'Business';
  await page.getByText(`${what} has been successfully verified and approved.`).first().waitFor();

  const dialog = page.getByRole('dialog', { name: 'Send Email' });
  await dialog.getByText(recipient, { exact: true }).waitFor();
  const subject = await dialog.getByLabel('Subject').inputValue();
  expect(subject.trim()).not.toBe('');
  expect(await dialog.getByLabel('Message').inputValue()).toContain('Congratulations!');
  if (screenshotName) await screenshots(page, screenshotName);
  await dialog.getByRole('button', { name: 'Send Email(s)' }).click();
  await toast(page, 'Emails Sent');
  await page.getByText('Successfully sent emails to 1 recipient(s)').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  // Decided: it has left the pending list.
  await item.waitFor({ state: 'detached' });
  return subject;
}

/**
 * Only an approved team takes gifts and sponsorships (issue 18, hole 7): the coach publishes from the
 * dashboard (a finished profile first) and an admin approves it on /admin/approval. `admin` is a page of
 * its own, signed in here unless it is already on an admin screen.
 */
export async function publishAndApprove(coach: Page, admin: Page, team: TeamAccount): Promise<void> {
  await publishForReview(coach);
  if (!new URL(admin.url()).pathname.startsWith('/admin')) await signInAsAdmin(admin);
  await approveInAdmin(admin, { kind: 'team', name: team.teamName, recipient: team.email });
}

interface MailSummary {
  id: string;
  to: string;
  subject: string;
  kind: string;
}

/** The newest outbox messages (the /dev/mailbox API), as this page's context reads them. */
export async function mailbox(page: Page): Promise<MailSummary[]> {
  const response = await page.request.get('/api/dev/mailbox');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}

/** The first link to this app's `path` in the newest mail of `kind` to `to`, as a path with its query. */
export async function linkInMail(page: Page, to: string, kind: string, path: string): Promise<string> {
  const summary = (await mailbox(page)).find((mail) => mail.to === to && mail.kind === kind);
  expect(summary, `no ${kind} mail to ${to}`).toBeDefined();
  const message = await page.request.get(`/api/dev/mailbox/${summary!.id}`);
  expect(message.status()).toBe(200);
  const { text } = (await message.json()) as { text: string };
  const found = text.match(new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>)]*`));
  expect(found, `no ${path} link in the ${kind} mail`).not.toBeNull();
  const url = new URL(found![0]);
  return url.pathname + url.search;
}

/** Opens the confirmation link mailed to `email` in this page: it confirms the address and signs in. */
export async function confirmByEmail(page: Page, email: string): Promise<void> {
  await page.goto(await linkInMail(page, email, 'verify_email', '/auth/confirm'));
  await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
}

/** The confirmation link mailed to `email`, used from the page's context: it confirms and signs in. */
export async function confirmByApi(page: Page, email: string): Promise<void> {
  const link = await linkInMail(page, email, 'verify_email', '/auth/confirm');
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const confirmed = await page.request.post('/api/auth/confirm-email', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The dashboard card showing this figure under this label ('Total Raised', '$1,250'). */
export function statCard(page: Page, label: string, amount: string) {
  return page.getByText(new RegExp(`^${label}\\s*${amount.replace('$', '\\$')}(?![\\d,.])`));
}

/**
 * The roster's 'Add player' dialog on /team-dashboard; waits for the dialog to close. `name` is
 * 'First Last': the first word goes in First name, the rest in Last name.
 */
export async function addPlayer(page: Page, name: string, jersey: string): Promise<void> {
  const [firstName = '', ...lastName] = name.split(' ');
  await page.getByRole('button', { name: 'Add player' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add player' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName.join(' '));
  await dialog.getByLabel('Jersey number').fill(jersey);
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await toast(page, 'Player added to roster');
  await dialog.waitFor({ state: 'detached' });
}

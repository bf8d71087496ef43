import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, uniqueEmail } from './browser';
import { screenshots, uniqueName } from './e2e-flows';
import type { Cast, Role, World } from './e2e-world';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/*
 * Issue 8, "Accessibility, measured the same way": what the two accessibility files share. Each builds its
 * own world (a team with a tier, a player, a paid sponsorship, a monthly gift and an introduction) and
 * visits its half of the routes, so the two halves run side by side.
 */

/** WCAG 2.2 AA, plus axe's best practices: one main landmark, nothing outside landmarks, heading order. */
const AXE_TAGS: string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
export const WORLD_MS = 180_000;

export interface Visit {
  as: Role;
  /** The address to open; paths without parameters open as they are. */
  url?: (world: World) => string;
  /** The main heading once the page's data has arrived. */
  heading: string | RegExp;
}

/** People and names of the file's own, so that no other file's rows match them. */
export function castFor(tag: string): Cast {
  return {
    team: { email: uniqueEmail(`${tag}-coach`), teamName: uniqueName('Sellwood Sparrows') },
    sponsor: {
      email: uniqueEmail(`${tag}-sponsor`),
      businessName: uniqueName('Moreland Bicycle Works'),
      contactName: 'Robin Hale',
    },
    donorEmail: uniqueEmail(`${tag}-donor`),
  };
}

/** Every path of routes.tsx (the pages of shared/page-paths.ts, and '*'), with whom to visit it as. */
export function routesFor({ team, sponsor }: Cast): Record<string, Visit> {
  return {
    '/': { as: 'visitor', heading: 'Bring your whole town behind your team.' },
    '/auth': { as: 'visitor', heading: 'Welcome to Homefield' },
    // The coach's own link, already spent by the sign-up it finished (the first open signs in).
    '/auth/confirm': { as: 'visitor', url: (w) => w.confirmLink, heading: 'Email already confirmed' },
    '/auth/email-change': {
      as: 'visitor',
      url: () => '/auth/email-change?token=not-a-real-token',
      heading: 'Confirm your new email',
    },
    '/auth/forgot': { as: 'visitor', heading: 'Reset your password' },
    '/auth/reset': {
      as: 'visitor',
      url: () => '/auth/reset?token=not-a-real-token',
      heading: 'Choose a new password',
    },
    '/account': { as: 'team', heading: 'Account settings' },
    '/terms': { as: 'visitor', heading: 'Terms of Service' },
    '/privacy': { as: 'visitor', heading: 'Privacy Policy' },
    '/team-signup': { as: 'visitor', heading: /./ },
    '/team-profile-builder': { as: 'visitor', heading: /./ },
    '/team-signup-simple': { as: 'visitor', heading: /./ },
    '/register-team': { as: 'team', heading: /./ },
    '/team-profile': { as: 'team', heading: /./ },
    '/team-profile/:teamId': { as: 'team', url: (w) => `/team-profile/${w.teamId}`, heading: /./ },
    '/team-dashboard': { as: 'team', heading: `${team.teamName} Dashboard` },
    '/billing': { as: 'team', heading: 'Plan and billing' },
    '/league': { as: 'team', heading: 'Start a league' },
    '/leagues/:slug': { as: 'visitor', url: () => '/leagues/no-such-league', heading: 'League' },
    '/team-sponsorship-manager': { as: 'team', heading: 'Sponsorship Management' },
    '/sponsor-team/:teamId': {
      as: 'business',
      url: (w) => `/sponsor-team/${w.teamId}`,
      heading: `Sponsor ${team.teamName}`,
    },
    '/sponsorship-success': {
      as: 'business',
      url: (w) => w.sponsorshipSuccess,
      heading: 'Sponsorship Successful!',
    },
    '/sandbox/checkout/:sessionId': {
      as: 'business',
      url: (w) => `/sandbox/checkout/${w.openSession}`,
      heading: `Pay ${team.teamName}`,
    },
    '/sandbox/onboarding/:accountId': {
      as: 'team',
      url: (w) => `/sandbox/onboarding/${w.payoutAccount}`,
      heading: team.teamName,
    },
    '/sandbox/card/:subscriptionId': {
      as: 'visitor',
      url: () => '/sandbox/card/no-such-subscription',
      heading: /./,
    },
    // A link that matches no held spot: the season renewal's own e2e owns the real one.
    '/renew/:token': { as: 'business', url: () => '/renew/no-such-renewal-token', heading: /./ },
    '/unsubscribe': { as: 'visitor', url: (w) => w.unsubscribeLink, heading: /./ },
    '/cta/:token': { as: 'visitor', url: (w) => w.ctaLink, heading: /./ },
    '/cta-result': { as: 'visitor', url: (w) => w.ctaResult, heading: /./ },
    '/player/:teamSlug/:playerNumber': {
      as: 'visitor',
      url: (w) => `/player/${w.teamSlug}/${w.playerNumber}`,
      heading: /Ava C\./,
    },
    '/player-donation-success': {
      as: 'visitor',
      url: (w) => w.donationSuccess,
      heading: 'Donation Successful!',
    },
    '/donations/cancel': { as: 'visitor', url: (w) => w.cancelLink, heading: /./ },
    '/giving': { as: 'visitor', heading: 'Your giving' },
    '/business-signup': { as: 'visitor', heading: /./ },
    '/business-profile': { as: 'business', heading: /./ },
    '/business-dashboard': { as: 'business', heading: /./ },
    '/team-discovery': { as: 'visitor', heading: /./ },
    '/business-discovery': { as: 'visitor', heading: /./ },
    '/team-details/:teamId': {
      as: 'business',
      url: (w) => `/team-details/${w.teamId}`,
      heading: team.teamName,
    },
    // The world's business is on Free: its page is not published (partner-page.e2e covers a published one).
    '/partners/:businessId': {
      as: 'visitor',
      url: (w) => `/partners/${w.businessId}`,
      heading: 'Community Partner',
    },
    '/business-details/:businessId': {
      as: 'business',
      url: (w) => `/business-details/${w.businessId}`,
      heading: sponsor.businessName,
    },
    '/admin': { as: 'admin', heading: 'Admin Dashboard' },
    '/admin/dashboard': { as: 'admin', heading: 'Admin Dashboard' },
    '/admin/approval': { as: 'admin', heading: /./ },
    '/admin/user-management': { as: 'admin', heading: /./ },
    '/dev/mailbox': { as: 'visitor', heading: /./ },
    '*': { as: 'visitor', url: () => '/no-such-page', heading: /./ },
  };
}

/** Views inside a route that draw different content: tabs kept in the URL. */
export const TABS: (Omit<Visit, 'url'> & { path: string })[] = [
  { as: 'visitor', path: '/auth?tab=sign-up', heading: 'Welcome to Homefield' },
  ...['teams', 'businesses', 'matches', 'users', 'security', 'families', 'partners'].map((tab) => ({
    as: 'admin' as const,
    path: `/admin/dashboard?tab=${tab}`,
    heading: 'Admin Dashboard',
  })),
  { as: 'admin', path: '/admin/approval?tab=businesses', heading: /./ },
];

export interface DialogVisit {
  as: Role;
  url: string;
  /** The button that opens it. */
  trigger: string;
  /** The dialog's accessible name (its title). */
  name: string | RegExp;
  /** The list item the trigger is in, by its text: the admin lists hold other test files' rows too. */
  within?: string;
  viewport?: { width: number; height: number };
  /** Screenshots of it open, for people to look at. */
  shot?: string;
}

/** The dialogs people meet most: the phone menu, the roster's, the sponsors' and the admin's. */
export function dialogsFor({ team, sponsor }: Cast): DialogVisit[] {
  return [
    { as: 'visitor', url: '/', trigger: 'Open menu', name: /menu/i, viewport: PHONE },
    { as: 'team', url: '/team-dashboard', trigger: 'Add player', name: 'Add player' },
    { as: 'team', url: '/team-dashboard', trigger: 'Edit Ava Chen', name: 'Edit player' },
    { as: 'team', url: '/team-dashboard', trigger: 'Remove Ava Chen', name: 'Remove Ava Chen?' },
    { as: 'team', url: '/team-dashboard', trigger: 'Import CSV', name: 'Import players from CSV' },
    {
      as: 'team',
      url: '/team-dashboard',
      trigger: 'QR code and flyer for Ava Chen',
      name: "Ava Chen's QR code",
    },
    { as: 'team', url: '/team-dashboard', trigger: 'Email', name: 'Send fundraising email' },
    { as: 'team', url: '/team-dashboard', trigger: 'Fulfilment', name: 'Fulfilment' },
    {
      as: 'team',
      url: '/team-dashboard',
      trigger: `Details of the match with ${sponsor.businessName}`,
      name: sponsor.businessName,
    },
    { as: 'team', url: '/team-dashboard', trigger: 'Add expense', name: 'Add expense' },
    { as: 'team', url: '/team-sponsorship-manager', trigger: 'Add Sponsor', name: 'Add Sponsor' },
    {
      as: 'business',
      url: '/business-dashboard',
      trigger: `Details of the match with ${team.teamName}`,
      name: team.teamName,
    },
    {
      as: 'admin',
      url: '/admin/dashboard?tab=teams',
      trigger: 'View Details',
      name: team.teamName,
      within: team.teamName,
    },
    {
      as: 'admin',
      url: '/admin/dashboard?tab=businesses',
      trigger: 'View Details',
      name: sponsor.businessName,
      within: sponsor.businessName,
      shot: 'a11y-admin-business-details',
    },
    { as: 'admin', url: '/admin/user-management', trigger: 'Assign Role', name: 'Assign Role' },
  ];
}

/** Screens whose components this issue changed: screenshots at 390 and 1280 px to look at. */
export const SHOTS: Record<string, string> = {
  '/team-dashboard': 'a11y-team-dashboard',
  '/billing': 'a11y-billing',
  '/sandbox/checkout/:sessionId': 'a11y-sandbox-checkout',
  '/sandbox/onboarding/:accountId': 'a11y-sandbox-onboarding',
  '/team-details/:teamId': 'a11y-team-details',
  '/business-details/:businessId': 'a11y-business-details',
  '/auth': 'a11y-auth',
};

/**
 * Runs axe on the page as it is now; answers the violations as readable lines (empty when clean). Only
 * violations are gathered in full (resultTypes): the passes' details cost a sixth of each run, unread.
 * axe runs in the page itself, put once into each frame of a document and used again for the second width,
 * configured as @axe-core/playwright's legacy mode configured it (same-origin frames' results merged; the
 * sandboxed previews of email HTML have an opaque origin). That package put axe's 500 KB into the main
 * frame twice on every run: 680 ms a run, where reusing it costs 150 (measured 2026-11-28).
 */
export async function violations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window).catch(() => true)) continue;
    await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`);
  }
  const result = await page.evaluate(
    (tags) =>
      window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
  return result.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary}`),
  );
}

/** The page has drawn its data: its h1, no skeleton left, the network quiet. */
export async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.animate-pulse').first().waitFor({ state: 'detached' });
}

/** The routes and tabs visited as one of `roles`, each labelled by its path. */
export function visitsAs(routes: Record<string, Visit>, roles: Role[]): (Visit & { label: string })[] {
  return [
    ...Object.entries(routes).map(([route, visit]) => ({ label: route, ...visit })),
    ...TABS.map(({ path, ...visit }) => ({ label: path, ...visit })),
  ].filter((visit) => roles.includes(visit.as));
}

/** A route (or a tab of one) at 1280 and 390 px: axe clean at both, screenshots where SHOTS asks. */
export async function checkRoute(page: Page, label: string, url: string, heading: string | RegExp) {
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  await settled(page, heading);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await violations(page)).toEqual([]);
  if (SHOTS[label]) await screenshots(page, SHOTS[label]!);
}

/** A dialog opened from its trigger, axe clean, then closed with Escape. */
export async function checkDialog(page: Page, dialog: DialogVisit) {
  await page.setViewportSize(dialog.viewport ?? DESKTOP);
  await page.goto(dialog.url);
  await page.waitForLoadState('networkidle');
  const scope = dialog.within ? page.getByRole('listitem').filter({ hasText: dialog.within }) : page;
  await scope.getByRole('button', { name: dialog.trigger, exact: true }).first().click();
  const open = page.getByRole('dialog', { name: dialog.name });
  await open.waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[role=dialog] .animate-pulse').first().waitFor({ state: 'detached' });
  expect(await violations(page)).toEqual([]);
  if (dialog.shot) await screenshots(page, dialog.shot);
  await page.keyboard.press('Escape');
  await open.waitFor({ state: 'detached' });
}

/**
 * Every page of the web app, as React Router path patterns: the one list both sides read. The web router
 * draws one screen per pattern (src/web/routes.tsx: its table must name a screen for each) and the server
 * answers any other path with the not-found page and a real 404 (src/server/http/static.ts; issue 18,
 * hole 11). No Node or DOM APIs here.
 */
export const PAGE_PATHS = [
  '/',
  '/auth',
  '/auth/confirm',
  '/auth/email-change',
  '/auth/forgot',
  '/auth/reset',
  '/account',
  '/terms',
  '/privacy',
  '/team-signup',
  '/team-profile-builder',
  '/team-signup-simple',
  '/register-team',
  '/team-profile',
  '/team-profile/:teamId',
  '/team-dashboard',
  '/billing',
  '/league',
  '/leagues/:slug',
  '/team-sponsorship-manager',
  '/sponsor-team/:teamId',
  '/sponsorship-success',
  '/sandbox/checkout/:sessionId',
  '/sandbox/onboarding/:accountId',
  '/sandbox/card/:subscriptionId',
  '/renew/:token',
  '/unsubscribe',
  '/cta/:token',
  '/cta-result',
  '/player/:teamSlug/:playerNumber',
  '/player-donation-success',
  '/donations/cancel',
  '/giving',
  '/business-signup',
  '/business-profile',
  '/business-dashboard',
  '/team-discovery',
  '/business-discovery',
  '/team-details/:teamId',
  '/business-details/:businessId',
  '/partners/:businessId',
  '/admin',
  '/admin/dashboard',
  '/admin/approval',
  '/admin/user-management',
  '/dev/mailbox',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** A pattern as React Router matches it: a :param is one segment, a trailing slash and letter case do not count. */
const matcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i');
const MATCHERS = PAGE_PATHS.map(matcher);

/** The path (no query) is one of the app's pages. */
export const isPagePath = (pathname: string): boolean => MATCHERS.some((pattern) => pattern.test(pathname));

/** The league's public page on the site. */
export const leaguePagePath = (slug: string) => `/leagues/${encodeURIComponent(slug)}`;

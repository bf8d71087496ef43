import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_PATHS, type PagePath } from '../shared/page-paths';
import { RootLayout } from './pages/RootLayout';

// Every screen is its own chunk: a route loads only the code it draws.
const SCREEN_CODE = import.meta.glob<{ default: ComponentType }>('./pages/*/*Page.tsx');

/**
 * The file of each page's screen, under pages/ (shared/page-paths.ts lists the pages, and the server 404s
 * anything else). The server reads it too: a page it draws names its screen's chunks, so the browser
 * fetches them beside the entry instead of after it (server/http/page-chunks.ts).
 */
export const SCREEN_FILES = {
  '/': 'landing/LandingPage',
  '/auth': 'auth/AuthPage',
  '/auth/confirm': 'auth/ConfirmEmailPage',
  '/auth/email-change': 'auth/EmailChangePage',
  '/auth/forgot': 'auth/ForgotPasswordPage',
  '/auth/reset': 'auth/ResetPasswordPage',
  '/account': 'account/AccountPage',
  '/terms': 'legal/TermsPage',
  '/privacy': 'legal/PrivacyPage',
  '/team-signup': 'team/TeamSignupPage',
  '/team-profile-builder': 'team/TeamSignupPage',
  '/team-signup-simple': 'team/TeamSignupSimplePage',
  '/register-team': 'team/RegisterTeamPage',
  '/team-profile': 'team/TeamProfilePage',
  '/team-profile/:teamId': 'team/TeamProfilePage',
  '/team-dashboard': 'team/TeamDashboardPage',
  '/billing': 'team/BillingPage',
  '/league': 'league/LeaguePage',
  '/leagues/:slug': 'league/LeaguePublicPage',
  '/team-sponsorship-manager': 'team/TeamSponsorshipManagerPage',
  '/sponsor-team/:teamId': 'payments/SponsorTeamPage',
  '/sponsorship-success': 'payments/SponsorshipSuccessPage',
  '/sandbox/checkout/:sessionId': 'payments/SandboxCheckoutPage',
  '/sandbox/onboarding/:accountId': 'payments/SandboxOnboardingPage',
  '/sandbox/card/:subscriptionId': 'payments/SandboxCardPage',
  '/renew/:token': 'payments/RenewalPage',
  '/unsubscribe': 'public/UnsubscribePage',
  '/cta/:token': 'cta/CtaPage',
  '/cta-result': 'cta/CtaResultPage',
  '/player/:teamSlug/:playerNumber': 'player/PlayerDonationPage',
  '/player-donation-success': 'player/DonationSuccessPage',
  '/donations/cancel': 'player/CancelDonationPage',
  '/giving': 'giving/GivingPage',
  '/business-signup': 'business/BusinessSignupPage',
  '/business-profile': 'business/BusinessProfilePage',
  '/business-dashboard': 'business/BusinessDashboardPage',
  '/team-discovery': 'discovery/TeamDiscoveryPage',
  '/business-discovery': 'discovery/BusinessDiscoveryPage',
  '/team-details/:teamId': 'discovery/TeamDetailsPage',
  '/business-details/:businessId': 'discovery/BusinessDetailsPage',
  '/partners/:businessId': 'partners/PartnerPage',
  '/admin': 'admin/AdminDashboardPage',
  '/admin/dashboard': 'admin/AdminDashboardPage',
  '/admin/approval': 'admin/AdminApprovalPage',
  '/admin/user-management': 'admin/UserManagementPage',
  '/dev/mailbox': 'dev/MailboxPage',
} as const satisfies Record<PagePath, string>;

/** The screen of any other address. */
export const NOT_FOUND_FILE = 'errors/NotFoundPage';

/** One lazy component per file: two paths drawing the same screen keep it mounted between them. */
const screens = new Map<string, LazyExoticComponent<ComponentType>>();
function screen(file: string) {
  let component = screens.get(file);
  if (!component) {
    const load = SCREEN_CODE[`./pages/${file}.tsx`];
    if (!load) throw new Error(`No screen at pages/${file}.tsx`);
    component = lazy(load);
    screens.set(file, component);
  }
  return component;
}

/** The whole address space. Navigations run in a transition, so the current screen stays until the next one's code has loaded. */
export function AppRoutes() {
  const NotFound = screen(NOT_FOUND_FILE);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGE_PATHS.map((path) => {
          const Screen = screen(SCREEN_FILES[path]);
          return <Route key={path} path={path} element={<Screen />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_PATHS, type PagePath } from '../shared/page-paths';
import { RootLayout } from './pages/RootLayout';

// Every screen is its own chunk: a route loads only the code it draws.

const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const AuthPage = lazy(() => import('./pages/auth/AuthPage'));
const ConfirmEmailPage = lazy(() => import('./pages/auth/ConfirmEmailPage'));
const EmailChangePage = lazy(() => import('./pages/auth/EmailChangePage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const AccountPage = lazy(() => import('./pages/account/AccountPage'));
const BillingPage = lazy(() => import('./pages/team/BillingPage'));
const LeaguePage = lazy(() => import('./pages/league/LeaguePage'));
const LeaguePublicPage = lazy(() => import('./pages/league/LeaguePublicPage'));
const TeamSignupPage = lazy(() => import('./pages/team/TeamSignupPage'));
const TeamSignupSimplePage = lazy(() => import('./pages/team/TeamSignupSimplePage'));
const RegisterTeamPage = lazy(() => import('./pages/team/RegisterTeamPage'));
const TeamProfilePage = lazy(() => import('./pages/team/TeamProfilePage'));
const TeamDashboardPage = lazy(() => import('./pages/team/TeamDashboardPage'));
const TeamSponsorshipManagerPage = lazy(() => import('./pages/team/TeamSponsorshipManagerPage'));
const SponsorTeamPage = lazy(() => import('./pages/payments/SponsorTeamPage'));
const SponsorshipSuccessPage = lazy(() => import('./pages/payments/SponsorshipSuccessPage'));
const SandboxCheckoutPage = lazy(() => import('./pages/payments/SandboxCheckoutPage'));
const SandboxOnboardingPage = lazy(() => import('./pages/payments/SandboxOnboardingPage'));
const SandboxCardPage = lazy(() => import('./pages/payments/SandboxCardPage'));
const RenewalPage = lazy(() => import('./pages/payments/RenewalPage'));
const UnsubscribePage = lazy(() => import('./pages/public/UnsubscribePage'));
const CtaPage = lazy(() => import('./pages/cta/CtaPage'));
const CtaResultPage = lazy(() => import('./pages/cta/CtaResultPage'));
const PlayerDonationPage = lazy(() => import('./pages/player/PlayerDonationPage'));
const DonationSuccessPage = lazy(() => import('./pages/player/DonationSuccessPage'));
const CancelDonationPage = lazy(() => import('./pages/player/CancelDonationPage'));
const GivingPage = lazy(() => import('./pages/giving/GivingPage'));
const BusinessSignupPage = lazy(() => import('./pages/business/BusinessSignupPage'));
const BusinessProfilePage = lazy(() => import('./pages/business/BusinessProfilePage'));
const BusinessDashboardPage = lazy(() => import('./pages/business/BusinessDashboardPage'));
const TeamDiscoveryPage = lazy(() => import('./pages/discovery/TeamDiscoveryPage'));
const BusinessDiscoveryPage = lazy(() => import('./pages/discovery/BusinessDiscoveryPage'));
const TeamDetailsPage = lazy(() => import('./pages/discovery/TeamDetailsPage'));
const BusinessDetailsPage = lazy(() => import('./pages/discovery/BusinessDetailsPage'));
const PartnerPage = lazy(() => import('./pages/partners/PartnerPage'));
const AdminDashboardPage = lazy(() => import('./pages/admin/AdminDashboardPage'));
const AdminApprovalPage = lazy(() => import('./pages/admin/AdminApprovalPage'));
const UserManagementPage = lazy(() => import('./pages/admin/UserManagementPage'));
const MailboxPage = lazy(() => import('./pages/dev/MailboxPage'));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));
const TermsPage = lazy(() => import('./pages/legal/TermsPage'));
const PrivacyPage = lazy(() => import('./pages/legal/PrivacyPage'));

/** The screen of each page (shared/page-paths.ts lists them, and the server 404s anything else). */
const SCREENS: Record<PagePath, LazyExoticComponent<ComponentType>> = {
  '/': LandingPage,
  '/auth': AuthPage,
  '/auth/confirm': ConfirmEmailPage,
  '/auth/email-change': EmailChangePage,
  '/auth/forgot': ForgotPasswordPage,
  '/auth/reset': ResetPasswordPage,
  '/account': AccountPage,
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
  '/team-signup': TeamSignupPage,
  '/team-profile-builder': TeamSignupPage,
  '/team-signup-simple': TeamSignupSimplePage,
  '/register-team': RegisterTeamPage,
  '/team-profile': TeamProfilePage,
  '/team-profile/:teamId': TeamProfilePage,
  '/team-dashboard': TeamDashboardPage,
  '/billing': BillingPage,
  '/league': LeaguePage,
  '/leagues/:slug': LeaguePublicPage,
  '/team-sponsorship-manager': TeamSponsorshipManagerPage,
  '/sponsor-team/:teamId': SponsorTeamPage,
  '/sponsorship-success': SponsorshipSuccessPage,
  '/sandbox/checkout/:sessionId': SandboxCheckoutPage,
  '/sandbox/onboarding/:accountId': SandboxOnboardingPage,
  '/sandbox/card/:subscriptionId': SandboxCardPage,
  '/renew/:token': RenewalPage,
  '/unsubscribe': UnsubscribePage,
  '/cta/:token': CtaPage,
  '/cta-result': CtaResultPage,
  '/player/:teamSlug/:playerNumber': PlayerDonationPage,
  '/player-donation-success': DonationSuccessPage,
  '/donations/cancel': CancelDonationPage,
  '/giving': GivingPage,
  '/business-signup': BusinessSignupPage,
  '/business-profile': BusinessProfilePage,
  '/business-dashboard': BusinessDashboardPage,
  '/team-discovery': TeamDiscoveryPage,
  '/business-discovery': BusinessDiscoveryPage,
  '/team-details/:teamId': TeamDetailsPage,
  '/business-details/:businessId': BusinessDetailsPage,
  '/partners/:businessId': PartnerPage,
  '/admin': AdminDashboardPage,
  '/admin/dashboard': AdminDashboardPage,
  '/admin/approval': AdminApprovalPage,
  '/admin/user-management': UserManagementPage,
  '/dev/mailbox': MailboxPage,
};

/** The whole address space. Navigations run in a transition, so the current screen stays until the next one's code has loaded. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGE_PATHS.map((path) => {
          const Screen = SCREENS[path];
          return <Route key={path} path={path} element={<Screen />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

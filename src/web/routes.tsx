import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './pages/RootLayout';

// Every screen is its own chunk: a route loads only the code it draws.

const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const AuthPage = lazy(() => import('./pages/auth/AuthPage'));
const ConfirmEmailPage = lazy(() => import('./pages/auth/ConfirmEmailPage'));
const TeamSignupPage = lazy(() => import('./pages/team/TeamSignupPage'));
const TeamSignupSimplePage = lazy(() => import('./pages/team/TeamSignupSimplePage'));
const RegisterTeamPage = lazy(() => import('./pages/team/RegisterTeamPage'));
const TeamProfilePage = lazy(() => import('./pages/team/TeamProfilePage'));
const TeamDashboardPage = lazy(() => import('./pages/team/TeamDashboardPage'));
const TeamSponsorshipManagerPage = lazy(() => import('./pages/team/TeamSponsorshipManagerPage'));
const SponsorTeamPage = lazy(() => import('./pages/payments/SponsorTeamPage'));
const SponsorshipSuccessPage = lazy(() => import('./pages/payments/SponsorshipSuccessPage'));
const SandboxCheckoutPage = lazy(() => import('./pages/payments/SandboxCheckoutPage'));
const RenewalPage = lazy(() => import('./pages/payments/RenewalPage'));
const UnsubscribePage = lazy(() => import('./pages/public/UnsubscribePage'));
const CtaPage = lazy(() => import('./pages/cta/CtaPage'));
const CtaResultPage = lazy(() => import('./pages/cta/CtaResultPage'));
const PlayerDonationPage = lazy(() => import('./pages/player/PlayerDonationPage'));
const DonationSuccessPage = lazy(() => import('./pages/player/DonationSuccessPage'));
const CancelDonationPage = lazy(() => import('./pages/player/CancelDonationPage'));
const BusinessSignupPage = lazy(() => import('./pages/business/BusinessSignupPage'));
const BusinessProfilePage = lazy(() => import('./pages/business/BusinessProfilePage'));
const BusinessDashboardPage = lazy(() => import('./pages/business/BusinessDashboardPage'));
const TeamDiscoveryPage = lazy(() => import('./pages/discovery/TeamDiscoveryPage'));
const BusinessDiscoveryPage = lazy(() => import('./pages/discovery/BusinessDiscoveryPage'));
const TeamDetailsPage = lazy(() => import('./pages/discovery/TeamDetailsPage'));
const BusinessDetailsPage = lazy(() => import('./pages/discovery/BusinessDetailsPage'));
const AdminDashboardPage = lazy(() => import('./pages/admin/AdminDashboardPage'));
const AdminApprovalPage = lazy(() => import('./pages/admin/AdminApprovalPage'));
const UserManagementPage = lazy(() => import('./pages/admin/UserManagementPage'));
const MailboxPage = lazy(() => import('./pages/dev/MailboxPage'));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));

/** The whole address space. Navigations run in a transition, so the current screen stays until the next one's code has loaded. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/auth/confirm" element={<ConfirmEmailPage />} />
        <Route path="/team-signup" element={<TeamSignupPage />} />
        <Route path="/team-profile-builder" element={<TeamSignupPage />} />
        <Route path="/team-signup-simple" element={<TeamSignupSimplePage />} />
        <Route path="/register-team" element={<RegisterTeamPage />} />
        <Route path="/team-profile" element={<TeamProfilePage />} />
        <Route path="/team-profile/:teamId" element={<TeamProfilePage />} />
        <Route path="/team-dashboard" element={<TeamDashboardPage />} />
        <Route path="/team-sponsorship-manager" element={<TeamSponsorshipManagerPage />} />
        <Route path="/sponsor-team/:teamId" element={<SponsorTeamPage />} />
        <Route path="/sponsorship-success" element={<SponsorshipSuccessPage />} />
        <Route path="/sandbox/checkout/:sessionId" element={<SandboxCheckoutPage />} />
        <Route path="/renew/:token" element={<RenewalPage />} />
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/cta/:token" element={<CtaPage />} />
        <Route path="/cta-result" element={<CtaResultPage />} />
        <Route path="/player/:teamSlug/:playerNumber" element={<PlayerDonationPage />} />
        <Route path="/player-donation-success" element={<DonationSuccessPage />} />
        <Route path="/donations/cancel" element={<CancelDonationPage />} />
        <Route path="/business-signup" element={<BusinessSignupPage />} />
        <Route path="/business-profile" element={<BusinessProfilePage />} />
        <Route path="/business-dashboard" element={<BusinessDashboardPage />} />
        <Route path="/team-discovery" element={<TeamDiscoveryPage />} />
        <Route path="/business-discovery" element={<BusinessDiscoveryPage />} />
        <Route path="/team-details/:teamId" element={<TeamDetailsPage />} />
        <Route path="/business-details/:businessId" element={<BusinessDetailsPage />} />
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/approval" element={<AdminApprovalPage />} />
        <Route path="/admin/user-management" element={<UserManagementPage />} />
        <Route path="/dev/mailbox" element={<MailboxPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

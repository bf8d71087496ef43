import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { RootLayout } from './pages/RootLayout';

/** Every screen is its own chunk: a route loads only the code it draws. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: () => null,
    children: [
      { path: '/', lazy: page(() => import('./pages/landing/LandingPage')) },
      { path: '/auth', lazy: page(() => import('./pages/auth/AuthPage')) },
      { path: '/auth/confirm', lazy: page(() => import('./pages/auth/ConfirmEmailPage')) },
      { path: '/team-signup', lazy: page(() => import('./pages/team/TeamSignupPage')) },
      { path: '/team-profile-builder', lazy: page(() => import('./pages/team/TeamSignupPage')) },
      { path: '/team-signup-simple', lazy: page(() => import('./pages/team/TeamSignupSimplePage')) },
      { path: '/register-team', lazy: page(() => import('./pages/team/RegisterTeamPage')) },
      { path: '/team-profile', lazy: page(() => import('./pages/team/TeamProfilePage')) },
      { path: '/team-profile/:teamId', lazy: page(() => import('./pages/team/TeamProfilePage')) },
      { path: '/team-dashboard', lazy: page(() => import('./pages/team/TeamDashboardPage')) },
      {
        path: '/team-sponsorship-manager',
        lazy: page(() => import('./pages/team/TeamSponsorshipManagerPage')),
      },
      { path: '/sponsor-team/:teamId', lazy: page(() => import('./pages/payments/SponsorTeamPage')) },
      { path: '/sponsorship-success', lazy: page(() => import('./pages/payments/SponsorshipSuccessPage')) },
      {
        path: '/sandbox/checkout/:sessionId',
        lazy: page(() => import('./pages/payments/SandboxCheckoutPage')),
      },
      { path: '/unsubscribe', lazy: page(() => import('./pages/public/UnsubscribePage')) },
      { path: '/business-signup', lazy: page(() => import('./pages/business/BusinessSignupPage')) },
      { path: '/business-profile', lazy: page(() => import('./pages/business/BusinessProfilePage')) },
      { path: '/business-dashboard', lazy: page(() => import('./pages/business/BusinessDashboardPage')) },
      { path: '/team-discovery', lazy: page(() => import('./pages/discovery/TeamDiscoveryPage')) },
      { path: '/business-discovery', lazy: page(() => import('./pages/discovery/BusinessDiscoveryPage')) },
      { path: '/team-details/:teamId', lazy: page(() => import('./pages/discovery/TeamDetailsPage')) },
      {
        path: '/business-details/:businessId',
        lazy: page(() => import('./pages/discovery/BusinessDetailsPage')),
      },
      { path: '/admin', lazy: page(() => import('./pages/admin/AdminDashboardPage')) },
      { path: '/admin/dashboard', lazy: page(() => import('./pages/admin/AdminDashboardPage')) },
      { path: '/admin/approval', lazy: page(() => import('./pages/admin/AdminApprovalPage')) },
      { path: '/admin/user-management', lazy: page(() => import('./pages/admin/UserManagementPage')) },
      { path: '/dev/mailbox', lazy: page(() => import('./pages/dev/MailboxPage')) },
      { path: '*', lazy: page(() => import('./pages/errors/NotFoundPage')) },
    ],
  },
]);

import { Hono } from 'hono';
import type { AppEnv } from './core/deps';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { businessDashboardRoutes } from './features/business-dashboard/routes';
import { businessRoutes } from './features/businesses/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { discoveryRoutes } from './features/discovery/routes';
import { donationRoutes } from './features/donations/routes';
import { expenseRoutes } from './features/expenses/routes';
import { familyRequestRoutes } from './features/family-requests/routes';
import { fulfilmentRoutes } from './features/fulfilment/routes';
import { givingRoutes } from './features/giving/routes';
import { healthRoutes } from './features/health/routes';
import { impactRoutes } from './features/impact/routes';
import { leagueSponsorshipRoutes } from './features/league-sponsorships/routes';
import { leagueRoutes } from './features/leagues/routes';
import { mailboxRoutes } from './features/mailbox/routes';
import { manualSponsorRoutes } from './features/manual-sponsors/routes';
import { adminMatchRoutes, ctaRoutes } from './features/matches/routes';
import { partnerRoutes } from './features/partners/routes';
import { paymentEventRoutes } from './features/payment-events/routes';
import { payoutRoutes } from './features/payouts/routes';
import { planRoutes } from './features/plans/routes';
import { playerLinkRoutes } from './features/player-links/routes';
import { refundRoutes } from './features/refunds/routes';
import { rosterRoutes } from './features/roster/routes';
import { seasonReportRoutes } from './features/season-report/routes';
import { seasonRoutes } from './features/seasons/routes';
import { sponsorDocumentRoutes } from './features/sponsorships/document-routes';
import { sponsorshipRoutes } from './features/sponsorships/routes';
import { statementRoutes } from './features/statements/routes';
import { teamDashboardRoutes } from './features/team-dashboard/routes';
import { teamRoutes } from './features/teams/routes';
import { tierRoutes } from './features/tiers/routes';

/**
 * Every API route, mounted at /api by app.ts. One chain, so its type carries every path, method and answer:
 * the web app's client (src/web/lib/client.ts) is typed from it, and a renamed field fails to compile.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/client-errors', clientErrorRoutes)
  .route('/auth', authRoutes)
  .route('/account', accountRoutes)
  .route('/dev/mailbox', mailboxRoutes)
  .route('/teams', teamRoutes)
  .route('/teams', teamDashboardRoutes)
  .route('/', rosterRoutes)
  .route('/', playerLinkRoutes)
  .route('/businesses', businessRoutes)
  .route('/discovery', discoveryRoutes)
  .route('/', businessDashboardRoutes)
  .route('/', impactRoutes)
  .route('/', partnerRoutes)
  .route('/', leagueRoutes)
  .route('/', leagueSponsorshipRoutes)
  .route('/', fulfilmentRoutes)
  .route('/', tierRoutes)
  .route('/', manualSponsorRoutes)
  .route('/', expenseRoutes)
  .route('/', planRoutes)
  .route('/', seasonReportRoutes)
  .route('/', seasonRoutes)
  .route('/payments', sponsorshipRoutes)
  .route('/', sponsorDocumentRoutes)
  .route('/payments', paymentEventRoutes)
  .route('/', donationRoutes)
  .route('/giving', givingRoutes)
  .route('/', familyRequestRoutes)
  .route('/', refundRoutes)
  .route('/', payoutRoutes)
  .route('/', statementRoutes)
  .route('/admin', adminRoutes)
  .route('/admin', adminMatchRoutes)
  .route('/', ctaRoutes);

export type ApiRoutes = typeof apiRoutes;

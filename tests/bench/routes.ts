/**
 * The routes issue 8 measures, with the API calls their pages make (src/web/features/<x>/api.ts), and
 * the account each one needs. Order matters: the checkout writes (a pending sponsorship moves the
 * listing version), so it runs after the cached discovery listings, and sign-in runs last, on its own.
 */
import { type CannonResult, cannon } from './cannon';
import { BENCH_PASSWORD, buyerOf, FIXTURE } from './dataset';
import type { BenchServer } from './server';

type Account = 'teamOwner' | 'business' | 'admin';

export interface Route {
  path: string;
  method?: 'POST';
  body?: string;
  as?: Account;
  /** Each connection signs in as its own buyer and pays for that buyer's tier (FIXTURE.buyers). */
  perBuyer?: true;
  /** Which target of issue 8 applies: see TARGETS in report.ts. */
  kind: 'discoveryPage1' | 'discoveryFiltered' | 'read' | 'write' | 'oneTier' | 'page' | 'pdf';
}

export const ROUTES: Record<string, Route> = {
  discoveryPage1: { path: '/api/discovery/teams', kind: 'discoveryPage1' },
  discoveryFiltered: {
    path: '/api/discovery/teams?sport=Soccer&location=portland',
    kind: 'discoveryFiltered',
  },
  discoverySearch: { path: '/api/discovery/teams?q=team%2042', kind: 'discoveryFiltered' },
  // Team pages are for signed-in users (the access table); a business is who looks at them.
  teamDetails: { path: `/api/discovery/teams/${FIXTURE.dashboardTeamId}`, as: 'business', kind: 'read' },
  teamDashboard: { path: `/api/teams/${FIXTURE.dashboardTeamId}/dashboard`, as: 'teamOwner', kind: 'read' },
  businessDashboard: { path: '/api/business/dashboard', as: 'business', kind: 'read' },
  adminOverview: { path: '/api/admin/overview', as: 'admin', kind: 'read' },
  securityLog: { path: '/api/admin/security', as: 'admin', kind: 'read' },
  playerPage: { path: `/api/players/${FIXTURE.dashboardTeamSlug}/${FIXTURE.playerNumber}`, kind: 'read' },
  // The HTML of pages the server draws (decision 0022): the landing page as a visitor sees it (one
  // drawing shared for a few seconds), a team's page as a signed-in business sees it (drawn every time).
  landingHtml: { path: '/', kind: 'page' },
  teamDetailsHtml: { path: `/team-details/${FIXTURE.dashboardTeamId}`, as: 'business', kind: 'page' },
  // The page a player's link opens (issue 24: a link gone round a parents' group), as a visitor sees it.
  playerHtml: { path: `/player/${FIXTURE.dashboardTeamSlug}/${FIXTURE.playerNumber}`, kind: 'page' },
  // A sponsor's report of what the team delivered, drawn as a PDF on every download.
  sponsorReportPdf: {
    path: `/api/sponsorships/${FIXTURE.reportSponsorshipId}/report.pdf`,
    as: 'business',
    kind: 'pdf',
  },
  // Twenty businesses at once, each starting checkouts of its own tier of one team.
  sponsorshipCheckout: {
    path: '/api/payments/sponsorships/checkout',
    method: 'POST',
    perBuyer: true,
    kind: 'write',
  },
  // One business starting checkouts of one tier from every connection: each replaces the one before under
  // the tier's lock (a business holds one open checkout per tier), so they go one at a time, by design.
  sponsorshipCheckoutOneTier: {
    path: '/api/payments/sponsorships/checkout',
    method: 'POST',
    body: JSON.stringify({ teamId: FIXTURE.dashboardTeamId, tierId: FIXTURE.checkoutTierId }),
    as: 'business',
    kind: 'oneTier',
  },
};

/** The discovery routes, the list routes whose size follows the number of teams (the growth check). */
export const LIST_ROUTES = ['discoveryPage1', 'discoveryFiltered', 'discoverySearch'] as const;

export interface Figure {
  perSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

export interface Timing {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

const figure = (r: CannonResult): Figure => ({
  perSecond: r.rps,
  p50ms: r.p50,
  p99ms: r.p99,
  errors: r.errors,
});

/** Each route: a short warm-up (JIT, caches, pool), then the measured run. */
export async function loadRoutes(server: BenchServer, names: readonly string[], timing: Timing) {
  const cookies: Partial<Record<Account, string>> = {};
  const figures: Record<string, Figure> = {};
  for (const name of names) {
    const route = ROUTES[name]!;
    if (route.as && !cookies[route.as]) cookies[route.as] = await server.signIn(FIXTURE[route.as]);
    const options = {
      method: route.method,
      body: route.body,
      cookie: route.as && cookies[route.as],
      clients: route.perBuyer ? await buyerClients(server) : undefined,
    };
    if (timing.warmupSeconds > 0)
      await cannon(server.base, route.path, {
        ...options,
        connections: timing.connections,
        seconds: timing.warmupSeconds,
      });
    figures[name] = figure(
      await cannon(server.base, route.path, {
        ...options,
        connections: timing.connections,
        seconds: timing.seconds,
      }),
    );
    process.stderr.write(`  ${name}: ${JSON.stringify(figures[name])}\n`);
  }
  return figures;
}

/** Each buyer signed in, with the checkout of its own tier. */
async function buyerClients(server: BenchServer) {
  const buyers = Array.from({ length: FIXTURE.buyers }, (_, i) => buyerOf(i + 1));
  return Promise.all(
    buyers.map(async ({ email, tierId }) => ({
      cookie: await server.signIn(email),
      body: JSON.stringify({ teamId: FIXTURE.checkoutTeamId, tierId }),
    })),
  );
}

/**
 * Sign-ins with the real argon2id hashing, and the server's longest event-loop stall meanwhile. One
 * account: every attempt counts toward its limit of 5 until it succeeds, so more than 4 in flight would be
 * refused by design; 4 keep argon2's worker threads busy on 2 cores.
 */
export async function loadSignIn(server: BenchServer, seconds: number) {
  server.resetStall();
  const result = await cannon(server.base, '/api/auth/sign-in', {
    connections: 4,
    seconds,
    method: 'POST',
    body: JSON.stringify({ email: FIXTURE.signIn, password: BENCH_PASSWORD }),
  });
  const { stallMs, gcMs } = await server.longestStall();
  return { ...figure(result), longestEventLoopStallMs: stallMs, longestGcPauseMs: gcMs };
}

import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { attachmentDrawings } from './attachment-drawings';
import { ensureAdmin } from './bootstrap/admin';
import { withLocalSecret } from './bootstrap/local-secret';
import { loadConfig } from './config';
import type { Deps } from './core/deps';
import { openDatabase } from './db/client';
import { pgliteStatisticsJob } from './db/pglite/statistics-job';
import { seedDemoIfEmpty } from './db/seed/demo';
import { startEmailThread } from './email/threaded';
import { type EmailWorker, startEmailWorker } from './email/worker';
import { familyRequestDeadlineJob } from './features/family-requests/deadline-job';
import { sponsorReportJob } from './features/fulfilment/report-job';
import { createPageViewCounter, pageViewJob } from './features/impact/page-views';
import { payoutReminderJob } from './features/payouts/reminder-job';
import { planJob } from './features/plans/plan-job';
import { seasonReportJob } from './features/season-report/job';
import { waitlistJob } from './features/seasons/waitlist-job';
import { idempotencyCleanupJob } from './http/idempotency';
import { countInFlight } from './http/in-flight';
import { createLogger } from './logging';
import { createMetrics } from './metrics/metrics';
import { paymentPurposes } from './payment-purposes';
import { checkoutExpiryJob } from './payments/expiry';
import { moneyMovementJob } from './payments/money-movement-job';
import { createPaymentProvider } from './payments/provider-of';
import { reconciliationJob } from './payments/reconciliation-job';
import { donationRenewalJob } from './payments/renewals';

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;
/** Connections waiting to be accepted (the kernel caps it at net.core.somaxconn, 4,096 here). */
const LISTEN_BACKLOG = 4_096;
/** How long a shutdown waits for the requests in flight (docs/operations.md). */
const SHUTDOWN_MS = 10_000;

async function main() {
  const config = withLocalSecret(loadConfig());
  const logger = createLogger(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  });
  const deps: Deps = { config, database, logger, paymentPurposes, attachmentDrawings, phase: 'starting' };
  deps.payments = createPaymentProvider(deps);
  deps.metrics = createMetrics(deps);
  const pageViews = createPageViewCounter(database.db);
  deps.pageViews = pageViews;
  // Instances starting together (a deploy, a scale-up) would otherwise race on an empty database.
  await database.exclusively(async () => {
    await database.migrate();
    if (config.SEED_DEMO) await seedDemoIfEmpty(deps);
    await ensureAdmin(deps);
  });
  // Nothing listens before this today; the phase keeps readiness honest if serving ever starts earlier.
  deps.phase = 'serving';

  const app = createApp(deps, { serveWeb: true });
  let mail: EmailWorker | null = null;
  // Gives back the tier spots of checkouts nobody finished within 30 minutes.
  const checkoutExpiry = checkoutExpiryJob(deps, { pollMs: config.CHECKOUT_EXPIRY_POLL_SECONDS * 1000 });
  // Charges the sandbox's monthly donations when their month comes round (Stripe bills by itself).
  const donationRenewals = donationRenewalJob(deps);
  // Emails each sponsor its report once the contract has ended (claimed in the database: sent once).
  const sponsorReports = sponsorReportJob(deps);
  // Emails each team its season report once the season has ended (claimed in scheduled_sends: sent once).
  const seasonReports = seasonReportJob(deps);
  // Holds each opened spot of a sold-out tier for the first business on its waitlist (48 hours, emailed).
  const waitlist = waitlistJob(deps);
  // Forgets the answers kept for repeated requests after a day (http/idempotency.ts).
  const forgetKeys = idempotencyCleanupJob(deps);
  // Reminds teams holding money they cannot receive to connect a payout account (each reminder once).
  const payoutReminders = payoutReminderJob(deps);
  // Transfers what payments earned to the teams' payout accounts, and runs the sandbox's payouts.
  const moneyMovement = moneyMovementJob(deps);
  // Compares yesterday's ledger with the provider's balance transactions, once a day (decision 0046).
  const reconciliation = reconciliationJob(deps);
  // Hides a child's page when the team left a family's request unanswered past its deadline.
  const familyDeadlines = familyRequestDeadlineJob(deps);
  // Bills the sandbox's plans when their period ends, and tells teams from before plans about them once.
  const plans = planJob(deps);
  deps.moneyMovement = moneyMovement;
  // Writes the views of teams' pages counted in memory (features/impact/page-views.ts).
  const pageViewWrites = pageViewJob(deps, pageViews);
  // PGlite has no autovacuum: its statistics are refreshed here (PostgreSQL refreshes its own).
  const statistics = database.kind === 'pglite' ? pgliteStatisticsJob(deps) : null;
  const inFlight = countInFlight(app.fetch);
  const server = createAdaptorServer({ fetch: inFlight.fetch, hostname: config.HOST }) as Server;
  // A crowd opening a shared link at once (issue 24: 2,000 connections) overflowed Node's default queue of
  // 511 connections waiting to be accepted: the kernel dropped the rest, whose retries timed out.
  server.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }, () => {
    const info = server.address() as AddressInfo;
    logger.info(
      { port: info.port, database: database.kind, mail: config.mailboxEnabled ? 'outbox' : 'smtp' },
      `Homefield is running on http://localhost:${info.port}`,
    );
    // Delivers the outbox through transportFor(config): SMTP when SMTP_URL is set. On PostgreSQL in a
    // thread of its own (decision 0068); PGlite lives in this thread, so there the worker does too.
    mail = database.kind === 'postgres' ? startEmailThread(deps) : startEmailWorker(deps);
    deps.mail = mail;
    checkoutExpiry.start();
    donationRenewals.start();
    sponsorReports.start();
    seasonReports.start();
    waitlist.start();
    forgetKeys.start();
    payoutReminders.start();
    moneyMovement.start();
    familyDeadlines.start();
    reconciliation.start();
    plans.start();
    pageViewWrites.start();
    statistics?.start();
  });
  // Node closes an idle kept-alive connection after 5 s; a client (a load balancer, a browser) that sends on
  // it at that moment gets a reset, not an answer (seen once in the browser suite). The peer should close
  // first: 65 s outlasts the usual 60 s idle timeout of load balancers. Shutdown closes idle ones at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from here: a load balancer still polling (kept-alive) takes the instance out.
    deps.phase = 'stopping';
    logger.info({ signal, inFlight: inFlight.running() }, 'shutting down: finishing requests in flight');
    const deadline = performance.now() + SHUTDOWN_MS;
    // A kept-alive connection would go on bringing requests until the force close below cut one off half
    // done (tests/reliability/graceful-restart.test.ts): from now on each answer closes its connection.
    server.on('request', (_request, response: ServerResponse) => {
      if (!response.headersSent) response.setHeader('connection', 'close');
    });
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    // Within the same 10 s: a request whose client hung up has no connection left but still runs.
    const stillRunning = await inFlight.settled(Math.max(0, deadline - performance.now()));
    if (stillRunning > 0)
      logger.warn({ inFlight: stillRunning }, 'requests still running after 10 s; stopping');
    await checkoutExpiry.stop();
    await donationRenewals.stop();
    await sponsorReports.stop();
    await seasonReports.stop();
    await waitlist.stop();
    await forgetKeys.stop();
    await payoutReminders.stop();
    await moneyMovement.stop();
    await familyDeadlines.stop();
    await reconciliation.stop();
    await plans.stop();
    await pageViewWrites.stop();
    await statistics?.stop();
    // The views counted since the last round, so a restart loses none.
    await pageViews.flush().catch((error) => logger.warn({ err: error }, 'page views not written'));
    await mail?.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

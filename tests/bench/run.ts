/**
 * npm run bench [-- --quick]: issue 8's benchmark. Prints one JSON object of figures and writes it to
 * .tmp/bench.json; `npx tsx tests/bench/report.ts` turns it into docs/performance.md. It reports; it never
 * fails. See docs/performance.md for what each figure is and how it was taken.
 *
 * Full: 10,000 teams (and the rest of issue 8's dataset) on PostgreSQL and on PGlite, every route; the
 * growth check on PostgreSQL (1,000 vs 100,000 teams); bytes and Lighthouse for five pages.
 * Quick (about two minutes): 2,000 teams on PostgreSQL only, shorter runs, no PGlite, no growth check,
 * no Lighthouse (bytes still measured).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { playerLinkCrowd, playerLinkCrowdBehindProxy } from './crowd';
import { createBenchDatabase, type Kind, postgresVersion } from './databases';
import { FIXTURE } from './dataset';
import { securityReportExport } from './exports';
import { giftsToMail, startMailSink } from './gifts';
import { growthCheck } from './growth';
import { lighthousePages, pageBytes } from './pages';
import { leagueRollover } from './rollover';
import { fundraisingEmail, rosterImport } from './roster-work';
import { loadRoutes, loadSignIn, ROUTES, type Timing } from './routes';
import { STATIC_DIR, startServer } from './server';

const quick = process.argv.includes('--quick');
const PLAN = quick
  ? {
      teams: 2_000,
      databases: ['postgres'] as Kind[],
      timing: { seconds: 3, warmupSeconds: 1, connections: 20 },
      signInSeconds: 4,
      crowdSeconds: 10,
      gifts: 500,
      rolloverTeams: 200,
      growth: null,
      lighthouseRounds: 0,
    }
  : {
      teams: 10_000,
      databases: ['postgres', 'pglite'] as Kind[],
      timing: { seconds: 8, warmupSeconds: 2, connections: 20 },
      signInSeconds: 8,
      crowdSeconds: 30,
      gifts: 2_000,
      rolloverTeams: 200,
      growth: { small: 1_000, large: 100_000 },
      lighthouseRounds: 3,
    };

const log = (message: string) =>
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

/** A part that failed is reported as skipped, with why, rather than losing the whole run's figures. */
const failed = (error: unknown) => ({
  skipped: `failed: ${error instanceof Error ? error.message : String(error)}`,
});

async function onDatabase(kind: Kind, timing: Timing) {
  log(`${kind}: building ${PLAN.teams} teams' dataset`);
  const database = await createBenchDatabase(kind, { teams: PLAN.teams, full: true });
  log(`${kind}: built in ${database.dataset.buildSeconds} s; loading the routes`);
  const sink = await startMailSink();
  try {
    const server = await startServer(database.location, sink.url);
    try {
      const routes = await loadRoutes(server, Object.keys(ROUTES), timing);
      log(`${kind}: sign-in`);
      const signIn = await loadSignIn(server, PLAN.signInSeconds);
      const peakRssMB = server.peakRssMB();
      log(`${kind}: the security report, streamed`);
      const securityReport = await securityReportExport(server).catch(failed);
      log(`${kind}: a player's link opened by 2,000 at once`);
      const crowd = await playerLinkCrowd(server, PLAN.crowdSeconds).catch(failed);
      let crowdBehindProxy: Awaited<ReturnType<typeof playerLinkCrowdBehindProxy>> = {
        skipped: 'measured on PostgreSQL only: nginx answers from its cache',
      };
      if (kind === 'postgres') {
        log(`${kind}: the same crowd through nginx (deploy/nginx.conf)`);
        crowdBehindProxy = await playerLinkCrowdBehindProxy(server, PLAN.crowdSeconds).catch(failed);
      }
      log(`${kind}: ${PLAN.gifts} gifts paid, each receipt to an SMTP server`);
      const gifts = await giftsToMail(server, sink, PLAN.gifts).catch(failed);
      log(`${kind}: a fundraising email to a player's contacts, a roster import`);
      const fundraising = await fundraisingEmail(server, sink).catch(failed);
      const importing = await rosterImport(server).catch(failed);
      // Last: it changes the teams (their rosters leave, their sponsorships complete).
      log(`${kind}: season rollover of ${PLAN.rolloverTeams} teams, then repeated`);
      const rollover = await leagueRollover(server, PLAN.rolloverTeams).catch(failed);
      // The front end once, on the PostgreSQL server, while nothing else loads it.
      let frontEnd: Record<string, unknown> | undefined;
      if (kind === 'postgres') {
        log('front end: bytes per page');
        const cookie = await server.signIn(FIXTURE.business);
        const bytes = await pageBytes(server.base, cookie);
        let lighthouse: Awaited<ReturnType<typeof lighthousePages>> | { skipped: string } = {
          skipped: '--quick',
        };
        if (PLAN.lighthouseRounds > 0) {
          log(`front end: Lighthouse, ${PLAN.lighthouseRounds} rounds`);
          lighthouse = await lighthousePages(server.base, cookie, PLAN.lighthouseRounds).catch(failed);
        }
        frontEnd = { bytes, lighthouse };
      }
      return {
        dataset: database.dataset,
        routes,
        signIn,
        peakRssMB,
        securityReport,
        crowd,
        crowdBehindProxy,
        gifts,
        fundraising,
        importing,
        rollover,
        frontEnd,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    await database.drop();
  }
}

async function main() {
  const started = performance.now();
  if (!existsSync(`${STATIC_DIR}/index.html`))
    spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: await postgresVersion().catch((error: Error) => `unreachable: ${error.message}`),
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
  const byDatabase: Record<string, Awaited<ReturnType<typeof onDatabase>>> = {};
  for (const kind of PLAN.databases) byDatabase[kind] = await onDatabase(kind, PLAN.timing);
  let growth: Awaited<ReturnType<typeof growthCheck>> | { skipped: string } = { skipped: '--quick' };
  if (PLAN.growth) {
    log(`growth: ${PLAN.growth.small} then ${PLAN.growth.large} teams on PostgreSQL`);
    growth = await growthCheck(PLAN.growth.small, PLAN.growth.large, PLAN.timing).catch(failed);
  }
  const { postgres, pglite } = byDatabase;
  const figures = {
    takenAt: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    machine,
    timing: { ...PLAN.timing, signInSeconds: PLAN.signInSeconds },
    dataset: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.dataset])),
    routes: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.routes])),
    signIn: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.signIn])),
    peakRssMB: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.peakRssMB])),
    securityReport: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.securityReport])),
    crowd: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.crowd])),
    crowdBehindProxy: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.crowdBehindProxy])),
    gifts: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.gifts])),
    fundraising: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.fundraising])),
    importing: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.importing])),
    rollover: Object.fromEntries(Object.entries(byDatabase).map(([k, v]) => [k, v.rollover])),
    growth,
    frontEnd: postgres?.frontEnd ?? pglite?.frontEnd,
    loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
    benchSeconds: Math.round((performance.now() - started) / 1000),
  };
  const json = JSON.stringify(figures, null, 2);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(quick ? '.tmp/bench-quick.json' : '.tmp/bench.json', `${json}\n`);
  console.log(json);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

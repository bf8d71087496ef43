import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { teamPlayers } from '../../src/server/db/schema';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable';
import { teamOwner } from '../support/factories';
import { type LoadRoute, type Sample, sleep, startLoad } from './load';
import { type FaultWorld, faultWorld, testConnection } from './world';

/**
 * Issue 18, hole 10. PostgreSQL SIGSTOPped (postmaster and every backend): its sockets stay open and
 * nothing answers, so only the app's own deadlines can end a request. Every answer comes within this.
 */
const LATENCY_BOUND_MS = 5_000;
/** After SIGCONT, every route answers 2xx within this. */
const RECOVERY_BOUND_MS = 5_000;
/** Longer than the acquire and query deadlines together, so the run sees the steady state of a freeze. */
const FROZEN_MS = 8_000;

let world: FaultWorld;
beforeAll(async () => {
  world = await faultWorld();
});
afterAll(async () => {
  // A frozen cluster would hang the pool's goodbye and pg_ctl stop: thaw first, whatever happened.
  world?.cluster.thaw();
  await world?.close();
});

/** A clean refusal: 503 with Retry-After, the one error body, nothing of a stack, a query or a URL. */
function isCleanUnavailable(sample: Sample): boolean {
  if (sample.status !== 503 || !sample.retryAfter) return false;
  const body = JSON.parse(sample.body) as { error?: { code?: unknown; message?: unknown }; status?: unknown };
  if (sample.route === 'health') return body.status === 'unavailable';
  return (
    body.error?.code === 'SERVICE_UNAVAILABLE' &&
    typeof body.error.message === 'string' &&
    !/\bat .+:\d+|Error:|select |insert |postgres:\/\/|ECONN|timed? ?out/i.test(sample.body)
  );
}

describe('hole 10: a frozen database hangs requests', () => {
  it('answers a clean 503 within 5 s while PostgreSQL is SIGSTOPped, serves again within 5 s of SIGCONT, and loses nothing committed', async () => {
    const { client, team } = await teamOwner(world);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const json = { cookie, 'content-type': 'application/json' };
    const addPlayer = (n: number) => ({
      path: `/api/teams/${team.id}/players`,
      init: {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ firstName: 'Frozen', lastName: `Player${n}` }),
      },
    });
    const routes: LoadRoute[] = [
      { name: 'health', request: () => ({ path: '/api/health' }) },
      { name: 'session', request: () => ({ path: '/api/auth/session', init: { headers: { cookie } } }) },
      { name: 'discovery', request: () => ({ path: '/api/discovery/teams' }) },
      {
        name: 'players',
        request: () => ({ path: `/api/teams/${team.id}/players`, init: { headers: { cookie } } }),
      },
      {
        name: 'team-dashboard',
        request: () => ({ path: `/api/teams/${team.id}/dashboard`, init: { headers: { cookie } } }),
      },
      // A write in a transaction: its BEGIN, its row lock or its insert may be the statement that hangs.
      { name: 'add-player', request: addPlayer },
    ];

    const load = startLoad(world.apps[0]!.baseUrl, routes, 8);
    await sleep(2_000);
    const frozenAt = load.elapsed();
    const pids = world.cluster.freeze();
    // One request of each route sent the moment it froze: the load's workers, rotating through the routes
    // with every request hanging up to 3 s, may by chance send a route none while frozen.
    const probes = Promise.all(
      routes.map(async ({ name, request }, i) => {
        const { path, init } = request(200_000 + i);
        const response = await fetch(`${world.apps[0]!.baseUrl}${path}`, {
          ...init,
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null);
        return { name, status: response?.status ?? 0 };
      }),
    );
    await sleep(FROZEN_MS);
    const thawedAt = load.elapsed();
    world.cluster.thaw();
    await sleep(RECOVERY_BOUND_MS + 2_000);
    const samples = await load.stop();

    // Nothing leaked from the pool: a burst of parallel transactions, more than the pool holds, all succeed.
    const burstStarted = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        fetch(`${world.apps[0]!.baseUrl}${addPlayer(100_000 + i).path}`, {
          ...addPlayer(100_000 + i).init,
          signal: AbortSignal.timeout(15_000),
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    const burstMs = Math.round(performance.now() - burstStarted);

    const sentAt = (s: Sample) => s.at - s.ms;
    const frozen = samples.filter((s) => sentAt(s) > frozenAt && sentAt(s) < thawedAt);
    const failures = samples.filter((s) => s.status < 200 || s.status >= 300);
    const recovery = Object.fromEntries(
      routes.map(({ name }) => {
        const back = samples.find((s) => s.route === name && s.at > thawedAt && s.status < 300);
        return [name, back ? Math.round(back.at - thawedAt) : Number.POSITIVE_INFINITY];
      }),
    );
    const maxMs = (list: Sample[]) => Math.round(Math.max(0, ...list.map((s) => s.ms)));
    const figures = {
      postgresProcessesStopped: pids.length,
      requests: samples.length,
      sentWhileFrozen: frozen.length,
      unavailable503: failures.filter((s) => s.status === 503).length,
      other: failures
        .filter((s) => s.status !== 503)
        .map((s) => `${s.route} ${s.status} ${Math.round(s.ms)}ms ${s.body.slice(0, 160)}`),
      maxLatencyMs: maxMs(samples),
      maxLatencyWhileFrozenMs: Object.fromEntries(
        routes.map(({ name }) => [name, maxMs(frozen.filter((s) => s.route === name))]),
      ),
      recoveryMs: recovery,
      failedSentLaterThan5sAfterThaw: samples.filter(
        (s) => sentAt(s) > thawedAt + RECOVERY_BOUND_MS && (s.status < 200 || s.status >= 300),
      ).length,
      burst: { requests: burst.length, created: burst.filter((b) => b.status === 201).length, ms: burstMs },
    };
    console.info(`[figures] postgres-frozen ${JSON.stringify(figures)}`);

    expect(world.apps[0]!.child.exitCode, world.apps[0]!.output().slice(-4000)).toBeNull();
    expect(pids.length).toBeGreaterThan(1);
    // Every non-2xx is the app's own 503 (Retry-After, the one body): no 500, no socket error, no hang.
    expect(figures.other).toEqual([]);
    expect(failures.filter((s) => !isCleanUnavailable(s)).map((s) => s.body)).toEqual([]);
    // Every route that needs the database said so while it was frozen (discovery may answer from its cache).
    const probed = await probes;
    for (const name of ['health', 'session', 'players', 'team-dashboard', 'add-player']) {
      expect(
        frozen.some((s) => s.route === name && s.status === 503) ||
          probed.some((p) => p.name === name && p.status === 503),
        name,
      ).toBe(true);
    }
    expect(figures.maxLatencyMs).toBeLessThan(LATENCY_BOUND_MS);
    for (const [name, ms] of Object.entries(recovery)) expect(ms, name).toBeLessThan(RECOVERY_BOUND_MS);
    expect(figures.failedSentLaterThan5sAfterThaw).toBe(0);
    expect(burst.filter((b) => b.status !== 201).map((b) => `${b.status} ${b.body.slice(0, 160)}`)).toEqual(
      [],
    );

    // Every player the API said it created (201) is there.
    const created = [...samples.filter((s) => s.route === 'add-player' && s.status === 201), ...burst]
      .filter((s) => s.status === 201)
      .map((s) => (JSON.parse(s.body) as { player: { id: string } }).player.id);
    const stored = new Set(
      (
        await world.db.select({ id: teamPlayers.id }).from(teamPlayers).where(eq(teamPlayers.teamId, team.id))
      ).map((row) => row.id),
    );
    expect(created.length).toBeGreaterThan(10);
    expect(created.filter((id) => !stored.has(id))).toEqual([]);
  });

  it('drops a transaction whose BEGIN or query outlives its deadline: no pool slot leaked, no half-done transaction reused', async () => {
    // Two connections, both warm, so the frozen transactions get an open connection and hang on BEGIN
    // (Drizzle sends it before its try: a client that fails there is never released by Drizzle).
    const url = new URL(world.databaseUrl);
    url.searchParams.set('application_name', 'hf-frozen-pool');
    const database = await openDatabase({
      url: url.toString(),
      poolSize: 2,
      connectTimeoutMs: 500,
      queryTimeoutMs: 800,
    });
    const { db } = database;
    const countPlayers = () =>
      db.transaction(async (tx) => {
        const rows = await tx.select({ id: teamPlayers.id }).from(teamPlayers).limit(1);
        await tx.execute(sql`select pg_sleep(0.05)`);
        return rows.length;
      });
    try {
      await Promise.all([countPlayers(), countPlayers()]);

      world.cluster.freeze();
      const started = performance.now();
      const whileFrozen = await Promise.allSettled([
        countPlayers(),
        countPlayers(),
        countPlayers(),
        countPlayers(),
      ]);
      const frozenMs = Math.round(performance.now() - started);
      world.cluster.thaw();

      const reasons = whileFrozen.map((r) => (r.status === 'rejected' ? r.reason : 'fulfilled'));
      expect(reasons.every((reason) => isDatabaseUnavailable(reason))).toBe(true);

      // Both slots are free again: four transactions through two connections, promptly.
      const thawed = performance.now();
      await Promise.all([countPlayers(), countPlayers(), countPlayers(), countPlayers()]);
      const servedMs = Math.round(performance.now() - thawed);

      // The server ends the backends of the destroyed connections as soon as it runs again: none is left
      // inside a transaction.
      const observer = await testConnection(world.databaseUrl);
      let idleInTransaction = -1;
      try {
        for (let i = 0; i < 40 && idleInTransaction !== 0; i++) {
          const { rows } = await observer.query(
            `select count(*)::int as n from pg_stat_activity
              where application_name = 'hf-frozen-pool' and state like 'idle in transaction%'`,
          );
          idleInTransaction = rows[0].n;
          if (idleInTransaction) await sleep(100);
        }
      } finally {
        await observer.end();
      }
      console.info(
        `[figures] postgres-frozen-pool ${JSON.stringify({ failedWhileFrozen: whileFrozen.length, frozenMs, servedAfterThawMs: servedMs, idleInTransaction })}`,
      );
      expect(frozenMs).toBeLessThan(2_500);
      expect(servedMs).toBeLessThan(2_000);
      expect(idleInTransaction).toBe(0);
    } finally {
      world.cluster.thaw();
      // A pool that leaked a client would wait for it forever on end().
      await Promise.race([database.close(), sleep(5_000)]);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPlayers } from '../../src/server/db/schema';
import { teamOwner } from '../support/factories';
import { type LoadRoute, type Sample, sleep, startLoad } from './load';
import { type FaultWorld, faultWorld } from './world';

/** Every answer, while the database is down too, comes within this. */
const LATENCY_BOUND_MS = 3_000;
/** Once PostgreSQL accepts connections again, every route answers 2xx within this. */
const RECOVERY_BOUND_MS = 5_000;
const DOWN_MS = 4_000;

let world: FaultWorld;
beforeAll(async () => {
  world = await faultWorld();
});
afterAll(() => world?.close());

/** A clean refusal: 503, the one error body, and nothing of a stack, a query or a connection string. */
function isCleanUnavailable(sample: Sample): boolean {
  if (sample.status !== 503) return false;
  const body = JSON.parse(sample.body) as { error?: { code?: unknown; message?: unknown }; status?: unknown };
  if (sample.route === 'health') return body.status === 'unavailable';
  return (
    body.error?.code === 'SERVICE_UNAVAILABLE' &&
    typeof body.error.message === 'string' &&
    !/\bat .+:\d+|Error:|select |insert |postgres:\/\/|ECONN/i.test(sample.body)
  );
}

describe('PostgreSQL stopped during a load run', () => {
  it('answers 503 within the bound while it is down, serves again within 5 s, and loses nothing committed', async () => {
    const { client, team } = await teamOwner(world);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const json = { cookie, 'content-type': 'application/json' };
    const routes: LoadRoute[] = [
      { name: 'health', request: () => ({ path: '/api/health' }) },
      { name: 'session', request: () => ({ path: '/api/auth/session', init: { headers: { cookie } } }) },
      { name: 'discovery', request: () => ({ path: '/api/discovery/teams' }) },
      {
        name: 'players',
        request: () => ({ path: `/api/teams/${team.id}/players`, init: { headers: { cookie } } }),
      },
      {
        name: 'add-player',
        request: (n) => ({
          path: `/api/teams/${team.id}/players`,
          init: {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ firstName: 'Load', lastName: `Player${n}` }),
          },
        }),
      },
    ];

    const load = startLoad(world.apps[0]!.baseUrl, routes, 8);
    await sleep(2_000);
    const stoppedAt = load.elapsed();
    await world.cluster.stop('immediate');
    await sleep(DOWN_MS);
    await world.cluster.start();
    const readyAt = load.elapsed();
    await sleep(RECOVERY_BOUND_MS + 1_000);
    const samples = await load.stop();

    const down = samples.filter((s) => s.at > stoppedAt + 500 && s.at < readyAt);
    const failures = samples.filter((s) => s.status < 200 || s.status >= 300);
    const recovery = Object.fromEntries(
      routes.map(({ name }) => {
        const back = samples.find((s) => s.route === name && s.at > readyAt && s.status < 300);
        return [name, back ? Math.round(back.at - readyAt) : Number.POSITIVE_INFINITY];
      }),
    );
    const maxLatency = Math.round(Math.max(...samples.map((s) => s.ms)));
    const figures = {
      requests: samples.length,
      answeredWhileDown: down.length,
      unavailable503: failures.filter((s) => s.status === 503).length,
      other: failures
        .filter((s) => s.status !== 503)
        .map((s) => `${s.route} ${s.status} ${s.body.slice(0, 200)}`),
      maxLatencyMs: maxLatency,
      recoveryMs: recovery,
    };
    console.info(`[figures] postgres-stopped ${JSON.stringify(figures)}`);

    // The app lives through it: no crash on a dropped connection.
    expect(world.apps[0]!.child.exitCode, world.apps[0]!.output().slice(-4000)).toBeNull();
    expect(figures.other).toEqual([]);
    expect(failures.filter((s) => !isCleanUnavailable(s)).map((s) => s.body)).toEqual([]);
    // The health check and every route that needs the database said so while it was down.
    for (const name of ['health', 'session', 'players', 'add-player']) {
      expect(
        down.some((s) => s.route === name && s.status === 503),
        name,
      ).toBe(true);
    }
    expect(maxLatency).toBeLessThan(LATENCY_BOUND_MS);
    for (const [name, ms] of Object.entries(recovery)) expect(ms, name).toBeLessThan(RECOVERY_BOUND_MS);

    // Every player the API said it created (201) is there after the crash and the WAL replay.
    const created = samples
      .filter((s) => s.route === 'add-player' && s.status === 201)
      .map((s) => (JSON.parse(s.body) as { player: { id: string } }).player.id);
    const stored = new Set(
      (
        await world.db.select({ id: teamPlayers.id }).from(teamPlayers).where(eq(teamPlayers.teamId, team.id))
      ).map((row) => row.id),
    );
    expect(created.length).toBeGreaterThan(10);
    expect(created.filter((id) => !stored.has(id))).toEqual([]);
  });
});

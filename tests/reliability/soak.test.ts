/**
 * A bounded soak: the real server process on a PostgreSQL cluster of its own, loaded for SOAK_SECONDS
 * (default 180) with a mix of what people do, each route from its own autocannon process (one process
 * per route keeps the load off this process and the app's loop). It must answer every request with a
 * 2xx, and its resident memory must grow less than 10% from the end of the warm-up to the end.
 *
 * The mix is built so that no refusal is expected: sign-in uses the right password with at most two
 * requests in flight (the per-email limit counts 5 attempts until one succeeds), and the checkouts are one
 * business's for a tier with spots to spare (each new checkout replaces that business's previous one).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CannonResult, cannon } from '../bench/cannon';
import type { TestClient } from '../support/app';
import { businessOwner, createPlayer, createUser, PASSWORD, teamOwner } from '../support/factories';
import { createTier } from '../support/features/payments';
import { type FaultWorld, faultWorld } from './world';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
/**
 * Long enough for the JIT, the pools, the caches and the heap to reach their working size. 10 s was not,
 * on 2 cores: five 30-s soaks after it ended 0.3 % to 12.9 % above the warm figure (one failed CI), where a
 * 90-s soak after 15 s ended 0.6 % below it (2026-11-28).
 */
const WARMUP_SECONDS = Math.min(30, Math.max(20, Math.round(SOAK_SECONDS / 6)));
const RSS_GROWTH_LIMIT = 0.1;

interface SoakRoute {
  name: string;
  path: string;
  connections: number;
  method?: string;
  body?: string;
  cookie?: string;
}

let world: FaultWorld;
let routes: SoakRoute[];

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** The resident set of a process in KiB, from /proc (Linux). */
function rssKiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.replace(/\D+/g, ''));
}

/** Every route of the mix at once, for `seconds`; the figures of each by name. */
async function runMix(seconds: number): Promise<Record<string, CannonResult>> {
  const base = world.apps[0]!.baseUrl;
  const results = await Promise.all(
    routes.map(async (route) => [route.name, await cannon(base, route.path, { ...route, seconds })] as const),
  );
  return Object.fromEntries(results);
}

beforeAll(async () => {
  // The demo data gives discovery a realistic page of teams; the factories add the actors of the mix.
  world = await faultWorld({ env: { SEED_DEMO: '1' } });
  const owner = await teamOwner(world, {
    verificationStatus: 'approved',
    sport: 'Soccer',
    ageGroup: 'Under 12',
    location: 'Portland, OR',
    seasonStartDate: '2026-03-01',
    seasonEndDate: '2026-08-31',
  });
  const player = await createPlayer(world, owner.team);
  const tier = await createTier(world, owner.team.id, { availableSpots: 50 });
  const buyer = await businessOwner(world);
  const signer = await createUser(world, { roles: ['team'] });

  routes = [
    { name: 'discovery', path: '/api/discovery/teams', connections: 4 },
    // A team's page is for signed-in users: a business browsing before it sponsors.
    {
      name: 'team details',
      path: `/api/discovery/teams/${owner.team.id}`,
      connections: 2,
      cookie: cookieOf(buyer.client),
    },
    { name: 'player page', path: `/api/players/${owner.team.slug}/${player.playerNumber}`, connections: 2 },
    {
      name: 'sign-in',
      path: '/api/auth/sign-in',
      connections: 2,
      method: 'POST',
      body: JSON.stringify({ email: signer.email, password: PASSWORD }),
    },
    {
      name: 'team dashboard',
      path: `/api/teams/${owner.team.id}/dashboard`,
      connections: 2,
      cookie: cookieOf(owner.client),
    },
    {
      name: 'business dashboard',
      path: '/api/business/dashboard',
      connections: 1,
      cookie: cookieOf(buyer.client),
    },
    {
      name: 'checkout',
      path: '/api/payments/sponsorships/checkout',
      connections: 1,
      method: 'POST',
      body: JSON.stringify({ teamId: owner.team.id, tierId: tier.id }),
      cookie: cookieOf(buyer.client),
    },
  ];
  // Each route answers 2xx once before the load: a wrong path or cookie fails here, by name.
  for (const route of routes) {
    const response = await fetch(`${world.apps[0]!.baseUrl}${route.path}`, {
      method: route.method ?? 'GET',
      headers: {
        ...(route.body ? { 'content-type': 'application/json' } : {}),
        ...(route.cookie ? { cookie: route.cookie } : {}),
      },
      body: route.body,
    });
    expect(response.status, `${route.name}: ${await response.text()}`).toBeLessThan(300);
  }
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe('a bounded soak', () => {
  it(
    `answers ${SOAK_SECONDS} s of mixed traffic without an error, and its memory stays flat`,
    async () => {
      const pid = world.apps[0]!.child.pid!;
      const warm = await runMix(WARMUP_SECONDS);
      const rssWarm = rssKiB(pid);

      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssKiB(pid)), 5_000);
      const soak = await runMix(SOAK_SECONDS).finally(() => clearInterval(sampler));
      const rssEnd = rssKiB(pid);
      const growth = (rssEnd - rssWarm) / rssWarm;

      const figures = {
        seconds: SOAK_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        requests: Object.values(soak).reduce((n, r) => n + r.requests, 0),
        errors: Object.values(soak).reduce((n, r) => n + r.errors, 0),
        rssWarmMiB: +(rssWarm / 1024).toFixed(1),
        rssPeakMiB: +(Math.max(rssEnd, ...samples) / 1024).toFixed(1),
        rssEndMiB: +(rssEnd / 1024).toFixed(1),
        rssGrowthPercent: +(growth * 100).toFixed(1),
        routes: Object.fromEntries(
          Object.entries(soak).map(([name, r]) => [
            name,
            { rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors },
          ]),
        ),
      };
      console.log(`soak figures: ${JSON.stringify(figures, null, 2)}`);

      const errorsIn = (mix: Record<string, CannonResult>) =>
        Object.fromEntries(Object.entries(mix).map(([name, r]) => [name, r.errors]));
      const none = Object.fromEntries(routes.map((r) => [r.name, 0]));
      expect(errorsIn(warm), world.apps[0]!.output().slice(-4000)).toEqual(none);
      expect(errorsIn(soak), world.apps[0]!.output().slice(-4000)).toEqual(none);
      for (const route of routes) expect(soak[route.name]!.requests, route.name).toBeGreaterThan(0);
      expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
    },
    (WARMUP_SECONDS + SOAK_SECONDS) * 1000 + 120_000,
  );
});

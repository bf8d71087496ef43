/**
 * /api/discovery/teams under load with 10,000 approved teams x 3 tiers, on PGlite and on PostgreSQL.
 * The data goes in with two set-based INSERTs (generate_series), not through the API.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { cannon } from './cannon';

const TEAMS = 10_000;
const ROUTES = {
  page1: '/api/discovery/teams',
  filtered: '/api/discovery/teams?sport=Soccer&location=portland',
  search: '/api/discovery/teams?q=team%2042',
};

export async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`insert into users (email, password_hash) values ('bench-owner@example.com', 'x')`);
  await db.execute(
    sql.raw(`
    insert into teams (slug, name, sport, age_group, location, description, contact_email, coach_name,
                       created_by, verification_status, created_at)
    select 'bench-team-' || g, 'Bench Team ' || g,
           (array['Soccer','Basketball','Baseball','Football','Volleyball','Hockey','Tennis'])[1 + g % 7],
           'Under 12',
           (array['Portland, OR','Seattle, WA','Boise, ID','Eugene, OR','Spokane, WA'])[1 + g % 5],
           'A youth team that practises twice a week and travels to tournaments, number ' || g,
           'team' || g || '@bench.local', 'Coach ' || g,
           (select id from users where email = 'bench-owner@example.com'),
           'approved', now() - (g || ' minutes')::interval
    from generate_series(1, ${TEAMS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into sponsorship_tiers (team_id, name, amount, benefits, available_spots)
    select t.id, x.name, x.amount, array['Logo on the team banner', 'Thank-you post'], 3
    from teams t cross join (values ('Bronze', 25000), ('Silver', 50000), ('Gold', 100000)) as x(name, amount)`),
  );
  await db.execute(sql`vacuum analyze`);
}

async function measure(database: Database) {
  await database.migrate();
  await seed(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = createApp({ config, database, logger: pino({ level: 'silent' }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const figures: Record<string, { perSecond: number; p50ms: number; p99ms: number; non2xx: number }> = {};
  for (const [name, route] of Object.entries(ROUTES)) {
    const result = await cannon(base, route, { connections: 20, seconds: 6 });
    figures[name] = { perSecond: result.rps, p50ms: result.p50, p99ms: result.p99, non2xx: result.non2xx };
  }
  server.close();
  return figures;
}

/** Both databases; PostgreSQL is skipped (and said so) when no server answers at BENCH_DATABASE_URL. */
export async function benchDiscovery() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hf-bench-discovery-'));
  const pglite = await openDatabase({ dataDir });
  const onPglite = await measure(pglite).finally(() => pglite.close());
  rmSync(dataDir, { recursive: true, force: true });

  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hf_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  let onPostgres: Awaited<ReturnType<typeof measure>> | { skipped: string };
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ url: url.toString(), poolSize: 10 });
    onPostgres = await measure(postgres).finally(() => postgres.close());
    await admin.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    onPostgres = { skipped: error instanceof Error ? error.message : String(error) };
  } finally {
    await admin.end().catch(() => {});
  }
  return {
    teams: TEAMS,
    tiersPerTeam: 3,
    routes: ROUTES,
    pglite: onPglite,
    postgres: onPostgres,
    targets: { postgres: { perSecond: 3000, p99ms: 30 }, pglite: { perSecond: 800 } },
  };
}

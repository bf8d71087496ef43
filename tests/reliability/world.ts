import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { TestClient, type TestWorld } from '../support/app';
import { type AppOptions, type AppProcess, startApp } from './app-process';
import { createPgCluster, type PgCluster } from './pg-cluster';

/** The origin TestClient puts before every path; replaced here by a real server's. */
const TEST_ORIGIN = 'http://homefield.test';

/**
 * A browser-like client of real servers: each request goes to the next of `baseUrls` in turn, so with two
 * instances consecutive requests of one user alternate between them (sessions live in the database).
 */
export function httpClient(...baseUrls: string[]): TestClient {
  let next = 0;
  return new TestClient((url, init) => {
    const baseUrl = baseUrls[next++ % baseUrls.length]!;
    return fetch(url.replace(TEST_ORIGIN, baseUrl), { ...init, signal: AbortSignal.timeout(20_000) });
  });
}

export interface FaultWorld extends TestWorld {
  cluster: PgCluster;
  databaseUrl: string;
  database: Database;
  apps: AppProcess[];
  /** Starts one more instance on the same database. */
  startInstance(options?: Partial<AppOptions>): Promise<AppProcess>;
  /** Starts instance `index` again on its port and database (after a kill); resolves once it is healthy. */
  restart(index?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A cluster of its own, a database on it, `instances` real servers on that database (started together, as
 * a rolling deploy or an autoscaler would), and the factories' view of it: rows go straight into the
 * database, clients talk HTTP to the servers.
 */
export async function faultWorld(
  options: { instances?: number; env?: Record<string, string> } = {},
): Promise<FaultWorld> {
  const cluster = await createPgCluster();
  const databaseUrl = await cluster.createDatabase('homefield');
  const startInstance = (extra: Partial<AppOptions> = {}) =>
    startApp({ databaseUrl, ...extra, env: { ...options.env, ...extra.env } });
  const apps = await Promise.all(Array.from({ length: options.instances ?? 1 }, () => startInstance()));
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  return {
    cluster,
    databaseUrl,
    database,
    db: database.db,
    apps,
    client: () => httpClient(...apps.map((app) => app.baseUrl)),
    startInstance,
    async restart(index = 0) {
      apps[index] = await startInstance({ port: apps[index]!.port });
    },
    async close() {
      await Promise.all(apps.map((app) => app.kill()));
      await database.close().catch(() => {});
      await cluster.destroy();
    },
  };
}

/** What the test's own connections call themselves, so `appBackends` can leave them out. */
const TEST_CONNECTION = 'hf-test-lock';

/** A connection of the test's own (to hold locks the app must wait on); the caller ends it. */
export async function testConnection(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: TEST_CONNECTION });
  await client.connect();
  return client;
}

/** Connections to PostgreSQL in the middle of something (the app's), and what each waits on (asked on a connection of its own). */
export async function appBackends(
  databaseUrl: string,
): Promise<{ pid: number; state: string; wait: string | null }[]> {
  const observer = await testConnection(databaseUrl);
  try {
    const { rows } = await observer.query(
      `select pid, state, wait_event_type as wait from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'
          and application_name <> $1 and state <> 'idle'`,
      [TEST_CONNECTION],
    );
    return rows;
  } finally {
    await observer.end();
  }
}

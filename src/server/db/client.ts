import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { watchListingVersion } from './listing-version';
import { TEXT_PARSERS } from './pglite/parsers';
import { keepPlans } from './pglite/plans';
import * as schema from './schema';
import { nameStatements, statementNames } from './statement-names';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Services take either, so one can run inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` while no other app instance on this database runs its own (a PostgreSQL advisory lock):
   * instances starting together migrate, seed and create the admin one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a gzipped tarball (tests restore a migrated snapshot from it). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it, PGlite in dataDir (or in memory when dataDir is omitted). */
  url?: string;
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests restore a migrated snapshot). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * PostgreSQL only: the longest wait for a connection from the pool, or for a new one to open
   * (node-postgres's connectionTimeoutMillis). Default 5000; the server passes DATABASE_CONNECT_TIMEOUT_MS.
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: the longest any one query may go unanswered before its connection is destroyed and
   * the query fails as "database unavailable" (503). Unset: no limit (scripts, the bench's data builds,
   * tests); the server passes DATABASE_QUERY_TIMEOUT_MS. Migrations and `exclusively` never have one.
   */
  queryTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options) : await openPglite(options);
  // Closing twice (a test that closed it, then the file's end; two shutdown signals) closes once.
  let closing: Promise<void> | null = null;
  const close = database.close;
  return { ...database, close: () => (closing ??= close()) };
}

/**
 * The query deadline of the work running now, when it differs from the pool's: `null` for none. Read when
 * a query is sent, so it follows `await`s. (A pool.query waiting for a free client is sent from the
 * context of whoever released that client; only the start-up work uses an override, so that cannot mix.)
 */
const deadlineOverride = new AsyncLocalStorage<number | null>();

/**
 * Runs `work` with another query deadline (milliseconds, or null for none) than the pool's: for work that
 * is legitimately slow (a migration, waiting on another instance's start-up lock). Every query the work
 * sends, in or out of a transaction, gets it. On PGlite there is no deadline either way.
 */
export function withQueryDeadline<T>(ms: number | null, work: () => Promise<T>): Promise<T> {
  return deadlineOverride.run(ms, work);
}

/** The error a query gets when the server has not answered it within the deadline. */
export class QueryDeadlineError extends Error {
  readonly code = 'HF_QUERY_DEADLINE';
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = 'QueryDeadlineError';
  }
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Migration 0005 creates it; a PostgreSQL server ships it in contrib.
    extensions: { pg_trgm },
    parsers: TEXT_PARSERS,
  });
  const planned = await keepPlans(client);
  const db = drizzlePglite({ client: planned, schema }) as unknown as Db;
  await watchListingVersion(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite folder: there is nobody to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

/** The advisory lock key of start-up work (any constant of our own: 'hfld' in ASCII). */
const STARTUP_LOCK = 0x68666c64;

async function openPostgres(options: DatabaseOptions): Promise<Database> {
  const poolDeadline = options.queryTimeoutMs || null;
  const deadline = () => {
    const override = deadlineOverride.getStore();
    return override === undefined ? poolDeadline : override;
  };
  const pool = new GuardedPool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // One name per repeated statement for the whole pool, whichever connection sends it (decision 0066).
  const nameOf = statementNames();
  // Nor may a client checked out for a transaction, which has no pool listener: its next query fails (503
  // to the caller, docs/reliability.md) and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    nameStatements(client, nameOf);
    limitQueries(client, deadline);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // A migration may rewrite a big table: no deadline.
    migrate: () =>
      withQueryDeadline(null, () => migratePg(drizzlePg({ client: pool }), { migrationsFolder })),
    ping: async () => {
      await pool.query('select 1');
    },
    // The lock waits for another instance's whole start-up (its migrations): no deadline.
    exclusively: (work) =>
      withQueryDeadline(null, async () => {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          // Ending the session would free the lock too; unlocking keeps the connection reusable.
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          holder.release();
        }
      }),
    close: () => pool.end(),
  };
}

/**
 * A pg pool whose checked-out clients give themselves back when their connection dies. Drizzle's
 * transaction() sends BEGIN before its try, so a BEGIN that fails (the connection destroyed by a deadline,
 * or the server gone) never releases its client: each such failure would cost the pool a slot for good,
 * and a frozen server would leave it with none after the thaw. Here a client checked out with connect()
 * is released (and, being dead, dropped) when it ends; its owner's own release() afterwards does nothing.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out with a callback and releases on any error itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releaseWhenDead);
  }
}

function releaseWhenDead(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release;
  let released = false;
  const onEnd = () => release(new Error('Connection terminated while checked out'));
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    poolRelease.call(client, err);
  };
  client.once('end', onEnd);
  client.release = release;
  return client;
}

/** The parts of pg's Client this file reaches into (not in its types): the socket under the connection. */
interface ClientInternals {
  connection?: { stream?: { destroy(error?: Error): void } };
}

/**
 * Gives every query of `client` the deadline of its context: when the server has not answered in time,
 * the connection's socket is destroyed. Its queries fail with QueryDeadlineError at once (a 503, see
 * unavailable.ts), the client is no longer queryable, and the pool drops it when it is released, so a
 * half-done transaction or a query still pending never goes back to the pool. Destroying is what a
 * frozen server (SIGSTOP, a hung host, a network black hole) needs: it sends nothing, not even a reset,
 * and TCP keep-alives do not notice it (the kernel answers them while the process is stopped).
 * node-postgres's own query_timeout is not used: it fails the query but keeps the connection, with its
 * query still pending on it, and a transaction's client would be returned to the pool that way.
 */
function limitQueries(client: pg.PoolClient, deadline: () => number | null): void {
  const query = client.query;
  const limited = function (this: pg.PoolClient, ...args: unknown[]) {
    const ms = deadline();
    const first = args[0] as { submit?: unknown; callback?: unknown } | undefined;
    // Streams and cursors (submittables) and config.callback queries pass as they are: the app has none.
    if (!ms || typeof first?.submit === 'function' || typeof first?.callback === 'function') {
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    }
    let timer: NodeJS.Timeout | undefined = setTimeout(() => {
      timer = undefined;
      (client as unknown as ClientInternals).connection?.stream?.destroy(new QueryDeadlineError(ms));
    }, ms);
    const done = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = function (this: unknown, ...results: unknown[]) {
        done();
        return (last as (...r: unknown[]) => unknown).apply(this, results);
      };
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    }
    const result = (query as (...a: unknown[]) => unknown).apply(this, args) as Promise<unknown> | undefined;
    if (result && typeof result.then === 'function') result.then(done, done);
    else done();
    return result;
  };
  client.query = limited as typeof client.query;
}

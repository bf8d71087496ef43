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
import { TEXT_PARSERS } from './pglite-parsers';
import { keepPlans } from './pglite-plans';
import * as schema from './schema';

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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
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

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor may a client checked out for a transaction, which has no pool listener: its next query fails (503
  // to the caller, docs/reliability.md) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    async exclusively(work) {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        // Ending the session would free the lock too; unlocking keeps the connection reusable.
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

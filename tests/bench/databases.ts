/**
 * A database of its own for each bench run: a fresh PostgreSQL database (created and dropped here) or a
 * fresh PGlite folder. The dataset is built by this process; then the server child opens it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { buildDataset, type DatasetOptions, type DatasetReport } from './dataset';

export type Kind = 'postgres' | 'pglite';

export interface BenchDatabase {
  kind: Kind;
  dataset: DatasetReport;
  /** What the server child is started with. */
  location: { url: string } | { dataDir: string };
  drop(): Promise<void>;
}

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let serial = 0;

export async function createBenchDatabase(kind: Kind, options: DatasetOptions): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hf-bench-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const dataset = await buildDataset(database, options).finally(() => database.close());
    return {
      kind,
      dataset,
      location: { dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `hf_bench_${process.pid}_${++serial}`;
  await onServer((admin) => admin.query(`create database ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  let dataset: DatasetReport;
  try {
    await database.migrate();
    dataset = await buildDataset(database, options);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  await database.close();
  return { kind, dataset, location: { url: url.toString() }, drop };
}

/** The PostgreSQL server's version, or why it cannot be reached. */
export async function postgresVersion(): Promise<string> {
  return onServer(async (admin) => (await admin.query('show server_version')).rows[0].server_version);
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * What `npm run backup` and `npm run restore` work on, chosen like the app chooses its database:
 * DATABASE_URL (a PostgreSQL server, through pg_dump / pg_restore) or else the PGlite folder DATA_DIR.
 *
 * PGlite is backed up with its own dumpDataDir (a gzipped tarball of the data folder, written by the one
 * process that holds the database, after a CHECKPOINT) and restored with loadDataDir. A plain copy of the
 * folder would do only with the app stopped too, and is several files instead of one. PGlite admits a
 * single process per folder, so both commands refuse a folder the app has open (postmaster.pid present).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const run = promisify(execFile);

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  const config = loadConfig(env);
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** A refusal the commands print as one line, without a stack. */
export class BackupError extends Error {}

/** pg_dump's custom format starts with PGDMP; PGlite's dump is gzip. */
function formatOf(file: string): 'postgres' | 'pglite' | 'unknown' {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return 'unknown';
}

/** The libpq tools get the password in PGPASSWORD, so it never shows in the process list. */
function libpqArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function refuseOpenFolder(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `${dataDir} is in use (postmaster.pid): stop the app first. If it is not running, it was not shut ` +
        'down cleanly: start it and stop it once (Ctrl+C), then try again.',
    );
  }
}

/** Writes to a temporary name beside `file`, renamed at the end: a failed backup leaves no partial file. */
async function atomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = `${file}.partial`;
  try {
    await write(temporary);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

export async function backup(target: Target, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    const { dbname, env } = libpqArgs(target.url);
    await atomically(file, async (temporary) => {
      await run('pg_dump', ['--format=custom', '--file', temporary, '--dbname', dbname], { env });
    });
    return;
  }
  if (!existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
    throw new BackupError(
      `${target.dataDir} holds no database (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
    );
  }
  refuseOpenFolder(target.dataDir);
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    // Everything committed is in the data files, not only in the WAL, before the folder is archived.
    await database.db.execute(sql`checkpoint`);
    const dump = await database.dump!();
    await atomically(file, async (temporary) => {
      writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    });
  } finally {
    await database.close();
  }
}

/** Restores into an empty target only: a restore never mixes with, or overwrites, live data. */
export async function restore(target: Target, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const format = formatOf(file);
  if (format !== target.kind) {
    throw new BackupError(
      format === 'unknown'
        ? `${file} is not a Homefield backup`
        : `${file} is a ${format === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup; ` +
            `restore it with ${format === 'postgres' ? 'DATABASE_URL set' : 'DATA_DIR and no DATABASE_URL'}`,
    );
  }
  if (target.kind === 'postgres') {
    await refuseNonEmptyDatabase(target.url);
    const { dbname, env } = libpqArgs(target.url);
    // One transaction: a restore that fails part way leaves the database as empty as it found it.
    await run(
      'pg_restore',
      ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--dbname', dbname, file],
      { env },
    );
    return;
  }
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    throw new BackupError(
      `${target.dataDir} is not empty: restore into a new folder (DATA_DIR), then switch to it`,
    );
  }
  const database = await openDatabase({
    dataDir: target.dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}

async function refuseNonEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0) {
      throw new BackupError(
        `the database of DATABASE_URL already has ${rows[0]!.n} tables: restore into a new, empty database`,
      );
    }
  } finally {
    await client.end();
  }
}

/** Runs a command's main: a refusal prints one line and exits 1; anything else prints in full. */
export function runCommand(main: () => Promise<string>): void {
  main().then(
    (done) => console.log(done),
    (error: unknown) => {
      const e = error as { stderr?: string; message?: string };
      console.error(
        error instanceof BackupError ? error.message : ((e.stderr?.trim() || e.message) ?? String(error)),
      );
      process.exit(1);
    },
  );
}

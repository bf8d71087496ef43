/**
 * npm run backup and npm run restore, run as the commands they are, for both databases: the demo data
 * (and a queued email with a PDF-sized attachment, for bytea) is backed up, restored into a new database
 * or folder, and every table is compared: its row count and a checksum of all its rows.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentDrawings } from '../../src/server/attachment-drawings';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { seedDemoIfEmpty } from '../../src/server/db/seed/demo';
import { enqueueEmail } from '../../src/server/email/outbox';
import { paymentPurposes } from '../../src/server/payment-purposes';
import { createPgCluster, type PgCluster } from './pg-cluster';

const run = promisify(execFile);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hf-backup-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Runs `npm run backup` or `npm run restore` (the same script, without npm's banner) with this env. */
async function command(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const started = Date.now();
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, file], {
      env: { ...inherited, NODE_ENV: 'test', ...env },
    });
    // The figure for docs/reliability.md: the command's own line (with the size) and its wall time.
    console.log(`${name}: ${stdout.trim()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}`.trim() };
  }
}

/** The demo data, plus mail with an attachment so a bytea column travels too. */
async function fill(database: Database): Promise<void> {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test' });
  await seedDemoIfEmpty({
    config,
    database,
    logger: pino({ level: 'silent' }),
    paymentPurposes,
    attachmentDrawings,
  });
  await enqueueEmail(database.db, {
    kind: 'receipt',
    to: 'ada@example.org',
    subject: 'Your receipt',
    text: 'Thank you.',
    attachments: [
      {
        filename: 'receipt.pdf',
        contentType: 'application/pdf',
        content: Buffer.from([0, 1, 2, 255, 37, 80]),
      },
    ],
  });
}

/** Raw SQL's rows: both drivers answer { rows }, which the generic Db type cannot say. */
async function rowsOf<T>(database: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table of the app (and drizzle's migration log): row count and an md5 of all its rows in order. */
async function fingerprint(database: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ rows: number; md5: string | null }>(
      database,
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${name} t`,
      ),
    );
    result[name] = { rows: row!.rows, md5: row!.md5 ?? '' };
  }
  return result;
}

async function fingerprintOf(options: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(options);
  try {
    return await fingerprint(database);
  } finally {
    await database.close();
  }
}

/** The fingerprints match, and the data is the data (not two empty databases agreeing). */
function expectSameData(
  copy: Awaited<ReturnType<typeof fingerprint>>,
  original: Awaited<ReturnType<typeof fingerprint>>,
) {
  expect(copy).toEqual(original);
  expect(Object.keys(original).length).toBeGreaterThan(20);
  expect(original['public.teams']!.rows).toBeGreaterThan(5);
  expect(original['public.email_attachments']!.rows).toBe(1);
}

describe('backup and restore of the embedded database (PGlite)', () => {
  it('round-trips every table, and refuses a folder in use or not empty', async () => {
    const dataDir = path.join(folder, 'pglite-data');
    const source = await openDatabase({ dataDir });
    await fill(source);
    const original = await fingerprint(source);

    // The app (here: this process) has the folder open: the backup refuses rather than copy it mid-write.
    const busy = await command('backup', path.join(folder, 'busy.tar.gz'), { DATA_DIR: dataDir });
    expect(busy).toMatchObject({ code: 1 });
    expect(busy.out).toMatch(/in use .*stop the app first/);
    await source.close();

    const file = path.join(folder, 'homefield-pglite.tar.gz');
    const backedUp = await command('backup', file, { DATA_DIR: dataDir });
    expect(backedUp.out).toMatch(/^backed up the PGlite database to .*homefield-pglite\.tar\.gz/);
    expect(backedUp.code).toBe(0);

    const restoredDir = path.join(folder, 'pglite-restored');
    const restored = await command('restore', file, { DATA_DIR: restoredDir });
    expect(restored).toEqual({ code: 0, out: `restored ${file} into ${restoredDir}` });
    expectSameData(await fingerprintOf({ dataDir: restoredDir }), original);

    // A restore never lands on top of a database.
    const onTop = await command('restore', file, { DATA_DIR: dataDir });
    expect(onTop.code).toBe(1);
    expect(onTop.out).toMatch(/is not empty: restore into a new folder/);
    expect(await fingerprintOf({ dataDir })).toEqual(original);
  });
});

describe('backup and restore on PostgreSQL (pg_dump / pg_restore)', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await createPgCluster();
  });
  afterAll(async () => {
    await cluster?.destroy();
  });

  it('round-trips every table into a new database, and refuses one that has data', async () => {
    const sourceUrl = await cluster.createDatabase('homefield');
    const source = await openDatabase({ url: sourceUrl, poolSize: 2 });
    try {
      await fill(source);
    } finally {
      await source.close();
    }
    const original = await fingerprintOf({ url: sourceUrl, poolSize: 1 });

    // The app may keep running: pg_dump reads one consistent snapshot.
    const file = path.join(folder, 'homefield.pgdump');
    const backedUp = await command('backup', file, { DATABASE_URL: sourceUrl });
    expect(backedUp.out).toMatch(/^backed up the PostgreSQL database to .*homefield\.pgdump/);
    expect(backedUp.code).toBe(0);

    const copyUrl = await cluster.createDatabase('homefield_restored');
    const restored = await command('restore', file, { DATABASE_URL: copyUrl });
    expect(restored).toEqual({ code: 0, out: `restored ${file} into the database of DATABASE_URL` });
    expectSameData(await fingerprintOf({ url: copyUrl, poolSize: 1 }), original);

    const onTop = await command('restore', file, { DATABASE_URL: sourceUrl });
    expect(onTop.code).toBe(1);
    expect(onTop.out).toMatch(/already has \d+ tables: restore into a new, empty database/);

    // A backup of the other kind is named, not half-applied.
    const gzip = path.join(folder, 'not-a-pgdump.tar.gz');
    writeFileSync(gzip, gzipSync('not a database'));
    const wrongKind = await command('restore', gzip, {
      DATABASE_URL: await cluster.createDatabase('homefield_wrong'),
    });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.out).toMatch(/is a PGlite backup; restore it with DATA_DIR/);
  });
});

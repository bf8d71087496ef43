import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplateUrl: string;
  }
}

/**
 * Migrates once per run. PGlite: a dump of a migrated data folder that each test file restores.
 * PostgreSQL (TEST_DATABASE_URL): that database, migrated, is the template each test file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url, poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplateUrl', url);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'hf_test_%'",
      );
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = await dumpPglite(database);
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplateUrl', '');
}

async function dumpPglite(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  if (!database.dump) throw new Error('not a PGlite database');
  return database.dump();
}

export function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

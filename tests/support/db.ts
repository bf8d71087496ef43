import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { maintenanceUrl } from './db-global-setup';

/** A fresh, migrated database of this test file's own: nothing depends on another file or on order. */
export async function freshDatabase(): Promise<Database> {
  const templateUrl = inject('pgTemplateUrl');
  if (templateUrl) return clonePostgres(templateUrl);
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ loadDataDir: new Blob([snapshot]) });
}

async function clonePostgres(templateUrl: string): Promise<Database> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `hf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl(templateUrl) });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  // The file's database is dropped with the others when the run ends (db-global-setup.ts): a DROP
  // DATABASE per file, each forcing a checkpoint, made the PostgreSQL run slower.
  return openDatabase({ url: url.toString(), poolSize: 5 });
}

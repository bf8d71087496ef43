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
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: maintenanceUrl(templateUrl) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

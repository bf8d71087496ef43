/**
 * npm run backup -- <file>: writes a backup of the app's database to <file>. With DATABASE_URL, pg_dump's
 * custom format (restore with pg_restore or npm run restore); else the PGlite folder DATA_DIR (default
 * ./data) as one gzipped tarball, with the app stopped. See scripts/backup-targets.ts.
 */
import { statSync } from 'node:fs';
import { BackupError, backup, runCommand, targetFromEnv } from './backup-targets';

runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError('usage: npm run backup -- <output file>');
  const target = targetFromEnv();
  await backup(target, file);
  const kib = Math.ceil(statSync(file).size / 1024);
  return `backed up the ${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database to ${file} (${kib} KiB)`;
});

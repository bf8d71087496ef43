/**
 * npm run restore -- <file>: restores a backup of npm run backup into the database the app would use
 * (DATABASE_URL, or the PGlite folder DATA_DIR), which must be empty: a new database or a new folder.
 */
import { BackupError, restore, runCommand, targetFromEnv } from './backup-targets';

runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError('usage: npm run restore -- <backup file>');
  const target = targetFromEnv();
  await restore(target, file);
  return `restored ${file} into ${target.kind === 'postgres' ? 'the database of DATABASE_URL' : target.dataDir}`;
});

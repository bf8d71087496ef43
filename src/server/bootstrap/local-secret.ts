import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, DEFAULT_SESSION_SECRET } from '../config';

const FILE = 'session-secret';

/**
 * Outside production without SESSION_SECRET, the key that hashes session and link tokens is a random one
 * kept in DATA_DIR (made on first start, readable by its owner only), not the development value printed in
 * the source: a plain `npm start` reachable from elsewhere is then no easier to forge sessions for. It
 * survives restarts, so sessions and emailed links do too. Production refuses the default (config.ts).
 */
export function withLocalSecret(config: Config): Config {
  if (config.isProduction || config.SESSION_SECRET !== DEFAULT_SESSION_SECRET) return config;
  const file = path.join(config.dataDir, FILE);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    // 'wx': of two instances starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...config, SESSION_SECRET: readFileSync(file, 'utf8').trim() };
}

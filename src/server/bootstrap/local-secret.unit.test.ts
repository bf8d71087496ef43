import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_SECRET, loadConfig } from '../config';
import { withLocalSecret } from './local-secret';

describe('hole 8: start-up trusts the request and the defaults (the session secret)', () => {
  it('replaces the public development secret with a private one kept in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hf-secret-'));
    const first = withLocalSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.SESSION_SECRET).not.toBe(DEFAULT_SESSION_SECRET);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(40);
    const file = path.join(dataDir, 'session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.SESSION_SECRET);
    // The next start keeps it, so sessions and emailed links survive a restart.
    expect(withLocalSecret(loadConfig({ DATA_DIR: dataDir })).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it('leaves a configured secret alone', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hf-secret-'));
    const config = withLocalSecret(
      loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'a-configured-secret-value' }),
    );
    expect(config.SESSION_SECRET).toBe('a-configured-secret-value');
  });
});

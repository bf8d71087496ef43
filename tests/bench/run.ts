/**
 * npm run bench: prints one JSON object of figures. It reports; it never fails the tests.
 * - the gzipped JS and CSS that / loads in Chromium (budget 120 KB of JS)
 * - sign-ins per second with the real argon2id hashing, and the longest event-loop stall meanwhile
 * - GET /api/health requests per second
 * - /api/discovery/teams with 10,000 approved teams on PGlite and PostgreSQL (tests/bench/discovery.ts)
 * The app runs in this process on a fresh PGlite folder; autocannon loads it from a second process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/passwords';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { userRoles, users } from '../../src/server/db/schema';
import { cannon } from './cannon';
import { benchDiscovery } from './discovery';
import { landingBytes } from './landing';

const PASSWORD = 'Bench!Mark#2026';

async function main() {
  if (!existsSync('dist/web/index.html'))
    spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hf-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_IP_LIMIT: '1000000',
  });
  const database = await openDatabase({ dataDir: config.dataDir });
  await database.migrate();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'bench@example.com', passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  await database.db.insert(userRoles).values({ userId: user!.id, role: 'team' });
  const app = createApp({ config, database, logger: pino({ level: 'silent' }) }, { serveWeb: true });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const landing = await landingBytes(base);

  const stall = monitorEventLoopDelay({ resolution: 5 });
  stall.enable();
  // One account: every attempt counts toward its limit of 5 until it succeeds, so more than 4 sign-ins in
  // flight at once would be refused by design. 4 keep argon2's 4 worker threads busy on 2 cores.
  const signIn = await cannon(base, '/api/auth/sign-in', {
    connections: 4,
    seconds: 8,
    method: 'POST',
    body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
  });
  stall.disable();
  const health = await cannon(base, '/api/health', { connections: 50, seconds: 8 });
  server.close();
  const discovery = await benchDiscovery();

  const figures = {
    machine: { cpus: os.cpus().length, node: process.version, database: database.kind },
    landing: { ...landing, jsBudgetKB: 120, withinBudget: landing.jsGzipKB <= 120 },
    signIn: {
      perSecond: signIn.rps,
      p50ms: signIn.p50,
      p99ms: signIn.p99,
      non2xx: signIn.non2xx,
      target: 50,
      longestEventLoopStallMs: Math.round(stall.max / 1e6),
      stallTargetMs: 50,
    },
    health: {
      perSecond: health.rps,
      p50ms: health.p50,
      p99ms: health.p99,
      non2xx: health.non2xx,
      target: 15000,
    },
    discovery,
  };
  console.log(JSON.stringify(figures, null, 2));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

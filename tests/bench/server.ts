/**
 * Runs the real server (the bundle of src/server/main.ts that npm start runs, background jobs included) as a
 * child process, so that its peak RSS and event loop are its own, not the bench's or autocannon's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildServer, freePort, SERVER_BUNDLE } from '../support/e2e-global-setup';
import { BENCH_PASSWORD } from './dataset';

/** The built web app the server serves; BENCH_STATIC_DIR picks another build (e.g. one's own folder). */
export const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist/web';

export interface BenchServer {
  base: string;
  /** The session cookie of a signed-in account ('hf_session=...'). */
  signIn(email: string): Promise<string>;
  /** Forgets the longest stall seen so far; longestStall() reports the longest since, and the longest GC. */
  resetStall(): void;
  longestStall(): Promise<{ stallMs: number; gcMs: number }>;
  /** VmHWM: the most resident memory the server process has had since it started. */
  peakRssMB(): number;
  /** VmRSS: the server process's resident memory now. */
  rssMB(): number;
  stop(): Promise<void>;
}

let built = false;

/** `smtpUrl`: where the outbox delivers (gifts.ts's SMTP server); unset, mail stays in the outbox. */
export async function startServer(
  database: { url: string } | { dataDir: string },
  smtpUrl?: string,
): Promise<BenchServer> {
  if (!built) buildServer();
  built = true;
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // The heap limit `npm start` sets (docs/performance.md: without it V8 lets garbage pile up to 500 MB).
    // The bundle `npm start` runs, with the bench's probe beside it.
    ['--max-old-space-size=256', '--import', './tests/bench/probe.mjs', SERVER_BUNDLE],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        SESSION_SECRET: 'bench-session-secret-not-for-real-use',
        PAYMENTS_PROVIDER: 'sandbox',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        // One client address drives every request: the per-address sign-in limit would refuse them.
        AUTH_IP_LIMIT: '100000000',
        // The gifts' checkouts each come from an address of their own (X-Forwarded-For): gifts.ts.
        TRUST_PROXY: '1',
        ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
        STATIC_DIR: STATIC_DIR,
        ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    signIn: (email) => signIn(base, email),
    resetStall: () => child.send('reset'),
    longestStall: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as { stallMs: number; gcMs: number }));
        child.send('read');
      }),
    peakRssMB: () => statusMB(child.pid!, 'VmHWM'),
    rssMB: () => statusMB(child.pid!, 'VmRSS'),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('hf_session='));
  if (!response.ok || !cookie) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** A memory figure of /proc/{pid}/status, in MB. */
function statusMB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * nginx in front of the bench's server, configured by deploy/nginx.conf (the file docs/operations.md tells
 * an operator to use), for issue 24's crowd on one player's link. Null where nginx is not installed
 * (`apt-get install nginx-light`): the bench then reports the step as not measured.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/e2e-global-setup';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));

export interface Proxy {
  base: string;
  stop(): Promise<void>;
}

export async function startProxy(appBase: string): Promise<Proxy | null> {
  if (!NGINX) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hf-nginx-'));
  // nginx's workers run as another user: they write the cache here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const config = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('PROXY_DIR', dir)
    .replace('APP_ADDRESS', new URL(appBase).host)
    .replace('LISTEN_ADDRESS', `127.0.0.1:${port}`);
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).finally(() => rmSync(dir, { recursive: true, force: true }));
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${base}/api/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { base, stop };
    if (child.exitCode !== null || tries === 50) {
      await stop();
      throw new Error(`nginx did not start (${path.join(dir, 'error.log')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

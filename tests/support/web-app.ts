import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import type { Clock } from '../../src/server/core/clock';
import { rendererPath } from '../../src/server/http/ssr';
import { afterThisFile } from './after-file';
import { startTestApp, type TestApp } from './app';
import { freePort } from './e2e-global-setup';

/** The built web app the tests serve: STATIC_DIR, else dist/web (its drawing bundle beside it in dist/ssr). */
export const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist/web');

/**
 * A test app (its own database) and the same app serving the built web pages, drawn on the server. Builds
 * the web app first when the drawing bundle is missing, as the e2e setup does. Call it in a beforeAll with a
 * timeout long enough for a build (about 2 minutes). `clock` is the one both answer by.
 */
export async function startWebApp(options: { env?: Record<string, string>; clock?: Clock } = {}) {
  const t = await startTestApp(options.env);
  if (options.clock) t.deps.clock = options.clock;
  return { t, web: webAppOf(t) };
}

/** The web pages served by this test app (its database, clock and counters). */
export function webAppOf(t: TestApp) {
  if (!existsSync(rendererPath(staticDir))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  return createApp({ ...t.deps, config: { ...t.deps.config, staticDir } }, { serveWeb: true });
}

/**
 * The web app on a real port of this machine, for a browser: a browser file whose server must run on a
 * clock the test moves (the shared e2e server keeps real time). Closed after the file's tests.
 */
export async function listenWebApp(clock: Clock) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Links in emails and the sandbox's pages lead back here.
  const { t, web } = await startWebApp({ env: { APP_URL: baseUrl }, clock });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: web.fetch, port, hostname: '127.0.0.1' }, (_info: AddressInfo) =>
      resolve(listening),
    );
  });
  afterThisFile(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser closes after this file's hooks: its kept-alive connections must not hold the close.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  );
  return { t, baseUrl };
}

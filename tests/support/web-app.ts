import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { rendererPath } from '../../src/server/http/ssr';
import { startTestApp } from './app';

/** The built web app the tests serve: STATIC_DIR, else dist/web (its drawing bundle beside it in dist/ssr). */
export const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist/web');

/**
 * A test app (its own database) and the same app serving the built web pages, drawn on the server. Builds
 * the web app first when the drawing bundle is missing, as the e2e setup does. Call it in a beforeAll with a
 * timeout long enough for a build (about 2 minutes).
 */
export async function startWebApp() {
  if (!existsSync(rendererPath(staticDir))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const t = await startTestApp();
  const web = createApp({ ...t.deps, config: { ...t.deps.config, staticDir } }, { serveWeb: true });
  return { t, web };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { isNoindexPath, NOINDEX, ROBOTS_HEADER } from './noindex';

/**
 * Serves the built web app: hashed assets cached for a year, every other GET that is not an API call
 * answered with index.html so the client router can draw the screen (including its 404 page).
 */
export function mountWebApp(app: Hono<AppEnv>, staticDir: string): void {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), staticDir);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    if (isNoindexPath(c.req.path)) c.header(ROBOTS_HEADER, NOINDEX);
    return c.html(indexHtml);
  });
}

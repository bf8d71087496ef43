import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';
import { HERO_POSTER } from '../../shared/hero';
import { isPagePath } from '../../shared/page-paths';
import type { AppEnv } from '../core/deps';
import { isNoindexPath, NOINDEX, ROBOTS_HEADER } from './noindex';
import { drawnPages } from './ssr';

/** Vite names each file under /assets by its content: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files copied from src/web/public keep their names across builds (media, favicon): a day, then ask again. */
export const UNHASHED = 'public, max-age=86400';
/** The page itself names the current build's assets: always asked again (a 304-sized answer when unchanged). */
export const APP_PAGE = 'no-cache';
/**
 * The landing page's largest picture: asked for with the HTML, not after the scripts that draw the hero.
 * A Link header on / only, so other pages do not spend a slow phone's bandwidth on it; each screen shape
 * preloads only the crop it shows (shared/hero.ts).
 */
const preloadImage = (href: string, media: string) =>
  `<${href}>; rel=preload; as=image; type="image/webp"; fetchpriority=high; media="${media}"`;
export const HERO_PRELOAD = [
  preloadImage(HERO_POSTER.upright, HERO_POSTER.uprightMedia),
  preloadImage(HERO_POSTER.wide, `not all and ${HERO_POSTER.uprightMedia}`),
].join(', ');

const TEXT_FILE = /\.(js|css|html|svg|json|txt|webmanifest)(\.br|\.gz)?$/;
const APP_PAGE_FILE = /(^|[/\\])index\.html(\.br|\.gz)?$/;

type HeaderMap = Record<string, string>;

/** A path with a segment that starts with a dot. */
const HIDDEN = /\/\./;

/** A text file has .br and .gz twins: a shared cache must key it by encoding, the plain one included. */
const byEncoding = (file: string): HeaderMap => (TEXT_FILE.test(file) ? { vary: 'Accept-Encoding' } : {});

function appPageHeaders(c: Context): HeaderMap {
  return {
    'cache-control': APP_PAGE,
    ...(isNoindexPath(c.req.path) ? { [ROBOTS_HEADER]: NOINDEX } : {}),
    ...(c.req.path === '/' ? { link: HERO_PRELOAD } : {}),
  };
}

/**
 * serveStatic with precompressed files, plus the headers `headersFor` gives the file it served. They are
 * set on the finished answer: serveStatic's onFound runs after the answer is built.
 */
function files(root: string, headersFor: (file: string, c: Context) => HeaderMap, only?: string) {
  const found = new WeakMap<Context, string>();
  const serve = serveStatic({
    root,
    path: only,
    precompressed: true,
    onFound: (file, c) => {
      found.set(c, file);
    },
  });
  return async (c: Context, next: Next) => {
    // Build records such as .vite/manifest.json are for the server, not for visitors.
    if (HIDDEN.test(c.req.path)) return next();
    const response = await serve(c, next);
    const file = found.get(c);
    if (response && file) {
      for (const [name, value] of Object.entries({ ...byEncoding(file), ...headersFor(file, c) })) {
        response.headers.set(name, value);
      }
    }
    return response;
  };
}

/**
 * Serves the built web app, brotli or gzip from the .br/.gz files scripts/compress-assets.mjs wrote
 * beside each text file, as the browser accepts: hashed assets cached for a year, a page's path answered
 * with index.html (or the page drawn) so the client router can draw the screen, and any other path with
 * the not-found page and a 404.
 */
export function mountWebApp(app: Hono<AppEnv>, staticDir: string, drawingsAtOnce: number): void {
  if (!existsSync(path.join(staticDir, 'index.html'))) return;
  const root = path.relative(process.cwd(), staticDir);
  app.use(
    '/assets/*',
    files(root, () => ({ 'cache-control': IMMUTABLE })),
  );
  // A hashed file that is not there (a chunk of an older build) is a 404, never the app's HTML.
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));
  // Before the files: / is a file (index.html) to serveStatic.
  const drawn = drawnPages(app, staticDir, appPageHeaders, drawingsAtOnce);
  if (drawn) app.get('*', drawn.pages);
  app.use(
    '*',
    files(root, (file, c) => (APP_PAGE_FILE.test(file) ? appPageHeaders(c) : { 'cache-control': UNHASHED })),
  );
  // Neither a file nor a page (shared/page-paths.ts): a real 404, with the app's not-found page
  // (issue 18, hole 11). Drawn by the server when it can; else the plain app, whose router draws it.
  const plainApp = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const plainNotFound = (c: Context) => c.html(plainApp, 404, { 'cache-control': APP_PAGE });
  app.get('*', async (c, next) => {
    if (isPagePath(c.req.path)) return next();
    // A drawing that fails answers nothing: the plain page then.
    return (await drawn?.notFound(c, async () => {})) ?? plainNotFound(c);
  });
  app.get(
    '*',
    files(root, (_file, c) => appPageHeaders(c), 'index.html'),
  );
}

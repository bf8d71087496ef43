import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/support/app';
import { createApp } from '../app';
import { APP_PAGE, HERO_PRELOAD, IMMUTABLE, UNHASHED } from './static';

/*
 * The built web app as the server hands it out: hashed assets immutable and precompressed (brotli, gzip,
 * as accepted), the page itself revalidated, the landing page's poster preloaded. Runs against the real
 * build (STATIC_DIR, else dist/web; built here like the e2e setup does when it is missing).
 */

const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist/web');
let web: ReturnType<typeof createApp>;
let indexHtml: string;

beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const t = await startTestApp();
  web = createApp({ ...t.deps, config: { ...t.deps.config, staticDir } }, { serveWeb: true });
  indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
}, 120_000);

const get = (pathname: string, headers: Record<string, string> = {}) =>
  web.request(`http://homefield.test${pathname}`, { headers });

/** The entry script and stylesheet index.html names. */
function entryAssets(): string[] {
  const names = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(names.some((name) => name.endsWith('.js'))).toBe(true);
  expect(names.some((name) => name.endsWith('.css'))).toBe(true);
  return names;
}

const onDisk = (urlPath: string) => readFileSync(path.join(staticDir, urlPath));

describe('hashed assets under /assets', () => {
  it('carry a content hash in their names', () => {
    for (const asset of entryAssets()) expect(asset).toMatch(/-[\w-]{8}\.(js|css)$/);
  });

  it('have brotli and gzip twins, each file over 1 KB', () => {
    for (const asset of entryAssets()) {
      if (onDisk(asset).length < 1024) continue;
      expect(existsSync(path.join(staticDir, `${asset}.br`)), asset).toBe(true);
      expect(existsSync(path.join(staticDir, `${asset}.gz`)), asset).toBe(true);
    }
  });

  it('are brotli when the browser accepts it, gzip when only that, plain otherwise; immutable for a year', async () => {
    for (const asset of entryAssets()) {
      const original = onDisk(asset);
      // Files under 1 KB are not worth compressing (scripts/compress-assets.mjs): they go out plain.
      const compressed = original.length >= 1024;
      const cases = [
        { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
        { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
        { accept: '', encoding: null, decode: (bytes: Buffer) => bytes },
      ];
      for (const { accept, encoding, decode } of cases) {
        const res = await get(asset, accept ? { 'accept-encoding': accept } : {});
        const label = `${asset} / ${accept || 'no Accept-Encoding'}`;
        expect(res.status, label).toBe(200);
        expect(res.headers.get('content-encoding'), label).toBe(compressed ? encoding : null);
        expect(res.headers.get('cache-control'), label).toBe(IMMUTABLE);
        expect(res.headers.get('vary'), label).toMatch(/accept-encoding/i);
        expect(res.headers.get('content-type'), label).toMatch(
          asset.endsWith('.js') ? /javascript/ : /text\/css/,
        );
        const body = Buffer.from(await res.arrayBuffer());
        expect((compressed ? decode(body) : body).equals(original), label).toBe(true);
        if (compressed && encoding) expect(body.length, label).toBeLessThan(original.length);
      }
    }
  });

  it('answers 404 for an asset that is not in this build, never the HTML page', async () => {
    const res = await get('/assets/index-00000000.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe("the build's own records", () => {
  it('stay on the server: the manifest the drawn pages read is a 404 to visitors', async () => {
    expect(existsSync(path.join(staticDir, '.vite', 'manifest.json'))).toBe(true);
    for (const pathname of ['/.vite/manifest.json', '/.vite/manifest.json.gz', '/.vite/']) {
      const res = await get(pathname, { 'accept-encoding': 'gzip, br' });
      expect(res.status, pathname).toBe(404);
      expect(await res.text(), pathname).not.toContain('"file"');
    }
  });
});

describe('the page itself', () => {
  it('is revalidated on every visit, at every screen the browser draws (the server draws some: ssr.test.ts)', async () => {
    for (const pathname of ['/index.html', '/team-dashboard', '/admin/approval', '/sponsor-team/7']) {
      const res = await get(pathname, { 'accept-encoding': 'br, gzip' });
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type'), pathname).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), pathname).toBe(APP_PAGE);
      expect(await res.text(), pathname).toContain('<div id="root">');
    }
  });

  it('preloads the hero poster on the landing page only, and the poster is there', async () => {
    expect((await get('/')).headers.get('link')).toBe(HERO_PRELOAD);
    expect((await get('/team-discovery')).headers.get('link')).toBeNull();
    const posters = [...HERO_PRELOAD.matchAll(/<([^>]+)>[^,]*media="([^"]+)"/g)];
    expect(posters.map(([, href, media]) => [href, media])).toEqual([
      ['/media/hero-poster-portrait.webp', '(max-aspect-ratio: 3/4)'],
      ['/media/hero-poster.webp', 'not all and (max-aspect-ratio: 3/4)'],
    ]);
    for (const [, poster] of posters) {
      const res = await get(poster!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(UNHASHED);
    }
  });
});

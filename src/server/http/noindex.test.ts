import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { createApp } from '../app';

/* Player pages stay out of search engines: the HTML the server answers for /player/* says so too. */

let t: TestApp;
let web: ReturnType<typeof createApp>;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  // A stand-in for the built web app, inside the working folder as dist/web is.
  dir = mkdtempSync(path.join(process.cwd(), '.tmp-noindex-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Homefield</title><div id="root"></div>');
  web = createApp({ ...t.deps, config: { ...t.deps.config, staticDir: dir } }, { serveWeb: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (pathname: string) => web.request(`http://homefield.test${pathname}`);

describe('X-Robots-Tag on the web app', () => {
  it('is noindex on the HTML of a player page, whatever the player', async () => {
    for (const pathname of ['/player/rose-city/7', '/player/no-such-team/12345']) {
      const res = await get(pathname);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('is absent from the other pages', async () => {
    for (const pathname of ['/', '/team-discovery', '/player-donation-success']) {
      const res = await get(pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBeNull();
    }
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/support/app';
import { createBusiness, createPlayer, signedInClient, teamOwner } from '../../../tests/support/factories';
import { recordGift, recordSponsorship } from '../../../tests/support/features/leaderboard';
import { startWebApp } from '../../../tests/support/web-app';
import { GIFTS_CLOSED_TITLE } from '../../shared/schemas/money-parties';
import { DRAWN_ATTRIBUTE, DRAWN_FOR_SIGNED_IN, type RenderPage, SSR_STATE_ID } from '../../shared/ssr';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../auth/sessions';
import { businesses, teams } from '../db/schema';
import { DRAWN_PAGE, rendererPath } from './ssr';
import { APP_PAGE } from './static';

/*
 * The pages the server draws (src/server/http/ssr.ts, docs/decisions/0022), through the real build
 * (STATIC_DIR, else dist/web, with dist/ssr beside it; built here when missing): drawn with their data and
 * the visitor's session, the data riding along as inert JSON, nothing a team typed able to become markup,
 * and the plain page when a drawing fails.
 */

let t: TestApp;
let web: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ t, web } = await startWebApp());
}, 120_000);

/** The page-drawing bundle itself, as ssr.ts loads it. */
async function renderer(): Promise<RenderPage> {
  const bundle = rendererPath(t.deps.config.staticDir ?? path.resolve('dist/web'));
  return ((await import(pathToFileURL(bundle).href)) as { render: RenderPage }).render;
}

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await web.request(`http://homefield.test${pathname}`, { headers });
  const html = await res.text();
  const root = html.match(
    /<div id="root"( data-drawn(?:="([^"]*)")?)?>([\s\S]*)<\/div><script type="application\/json"/,
  );
  const state = html.match(new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`));
  return {
    res,
    html,
    root: root?.[3] ?? '',
    marked: Boolean(root?.[1]),
    /** Whom it was drawn for (shared/ssr.ts, `DrawnFor`). */
    drawnFor: root?.[2] === DRAWN_FOR_SIGNED_IN ? 'signed-in' : 'visitor',
    state: state
      ? (JSON.parse(state[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
      : null,
  };
}

/** The inline script that loads the app (http/scripts-after-paint.ts) and the chunks it names. */
function bootOf(html: string) {
  const boot = html.match(
    /<script data-entry="([^"]+)" data-preload="([^"]*)" data-page="([^"]*)">([\s\S]+?)<\/script>/,
  );
  expect(boot, 'the boot script').not.toBeNull();
  const list = (names: string) => names.split(' ').filter(Boolean);
  return { entry: boot![1]!, preload: list(boot![2]!), page: list(boot![3]!), script: boot![4]! };
}

/** The chunks a built chunk imports statically, and theirs, as the browser resolves them. */
async function staticImports(chunk: string, found = new Set<string>()): Promise<Set<string>> {
  const code = await (await web.request(`http://homefield.test${chunk}`)).text();
  for (const [, file] of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    const imported = `/assets/${file}`;
    if (found.has(imported)) continue;
    found.add(imported);
    await staticImports(imported, found);
  }
  return found;
}

/** How many requests the app answered on `route`, its drawings' in-process calls included (its metrics). */
async function answered(route: string): Promise<number> {
  const counter = t.deps.metrics?.registry.getSingleMetric('http_requests_total');
  const { values } = (await counter?.get()) ?? { values: [] };
  return values.filter((value) => value.labels.route === route).reduce((sum, value) => sum + value.value, 0);
}

/** A drawing's answers carry the moment they were fetched: the same moments, the same drawing. */
const drawnAt = (drawn: Awaited<ReturnType<typeof page>>) =>
  drawn.state?.queries.map((query) => (query.state as { dataUpdatedAt?: number }).dataUpdatedAt);

describe('a drawn page', () => {
  it('is drawn once where its loader asks for all it shows: player, teams, a team for a business', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved', name: 'Sellwood Sparrows' });
    const player = await createPlayer(t, team, { playerName: 'Noor Haddad' });
    const business = await signedInClient(t, { roles: ['business'] });
    await createBusiness(t, business.user.id, { verificationStatus: 'approved' });
    const cookie = [...business.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const render = await renderer();
    // Each API answer a drawing needs is asked for once, however many loaders want it.
    const drawings = async (url: string, asWho = '') => {
      const asked: string[] = [];
      const transport = async (apiUrl: string, init: RequestInit) => {
        asked.push(apiUrl);
        return web.request(`http://homefield.test${apiUrl}`, { ...init, headers: { cookie: asWho } });
      };
      const { drawings } = await render(url, transport);
      expect(asked, url).toEqual([...new Set(asked)]);
      return drawings;
    };
    expect(await drawings(`/player/${team.slug}/${player.playerNumber}`)).toBe(1);
    expect(await drawings('/team-discovery?sport=Soccer&page=2')).toBe(1);
    expect(await drawings('/team-discovery', cookie)).toBe(1);
    expect(await drawings(`/team-details/${team.id}`, cookie)).toBe(1);
    expect(await drawings(`/team-details/${team.id}`)).toBe(1);
    // A player that does not exist: drawn once, as loading, its 404 asked once.
    expect(await drawings(`/player/${team.slug}/999`)).toBe(1);
  });

  it("is a player's page with its data, the title in the head, and no last name anywhere", async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved', name: 'Foster Falcons' });
    const player = await createPlayer(t, team, { playerName: 'Ava Chen' });
    const drawn = await page(`/player/${team.slug}/${player.playerNumber}`);
    expect(drawn.res.status).toBe(200);
    expect(drawn.res.headers.get('cache-control')).toBe(DRAWN_PAGE);
    expect(drawn.marked).toBe(true);
    expect(drawn.root).toContain('Ava C.');
    expect(drawn.root).toContain('Foster Falcons');
    expect(drawn.html).toMatch(/<head>[\s\S]*<title>Support Ava C\. · Homefield<\/title>[\s\S]*<\/head>/);
    expect(drawn.html.match(/<title>/g)).toHaveLength(1);
    // It paints on arrival: the stylesheet is inside, not a second request.
    expect(drawn.html).toMatch(/<head>[\s\S]*<style>[\s\S]+<\/style>[\s\S]*<\/head>/);
    // Its link stays for the lazy screens' loader to find, disabled: nothing fetches it.
    expect(drawn.html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      expect.stringMatching(/^<link rel="stylesheet" href="\/assets\/index-[\w-]+\.css" disabled>$/),
    ]);
    expect(drawn.html).not.toContain('Chen');
    const keys = drawn.state!.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('session');
    expect(drawn.state!.queries.length).toBeGreaterThan(1);
  });

  it("is drawn as the visitor: signed out, and signed in with the visitor's own session", async () => {
    await teamOwner(t, { verificationStatus: 'approved', name: 'Woodstock Wasps' });
    const anonymous = await page(`/team-discovery?q=woodstock`);
    expect(JSON.stringify(anonymous.state)).toContain('"user":null');
    const { client, user } = await signedInClient(t, { roles: ['business'], fullName: 'Dana Whitfield' });
    await createBusiness(t, user.id);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const signedIn = await page(`/team-discovery?q=woodstock`, { cookie });
    expect(signedIn.res.headers.get('cache-control')).toBe(DRAWN_PAGE);
    expect(signedIn.drawnFor).toBe('visitor');
    expect(signedIn.root).toContain('Woodstock Wasps');
    expect(signedIn.root).toContain('Dana');
    expect(JSON.stringify(signedIn.state)).toContain(user.id);
    expect(anonymous.root).not.toContain('Dana');
  });

  it("draws a team's page once for every signed-in visitor, with nothing of any of them in it", async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved', name: 'Sauvie Island Otters' });
    const visitor = async (fullName: string) => {
      const { client, user } = await signedInClient(t, { roles: ['business'], fullName });
      await createBusiness(t, user.id, { businessName: `${fullName}'s Bakery` });
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return { user, fullName, cookie };
    };
    const [dana, omar] = [await visitor('Dana Whitfield'), await visitor('Omar Castillo')];
    const path = `/team-details/${team.id}`;
    const first = await page(path, { cookie: dana.cookie });
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe(DRAWN_PAGE);
    expect(first.drawnFor).toBe('signed-in');
    expect(first.root).toContain('Sauvie Island Otters');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await page(path, { cookie: omar.cookie });
    expect(second.html).toBe(first.html);
    for (const { user, fullName } of [dana, omar]) {
      for (const own of [user.id, user.email, ...fullName.split(' ')]) expect(first.html).not.toContain(own);
    }
    // Who is signed in is the browser's to ask: the drawing's answers hold no session.
    expect(first.state?.queries.map((query) => query.queryKey[0])).not.toContain('session');

    // Kept only while what it shows holds.
    await t.db.update(teams).set({ name: 'Sauvie Island Herons' }).where(eq(teams.id, team.id));
    expect((await page(path, { cookie: omar.cookie })).root).toContain('Sauvie Island Herons');

    // A session cookie that opens no session is no signed-in visitor: the page is drawn for them alone.
    const stranger = await page(path, { cookie: `${SESSION_COOKIE}=no-such-session` });
    expect(stranger.drawnFor).toBe('visitor');
    expect(JSON.stringify(stranger.state)).toContain('"user":null');
    expect(stranger.root).not.toContain('Sauvie Island');
  });

  it('is drawn once for every visitor not signed in while what it shows holds; afresh for one signed in', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved', name: 'Brooklyn Badgers' });
    const first = await page('/team-discovery?q=brooklyn');
    expect(first.root).toContain('Brooklyn Badgers');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(drawnAt(await page('/team-discovery?q=brooklyn'))).toEqual(drawnAt(first));

    // A change to what it shows is on the very next visit: the kept drawing is checked against the API.
    await t.db.update(teams).set({ name: 'Brooklyn Bobcats' }).where(eq(teams.id, team.id));
    const changed = await page('/team-discovery?q=brooklyn');
    expect(changed.root).toContain('Brooklyn Bobcats');
    expect(changed.root).not.toContain('Brooklyn Badgers');
    expect(drawnAt(changed)).not.toEqual(drawnAt(first));

    const { client } = await signedInClient(t, { roles: ['business'] });
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const signedIn = await page('/team-discovery?q=brooklyn', { cookie });
    expect(signedIn.root).toContain('Brooklyn Bobcats');
    expect(drawnAt(signedIn)).not.toEqual(drawnAt(changed));
  });

  it('keeps a page for visitors not signed in without asking again who is signed in', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, team);
    const path = `/player/${team.slug}/${player.playerNumber}`;
    const first = await page(path);
    const asked = await answered('/api/auth/session');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await page(path);
    expect(drawnAt(again)).toEqual(drawnAt(first));
    expect(await answered('/api/auth/session')).toBe(asked);
  });

  it("keeps a player's page for every visitor until a gift is paid, then draws it again at once", async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, team);
    const path = `/player/${team.slug}/${player.playerNumber}`;
    const raised = (drawn: Awaited<ReturnType<typeof page>>) =>
      drawn.state?.queries
        .map((query) => query.state.data as { page?: { progress: { raisedCents: number } } })
        .find((data) => data?.page)?.page?.progress.raisedCents;
    const first = await page(path);
    expect(raised(first)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(drawnAt(await page(path))).toEqual(drawnAt(first));

    await recordGift(t, player, { amount: 2_500 });
    const changed = await page(path);
    expect(raised(changed)).toBe(2_500);
    expect(drawnAt(changed)).not.toEqual(drawnAt(first));
  });

  it('carries what a team typed as text and JSON, never as markup', async () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    await teamOwner(t, { verificationStatus: 'approved', name: hostile });
    const drawn = await page('/team-discovery');
    expect(drawn.html).not.toContain('<script>alert(1)');
    expect(drawn.html).not.toContain('<img src=x');
    expect(drawn.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    // Only the page's own two scripts: the one that loads the app and the state, which holds the name exactly.
    expect(drawn.html.match(/<script/g)).toHaveLength(2);
    expect(JSON.stringify(drawn.state)).toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('asks for its scripts only after it has painted, with the one inline script the CSP allows', async () => {
    const drawn = await page('/');
    const [head = ''] = drawn.html.split('</head>');
    // Nothing in the head for the browser to fetch before the paint: no module, no preload.
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot = bootOf(drawn.html);
    expect(boot.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const chunk of [boot.entry, ...boot.preload, ...boot.page]) {
      expect((await web.request(`http://homefield.test${chunk}`)).status, chunk).toBe(200);
    }
    const hash = createHash('sha256').update(boot.script).digest('base64');
    const csp = drawn.res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    // The plain page keeps its scripts in the head: there, nothing paints before they run.
    const plain = await page('/team-dashboard');
    expect(plain.html).toMatch(/<head>[\s\S]*<script type="module" crossorigin src="\/assets\/index-/);
  });

  it('names every chunk of its screen, so the browser fetches them beside the entry', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, team);
    const pages = ['/', '/team-discovery', `/player/${team.slug}/${player.playerNumber}`, '/no-such-page'];
    for (const pathname of pages) {
      const boot = bootOf((await page(pathname)).html);
      const named = new Set([boot.entry, ...boot.preload, ...boot.page]);
      expect(boot.page[0], pathname).toMatch(/^\/assets\/\w+Page-[\w-]+\.js$/);
      expect(
        boot.page.filter((chunk) => boot.preload.includes(chunk)),
        pathname,
      ).toEqual([]);
      expect(new Set(boot.page).size, pathname).toBe(boot.page.length);
      // Everything the screen's chunk imports, however deep, is named: Vite's loader has nothing to add.
      for (const chunk of await staticImports(boot.page[0]!))
        expect(named, `${pathname}: ${chunk}`).toContain(chunk);
    }
  });

  it('goes out brotli or gzip as the browser accepts, plain otherwise', async () => {
    const plain = await page('/auth');
    expect(plain.root).toContain('Welcome to Homefield');
    // Its sign-in form cannot submit natively (a password in the URL) before the scripts take it over.
    const forms = plain.root.match(/<form[\s>]/g)?.length ?? 0;
    expect(forms).toBeGreaterThan(0);
    expect(plain.root.match(/<form inert[\s>]/g)).toHaveLength(forms);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await web.request('http://homefield.test/auth', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      const body = decode(Buffer.from(await res.arrayBuffer())).toString();
      expect(body).toContain('Welcome to Homefield');
    }
  });

  it('is only the pages people land on: the screens behind them are drawn by the browser', async () => {
    for (const pathname of ['/team-dashboard', '/admin', '/sponsor-team/x', '/business-dashboard']) {
      const drawn = await page(pathname);
      expect(drawn.res.headers.get('cache-control'), pathname).toBe(APP_PAGE);
      expect(drawn.html, pathname).toContain('<div id="root"></div>');
    }
  });
});

describe('a drawing that fails', () => {
  const dir = path.resolve('.tmp', `ssr-fail-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hands the browser the plain page, which draws it itself', async () => {
    mkdirSync(path.join(dir, 'web'), { recursive: true });
    mkdirSync(path.join(dir, 'ssr'), { recursive: true });
    writeFileSync(
      path.join(dir, 'web', 'index.html'),
      '<!doctype html><title>Homefield</title><div id="root"></div>',
    );
    writeFileSync(
      path.join(dir, 'ssr', 'entry-server.js'),
      'export const render = async () => { throw new Error("a component broke"); };',
    );
    const broken = createApp(
      { ...t.deps, config: { ...t.deps.config, staticDir: path.join(dir, 'web') } },
      { serveWeb: true },
    );
    const res = await broken.request('http://homefield.test/team-discovery');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(APP_PAGE);
    expect(await res.text()).toBe('<!doctype html><title>Homefield</title><div id="root"></div>');
  });

  it('hands a crowd past PAGE_DRAWINGS_AT_ONCE the plain page while drawing, the kept page after', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved', name: 'Crowded Comets' });
    const player = await createPlayer(t, team, { playerName: 'Ava Reed' });
    const oneAtOnce = createApp(
      { ...t.deps, config: { ...t.deps.config, PAGE_DRAWINGS_AT_ONCE: 1 } },
      { serveWeb: true },
    );
    const visit = async () => {
      const res = await oneAtOnce.request(`http://homefield.test/player/${team.slug}/${player.playerNumber}`);
      return { status: res.status, drawn: (await res.text()).includes(`<div id="root" ${DRAWN_ATTRIBUTE}>`) };
    };
    const answers = await Promise.all([visit(), visit(), visit()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // The first is drawn; the two that came while it was, get the page the browser draws itself.
    expect(answers.map((a) => a.drawn)).toEqual([true, false, false]);
    // Once it is done, the next visitor's page is drawn again.
    expect((await visit()).drawn).toBe(true);
    // The drawing is kept for visitors who are not signed in: a crowd on it waits for no drawing.
    const kept = await Promise.all([visit(), visit(), visit()]);
    expect(kept.map((a) => a.drawn)).toEqual([true, true, true]);
  });
});

describe('hole 11: unknown paths answer 200', () => {
  it('answers a path that is no page with a real 404 and the not-found page, drawn', async () => {
    for (const pathname of [
      '/nope',
      '/foo/bar',
      '/team/does-not-exist-42',
      '/auth/nope',
      '/player/only-one',
    ]) {
      const drawn = await page(pathname);
      expect(drawn.res.status, pathname).toBe(404);
      expect(drawn.res.headers.get('content-type'), pathname).toMatch(/text\/html/);
      expect(drawn.root, pathname).toContain('Oops! Page not found');
      expect(drawn.html, pathname).toContain('<title>Page not found · Homefield</title>');
    }
    // Files and the API keep their own answers.
    expect((await web.request('http://homefield.test/favicon.svg')).status).toBe(200);
    const api = await web.request('http://homefield.test/api/nope');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers 404 for an unknown player under a known page (the page drawn, its data missing)', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved' });
    await createPlayer(t, team, { playerName: 'Zoe Park', jerseyNumber: 3 });
    expect((await page(`/player/${team.slug}/3`)).res.status).toBe(200);
    for (const pathname of [`/player/${team.slug}/99`, '/player/no-such-team/3']) {
      expect((await page(pathname)).res.status, pathname).toBe(404);
    }
  });

  it('answers the pages, drawn or not, with 200; /terms and /privacy are real pages with their titles', async () => {
    for (const pathname of [
      '/',
      '/auth',
      '/team-discovery',
      '/team-dashboard',
      '/sponsor-team/7',
      '/auth/',
    ]) {
      expect((await page(pathname)).res.status, pathname).toBe(200);
    }
    const terms = await page('/terms');
    expect(terms.res.status).toBe(200);
    expect(terms.html).toContain('<title>Terms of Service · Homefield</title>');
    const privacy = await page('/privacy');
    expect(privacy.res.status).toBe(200);
    expect(privacy.html).toContain('<title>Privacy Policy · Homefield</title>');
  });
});

describe('hole 7: parties who may not take or pay money do', () => {
  it('names no unapproved business on the drawn player page, even one that paid before', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'approved' });
    await createPlayer(t, team, { playerName: 'Lia Moss', jerseyNumber: 11 });
    const { business } = await recordSponsorship(t, team.id, { businessName: 'Quiet Pawn Shop' });
    await recordSponsorship(t, team.id, { businessName: 'Sunny Side Cafe' });
    await t.db
      .update(businesses)
      .set({ verificationStatus: 'rejected' })
      .where(eq(businesses.id, business.id));
    const drawn = await page(`/player/${team.slug}/11`);
    expect(drawn.res.status).toBe(200);
    expect(drawn.html).toContain('Sunny Side Cafe');
    expect(drawn.html).not.toContain('Quiet Pawn Shop');
  });

  it('draws the notice, not the gift form, on the page of a team that may not take money', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'pending', name: 'Brand New Bees' });
    await createPlayer(t, team, { playerName: 'Noa Bell', jerseyNumber: 5 });
    const drawn = await page(`/player/${team.slug}/5`);
    expect(drawn.root).toContain(GIFTS_CLOSED_TITLE);
    expect(drawn.root).not.toMatch(/Donate \$/);
  });
});

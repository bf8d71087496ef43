import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  type BusinessAccount,
  completeTeamProfile,
  SAMPLE_PROFILE,
  screenshots,
  signInAsAdmin,
  signUpBusinessByApi,
  signUpTeam,
  uniqueName,
} from '../support/e2e-flows';

/*
 * Issue 8: "a volunteer on a cheap phone over a slow connection sees the landing page and a team's page at
 * once". The server draws the pages people land on (src/server/http/ssr.ts): with scripts off they are
 * already there, words and data; with scripts on, the browser hydrates what was drawn without a mismatch
 * (React reports one as a console error) and the page responds.
 */

const browser = withBrowser();
const team = { email: uniqueEmail('drawn-coach'), teamName: uniqueName('Lents Lightning') };
const sponsor: BusinessAccount = {
  email: uniqueEmail('drawn-sponsor'),
  businessName: uniqueName('Foster Road Hardware'),
  contactName: 'Sam Ortiz',
};

interface Drawn {
  path: () => string;
  title: string;
  heading: string;
  /** A text the page's data brings (not its fixed words). */
  data?: string;
  signedIn?: boolean;
  /**
   * Drawn once for any signed-in visitor (shared/ssr.ts, `DrawnFor`): the browser asks who is signed in,
   * and only that, after hydrating; the bar then shows who it is.
   */
  forAnySignedIn?: boolean;
}

let teamId = '';
let playerPath = '';
let business: Page;

const PAGES: Record<string, Drawn> = {
  landing: {
    path: () => '/',
    title: 'Homefield · Local businesses. Local teams.',
    heading: 'Bring your whole town behind your team.',
  },
  auth: {
    path: () => '/auth',
    title: 'Homefield · Local businesses. Local teams.',
    heading: 'Welcome to Homefield',
  },
  discovery: {
    path: () => '/team-discovery',
    title: 'Discover Teams · Homefield',
    heading: 'Discover Teams',
    data: team.teamName,
  },
  teamDetails: {
    path: () => `/team-details/${teamId}`,
    title: `${team.teamName} · Homefield`,
    heading: team.teamName,
    data: SAMPLE_PROFILE.description,
    signedIn: true,
    forAnySignedIn: true,
  },
  player: { path: () => playerPath, title: 'Support Ava C. · Homefield', heading: 'Ava C.', data: 'Ava C.' },
};

const json = async <T>(response: { ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }) => {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

beforeAll(async () => {
  const coach = await browser.page();
  await signUpTeam(coach, team);
  await completeTeamProfile(coach, SAMPLE_PROFILE);
  const mine = await json<{ team: { id: string; slug: string } }>(await coach.request.get('/api/teams/mine'));
  teamId = mine.team.id;
  const { player } = await json<{ player: { playerNumber: number } }>(
    await coach.request.post(`/api/teams/${teamId}/players`, {
      data: { firstName: 'Ava', lastName: 'Chen', jerseyNumber: 9 },
    }),
  );
  playerPath = `/player/${mine.team.slug}/${player.playerNumber}`;
  await json(await coach.request.post(`/api/teams/${teamId}/publish`, { data: { publish: true } }));
  const admin = await browser.page();
  await signInAsAdmin(admin);
  await json(await admin.request.post(`/api/admin/teams/${teamId}/approve`, { data: {} }));
  business = await browser.page(PHONE);
  await signUpBusinessByApi(business, sponsor);
}, 120_000);

/** A fresh phone-sized context, signed in as the business where the page needs it. */
async function phone(options: { javaScriptEnabled: boolean; signedIn?: boolean }): Promise<BrowserContext> {
  const context = await browser.context({ viewport: PHONE, javaScriptEnabled: options.javaScriptEnabled });
  if (options.signedIn) await context.addCookies(await business.context().cookies());
  return context;
}

describe('the pages people land on, drawn by the server', () => {
  for (const [name, drawn] of Object.entries(PAGES)) {
    it(`${name}: is there with scripts off`, async () => {
      const context = await phone({ javaScriptEnabled: false, signedIn: drawn.signedIn });
      const page = await context.newPage();
      const response = await page.goto(drawn.path());
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      await expect(page.title()).resolves.toBe(drawn.title);
      await expect(page.getByRole('heading', { level: 1, name: drawn.heading }).count()).resolves.toBe(1);
      if (drawn.data) await expect(page.getByText(drawn.data).count()).resolves.toBeGreaterThan(0);
      await context.close();
    });

    it(`${name}: hydrates as it was drawn and responds`, async () => {
      const context = await phone({ javaScriptEnabled: true, signedIn: drawn.signedIn });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // A production build reports a hydration mismatch as an uncaught error.
      page.on('pageerror', (error) => errors.push(error.message));
      // The stylesheet came inside the page: asking for it again would restyle the whole page. The answers
      // the page was drawn from came too: asking the API again would spend a slow link on them twice.
      const stylesheets: string[] = [];
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(drawn.path());
      // The root stays marked, its forms inert, until React has hydrated the screen and run its effects.
      await page.waitForFunction(() => !document.querySelector('#root[data-drawn], form[inert]'));
      await page.getByRole('heading', { level: 1, name: drawn.heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(stylesheets).toEqual([]);
      expect(apiCalls.map((url) => new URL(url).pathname)).toEqual(
        drawn.forAnySignedIn ? ['/api/auth/session'] : [],
      );
      // The page named every chunk of its screen (server/http/page-chunks.ts) and Vite's loader found them
      // all: it added no link twice, and none while the screen hydrated (15-43 before). The toaster's chunk
      // may come after (providers.tsx), and a signed-in visitor's menu brings its own.
      const links = await page.evaluate(() => {
        const boot = (document.querySelector('script[data-entry]') as HTMLScriptElement).dataset;
        const named = [...(boot.preload ?? '').split(' '), ...(boot.page ?? '').split(' ')].filter(Boolean);
        const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        );
        return {
          named,
          twice: linked.filter((href, at) => linked.indexOf(href) !== at),
          added: linked.filter((href) => !named.includes(href)),
        };
      });
      expect(links.named.length).toBeGreaterThan(3);
      expect(links.twice).toEqual([]);
      if (!drawn.forAnySignedIn) {
        expect(links.added.length, links.added.join(' ')).toBeLessThanOrEqual(name === 'landing' ? 0 : 1);
      }
      if (drawn.forAnySignedIn) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByText(`Signed in as ${sponsor.contactName}`).waitFor();
        await page.getByRole('link', { name: 'Business Dashboard' }).waitFor();
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      // It painted from the HTML before the browser asked for a single script.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
      await screenshots(page, `drawn-${name}`);
      await context.close();
    });
  }
});

/**
 * The front end as a phone sees it: the gzipped JS and CSS each page loads (Chromium, a fresh cache per
 * page), and Lighthouse's mobile runs (its default: an emulated mid-range phone on a throttled network,
 * simulated) for performance, LCP, CLS, TBT and accessibility.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { FIXTURE } from './dataset';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** signedIn: the page is for signed-in users (a team's page): loaded with the business's session. */
export const PAGES: Record<string, { path: string; signedIn?: boolean }> = {
  landing: { path: '/' },
  auth: { path: '/auth' },
  teamDiscovery: { path: '/team-discovery' },
  teamDetails: { path: `/team-details/${FIXTURE.dashboardTeamId}`, signedIn: true },
  player: { path: `/player/${FIXTURE.dashboardTeamSlug}/${FIXTURE.playerNumber}` },
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The gzipped size of every script and stylesheet each page fetched, added up per page. */
export async function pageBytes(base: string, cookie: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const figures: Record<string, { jsGzipKB: number; cssGzipKB: number; files: number }> = {};
  try {
    for (const [name, { path, signedIn }] of Object.entries(PAGES)) {
      const context = await browser.newContext(signedIn ? { extraHTTPHeaders: { cookie } } : {});
      const page = await context.newPage();
      const bodies: Promise<{ type: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet')
          bodies.push(
            response.body().then(
              (body) => ({ type, bytes: gzipSync(body, { level: 9 }).length }),
              // A response still arriving when the page is closed (after network idle) is not page code.
              () => ({ type, bytes: 0 }),
            ),
          );
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(bodies);
      await context.close();
      const sum = (type: string) => files.filter((f) => f.type === type).reduce((n, f) => n + f.bytes, 0);
      figures[name] = { jsGzipKB: kb(sum('script')), cssGzipKB: kb(sum('stylesheet')), files: files.length };
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
}

/** Several runs of one page: the median of each figure, and the runs themselves. */
export type LighthouseSummary = LighthouseFigures & { runs: LighthouseFigures[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Lighthouse's own advice for a noisy machine: several runs, the median. One run of the same build
 * here gave `/` an LCP anywhere from 0.9 to 2.1 s. Rounds go page by page, so no page gets only the
 * quiet (or only the busy) moments.
 */
export async function lighthousePages(base: string, cookie: string, rounds: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runs: Record<string, LighthouseFigures[]> = {};
  const errors: Record<string, string> = {};
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [name, { path, signedIn }] of Object.entries(PAGES)) {
        const run = () =>
          lighthouse(`${base}${path}`, {
            port: chrome.port,
            ...(signedIn ? { extraHeaders: { cookie } } : {}),
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
        const failed = (result: Awaited<ReturnType<typeof run>>) =>
          !result?.lhr ||
          result.lhr.runtimeError ||
          Number.isNaN(result.lhr.audits['total-blocking-time']?.numericValue);
        // About one run in fifteen comes back without a report here; once more, so a page's median is of
        // as many runs as the others' (of two, it was the worse one).
        let result = await run();
        if (failed(result)) result = await run();
        if (failed(result)) {
          errors[name] = result?.lhr?.runtimeError?.message ?? 'no report';
          continue;
        }
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs[name] ??= [];
        runs[name].push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  const figures: Record<string, LighthouseSummary | { error: string }> = {};
  for (const name of Object.keys(PAGES)) {
    const pageRuns = runs[name];
    if (!pageRuns?.length) {
      figures[name] = { error: errors[name] ?? 'no report' };
      continue;
    }
    const of = (key: keyof LighthouseFigures) => median(pageRuns.map((run) => run[key]));
    figures[name] = {
      performance: of('performance'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      cls: of('cls'),
      tbtMs: of('tbtMs'),
      accessibility: of('accessibility'),
      runs: pageRuns,
    };
  }
  return figures;
}

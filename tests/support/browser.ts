import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each window (one a context) loaded the address bar's suggestion popup, two WebUI pages of Chromium's
  // own: 1.6 s of CPU a context, where a context with them off costs 0.2 s (measured 2026-11-28, Chromium
  // 156). chromium.sh keeps Playwright's own list of features turned off as well.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

/** Chromium behind a wrapper that merges the lists of features turned off (chromium.sh). */
const EXECUTABLE = fileURLToPath(new URL('./chromium.sh', import.meta.url));

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * One Chromium per test file; each test takes a fresh context (no shared cookies). Pages open the shared
 * e2e server unless `baseUrl` names a server of the file's own (tests/support/web-app.ts).
 */
export function withBrowser(server: { baseUrl?: () => string } = {}) {
  const baseUrl = server.baseUrl ?? (() => inject('baseUrl'));
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
  });
  // Every page still open, not only those the test opened: many files share one page between tests.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(task.name, contexts);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
    // An uncaught error in any page fails the file.
    if (pageErrors.length > 0) throw new Error(`uncaught page errors:\n${pageErrors.join('\n')}`);
  });
  const newContext = async (options: BrowserContextOptions) => {
    const context = await browser.newContext({ baseURL: baseUrl(), ...options });
    context.on('page', keepJournal);
    contexts.push(context);
    return context;
  };
  return {
    baseUrl,
    /** A fresh context of this file's browser, closed with it. */
    context: newContext,
    async page(
      viewport = DESKTOP,
      options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
    ): Promise<Page> {
      const context = await newContext({ viewport, reducedMotion: options.reducedMotion ?? 'reduce' });
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return untilInteractive(page);
    },
  };
}

/** What went wrong in each page as it ran: its console's errors and warnings, and failed requests. */
const journals = new WeakMap<Page, string[]>();

function keepJournal(page: Page): void {
  const journal: string[] = [];
  journals.set(page, journal);
  const note = (line: string) => journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
}

const FAILURES = path.resolve('.tmp/e2e-failures');

/**
 * A failed test leaves, for whoever reads the CI log, each of its pages' address and journal, and a
 * screenshot beside the log (.tmp/e2e-failures): a clean CI machine keeps nothing else of it.
 */
async function reportFailure(test: string, contexts: BrowserContext[]): Promise<void> {
  mkdirSync(FAILURES, { recursive: true });
  const name = test.replace(/[^\w-]+/g, '-').slice(0, 80);
  let n = 0;
  for (const page of contexts.flatMap((context) => context.pages())) {
    n += 1;
    const shot = path.join(FAILURES, `${name}-${n}.png`);
    await page.screenshot({ path: shot, fullPage: true, timeout: 5_000 }).catch(() => {});
    const journal = journals.get(page) ?? [];
    console.error(
      `[e2e failure] ${test}, page ${n}: ${page.url()} (screenshot ${shot})\n${journal.join('\n') || '(nothing in its journal)'}`,
    );
  }
}

/**
 * A page the server drew (src/server/http/ssr.ts) is on screen before it responds: its root is marked
 * (DRAWN_ATTRIBUTE) and its forms inert until the scripts have hydrated it. Tests load a page as a person does, and start once it responds.
 */
function untilInteractive(page: Page): Page {
  const hydrated = () => page.waitForFunction(() => !document.querySelector('#root[data-drawn]'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

const SHOTS = path.resolve('tests/e2e/screenshots');
/**
 * Screenshots are for people to look at, never asserted on: CI, where nobody looks, skips them (about 260 full
 * pages drawn and encoded: 7% of the time of the four longest browser files).
 * SCREENSHOTS=1 takes them anyway.
 */
export const TAKE_SHOTS = process.env.SCREENSHOTS === '1' || !process.env.CI;

/** Screenshots for people to look at (not compared): tests/e2e/screenshots/NAME.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

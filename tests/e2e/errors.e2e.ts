import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, withBrowser } from '../support/browser';
import { screenshots } from '../support/e2e-flows';

/*
 * Issue 23, item 4: a screen whose code cannot be loaded after a deploy is loaded again once, then shows a
 * way out instead of a blank page, and the failure reaches the server's log.
 */

const browser = withBrowser();

describe('a screen that cannot load', () => {
  it('reloads once for a missing chunk, then offers a reload that works, and reports the failure', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome to Homefield' }).waitFor();
    // The terms page's code is gone, as after a deploy.
    const gone = /\/assets\/TermsPage-[\w-]+\.js$/;
    await page.route(gone, (route) => route.abort());
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) reports.push(request);
    });

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('link', { name: 'terms of service' }).click();
    // The first failure reloads the page on its own; the second shows why, with a way out.
    await page.getByRole('heading', { level: 1, name: 'Homefield was updated' }).waitFor();
    await page.getByText('Reference for support:', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms');
    expect(reports.map((r) => JSON.parse(r.postData() ?? '{}'))).toEqual([
      expect.objectContaining({ kind: 'chunk', path: '/terms' }),
    ]);
    await screenshots(page, 'error-chunk');

    await page.unroute(gone);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  });
});

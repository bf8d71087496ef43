import { describe, expect, it } from 'vitest';
import { PHONE, withBrowser } from '../support/browser';
import { screenshots } from '../support/e2e-flows';

/*
 * Issue 18, hole 11: a path that is no page answers a real 404 with the app's not-found page, which
 * hydrates and works; /terms and /privacy are real pages, linked from the footer and the sign-up note.
 */

const browser = withBrowser();

describe('hole 11: unknown paths answer 200', () => {
  it('shows the not-found page with a 404, and its button goes home', async () => {
    const page = await browser.page(PHONE);
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Homefield');
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens /terms and /privacy from the footer and from the sign-up note', async () => {
    const page = await browser.page();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('link', { name: 'terms of service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByRole('heading', { name: /Refunds/ }).waitFor();
    await screenshots(page, 'terms');
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByText('first name and the initial of their last name', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'support@homefield.local' }).first().waitFor();
    await screenshots(page, 'privacy');
  });
});

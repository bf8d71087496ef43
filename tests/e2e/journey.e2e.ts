import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, uniqueEmail, withBrowser } from '../support/browser';
import { confirmByEmail } from '../support/e2e-flows';

const browser = withBrowser();

describe('landing → sign up → signed-in menu → sign out', () => {
  it('walks the whole way on a desktop', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Managing Sponsors' }).waitFor();
    await screenshot(page, 'landing-1280');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const email = uniqueEmail('journey');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill('Blue#Harbor7River');
    await page.getByText('Strong', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account Created!').waitFor();
    await page.getByText('Please check your email for a confirmation link.').waitFor();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    // Not signed in until the mailed link is opened.
    expect(await page.getByRole('button', { name: email }).count()).toBe(0);
    await confirmByEmail(page, email);
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const menu = page.getByRole('button', { name: email });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('button', { name: email }).count()).toBe(0);
    // The server session is gone too: a reload stays signed out.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('confirms the email from the link in the mailbox and drops the reminder', async () => {
    const page = await browser.page(PHONE);
    const email = uniqueEmail('confirm');
    await page.goto('/auth?tab=sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill('Blue#Harbor7River');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.goto('/dev/mailbox');
    await page.getByRole('list', { name: 'Messages, newest first' }).getByText(email).first().click();
    const link = page.getByRole('link', { name: /\/auth\/confirm\?token=/ }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/auth\/confirm\?token=/);
    await screenshot(page, 'mailbox-390');
    await page.goto(new URL(href!).pathname + new URL(href!).search);
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    expect(await page.getByText('Please confirm your email address').count()).toBe(0);
  });
});

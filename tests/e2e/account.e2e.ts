import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import { mailbox, PASSWORD, screenshots, toast } from '../support/e2e-flows';

const browser = withBrowser();
const NEW_PASSWORD = 'Fresh#Meadow84Lane';

/** The `path` link in the newest mail of `kind` to `email` (the dev mailbox). */
async function linkIn(page: Page, email: string, kind: string, path: string): Promise<URL> {
  const mail = (await mailbox(page)).find((m) => m.to === email && m.kind === kind);
  expect(mail, `a ${kind} mail to ${email}`).toBeDefined();
  const { text } = (await (await page.request.get(`/api/dev/mailbox/${mail!.id}`)).json()) as {
    text: string;
  };
  return new URL(new RegExp(`https?://\\S+${path}\\?token=[^\\s&]+`).exec(text)![0]);
}

/** Signs `page` up as a new account and confirms its email, as the account's own browser. */
async function signUpConfirmed(page: Page, email: string) {
  const account = { data: { email, password: PASSWORD } };
  expect((await page.request.post('/api/auth/sign-up', account)).ok()).toBe(true);
  const confirm = await linkIn(page, email, 'verify_email', '/auth/confirm');
  const token = confirm.searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm-email', { data: { token } })).ok()).toBe(true);
  return account;
}

const session = async (page: Page) =>
  ((await (await page.request.get('/api/auth/session')).json()) as { user: { email: string } | null }).user;

describe('password reset (issue 22; issue 18 holes 9 and 12)', () => {
  it('forgot password: the mailed link sets a new password, signs in, and ends the other session', async () => {
    const email = uniqueEmail('forgot');
    // Another browser where the account is signed in: the reset must end its session.
    const laptop = await browser.page(DESKTOP);
    const account = { data: { email, password: PASSWORD } };
    expect((await laptop.request.post('/api/auth/sign-up', account)).ok()).toBe(true);
    const confirm = await linkIn(laptop, email, 'verify_email', '/auth/confirm');
    const token = confirm.searchParams.get('token');
    expect((await laptop.request.post('/api/auth/confirm-email', { data: { token } })).ok()).toBe(true);
    expect((await laptop.request.post('/api/auth/sign-in', account)).ok()).toBe(true);
    expect((await session(laptop))?.email).toBe(email);

    const page = await browser.page(PHONE);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await page.getByText('Check your email').waitFor();
    await screenshots(page, 'account-forgot-sent');

    const reset = await linkIn(page, email, 'reset_password', '/auth/reset');
    await page.goto(reset.pathname + reset.search);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByText('Strong', { exact: true }).waitFor();
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await screenshots(page, 'account-reset');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await toast(page, 'Password changed');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    expect((await session(page))?.email).toBe(email);
    expect(await session(laptop)).toBeNull();
    const changed = (await mailbox(page)).filter((m) => m.to === email && m.kind === 'password_changed');
    expect(changed).toHaveLength(1);
  });
});

describe('account settings (issue 22)', () => {
  it('changes the email: the link mailed to the new address moves the account, the old one is told', async () => {
    const email = uniqueEmail('mover');
    const moved = uniqueEmail('moved');
    const page = await browser.page(PHONE);
    await signUpConfirmed(page, email);

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Email' });
    await section.getByLabel('New email').fill(moved);
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByText(`We have emailed a link to ${moved}.`).waitFor();
    await screenshots(page, 'account-email-sent');

    const link = await linkIn(page, moved, 'email_change_link', '/auth/email-change');
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { name: 'Confirm your new email' }).waitFor();
    await screenshots(page, 'account-email-confirm');
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await page.getByRole('heading', { name: 'Email changed' }).waitFor();
    expect((await session(page))?.email).toBe(moved);
    const told = (await mailbox(page)).filter((m) => m.to === email).map((m) => m.kind);
    expect(told).toEqual(expect.arrayContaining(['email_change_requested', 'email_changed']));

    // The account's data, as a file, under the new address.
    await page.goto('/account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^homefield-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { account: { email: string } };
    expect(data.account.email).toBe(moved);
    await screenshots(page, 'account-settings');
  });

  it('deletes the account: what happens is said first, a double press deletes once, home signed out', async () => {
    const email = uniqueEmail('leaver');
    const page = await browser.page(PHONE);
    const account = await signUpConfirmed(page, email);

    await page.goto('/account');
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Your name, email, password and signed-in devices are removed').waitFor();
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await screenshots(page, 'account-delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).dblclick();
    await toast(page, 'Your account was deleted.');
    await page.waitForURL((url) => url.pathname === '/');

    expect(await session(page)).toBeNull();
    expect((await page.request.post('/api/auth/sign-in', account)).status()).toBe(401);
    const told = (await mailbox(page)).filter((m) => m.to === email && m.kind === 'account_deleted');
    expect(told).toHaveLength(1);
  });
});

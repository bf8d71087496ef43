import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import { confirmByEmail, PASSWORD, uniqueName } from '../support/e2e-flows';

/*
 * Issue 8: every form works with the keyboard alone, the focus is always visible, and dialogs trap the
 * focus and give it back. Each step reaches its control by Tab from where the last one left off.
 */

const browser = withBrowser();
const account = { email: uniqueEmail('keyboard-coach'), teamName: uniqueName('Keyboard Kestrels') };
/** The page signed in by keyboard, kept for the dialog. */
let signedIn: Page;

describe('the keyboard alone', () => {
  it('signs a team up at /team-signup, the role chosen with the arrow keys, the focus always shown', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/team-signup');
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    const typeInto = async (label: string, text: string) => {
      await tabTo(page, page.getByLabel(label).first());
      await page.keyboard.type(text);
    };
    await typeInto('Full name', 'Jordan Rivera');
    await typeInto('Phone', '503-555-0199');
    await typeInto('Email', account.email);
    await tabTo(page, page.getByLabel('Your role'));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Your role').inputValue()).not.toBe('');
    await typeInto('Team or organization name', account.teamName);
    await tabTo(page, page.getByLabel('Password', { exact: false }).first());
    await page.keyboard.type(PASSWORD);
    await typeInto('Confirm password', PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    // The news takes the focus; the mailed link finishes the account and signs in.
    const checkEmail = page.getByRole('heading', { name: 'Check your email' });
    await checkEmail.waitFor();
    expect(await checkEmail.evaluate((node) => node === document.activeElement)).toBe(true);
    await confirmByEmail(page, account.email);
    const next = page.getByRole('link', { name: 'Continue registration' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/team-dashboard');
    await page.getByRole('heading', { name: `${account.teamName} Dashboard` }).waitFor();
  });

  it('signs that account in at /auth', async () => {
    const page = await browser.page(DESKTOP);
    signedIn = page;
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome to Homefield' }).waitFor();
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Password', { exact: false }).first());
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.getByRole('heading', { name: `${account.teamName} Dashboard` }).waitFor();
  });

  it('keeps the focus inside a Radix dialog and gives it back to the button that opened it', async () => {
    const page = signedIn;
    await page.goto('/team-dashboard');
    await page.getByRole('heading', { name: `${account.teamName} Dashboard` }).waitFor();
    const opener = page.getByRole('button', { name: 'Add player' }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add player' });
    await dialog.waitFor();
    // Radix moves the focus into the dialog; Tab and Shift+Tab go round inside it.
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await expectFocusVisible(page);
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives the focus back once the dialog has left, a frame later on a busy machine.
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectFocusVisible(page);
  });

  it('keeps a visible focus style in the built CSS', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/');
    const rules = await page.evaluate(() => {
      const collect = (rule: CSSRule): string[] => [
        rule.cssText,
        ...('cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules].flatMap(collect) : []),
      ];
      return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].flatMap(collect));
    });
    expect(rules.some((rule) => rule.includes(':focus-visible') && /outline:\s*3px solid/.test(rule))).toBe(
      true,
    );
  });
});

/** Presses Tab until `target` has the focus (at most 60 presses), checking each stop shows its focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 60; press++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element draws an outline or a ring (box-shadow) of its own: the keyboard user sees it. */
async function expectFocusVisible(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      what: element.outerHTML.slice(0, 120),
      visible:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none',
    };
  });
  if (focus) expect(focus.visible, `no focus style on ${focus.what}`).toBe(true);
}

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Two real mouse presses on the middle of the element, 30 ms apart: a double press, not a double click.
 *
 * Whether the second press finds the first one still on its way (a busy, disabled button) or already
 * answered (a live button, a closed dialog, a reset form) depends on how fast the server answers, and
 * locally that is often 20 to 40 ms. `afterAnswer` makes it the second, every time: the second press
 * lands 30 ms after the first press's answer reached the page, as on a fast machine. The whole sweep
 * runs that way with DOUBLE_PRESS_AFTER_ANSWER=1. `beforeRedraw` is the other end, a busy phone: the second
 * press follows the first with no pause, so it often lands before the page has drawn the first as running
 * (DOUBLE_PRESS_BEFORE_REDRAW=1).
 */
export async function pressTwice(
  page: Page,
  locator: Locator,
  {
    afterAnswer = process.env.DOUBLE_PRESS_AFTER_ANSWER === '1',
    beforeRedraw = process.env.DOUBLE_PRESS_BEFORE_REDRAW === '1',
  } = {},
): Promise<void> {
  await locator.waitFor();
  await locator.scrollIntoViewIfNeeded();
  await expect.poll(() => locator.isEnabled()).toBe(true);
  const box = (await locator.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const answered =
    afterAnswer &&
    page.waitForResponse(
      (response) =>
        CHANGES.has(response.request().method()) && new URL(response.url()).pathname.startsWith('/api/'),
    );
  await page.mouse.click(x, y);
  if (answered) await answered;
  if (!beforeRedraw) await page.waitForTimeout(30);
  await page.mouse.click(x, y);
}

import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { castFor, checkDialog, checkRoute, dialogsFor, routesFor, visitsAs, WORLD_MS } from '../support/a11y';
import { withBrowser } from '../support/browser';
import { buildWorld, type Role, type World } from '../support/e2e-world';

/*
 * Issue 8: the other half of accessibility.e2e.ts, on a world of its own so the two run side by side: the
 * team's and the admin's pages, the admin's tabs, and the dialogs people meet most.
 */

const browser = withBrowser();
const cast = castFor('a11y-in');
const ROUTES = routesFor(cast);
const MINE: Role[] = ['team', 'admin'];

let pages: Record<Role, Page>;
let world: World;

beforeAll(async () => {
  ({ pages, world } = await buildWorld(browser, cast));
}, WORLD_MS);

describe('axe-core on every route (WCAG 2.2 AA): teams and admins', () => {
  for (const visit of visitsAs(ROUTES, MINE)) {
    it(`${visit.label} as ${visit.as}, at 1280 and 390 px`, async () => {
      await checkRoute(pages[visit.as], visit.label, visit.url?.(world) ?? visit.label, visit.heading);
    });
  }

  for (const dialog of dialogsFor(cast)) {
    it(`the dialog '${dialog.name}' on ${dialog.url} as ${dialog.as}`, async () => {
      await checkDialog(pages[dialog.as], dialog);
    });
  }
});

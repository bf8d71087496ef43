import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../src/shared/page-paths';
import { castFor, checkRoute, routesFor, visitsAs, WORLD_MS } from '../support/a11y';
import { withBrowser } from '../support/browser';
import { buildWorld, type Role, type World } from '../support/e2e-world';

/*
 * Issue 8, "Accessibility, measured the same way": every route of src/web/routes.tsx passes axe-core with
 * WCAG 2.2 AA rules, drawn with real data, as the role that may see it. This file holds the table's check
 * and the pages of visitors and businesses; accessibility-signed-in.e2e.ts the team's and the admin's pages
 * and the dialogs. ROUTES (tests/support/a11y.ts) must list every path of routes.tsx: a new route without a
 * row fails the first test, as the access table does for the API.
 */

const browser = withBrowser();
const cast = castFor('a11y');
const ROUTES = routesFor(cast);
const MINE: Role[] = ['visitor', 'business'];

let pages: Record<Role, Page>;
let world: World;

beforeAll(async () => {
  ({ pages, world } = await buildWorld(browser, cast));
}, WORLD_MS);

describe('axe-core on every route (WCAG 2.2 AA): visitors and businesses', () => {
  it('has a row for every route of routes.tsx, and no row for a route that is gone', () => {
    // routes.tsx draws a screen for each page of shared/page-paths.ts, and writes the rest (the
    // not-found page) as routes of its own.
    const source = readFileSync('src/web/routes.tsx', 'utf8');
    const paths = [...PAGE_PATHS, ...[...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]!)];
    expect(paths.length).toBeGreaterThan(20);
    expect(Object.keys(ROUTES).sort()).toEqual([...new Set(paths)].sort());
  });

  for (const visit of visitsAs(ROUTES, MINE)) {
    it(`${visit.label} as ${visit.as}, at 1280 and 390 px`, async () => {
      await checkRoute(pages[visit.as], visit.label, visit.url?.(world) ?? visit.label, visit.heading);
    });
  }
});

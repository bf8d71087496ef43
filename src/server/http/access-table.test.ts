import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TABLE,
  ACTORS,
  type AccessRow,
  accessWorld,
  expectedFor,
  MIDDLEWARE_ONLY,
  normalRoute,
  OWNER_ONLY,
  runRow,
  type World,
} from '../../../tests/support/access-table';
import { startTestApp, type TestApp } from '../../../tests/support/app';

/**
 * Who may do what (issue 9): every route of the server has a row in ACCESS_TABLE, and every row is called
 * as each actor with a valid request. A status other than the row's, or a stranger's answer that names the
 * owner's resources, fails.
 */

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  w = await accessWorld(t);
});

const rowName = (row: AccessRow) => row.route;

describe('the route walker', () => {
  const routes = () => {
    const app = t.app;
    const endpoints = new Set<string>();
    const middleware = new Set<string>();
    for (const route of app.routes) {
      const name = normalRoute(route.method, route.path);
      (route.method === 'ALL' ? middleware : endpoints).add(name);
    }
    return { endpoints, middleware };
  };

  it('finds a row for every endpoint the server declares', () => {
    const rows = new Set(ACCESS_TABLE.map(rowName));
    const missing = [...routes().endpoints].filter((route) => !rows.has(route));
    expect(missing, 'routes without a row in tests/support/access-table.ts').toEqual([]);
  });

  it('finds a real endpoint for every row, and one row per endpoint', () => {
    const { endpoints } = routes();
    expect(ACCESS_TABLE.map(rowName).filter((route) => !endpoints.has(route))).toEqual([]);
    const names = ACCESS_TABLE.map(rowName);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('knows every middleware-only (ALL) entry, so a new app.all() endpoint cannot slip past', () => {
    expect([...routes().middleware].sort()).toEqual(Object.keys(MIDDLEWARE_ONLY).sort());
  });

  it('has a reason on every open row and an expectation for every actor on every row', () => {
    const problems: string[] = [];
    for (const row of ACCESS_TABLE) {
      if (['public', 'dev', 'self'].includes(row.owner) && !row.why) problems.push(`${row.route}: no reason`);
      for (const actor of ACTORS) {
        if (expectedFor(row, actor) === undefined) problems.push(`${row.route}: nothing for ${actor}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(ACCESS_TABLE)('$route ($owner)', (row) => {
  it('answers each actor as the table says, and no stranger sees the owner’s data', async () => {
    expect(await runRow(t, w, row)).toEqual([]);
  });
});

describe('the runner itself', () => {
  it('reports a wrong status and a leak: a public listing declared as owner-only fails on both', async () => {
    const listing = ACCESS_TABLE.find((row) => row.route === 'GET /api/discovery/teams')!;
    // Searched by name: the rows before this one add approved teams of their own to the listing.
    const search = () => ({ path: `/api/discovery/teams?q=${encodeURIComponent(w.team.name)}` });
    const problems = await runRow(t, w, { ...listing, call: search, owner: 'team', expect: OWNER_ONLY });
    expect(problems).toContain(`anonymous: the answer (200) contains "${w.team.name}"`);
    expect(problems.some((line) => line.startsWith('otherTeam: expected 404, got 200'))).toBe(true);
  });
});

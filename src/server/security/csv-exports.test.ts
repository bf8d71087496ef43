import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TABLE,
  type Actor,
  accessWorld,
  COLUMNS,
  type World,
  worldClient,
} from '../../../tests/support/access-table';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { businesses, manualSponsors, sponsorships, teamPlayers } from '../db/schema';

/**
 * Every CSV the API serves (each .csv route of the access table, so a new export is checked without a line
 * here): with names typed as spreadsheet formulas in the world, no cell of the file starts as one.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const HOSTILE = {
  business: '=HYPERLINK("http://evil.example","Claim")',
  tier: '@SUM(A1:A9)',
  manual: '+cmd|" /C calc"!A0',
  player: '-2+3',
};

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp();
  w = await accessWorld(t);
  await t.db
    .update(businesses)
    .set({ businessName: HOSTILE.business })
    .where(eq(businesses.id, w.business.id));
  await t.db
    .update(sponsorships)
    .set({ tierName: HOSTILE.tier, paidAt: new Date('2026-04-01T12:00:00Z') })
    .where(eq(sponsorships.id, w.sponsorship.id));
  await t.db
    .update(manualSponsors)
    .set({ companyName: HOSTILE.manual })
    .where(eq(manualSponsors.id, w.manual.id));
  await t.db
    .update(teamPlayers)
    .set({ playerName: HOSTILE.player, firstName: HOSTILE.player, lastName: '' })
    .where(eq(teamPlayers.id, w.player.id));
});

/** The quoted cells of a CSV (every cell is quoted by toCsv), unquoted. */
function cells(csv: string): string[] {
  return (csv.match(/"(?:[^"]|"")*"/g) ?? []).map((cell) => cell.slice(1, -1).replace(/""/g, '"'));
}

/** The hostile names each export showed, neutralised and whole. */
const shown = new Map<string, string[]>();
const exports = ACCESS_TABLE.filter((row) => /^GET \S+\.csv$/.test(row.route));

describe('CSV exports', () => {
  it('are found in the route table', () => {
    expect(exports.map((row) => row.route)).toContain('GET /api/teams/:teamId/season-report.csv');
    expect(exports.length).toBeGreaterThanOrEqual(3);
  });

  it.each(exports.map((row) => [row.route, row] as const))(
    '%s: no cell starts as a formula',
    async (_route, row) => {
      const actor: Actor = COLUMNS[row.owner].owner[0] ?? 'admin';
      const call = await row.call({ t, w, actor });
      const res = await worldClient(t, w, actor).get<string>(call.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      const all = cells(res.body);
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
      shown.set(
        row.route,
        Object.values(HOSTILE).filter((name) => all.includes(`'${name}`)),
      );
    },
  );

  it('showed the hostile names, so the check above had something to neutralise', () => {
    // The sponsor added by hand counts too: the team never rolled over, so its whole history is this season.
    expect(shown.get('GET /api/teams/:teamId/season-report.csv')).toEqual([
      HOSTILE.business,
      HOSTILE.tier,
      HOSTILE.manual,
      HOSTILE.player,
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { planNodes, planReader } from '../../../../tests/support/query-plans';
import { analyze, seedLargeTables } from '../../../../tests/support/query-plans-seed';

/**
 * The statement's reads keep to indexes as the ledger grows, in the manner of db/query-plans.test.ts
 * (which lists the list routes; this file covers the statement's own routes): each route is called over
 * HTTP, the statements it sends to the driver are captured and explained (plans only), and none may read
 * a large table sequentially. The lines must come through the team's (team_id, occurred_at) index.
 */
const LARGE_TABLES = new Set([
  'ledger_entries',
  'teams',
  'team_players',
  'player_donations',
  'sponsorships',
  'businesses',
  'users',
]);

const t = await startTestApp();
const { readsOf } = planReader(t);

let owner: TestClient;
let teamId = '';
const month = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  await seedLargeTables(t.db);
  const seasonStart = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const focus = await teamOwner(t, { verificationStatus: 'approved', seasonStartDate: seasonStart });
  owner = focus.client;
  teamId = focus.team.id;
  // The focus team's 40 players with a gift each a month for 8 months, and every payment in the ledger
  // (its payment and its card processing), the other teams' spread over two years as a live ledger is: a
  // month or a season of one team is a small share of the ledger and of the payments it is joined to.
  await t.db.execute(sql`
    insert into team_players (team_id, player_name, first_name, last_name, player_number, url_slug)
    select ${teamId}, 'Focus Player ' || k, 'Focus', k::text, k, ${focus.team.slug} || '/' || k
    from generate_series(1, 40) k`);
  await t.db.execute(sql`
    insert into player_donations (player_id, player_name, team_id, amount, status, show_name, donor_name, paid_at, created_at)
    select p.id, p.player_name, p.team_id, 1000 + k, 'succeeded', true, 'Donor ' || k,
           now() - ((k - 1) * 30 + p.player_number % 25 || ' days')::interval,
           now() - ((k - 1) * 30 + p.player_number % 25 || ' days')::interval
    from team_players p cross join generate_series(1, 8) k
    where p.team_id = ${teamId}`);
  // The benchmark's 30,000 sponsorships (3 for each of its 10,000 teams), against the seed's 3,000: with
  // fewer, hashing the whole table costs less than looking up a month's few sponsorships by id.
  await t.db.execute(sql`
    insert into sponsorships (team_id, business_id, tier_name, amount, status, payment_status, created_at)
    select s.team_id, s.business_id, s.tier_name, s.amount, s.status, s.payment_status, s.created_at
    from sponsorships s cross join generate_series(1, 9)`);
  await t.db.execute(sql`
    insert into ledger_entries (entry_key, team_id, kind, amount, donation_id, occurred_at)
    select x.kind || ':donation:' || d.id, d.team_id, x.kind, x.sign * d.amount / x.share, d.id,
           case when d.team_id = ${teamId} then d.paid_at
                else now() - (abs(hashtext(d.id::text)) % 730 || ' days')::interval end
    from player_donations d cross join (values ('payment', 1, 1), ('processing_fee', -1, 30)) as x(kind, sign, share)`);
  await t.db.execute(sql`
    insert into ledger_entries (entry_key, team_id, kind, amount, sponsorship_id, occurred_at)
    select x.kind || ':sponsorship:' || s.id, s.team_id, x.kind, x.sign * s.amount / x.share, s.id,
           now() - (abs(hashtext(s.id::text)) % 730 || ' days')::interval
    from sponsorships s cross join (values ('payment', 1, 1), ('processing_fee', -1, 30)) as x(kind, sign, share)`);
  await analyze(t.db);
  await t.db.execute(sql`vacuum analyze ledger_entries`);
}, 120_000);

describe("the statement's reads use indexes", () => {
  const routes = [
    '/api/teams/:teamId/statement-periods',
    `/api/teams/:teamId/statement.csv?month=${month}`,
    '/api/teams/:teamId/statement.csv?seasonId=current',
    `/api/teams/:teamId/statement.pdf?month=${month}`,
  ];

  it.each(routes)('GET %s', async (route) => {
    const reads = (await readsOf(owner, route.replace(':teamId', teamId))).map((read) => ({
      text: read.text,
      nodes: planNodes(read.plan),
    }));
    const sequential = reads.flatMap((read) =>
      read.nodes
        .filter((node) => node['Node Type'] === 'Seq Scan' && LARGE_TABLES.has(node['Relation Name'] ?? ''))
        .map((node) => `${node['Relation Name']}: ${read.text}`),
    );
    expect(sequential).toEqual([]);
    const ledgerReads = reads.filter((read) => /from "ledger_entries"/i.test(read.text));
    expect(ledgerReads.length, route).toBeGreaterThan(0);
    for (const read of ledgerReads) {
      // An index scan names its index; a bitmap heap scan's child does.
      const ledgerIndexes = read.nodes
        .map((node) => node['Index Name'] ?? '')
        .filter((name) => name.startsWith('ledger_entries'));
      expect(ledgerIndexes.length, read.text).toBeGreaterThan(0);
      expect(new Set(ledgerIndexes), read.text).toEqual(new Set(['ledger_entries_team_occurred_idx']));
    }
  });
});

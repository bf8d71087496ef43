import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../tests/support/factories';
import { type PlanNode, planReader } from '../../../tests/support/query-plans';
import { analyze, seedLargeTables } from '../../../tests/support/query-plans-seed';

/**
 * Every list read keeps using an index as the tables grow. The SQL is not copied here: each route below is
 * called over HTTP and the statements it sends to the driver are captured and explained (EXPLAIN, no
 * ANALYZE: plans only), so the test follows any change to a route's queries. It fails when a plan reads
 * one of the large tables with a sequential scan.
 */
const LARGE_TABLES = new Set([
  'teams',
  'team_players',
  'player_donations',
  'sponsorships',
  'messages',
  'audit_logs',
  'users',
  'businesses',
  'sponsorship_tiers',
  'ledger_entries',
  'transfers',
  'payouts',
]);

const t = await startTestApp();
const { readsOf } = planReader(t);

/**
 * The large tables a plan reads sequentially. A scan with no filter straight under an aggregate is a count
 * or sum over the whole table (the admin counters): it reads every row whatever the access path, so it is
 * not a list query that lost its index.
 */
function seqScans(node: PlanNode, parent?: PlanNode): string[] {
  const table = node['Relation Name'] ?? '';
  const wholeTable = parent?.['Node Type'] === 'Aggregate' && node.Filter === undefined;
  const own = node['Node Type'] === 'Seq Scan' && LARGE_TABLES.has(table) && !wholeTable ? [table] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScans(child, node))];
}

/** Calls the route and lists its reads that scan a large table sequentially, with the SQL that did. */
async function sequentialReads(client: TestClient, path: string): Promise<string[]> {
  const reads = await readsOf(client, path);
  const found: string[] = [];
  for (const read of reads) {
    for (const table of seqScans(read.plan)) found.push(`${table}: ${read.text}`);
  }
  return found;
}

const clients: Record<'anonymous' | 'team' | 'business' | 'admin', TestClient> = {} as never;
const ids = { teamId: '', businessId: '', sponsorshipId: '', playerPath: '' };

beforeAll(async () => {
  await seedLargeTables(t.db);
  // The dashboards' subjects, sized as the benchmark's: a team with 40 players and 300 donations, and a
  // business with 10 sponsorships that carry messages.
  const team = await teamOwner(t, { verificationStatus: 'approved' });
  const business = await businessOwner(t);
  const admin = await signedInClient(t, { roles: ['admin'] });
  await t.db.execute(sql`
    insert into team_players (team_id, player_name, player_number, url_slug)
    select ${team.team.id}, 'Focus Player ' || k, k, ${team.team.slug} || '/' || k
    from generate_series(1, 40) k`);
  await t.db.execute(sql`
    insert into player_donations (player_id, player_name, team_id, amount, status, show_name, donor_name)
    select p.id, p.player_name, p.team_id, 1000 + k, 'succeeded', true, 'Donor ' || k
    from team_players p cross join generate_series(1, 8) k
    where p.team_id = ${team.team.id} and p.player_number <= 38`);
  await t.db.execute(sql`
    insert into sponsorships (team_id, business_id, tier_name, amount, status, payment_status)
    select ${team.team.id}, ${business.business.id}, 'Gold', 100000, 'active', 'paid'
    from generate_series(1, 10)`);
  await t.db.execute(sql`
    insert into messages (sponsorship_id, sender_type, message)
    select s.id, 'team', 'Thanks ' || k from sponsorships s cross join generate_series(1, 3) k
    where s.business_id = ${business.business.id}`);
  // Every gift in the ledger and transferred, and three payouts a team: the money reads' tables at size.
  await t.db.execute(sql`
    insert into ledger_entries (entry_key, team_id, kind, amount, donation_id, occurred_at)
    select 'payment:donation:' || d.id, d.team_id, 'payment', d.amount, d.id, now() from player_donations d`);
  await t.db.execute(sql`
    insert into payouts (team_id, provider, account_id, provider_payout_id, amount_cents, status, arrival_date, reported_at)
    select t.id, 'sandbox', 'acct_' || t.id, 'po_' || t.id || '_' || k, 1000, 'paid', now() - (k || ' days')::interval, now()
    from teams t cross join generate_series(1, 3) k`);
  await t.db.execute(sql`
    insert into transfers (team_id, donation_id, amount_cents, provider, account_id, status, destination_payment_id, available_on, sent_at)
    select d.team_id, d.id, d.amount, 'sandbox', 'acct_' || d.team_id, 'sent', 'py_' || d.id, now(), now()
    from player_donations d`);
  await analyze(t.db);
  await t.db.execute(sql`vacuum analyze ledger_entries, transfers, payouts`);
  const [sponsorship] = (
    (await t.db.execute(
      sql`select id from sponsorships where business_id = ${business.business.id} limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  Object.assign(clients, {
    anonymous: t.client(),
    team: team.client,
    business: business.client,
    admin: admin.client,
  });
  Object.assign(ids, {
    teamId: team.team.id,
    businessId: business.business.id,
    sponsorshipId: sponsorship!.id,
    playerPath: `${team.team.slug}/1`,
  });
}, 120_000);

describe('list queries on the large tables use indexes', () => {
  const routes: [keyof typeof clients, string][] = [
    ['anonymous', '/api/discovery/teams'],
    ['anonymous', '/api/discovery/teams?page=3'],
    ['anonymous', '/api/discovery/teams?sport=Soccer'],
    ['anonymous', '/api/discovery/teams?q=team%2042'],
    ['anonymous', '/api/discovery/businesses'],
    ['anonymous', '/api/players/:playerPath'],
    ['team', '/api/discovery/teams/:teamId'],
    ['team', '/api/discovery/businesses/:businessId'],
    ['team', '/api/teams/:teamId/dashboard'],
    ['team', '/api/teams/:teamId/players'],
    ['team', '/api/teams/:teamId/leaderboard'],
    ['team', '/api/teams/:teamId/gifts'],
    ['team', '/api/teams/:teamId/gifts?page=2'],
    ['team', '/api/teams/:teamId/sponsors'],
    ['team', '/api/teams/:teamId/manual-sponsors'],
    ['team', '/api/teams/:teamId/tiers'],
    ['team', '/api/teams/:teamId/payouts'],
    ['team', '/api/teams/:teamId/money'],
    ['business', '/api/business/dashboard'],
    ['business', '/api/sponsorships/:sponsorshipId/messages'],
    ['admin', '/api/admin/overview'],
    ['admin', '/api/admin/security'],
    ['admin', '/api/admin/approvals'],
    ['admin', '/api/admin/teams'],
    ['admin', '/api/admin/businesses'],
    ['admin', '/api/admin/users'],
    ['admin', '/api/admin/payments'],
  ];
  it.each(routes)('%s GET %s', async (who, route) => {
    const path = route.replace(/:(\w+)/g, (_, name: keyof typeof ids) => ids[name]);
    expect(await sequentialReads(clients[who], path)).toEqual([]);
  });
});

/**
 * The benchmark's dataset, written straight into the tables with set-based INSERT ... SELECT over
 * generate_series (one statement per table or per 100,000 rows), never through the API.
 *
 * Every id is md5(kind || ordinal)::uuid, so rows refer to each other by computing the id instead of
 * looking it up, and every run builds the same data. "Random" choices come from a multiplicative hash of
 * the ordinal (not random()), so the skew is reproducible: raising a uniform fraction to a power > 1
 * piles rows onto the low ordinals, which gives a few big teams, many small ones, and a few busy players.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';

export const BENCH_PASSWORD = 'Bench!Mark#2026';

/** The accounts the bench signs in as, and the records its routes read. */
export const FIXTURE = {
  teamOwner: 'bench-team@example.com',
  business: 'bench-business@example.com',
  admin: 'bench-admin@example.com',
  signIn: 'bench-signin@example.com',
  dashboardTeamSlug: 'bench-dashboard-team',
  dashboardTeamId: uuidOf('dash-team'),
  checkoutTierId: uuidOf('dash-checkout-tier'),
  /** The business's first sponsorship of the dashboard team (`dash-sp-1` below): its report PDF. */
  reportSponsorshipId: uuidOf('dash-sp-1'),
  /** The player page the bench loads: the dashboard team's player 1 (about a third of its donations). */
  playerNumber: 1,
  /** The checkout's figure: as many businesses as connections, each paying for its own tier of one team. */
  buyers: 20,
  checkoutTeamId: uuidOf('checkout-team'),
};

/** Buyer i's account (1-based) and the tier it checks out. */
export const buyerOf = (i: number) => ({
  email: `bench-buyer-${i}@example.com`,
  tierId: uuidOf(`buyer-tier-${i}`),
});

export interface DatasetOptions {
  teams: number;
  /** false: teams, their tiers, owners and businesses only (the growth check's discovery variants). */
  full: boolean;
}

/** The row counts of the full dataset, as multiples of the team count (10,000 teams: issue 8's sizes). */
const PER_TEAM = { players: 15, donations: 50, sponsorships: 3, messages: 10, auditLogs: 20 };
const BATCH = 100_000;

const SPORTS = ['Soccer', 'Basketball', 'Baseball', 'Football', 'Volleyball', 'Hockey', 'Tennis'];
const CITIES = [
  'Portland, OR',
  'Seattle, WA',
  'Boise, ID',
  'Eugene, OR',
  'Spokane, WA',
  'Tacoma, WA',
  'Salem, OR',
  'Bend, OR',
  'Olympia, WA',
  'Vancouver, WA',
  'Bellingham, WA',
  'Medford, OR',
];
const AGES = ['Under 8', 'Under 10', 'Under 12', 'Under 14', 'Under 16', 'Under 18'];
const AUDIT_ACTIONS = [
  'AUTH_SIGNIN_SUCCESS',
  'AUTH_SIGNIN_SUCCESS',
  'AUTH_SIGNIN_SUCCESS',
  'AUTH_SIGNOUT',
  'AUTH_SIGNUP_SUCCESS',
  'AUTH_SIGNIN_FAILED',
  'DATA_ACCESS',
  'SECURITY_EVENT',
  'AUTH_RATE_LIMITED',
  'REGISTRATION_APPROVED',
];

/** A fixed UUID for a key (md5, made to look like a v4 UUID). */
export function uuidOf(key: string) {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** A fraction in [0, 1) from an integer SQL expression; salt picks an independent sequence. */
const frac = (expr: string, salt: number) =>
  `((((${expr})::bigint + ${salt * 7919}) * 2654435761) % 4294967296)::float8 / 4294967296`;
/** An ordinal in 1..count, skewed toward 1 by the power (1 = uniform). */
const skewed = (expr: string, salt: number, count: number, power: number) =>
  `least(${count}, 1 + floor(${count} * power(${frac(expr, salt)}, ${power}))::int)`;
const pick = (values: readonly string[], expr: string) =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + ((${expr}) % ${values.length})]`;
/** The SQL twin of uuidOf: md5 with the version and variant digits of a v4 UUID (zod checks them). */
const id = (kind: string, expr: string) =>
  `overlay(overlay(md5('${kind}' || (${expr})) placing '4' from 13) placing '8' from 17)::uuid`;

/** The team ordinal of generated player p (the same expression wherever a player's team is needed). */
const teamOfPlayer = (p: string, teams: number) => skewed(p, 1, teams, 1.3);

export interface DatasetReport {
  teams: number;
  full: boolean;
  rows: Record<string, number>;
  buildSeconds: number;
  stepSeconds: Record<string, number>;
}

export async function buildDataset(database: Database, options: DatasetOptions): Promise<DatasetReport> {
  const started = performance.now();
  const run = (text: string) => database.db.execute(sql.raw(text));
  const hash = await hashPassword(BENCH_PASSWORD);
  const n = options.teams;
  const businesses = Math.max(20, Math.round(n / 5));
  const stepSeconds: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    stepSeconds[name] = seconds(at);
  };

  await step('accounts, teams, tiers, businesses', () => insertAccountsAndTeams(run, hash, n, businesses));
  if (options.full) {
    const counts = Object.fromEntries(Object.entries(PER_TEAM).map(([k, v]) => [k, v * n])) as Record<
      keyof typeof PER_TEAM,
      number
    >;
    await step('players', () => insertPlayers(run, n, counts.players));
    await step('donations', () =>
      batched(counts.donations, (lo, hi) => run(donationsSql(lo, hi, n, counts.players))),
    );
    await step('sponsorships', () => insertSponsorships(run, n, businesses, counts.sponsorships));
    await step('messages', () =>
      batched(counts.messages, (lo, hi) => run(messagesSql(lo, hi, counts.sponsorships))),
    );
    await step('audit logs', () => batched(counts.auditLogs, (lo, hi) => run(auditSql(lo, hi, n))));
    await step('fixture', () => insertFixture(run, hash));
  }
  await step('vacuum analyze', () => run('vacuum analyze'));
  return {
    teams: n,
    full: options.full,
    rows: await rowCounts(database),
    buildSeconds: seconds(started),
    stepSeconds,
  };
}

type Run = (text: string) => Promise<unknown>;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function batched(total: number, step: (lo: number, hi: number) => Promise<unknown>) {
  for (let lo = 1; lo <= total; lo += BATCH) await step(lo, Math.min(total, lo + BATCH - 1));
}

async function insertAccountsAndTeams(run: Run, hash: string, n: number, businesses: number) {
  await run(`
    insert into users (id, email, password_hash, email_verified_at)
    select ${id('u-team-', 'g')}, 'owner' || g || '@bench.local', '${hash}', now()
    from generate_series(1, ${n}) g`);
  await run(
    `insert into user_roles (user_id, role) select ${id('u-team-', 'g')}, 'team' from generate_series(1, ${n}) g`,
  );
  await run(`
    insert into teams (id, slug, name, sport, age_group, location, description, contact_email, coach_name,
                       created_by, verification_status, approved_at, signup_step, team_size,
                       season_start_date, season_end_date, fundraising_goal_cents, created_at)
    select ${id('team-', 'g')}, 'bench-team-' || g, 'Bench Team ' || g, ${pick(SPORTS, 'g')},
           ${pick(AGES, 'g / 7')}, ${pick(CITIES, 'g / 3')},
           'A youth team that practises twice a week and travels to tournaments, number ' || g,
           'team' || g || '@bench.local', 'Coach ' || g, ${id('u-team-', 'g')}, 'approved', now(), 6,
           12 + g % 10, date '2026-09-01', date '2027-06-30', 500000 + (g % 20) * 50000,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g`);
  await run(`
    insert into sponsorship_tiers (id, team_id, name, amount, benefits, available_spots)
    select ${id('tier-', "g || '-' || k")}, ${id('team-', 'g')}, x.name, x.amount,
           array['Logo on the team banner', 'Thank-you post'], x.spots
    from generate_series(1, ${n}) g
    cross join (values (1, 'Bronze', 25000, 5), (2, 'Silver', 50000, 3), (3, 'Gold', 100000, 1))
      as x(k, name, amount, spots)`);
  await run(`
    insert into users (id, email, password_hash, email_verified_at)
    select ${id('u-biz-', 'g')}, 'business' || g || '@bench.local', '${hash}', now()
    from generate_series(1, ${businesses}) g`);
  await run(
    `insert into user_roles (user_id, role) select ${id('u-biz-', 'g')}, 'business' from generate_series(1, ${businesses}) g`,
  );
  await run(`
    insert into businesses (id, created_by, business_name, business_type, primary_goal, contact_name,
                            business_email, phone_number, business_address, business_description,
                            primary_products_services, verification_status, approved_at)
    select ${id('biz-', 'g')}, ${id('u-biz-', 'g')}, 'Bench Business ' || g, 'retail', 'brand_awareness',
           'Owner ' || g, 'business' || g || '@bench.local', '555-0100', g || ' Main Street, Portland, OR',
           'A local business that sponsors youth sports', 'Goods and services', 'approved', now()
    from generate_series(1, ${businesses}) g`);
}

async function insertPlayers(run: Run, n: number, players: number) {
  // player_number counts up within each team, as the roster numbers them.
  await run(`
    insert into team_players (id, team_id, player_name, first_name, last_name, jersey_number, player_number,
                              url_slug, parent_name, parent_email, fundraising_goal_cents)
    select ${id('player-', 'p')}, ${id('team-', 't')}, 'Player ' || p, 'Player', p::text, case when num < 100 then num end, num,
           'bench-team-' || t || '/' || num, 'Parent ' || p, 'parent' || p || '@bench.local', 25000
    from (select p, t, row_number() over (partition by t order by p)::int as num
          from (select p, ${teamOfPlayer('p', n)} as t from generate_series(1, ${players}) p) s) ranked`);
}

function donationsSql(lo: number, hi: number, n: number, players: number) {
  return `
    insert into player_donations (id, player_id, player_name, team_id, amount, donor_name, donor_email,
                                  show_name, status, provider, paid_at, created_at)
    select ${id('donation-', 'd')}, ${id('player-', 'p')}, 'Player ' || p, ${id('team-', teamOfPlayer('p', n))},
           1000 + floor(${frac('d', 3)} * 9000)::int, 'Donor ' || d, 'donor' || d || '@bench.local', d % 3 = 0,
           status, 'sandbox', case when status = 'succeeded' then at end, at
    from (select d, ${skewed('d', 2, players, 1.6)} as p,
                 case when d % 25 = 0 then 'failed' when d % 25 = 1 then 'cancelled' else 'succeeded' end as status,
                 now() - ${frac('d', 4)} * 180 * interval '1 day' as at
          from generate_series(${lo}, ${hi}) d) s`;
}

async function insertSponsorships(run: Run, n: number, businesses: number, count: number) {
  // Active and completed only: a pending one would be expired by the server's job during the run.
  await run(`
    insert into sponsorships (id, team_id, business_id, tier_id, tier_name, tier_benefits, amount, status,
                              payment_status, contract_start_date, contract_end_date, provider, paid_at,
                              created_at)
    select ${id('sp-', 's')}, ${id('team-', 't')}, ${id('biz-', 'b')}, ${id('tier-', "t || '-' || k")},
           (array['Bronze','Silver','Gold'])[k], array['Logo on the team banner', 'Thank-you post'],
           (array[25000, 50000, 100000])[k], case when s % 7 = 0 then 'completed' else 'active' end, 'paid',
           date '2026-09-01', date '2027-06-30', 'sandbox', at, at
    from (select s, ${skewed('s', 5, n, 1.5)} as t, ${skewed('s', 6, businesses, 2)} as b, 1 + s % 3 as k,
                 now() - ${frac('s', 7)} * 300 * interval '1 day' as at
          from generate_series(1, ${count}) s) x`);
}

function messagesSql(lo: number, hi: number, sponsorships: number) {
  return `
    insert into messages (id, sponsorship_id, sender_type, message, created_at)
    select ${id('msg-', 'm')}, ${id('sp-', skewed('m', 8, sponsorships, 1.5))},
           case when m % 2 = 0 then 'business' else 'team' end,
           'Thanks for the update about the banner, message ' || m,
           now() - ${frac('m', 9)} * 200 * interval '1 day'
    from generate_series(${lo}, ${hi}) m`;
}

function auditSql(lo: number, hi: number, n: number) {
  return `
    insert into audit_logs (action, comment, actor_id, ip, created_at)
    select ${pick(AUDIT_ACTIONS, `floor(${frac('a', 10)} * 1000)::int`)}, 'bench event ' || a,
           case when a % 4 = 0 then null else ${id('u-team-', skewed('a', 11, n, 1))} end,
           '10.0.' || (a % 250) || '.' || (a % 7), now() - ${frac('a', 12)} * 90 * interval '1 day'
    from generate_series(${lo}, ${hi}) a`;
}

/** The signed-in accounts and the records their dashboards show (issue 8's sizes). */
async function insertFixture(run: Run, hash: string) {
  const f = FIXTURE;
  const account = (key: string, email: string, role: string) => `
    with u as (insert into users (id, email, password_hash, email_verified_at)
               values ('${uuidOf(key)}', '${email}', '${hash}', now()) returning id)
    insert into user_roles (user_id, role) select id, '${role}' from u`;
  await run(account('fix-team-owner', f.teamOwner, 'team'));
  await run(account('fix-business', f.business, 'business'));
  await run(account('fix-admin', f.admin, 'admin'));
  await run(account('fix-signin', f.signIn, 'team'));
  await run(`
    insert into teams (id, slug, name, sport, age_group, location, description, contact_email, coach_name,
                       created_by, verification_status, approved_at, signup_step, team_size,
                       season_start_date, season_end_date, fundraising_goal_cents, leaderboard_public)
    values ('${f.dashboardTeamId}', '${f.dashboardTeamSlug}', 'Bench Dashboard Team', 'Soccer', 'Under 12',
            'Portland, OR', 'The team whose dashboard the bench loads: 40 players, 300 donations.',
            'dash-team@bench.local', 'Coach Bench', '${uuidOf('fix-team-owner')}', 'approved', now(), 6, 40,
            date '2026-09-01', date '2027-06-30', 2000000, true)`);
  // On Team Pro: the bench's thousands of checkouts would pass the Free plan's 3 sponsors (decision 0047).
  await run(`
    insert into plan_subscriptions (team_id, plan, price_cents, provider, status, checkout_expires_at,
                                    subscription_id, started_at, periods_paid, paid_until)
    values ('${f.dashboardTeamId}', 'team_pro', 5900, 'sandbox', 'active', now(), 'sbx_sub_bench', now(), 1,
            now() + interval '6 months')`);
  // A tier with spots for every checkout the bench starts (each one holds a spot until it expires).
  await run(`
    insert into sponsorship_tiers (id, team_id, name, amount, benefits, available_spots)
    values ('${uuidOf('dash-tier-1')}', '${f.dashboardTeamId}', 'Bronze', 25000, array['Thank-you post'], 5),
           ('${uuidOf('dash-tier-2')}', '${f.dashboardTeamId}', 'Silver', 50000, array['Logo on the banner'], 3),
           ('${f.checkoutTierId}', '${f.dashboardTeamId}', 'Gold', 100000, array['Logo on the jerseys'], 100000000)`);
  await run(`
    insert into team_players (id, team_id, player_name, first_name, last_name, jersey_number, player_number,
                              url_slug, parent_name, parent_email, fundraising_goal_cents)
    select ${id('dash-player-', 'i')}, '${f.dashboardTeamId}', 'Dashboard Player ' || i, 'Dashboard',
           'Player ' || i, i, i,
           '${f.dashboardTeamSlug}/' || i, 'Parent ' || i, 'dash-parent' || i || '@bench.local', 50000
    from generate_series(1, 40) i`);
  await run(`
    insert into player_donations (player_id, player_name, team_id, amount, donor_name, donor_email, show_name,
                                  status, provider, paid_at, created_at)
    select ${id('dash-player-', 'p')}, 'Dashboard Player ' || p, '${f.dashboardTeamId}', 2500 + (d % 8) * 500,
           'Donor ' || d, 'dash-donor' || d || '@bench.local', d % 2 = 0, 'succeeded', 'sandbox',
           now() - (d || ' hours')::interval, now() - (d || ' hours')::interval
    from (select d, ${skewed('d', 13, 40, 2)} as p from generate_series(1, 300) d) s`);
  await run(`
    insert into businesses (id, created_by, business_name, business_type, primary_goal, contact_name,
                            business_email, phone_number, business_address, business_description,
                            primary_products_services, verification_status, approved_at)
    values ('${uuidOf('dash-business')}', '${uuidOf('fix-business')}', 'Bench Sponsor Co', 'retail',
            'brand_awareness', 'Sam Bench', 'sponsor@bench.local', '555-0199', '1 Bench Way, Portland, OR',
            'The business whose dashboard the bench loads', 'Coffee', 'approved', now())`);
  // On Featured Sponsor: its ten sponsorships are past the Free plan's three deals (decision 0051), and
  // the bench's checkouts are this business's.
  await run(`
    insert into plan_subscriptions (business_id, plan, price_cents, provider, status, checkout_expires_at,
                                    subscription_id, started_at, periods_paid, paid_until)
    values ('${uuidOf('dash-business')}', 'featured_sponsor', 4900, 'sandbox', 'active', now(),
            'sbx_sub_bench_business', now(), 1, now() + interval '1 month')`);
  // Ten sponsorships: four of the dashboard team's, six of other teams', each with six messages.
  await run(`
    insert into sponsorships (id, team_id, business_id, tier_id, tier_name, amount, status, payment_status,
                              contract_start_date, contract_end_date, provider, paid_at)
    select ${id('dash-sp-', 'i')},
           case when i <= 4 then '${f.dashboardTeamId}'::uuid else ${id('team-', 'i')} end,
           '${uuidOf('dash-business')}', case when i <= 4 then '${uuidOf('dash-tier-1')}'::uuid
                                              else ${id('tier-', "i || '-1'")} end,
           'Bronze', 25000, 'active', 'paid', date '2026-09-01', date '2027-06-30', 'sandbox', now()
    from generate_series(1, 10) i`);
  await insertBuyers(run, hash);
  await run(`
    insert into messages (sponsorship_id, sender_type, message, created_at)
    select ${id('dash-sp-', 'i')}, case when j % 2 = 0 then 'business' else 'team' end,
           'Message ' || j || ' about sponsorship ' || i, now() - ((i * 6 + j) || ' hours')::interval
    from generate_series(1, 10) i cross join generate_series(1, 6) j`);
}

/**
 * FIXTURE.buyers approved businesses on Featured Sponsor (no deal limit), and a team on Team Pro (no
 * sponsor limit) with a tier for each, with spots for every checkout the bench starts.
 */
async function insertBuyers(run: Run, hash: string) {
  const f = FIXTURE;
  const each = (row: (i: number) => string) =>
    Array.from({ length: f.buyers }, (_, i) => row(i + 1)).join(',\n');
  const owner = uuidOf('fix-team-owner');
  await run(`
    insert into users (id, email, password_hash, email_verified_at)
    values ${each((i) => `('${uuidOf(`buyer-user-${i}`)}', '${buyerOf(i).email}', '${hash}', now())`)}`);
  await run(`
    insert into user_roles (user_id, role)
    values ${each((i) => `('${uuidOf(`buyer-user-${i}`)}', 'business')`)}`);
  await run(`
    insert into businesses (id, created_by, business_name, business_type, primary_goal, contact_name,
                            business_email, phone_number, business_address, business_description,
                            primary_products_services, verification_status, approved_at)
    values ${each(
      (i) => `('${uuidOf(`buyer-${i}`)}', '${uuidOf(`buyer-user-${i}`)}', 'Bench Buyer ${i}', 'retail',
            'brand_awareness', 'Buyer ${i}', 'buyer${i}@bench.local', '555-0100', '1 Bench Way, Portland, OR',
            'A business the checkout figure signs in as', 'Coffee', 'approved', now())`,
    )}`);
  await run(`
    insert into plan_subscriptions (business_id, plan, price_cents, provider, status, checkout_expires_at,
                                    subscription_id, started_at, periods_paid, paid_until)
    values ${each(
      (i) => `('${uuidOf(`buyer-${i}`)}', 'featured_sponsor', 4900, 'sandbox', 'active', now(),
            'sbx_sub_buyer_${i}', now(), 1, now() + interval '1 month')`,
    )}`);
  await run(`
    insert into teams (id, slug, name, sport, age_group, location, description, contact_email, coach_name,
                       created_by, verification_status, approved_at, signup_step, team_size,
                       season_start_date, season_end_date)
    values ('${f.checkoutTeamId}', 'bench-checkout-team', 'Bench Checkout Team', 'Soccer', 'Under 12',
            'Portland, OR', 'The team whose tiers the checkout figure pays for.', 'checkout-team@bench.local',
            'Coach Bench', '${owner}', 'approved', now(), 6, 20, date '2026-09-01', date '2027-06-30')`);
  await run(`
    insert into plan_subscriptions (team_id, plan, price_cents, provider, status, checkout_expires_at,
                                    subscription_id, started_at, periods_paid, paid_until)
    values ('${f.checkoutTeamId}', 'team_pro', 5900, 'sandbox', 'active', now(), 'sbx_sub_checkout_team',
            now(), 1, now() + interval '6 months')`);
  await run(`
    insert into sponsorship_tiers (id, team_id, name, amount, benefits, available_spots)
    values ${each(
      (
        i,
      ) => `('${buyerOf(i).tierId}', '${f.checkoutTeamId}', 'Tier ${i}', 100000, array['Logo on the banner'],
            100000000)`,
    )}`);
}

async function rowCounts(database: Database) {
  const tables = [
    'teams',
    'sponsorship_tiers',
    'team_players',
    'player_donations',
    'sponsorships',
    'messages',
    'audit_logs',
    'users',
    'businesses',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Enough rows in the large tables that an index beats a sequential scan for every list query, yet small
 * enough to seed in a few seconds on PGlite: set-based INSERTs, never the API. The figures are a tenth or
 * less of the benchmark's; what matters is that a filtered read touches a small share of each table.
 */
export const PLAN_SEED = {
  users: 16_000,
  teams: 2_000,
  businesses: 4_000,
  playersPerTeam: 4,
  donationsPerPlayer: 2,
  sponsorships: 3_000,
  messagesPerSponsorship: 2,
  auditLogs: 5_000,
} as const;

const SPORTS = `array['Soccer','Basketball','Baseball','Football','Volleyball','Hockey','Tennis']`;
const PLACES = `array['Portland, OR','Seattle, WA','Boise, ID','Eugene, OR','Spokane, WA']`;
const ACTIONS = `array['AUTH_SIGNIN','AUTH_SIGNIN_FAILED','DATA_ACCESS','TEAM_UPDATED','AUTH_RATE_LIMITED','SECURITY_EVENT']`;

export async function seedLargeTables(db: Db): Promise<void> {
  const n = PLAN_SEED;
  const statements = [
    `insert into users (email, password_hash, full_name, created_at)
     select 'plan-user-' || g || '@example.test', 'x', 'Plan User ' || g, now() - (g || ' minutes')::interval
     from generate_series(1, ${n.users}) g`,
    // A few teams wait for review (the queue is short by nature); the rest are listed.
    `insert into teams (slug, name, sport, age_group, location, description, contact_email, coach_name,
                        created_by, verification_status, created_at)
     select 'plan-team-' || g, 'Plan Team ' || g, (${SPORTS})[1 + g % 7], 'Under 12', (${PLACES})[1 + g % 5],
            'A youth team that practises twice a week, number ' || g, 'team' || g || '@example.test',
            'Coach ' || g, u.id, case when g % 50 = 0 then 'pending' else 'approved' end,
            now() - (g || ' minutes')::interval
     from generate_series(1, ${n.teams}) g
     join (select id, row_number() over (order by email) as rn from users) u on u.rn = 1 + g % ${n.users}`,
    `insert into sponsorship_tiers (team_id, name, amount, available_spots)
     select t.id, x.name, x.amount, 3
     from teams t cross join (values ('Bronze', 25000), ('Silver', 50000), ('Gold', 100000)) as x(name, amount)
     where t.slug like 'plan-team-%'`,
    // businesses.created_by is unique: each business takes a user of its own.
    `insert into businesses (created_by, business_name, business_type, primary_goal, contact_name,
                             business_email, phone_number, business_address, business_description,
                             primary_products_services, verification_status, created_at)
     select u.id, 'Plan Business ' || u.rn, 'retail', 'brand_awareness', 'Casey Owner',
            'business' || u.rn || '@example.test', '5035550100', '1 Main St, Portland, OR', 'A shop.', 'Goods',
            case when u.rn % 100 = 0 then 'pending' else 'approved' end, now() - (u.rn || ' minutes')::interval
     from (select id, row_number() over (order by email) as rn from users where email like 'plan-user-%') u
     where u.rn <= ${n.businesses}`,
    `insert into team_players (team_id, player_name, first_name, last_name, player_number, url_slug)
     select t.id, 'Player ' || k, 'Player', k::text, k, t.slug || '/' || k
     from teams t cross join generate_series(1, ${n.playersPerTeam}) k
     where t.slug like 'plan-team-%'`,
    `insert into player_donations (player_id, player_name, team_id, amount, status, donor_name, show_name,
                                   created_at)
     select p.id, p.player_name, p.team_id, 2500, 'succeeded', 'Donor ' || k, true,
            now() - (k || ' days')::interval
     from team_players p cross join generate_series(1, ${n.donationsPerPlayer}) k
     where p.url_slug like 'plan-team-%'`,
    `insert into sponsorships (team_id, business_id, tier_name, amount, status, payment_status, created_at)
     select t.id, b.id, 'Gold', 100000, 'active', 'paid', now() - (g || ' minutes')::interval
     from generate_series(1, ${n.sponsorships}) g
     join (select id, row_number() over (order by slug) as rn from teams where slug like 'plan-team-%') t
       on t.rn = 1 + g % ${n.teams}
     join (select id, row_number() over (order by business_email) as rn from businesses
           where business_email like 'business%@example.test') b
       on b.rn = 1 + g % ${n.businesses}`,
    `insert into messages (sponsorship_id, sender_type, message, created_at)
     select s.id, 'business', 'Hello number ' || k, s.created_at + (k || ' minutes')::interval
     from sponsorships s cross join generate_series(1, ${n.messagesPerSponsorship}) k`,
    `insert into audit_logs (action, comment, created_at)
     select (${ACTIONS})[1 + g % 6], 'event ' || g, now() - (g || ' minutes')::interval
     from generate_series(1, ${n.auditLogs}) g`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

const SEEDED_TABLES = [
  'users',
  'user_roles',
  'teams',
  'sponsorship_tiers',
  'businesses',
  'team_players',
  'player_donations',
  'sponsorships',
  'messages',
  'audit_logs',
];

/** Fresh statistics and visibility maps, as autovacuum keeps them on a live server. */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql.raw(`vacuum analyze ${SEEDED_TABLES.join(', ')}`));
}

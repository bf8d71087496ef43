import { count, eq } from 'drizzle-orm';
import type { Clock } from '../../../src/server/core/clock';
import {
  emailOutbox,
  paymentEvents,
  sandboxCheckoutSessions,
  sponsorships,
  sponsorshipTiers,
  type teams,
} from '../../../src/server/db/schema';
import type { TestApp, TestWorld } from '../app';
import { businessOwner, signedInClient, teamOwner } from '../factories';

/** A clock a test moves by hand. */
export function manualClock(start = new Date()): Clock & { advanceMinutes(minutes: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceMinutes(minutes) {
      now += minutes * 60_000;
    },
  };
}

let sequence = 0;

/** A tier of `teamId`, inserted directly; one spot at $500 unless told otherwise. */
export async function createTier(
  t: TestWorld,
  teamId: string,
  overrides: Partial<typeof sponsorshipTiers.$inferInsert> = {},
) {
  sequence += 1;
  const [tier] = await t.db
    .insert(sponsorshipTiers)
    .values({
      teamId,
      name: `Gold ${sequence}`,
      description: 'Logo on every uniform.',
      amount: 50_000,
      benefits: ['Logo on uniforms', 'Thank-you post'],
      availableSpots: 1,
      ...overrides,
    })
    .returning();
  return tier!;
}

/** An approved team with one tier, its signed-in owner, and a signed-in business that can sponsor it. */
export async function sponsorWorld(
  t: TestWorld,
  options: {
    team?: Partial<typeof teams.$inferInsert>;
    tier?: Partial<typeof sponsorshipTiers.$inferInsert>;
  } = {},
) {
  const owner = await teamOwner(t, {
    verificationStatus: 'approved',
    sport: 'Soccer',
    ageGroup: 'Under 12',
    location: 'Portland, OR',
    seasonStartDate: '2026-03-01',
    seasonEndDate: '2026-08-31',
    ...options.team,
  });
  const tier = await createTier(t, owner.team.id, options.tier);
  const buyer = await businessOwner(t);
  return { owner, tier, buyer, team: owner.team };
}

/** The other people of every who-may table: a team user, a business and an admin, none of them involved. */
export async function strangers(t: TestWorld) {
  const [team, business, admin] = await Promise.all([
    teamOwner(t, { verificationStatus: 'approved' }),
    businessOwner(t),
    signedInClient(t, { roles: ['admin'] }),
  ]);
  return { teamUser: team.client, businessUser: business.client, admin: admin.client };
}

/** Starts a checkout as `client` and returns the answer. */
export function checkout(client: ReturnType<TestApp['client']>, teamId: string, tierId: string) {
  return client.post('/api/payments/sponsorships/checkout', { teamId, tierId });
}

/** The money state of a tier: its taken spots and its sponsorships. */
export async function tierState(t: TestWorld, tierId: string) {
  const [tier] = await t.db
    .select({ taken: sponsorshipTiers.takenSpots })
    .from(sponsorshipTiers)
    .where(eq(sponsorshipTiers.id, tierId));
  const rows = await t.db.select().from(sponsorships).where(eq(sponsorships.tierId, tierId));
  return { taken: tier!.taken, sponsorships: rows };
}

export async function sponsorshipRow(t: TestWorld, id: string) {
  const [row] = await t.db.select().from(sponsorships).where(eq(sponsorships.id, id));
  return row!;
}

/** Row counts of everything checkout and fulfilment write, to prove a refused request wrote nothing. */
export async function paymentCounts(t: TestWorld) {
  const [s, e, m, sessions] = await Promise.all([
    t.db.select({ n: count() }).from(sponsorships),
    t.db.select({ n: count() }).from(paymentEvents),
    t.db.select({ n: count() }).from(emailOutbox),
    t.db.select({ n: count() }).from(sandboxCheckoutSessions),
  ]);
  return { sponsorships: s[0]!.n, events: e[0]!.n, mail: m[0]!.n, sessions: sessions[0]!.n };
}

/** Mail queued for one address, by kind. */
export async function mailTo(t: TestWorld, email: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
}

/** The sandbox session id in a checkout url (/sandbox/checkout/{id}). */
export function sessionIdOf(url: string): string {
  return url.split('/').pop()!;
}

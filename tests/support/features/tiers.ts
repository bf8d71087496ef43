import { asc } from 'drizzle-orm';
import { manualSponsors, sponsorships, sponsorshipTiers } from '../../../src/server/db/schema';
import type { TestApp } from '../app';
import { createBusiness, createUser, teamOwner } from '../factories';

/** A tier of `teamId`, inserted directly; `overrides` sets any column. */
export async function createTier(
  t: TestApp,
  teamId: string,
  overrides: Partial<typeof sponsorshipTiers.$inferInsert> = {},
) {
  const [tier] = await t.db
    .insert(sponsorshipTiers)
    .values({
      teamId,
      name: 'Silver',
      amount: 50_000,
      benefits: ['Logo on banner'],
      availableSpots: 3,
      ...overrides,
    })
    .returning();
  return tier!;
}

/** A sponsorship of `teamId` by a new business, inserted directly (active and paid unless told). */
export async function createSponsorship(
  t: TestApp,
  teamId: string,
  overrides: Partial<typeof sponsorships.$inferInsert> = {},
) {
  const owner = await createUser(t, { roles: ['business'] });
  const business = await createBusiness(t, owner.id);
  const [sponsorship] = await t.db
    .insert(sponsorships)
    .values({
      teamId,
      businessId: business.id,
      amount: 50_000,
      status: 'active',
      paymentStatus: 'paid',
      ...overrides,
    })
    .returning();
  return { sponsorship: sponsorship!, business };
}

/** A manual sponsor of `teamId`, inserted directly. */
export async function createManualSponsor(
  t: TestApp,
  teamId: string,
  overrides: Partial<typeof manualSponsors.$inferInsert> = {},
) {
  const [sponsor] = await t.db
    .insert(manualSponsors)
    .values({
      teamId,
      companyName: 'Corner Hardware',
      companyAddress: '2 Main St, Portland, OR',
      companyType: 'Retail Store',
      contactName: 'Pat Miller',
      contactEmail: 'pat@example.com',
      amountSponsored: 30_000,
      sponsorshipGoals: ['Banner at home games'],
      ...overrides,
    })
    .returning();
  return sponsor!;
}

/** A signed-in coach whose team has one tier and one manual sponsor. */
export async function moneyWorld(t: TestApp) {
  const owner = await teamOwner(t);
  const tier = await createTier(t, owner.team.id);
  const sponsor = await createManualSponsor(t, owner.team.id);
  return { ...owner, tier, sponsor };
}

/** Every row these features write, to prove a refused request changed nothing. */
export async function moneySnapshot(t: TestApp) {
  const [tiers, manual, platform] = await Promise.all([
    t.db.select().from(sponsorshipTiers).orderBy(asc(sponsorshipTiers.id)),
    t.db.select().from(manualSponsors).orderBy(asc(manualSponsors.id)),
    t.db.select().from(sponsorships).orderBy(asc(sponsorships.id)),
  ]);
  return { tiers, manualSponsors: manual, sponsorships: platform };
}

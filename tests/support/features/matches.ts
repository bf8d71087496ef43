import { and, count, desc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox, emailTokens, matches, offers, teamNeeds } from '../../../src/server/db/schema';
import type { EmailAction } from '../../../src/shared/constants';
import type { CreateMatchInput, OfferInput } from '../../../src/shared/schemas/matches';
import type { TestApp, TestClient } from '../app';
import { businessOwner, createBusiness, createUser, signedInClient, teamOwner } from '../factories';
import { createTier } from './payments';

/** A custom offer the tests start from. */
export const CUSTOM_OFFER = {
  tierId: null,
  amountCents: 150_000,
  seasonStart: '2026-03-01',
  seasonEnd: '2026-08-31',
  summary: 'Season sponsorship of the spring league.',
  deliverables: ['Logo on jerseys', 'Two social posts'],
} satisfies OfferInput;

/** An approved team with a tier, an approved business, their signed-in owners, and a signed-in admin. */
export async function matchWorld(t: TestApp) {
  const owner = await teamOwner(t, {
    name: 'Riverside Rockets',
    verificationStatus: 'approved',
    sport: 'Soccer',
    location: 'Portland, OR',
    contactPhone: '5035550111',
  });
  const tier = await createTier(t, owner.team.id, { name: 'Gold', amount: 250_000 });
  const sponsor = await businessOwner(t, { businessName: 'Corner Bakery', contactName: 'Casey Baker' });
  const admin = await signedInClient(t, { roles: ['admin'] });
  return {
    owner,
    team: owner.team,
    tier,
    sponsor,
    business: sponsor.business,
    admin: admin.client,
    adminEmail: admin.user.email,
  };
}
export type MatchWorld = Awaited<ReturnType<typeof matchWorld>>;

export function createBody(world: MatchWorld, offer: OfferInput = CUSTOM_OFFER): CreateMatchInput {
  return { teamId: world.team.id, businessId: world.business.id, offer };
}

/** A match proposed through the API; its id. */
export async function proposeMatch(world: MatchWorld, offer: OfferInput = CUSTOM_OFFER) {
  const res = await world.admin.post('/api/admin/matches', createBody(world, offer));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.match.id as string;
}

export async function sendIntro(admin: TestClient, matchId: string) {
  const res = await admin.post(`/api/admin/matches/${matchId}/send`, {
    subject: 'Meet your match',
    message: 'Hello both,\n\nPlease have a look.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

export type PartyTokens = Record<EmailAction, string>;

/** The three tokens of the newest introduction mailed to `to`, read from the outbox. */
export async function tokensMailedTo(t: TestApp, to: string): Promise<PartyTokens> {
  const [mail] = await t.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), eq(emailOutbox.kind, 'match_introduction')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const tokens = [...(mail?.text ?? '').matchAll(/\/cta\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  const of = (action: EmailAction) => tokens.find((token) => token.endsWith(`-${action}`))!;
  return { ACCEPT: of('ACCEPT'), REJECT: of('REJECT'), CHANGES: of('CHANGES') };
}

/** A match proposed and introduced; each party's tokens. */
export async function introducedMatch(t: TestApp, world: MatchWorld, offer: OfferInput = CUSTOM_OFFER) {
  const matchId = await proposeMatch(world, offer);
  await sendIntro(world.admin, matchId);
  return {
    matchId,
    sponsor: await tokensMailedTo(t, world.business.businessEmail),
    team: await tokensMailedTo(t, world.team.contactEmail),
  };
}

/** A fresh match between the world's team and a new business, introduced; each party's tokens. */
export async function introducedToNewBusiness(t: TestApp, world: MatchWorld) {
  const owner = await createUser(t, { roles: ['business'] });
  const business = await createBusiness(t, owner.id, { contactName: 'Casey Baker' });
  const match = await introducedMatch(t, { ...world, business });
  return { ...match, business };
}

export async function matchRow(t: TestApp, matchId: string) {
  const [row] = await t.db.select().from(matches).where(eq(matches.id, matchId));
  return row!;
}

/** Everything a match action could write: none of it may move on a refused call. */
export async function worldState(t: TestApp) {
  const tally = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    matches: await t.db.select().from(matches).orderBy(matches.id),
    needs: await tally(t.db.select({ n: count() }).from(teamNeeds)),
    offers: await tally(t.db.select({ n: count() }).from(offers)),
    tokens: await t.db.select().from(emailTokens).orderBy(emailTokens.id),
    mail: await tally(t.db.select({ n: count() }).from(emailOutbox)),
  };
}

/** How many mails of `kind` went to `to`. */
export async function mailCount(t: TestApp, kind: string, to?: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(like(emailOutbox.kind, kind), to ? eq(emailOutbox.toEmail, to) : undefined));
  return row!.n;
}

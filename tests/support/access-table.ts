import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { createSession } from '../../src/server/auth/sessions';
import { hashToken } from '../../src/server/auth/tokens';
import {
  accountTokens,
  businesses,
  coMarketingRequests,
  emailOutbox,
  familyRequests,
  leagueInvites,
  leagues,
  leagueTiers,
  messages,
  partnerPages,
  payoutAccounts,
  payouts,
  planSubscriptions,
  playerDonations,
  sponsorships,
  teamExpenses,
  teamSeasons,
  teams,
  tierHolds,
  userRoles,
} from '../../src/server/db/schema';
import { emailAttachments } from '../../src/server/db/schema/email-attachments';
import { enqueueEmail } from '../../src/server/email/outbox';
import { publicSessionId } from '../../src/server/features/account/sessions';
import { unsubscribeUrl } from '../../src/server/features/roster/unsubscribe';
import { seasonReport } from '../../src/server/features/season-report/query';
import { mailboxAttachmentUrl } from '../../src/shared/schemas/mailbox';
import type { TestApp, TestClient } from './app';
import {
  businessOwner,
  createBusiness,
  createPlayer,
  createTeam,
  createUser,
  PASSWORD,
  signedInClient,
  teamOwner,
} from './factories';
import { profileBody, registrationBody } from './features/businesses';
import { cancelTokenFrom, fromAddress, gift, giveInSandbox, sessionOf } from './features/donations';
import { createExpense, samplePdf, validExpense } from './features/expenses';
import { rawRequest, samplePng, uploadPhoto } from './features/fulfilment';
import { askGivingLink, givingCookie, givingTokenFrom } from './features/giving';
import { validSponsor } from './features/manual-sponsors';
import { CUSTOM_OFFER, createBody, introducedMatch, type MatchWorld, proposeMatch } from './features/matches';
import { createTier } from './features/payments';
import { giveBusinessPlan, giveLeaguePlan, givePlan } from './features/plans';
import { createContact } from './features/roster';
import { createManualSponsor } from './features/tiers';

/**
 * Who may do what: every API route, the outcome each kind of caller gets from a VALID request.
 *
 * The callers (actors) are fixed people of one world (accessWorld):
 * - anonymous: no session;
 * - teamOwner: created the world's team (its players, contacts, tiers, manual sponsors);
 * - businessOwner: created the world's business, which sponsors that team (one active sponsorship);
 * - otherTeam / otherBusiness: a team user and a business user with a team / business of their own;
 * - plainUser: holds only the 'user' role; admin: holds only the 'admin' role.
 *
 * A row says who owns the route's resource, and the expected status per column:
 * - owner: the actor(s) who own it; sameRole: a user of the owner's role who does not; otherRoles: users of
 *   every other role (incl. the other party of the world when it does not own the resource); admin.
 * An actor's own key (teamOwner, plainUser...) overrides its column. A status of '2xx' accepts any success.
 *
 * Owner kinds: 'team' (the team's owner), 'business' (the business's owner), 'parties' (both sides of the
 * sponsorship), 'admin' (admin-only tools: nobody owns them), 'self' (every caller acts on their own
 * account), 'public' and 'dev' (open on purpose; `why` says why). Every row but team/business/parties/admin
 * gives a reason.
 */

export const ACTORS = [
  'anonymous',
  'plainUser',
  'otherBusiness',
  'otherTeam',
  'businessOwner',
  'teamOwner',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type Column = 'anonymous' | 'owner' | 'sameRole' | 'otherRoles' | 'admin';
export type Owner = 'team' | 'business' | 'parties' | 'admin' | 'self' | 'public' | 'dev';
export type Expected = number | '2xx';

const BOTH_SIDES: Record<Column, Actor[]> = {
  anonymous: ['anonymous'],
  owner: ['teamOwner', 'businessOwner'],
  sameRole: ['otherTeam', 'otherBusiness'],
  otherRoles: ['plainUser'],
  admin: ['admin'],
};

/** Which actors stand in each column, by who owns the route's resource. */
export const COLUMNS: Record<Owner, Record<Column, Actor[]>> = {
  team: {
    anonymous: ['anonymous'],
    owner: ['teamOwner'],
    sameRole: ['otherTeam'],
    otherRoles: ['businessOwner', 'otherBusiness', 'plainUser'],
    admin: ['admin'],
  },
  business: {
    anonymous: ['anonymous'],
    owner: ['businessOwner'],
    sameRole: ['otherBusiness'],
    otherRoles: ['teamOwner', 'otherTeam', 'plainUser'],
    admin: ['admin'],
  },
  parties: BOTH_SIDES,
  admin: {
    anonymous: ['anonymous'],
    owner: [],
    sameRole: [],
    otherRoles: ['teamOwner', 'businessOwner', 'otherTeam', 'otherBusiness', 'plainUser'],
    admin: ['admin'],
  },
  self: BOTH_SIDES,
  public: BOTH_SIDES,
  dev: BOTH_SIDES,
};

export type World = Awaited<ReturnType<typeof accessWorld>>;

export interface CallContext {
  t: TestApp;
  w: World;
  actor: Actor;
}

export interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw bytes instead of a JSON body (an upload). */
  raw?: { bytes: Uint8Array; type: string };
  /** Names and ids of resources made for this call only, which strangers must not see either. */
  secrets?: string[];
}

export interface AccessRow {
  /** METHOD and path as the server declares it, with parameter patterns left out (normalRoute). */
  route: string;
  owner: Owner;
  /** Why a route is open (public, dev, self), or anything a reader would wonder about. */
  why?: string;
  expect: Partial<Record<Column | Actor, Expected>>;
  /** Builds the request; runs once per actor, so each actor acts on a resource of its own when it must. */
  call: (ctx: CallContext) => Promise<Call> | Call;
  /** Each actor is a new user of its kind (with a team or business as the world's are): for routes that
   * change the caller's own account or session. */
  fresh?: boolean;
  /** The strings strangers must not see, when not the world's whole set (allSecrets). */
  secrets?: (w: World) => string[];
}

/** `/api/teams/:teamId{[0-9a-f]{8}...}` -> `/api/teams/:teamId`. */
export function normalRoute(method: string, path: string): string {
  return `${method} ${path.replace(/(:\w+)\{(?:[^{}]|\{[^{}]*\})*\}/g, '$1')}`;
}

/**
 * The entries of app.routes with method ALL are middleware, not endpoints, and are left out of the table.
 * They are listed here so that a new app.all() endpoint fails the walker until someone decides about it.
 */
export const MIDDLEWARE_ONLY: Record<string, string> = {
  'ALL /*': 'request context and secure headers (app.ts)',
  'ALL /api/*': 'origin check, session loading, and the JSON 404 for unknown /api paths (app.ts)',
  'ALL /api/players/*': 'X-Robots-Tag: noindex on player pages (donations/routes.ts)',
};

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
const tag = () => `${next()}${randomUUID().slice(0, 6)}`;

/** One world for the whole table; every name in it is unusual, so a leak check cannot match by chance. */
export async function accessWorld(t: TestApp) {
  const owner = await teamOwner(t, {
    name: 'Zanzibar Quokkas Owned',
    verificationStatus: 'approved',
    sport: 'Soccer',
    ageGroup: 'Under 12',
    location: 'Portland, OR',
    contactEmail: 'quokka-coach@owned.example',
    seasonStartDate: '2026-03-01',
    seasonEndDate: '2026-08-31',
  });
  const team = owner.team;
  const player = await createPlayer(t, team, { playerName: 'Ottoline Vexley', jerseyNumber: 7 });
  const contact = await createContact(t, player.id, {
    contactName: 'Grandma Vexley',
    contactEmail: 'grandma-vexley@owned.example',
  });
  const tier = await createTier(t, team.id, { name: 'Quokka Platinum', availableSpots: 1000 });
  const manual = await createManualSponsor(t, team.id, { companyName: 'Hushed Hardware Owned' });
  const sponsor = await businessOwner(t, {
    businessName: 'Marmalade Mongoose Owned',
    businessEmail: 'mongoose@owned.example',
  });
  const business = sponsor.business;
  const [sponsorship] = await t.db
    .insert(sponsorships)
    .values({
      teamId: team.id,
      businessId: business.id,
      tierId: tier.id,
      tierName: tier.name,
      tierBenefits: ['Logo on uniforms', 'Thank-you post'],
      amount: tier.amount,
      status: 'active',
      paymentStatus: 'paid',
      paidAt: new Date(Date.now() - 86_400_000),
    })
    .returning();
  const threadText = 'Owned thread: the banner goes up on Saturday';
  await t.db.insert(messages).values({
    sponsorshipId: sponsorship!.id,
    senderId: sponsor.user.id,
    senderType: 'business',
    message: threadText,
  });
  const mailId = await enqueueEmail(t.db, {
    kind: 'sponsorship_receipt',
    to: 'someone@example.com',
    subject: 'A receipt',
    text: 'Attached.',
    attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-') }],
  });
  const [attachment] = await t.db
    .select({ id: emailAttachments.id })
    .from(emailAttachments)
    .where(eq(emailAttachments.emailId, mailId));
  const [otherTeam, otherBusiness, plainUser, admin] = await Promise.all([
    teamOwner(t, { verificationStatus: 'approved' }),
    businessOwner(t),
    signedInClient(t, { roles: ['user'] }),
    signedInClient(t, { roles: ['admin'] }),
  ]);
  // The other business is a Community Partner, so the plan's own routes have a caller who may use them;
  // the world's business stays on Free, the one refused.
  await giveBusinessPlan(t, otherBusiness.business.id, 'community_partner');
  // The team's owner also runs a league (its plan is given by the rows that need it); its team is not in it,
  // so the team's own plan rows are not covered by the League Plan.
  const [league] = await t.db
    .insert(leagues)
    .values({
      slug: `okapi-league-owned-${tag()}`,
      name: 'Okapi League Owned',
      contactEmail: 'okapi-league@owned.example',
      ownerId: owner.user.id,
    })
    .returning();
  const clients: Record<Actor, TestClient> = {
    anonymous: t.client(),
    teamOwner: owner.client,
    businessOwner: sponsor.client,
    otherTeam: otherTeam.client,
    otherBusiness: otherBusiness.client,
    plainUser: plainUser.client,
    admin: admin.client,
  };
  return {
    clients,
    owner,
    team,
    player,
    contact,
    tier,
    manual,
    sponsor,
    business,
    sponsorship: sponsorship!,
    threadText,
    mailId,
    attachmentId: attachment!.id,
    adminEmail: admin.user.email,
    otherBusinessId: otherBusiness.business.id,
    league: league!,
  };
}

/** Everything of the world's owners a stranger must never read. */
export function allSecrets(w: World): string[] {
  return [
    w.team.id,
    w.team.name,
    w.team.contactEmail,
    w.owner.user.email,
    w.player.id,
    w.player.playerName,
    w.contact.id,
    w.contact.contactName,
    w.contact.contactEmail,
    w.tier.id,
    w.tier.name,
    w.manual.id,
    w.manual.companyName,
    w.business.id,
    w.business.businessName,
    w.business.businessEmail,
    w.sponsor.user.email,
    w.sponsorship.id,
    w.threadText,
    w.league.id,
    w.league.name,
  ];
}

const businessSecrets = (w: World) => [
  w.business.id,
  w.business.businessName,
  w.business.businessEmail,
  w.sponsor.user.email,
  w.sponsorship.id,
  w.threadText,
];

/** A new caller of the actor's kind: a team user with a team, a business user with a business... */
export async function freshClient(t: TestApp, actor: Actor): Promise<TestClient> {
  switch (actor) {
    case 'anonymous':
      return t.client();
    case 'teamOwner':
    case 'otherTeam':
      return (await teamOwner(t)).client;
    case 'businessOwner':
    case 'otherBusiness':
      return (await businessOwner(t)).client;
    case 'plainUser':
      return (await signedInClient(t, { roles: ['user'] })).client;
    case 'admin':
      return (await signedInClient(t, { roles: ['admin'] })).client;
  }
}

/** The world's own caller, copied so that a call that sets or clears cookies cannot change it. */
export function worldClient(t: TestApp, w: World, actor: Actor): TestClient {
  const copy = t.client();
  for (const [name, value] of w.clients[actor].cookies) copy.cookies.set(name, value);
  return copy;
}

// ---------- fixtures used by several rows ----------

const email = (prefix: string) => `${prefix}-${tag()}@example.com`;
const STRONG = 'Blue#Harbor7River';

/** A second team of the world's owner (for calls that change a team): the owner still owns it. */
async function ownedTeam(t: TestApp, w: World, overrides: Parameters<typeof createTeam>[2] = {}) {
  return createTeam(t, w.owner.user.id, { name: `Owned Spare ${tag()}`, ...overrides });
}

async function ownedPlayer(t: TestApp, w: World) {
  return createPlayer(t, w.team, { firstName: 'Owned', lastName: `Kid ${tag()}` });
}

/** A sandbox checkout of the world's business for a tier of its own; the sandbox session id. */
async function businessCheckout(t: TestApp, w: World) {
  const tier = await createTier(t, w.team.id, { availableSpots: 5 });
  const res = await worldClient(t, w, 'businessOwner').post('/api/payments/sponsorships/checkout', {
    teamId: w.team.id,
    tierId: tier.id,
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  return sessionOf(res.body.url as string);
}

/** The world as the matches test-support expects it, with a new business so each match is new. */
async function matchWorldOf(t: TestApp, w: World): Promise<MatchWorld> {
  const user = await createUser(t, { roles: ['business'] });
  const business = await createBusiness(t, user.id, { businessEmail: email('match-biz') });
  return {
    owner: w.owner,
    team: w.team,
    tier: w.tier,
    sponsor: { ...w.sponsor, business },
    business,
    admin: worldClient(t, w, 'admin'),
    adminEmail: w.adminEmail,
  };
}

async function introduction(t: TestApp, w: World) {
  return introducedMatch(t, await matchWorldOf(t, w));
}

async function monthlyGift(t: TestApp, w: World) {
  const donorEmail = email('donor');
  const { donationId, url } = await giveInSandbox(
    t,
    gift(w.player.id, { amount: 1500, isRecurring: true, donorName: 'Pat Donor', donorEmail }),
  );
  return { donationId, url, donorEmail };
}

async function confirmationToken(t: TestApp) {
  const address = email('confirm');
  const res = await t.client().post('/api/auth/sign-up', { email: address, password: STRONG });
  if (res.status !== 202) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  const [mail] = await t.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return decodeURIComponent(/token=([^\s"&]+)/.exec(mail!.text)![1]!);
}

/** A live reset link of a new user, written as requestReset writes one; the link's token. */
async function resetToken(t: TestApp) {
  const user = await createUser(t);
  const token = `reset-${tag()}`;
  await t.db.insert(accountTokens).values({
    tokenHash: hashToken(t.deps.config.SESSION_SECRET, token),
    userId: user.id,
    purpose: 'reset_password',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** A live email-change link of a new user's, to an address nobody uses. */
async function emailChangeToken(t: TestApp) {
  const user = await createUser(t);
  const token = `email-${tag()}`;
  await t.db.insert(accountTokens).values({
    tokenHash: hashToken(t.deps.config.SESSION_SECRET, token),
    userId: user.id,
    purpose: 'change_email',
    newEmail: `moved-${tag()}@example.com`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

async function userWithRole(t: TestApp, role: 'team' | 'business') {
  const user = await createUser(t);
  await t.db.insert(userRoles).values({ userId: user.id, role });
  return user;
}

const teamProfile = (name: string) => ({
  name,
  coachName: 'Coach Owned',
  sport: 'Soccer',
  ageGroup: 'Under 12',
  contactEmail: 'coach-owned@example.com',
  location: 'Portland, OR',
});

const letter = {
  subject: 'Support {player}',
  htmlContent: '<p>Hello</p>',
  senderName: 'Coach',
  senderEmail: 'coach@example.com',
};

let jersey = 20;

/** The id of the first checklist item of the world's sponsorship (made on the first read). */
async function deliverableId(t: TestApp, w: World): Promise<string> {
  const res = await worldClient(t, w, 'teamOwner').get(`/api/sponsorships/${w.sponsorship.id}/fulfilment`);
  if (res.status !== 200) throw new Error(`checklist failed: ${JSON.stringify(res.body)}`);
  return res.body.items[0].id as string;
}

const today = () => new Date().toISOString().slice(0, 10);
const item = (w: World, id: string, what: string) =>
  `/api/sponsorships/${w.sponsorship.id}/deliverables/${id}/${what}`;

/** A past season of the world's team (a distinct end date per call); its id. */
async function archivedSeason(t: TestApp, w: World) {
  const end = new Date(Date.UTC(2020, 0, 1) + next() * 86_400_000).toISOString().slice(0, 10);
  const report = await seasonReport(t.db, w.team, { start: null, end });
  const [row] = await t.db
    .insert(teamSeasons)
    .values({ teamId: w.team.id, endDate: end, report })
    .returning({ id: teamSeasons.id });
  return row!.id;
}

/** A renewal hold of the world's business on the world's tier; the link's token. */
async function renewalToken(t: TestApp, w: World) {
  const token = `renew-${tag()}`;
  await t.db.insert(tierHolds).values({
    tierId: w.tier.id,
    businessId: w.business.id,
    reason: 'renewal',
    tokenHash: hashToken(t.deps.config.SESSION_SECRET, token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A business that started a checkout with the world's team and cancelled it: a team may block it. */
async function cancelledCheckoutBusiness(t: TestApp, w: World) {
  const { business } = await businessOwner(t, { businessName: `Cancelled Checkout ${tag()}` });
  await t.db
    .insert(sponsorships)
    .values({ teamId: w.team.id, businessId: business.id, amount: 10_000, status: 'cancelled' });
  return business;
}

/** The world's team's sandbox payout account (opened once), by its id. */
async function sandboxAccount(t: TestApp, w: World): Promise<string> {
  await t.db
    .insert(payoutAccounts)
    .values({ teamId: w.team.id, provider: 'sandbox', accountId: `sbx_acct_access_${w.team.id.slice(0, 8)}` })
    .onConflictDoNothing();
  const [account] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.teamId, w.team.id));
  return account!.accountId;
}

/** A payout the world's team received (its account opened first), by our id. */
async function teamPayout(t: TestApp, w: World): Promise<string> {
  const accountId = await sandboxAccount(t, w);
  const [payout] = await t.db
    .insert(payouts)
    .values({
      teamId: w.team.id,
      provider: 'sandbox',
      accountId,
      providerPayoutId: `sbx_po_access_${randomUUID()}`,
      amountCents: 1_000,
      status: 'paid',
      arrivalDate: new Date(),
      reportedAt: new Date(),
    })
    .returning({ id: payouts.id });
  return payout!.id;
}

/** An approved team of a new coach, for a league to invite or hold. */
const spareTeam = async (t: TestApp) => (await teamOwner(t, { verificationStatus: 'approved' })).team;

/** A league without a plan, of a new user: the world's team joins it without being covered by a plan. */
async function planlessLeague(t: TestApp) {
  const user = await createUser(t, { roles: ['team'] });
  const [league] = await t.db
    .insert(leagues)
    .values({
      slug: `spare-league-${tag()}`,
      name: 'Spare League',
      contactEmail: user.email,
      ownerId: user.id,
    })
    .returning();
  return league!;
}

/** An invitation to the world's team (out of any league first), from a league without a plan. */
async function inviteToWorldTeam(t: TestApp, w: World) {
  await t.db.update(teams).set({ leagueId: null }).where(eq(teams.id, w.team.id));
  const league = await planlessLeague(t);
  const [invite] = await t.db
    .insert(leagueInvites)
    .values({ leagueId: league.id, teamId: w.team.id })
    .returning();
  return invite!.id;
}

/** A tier of the world's team with its one spot taken. */
const soldOutTier = (t: TestApp, w: World) => createTier(t, w.team.id, { availableSpots: 1, takenSpots: 1 });

/** A package of the world's league, on its plan. */
async function leagueTier(t: TestApp, w: World) {
  await giveLeaguePlan(t, w.league.id);
  const [tier] = await t.db
    .insert(leagueTiers)
    .values({ leagueId: w.league.id, name: `League package ${tag()}`, amount: 40_000 })
    .returning();
  return tier!;
}

// ---------- the table ----------

export const OWNER_ONLY = {
  anonymous: 401,
  owner: '2xx',
  sameRole: 404,
  otherRoles: 404,
  admin: 404,
} as const;
const ADMIN_ONLY = { anonymous: 401, otherRoles: 403, admin: '2xx' } as const;
const OPEN = { anonymous: '2xx', owner: '2xx', sameRole: '2xx', otherRoles: '2xx', admin: '2xx' } as const;
const SIGNED_IN = { ...OPEN, anonymous: 401 } as const;
/** Routes about the caller's own business: other business users get their own, everyone else 404. */
const OWN_BUSINESS = { anonymous: 401, owner: 200, sameRole: 200, otherRoles: 404, admin: 404 } as const;
/** Routes that need a business of the caller's: 403 BUSINESS_REQUIRED without one. */
const ANY_BUSINESS = { anonymous: 401, owner: '2xx', sameRole: '2xx', otherRoles: 403, admin: 403 } as const;

export const ACCESS_TABLE: AccessRow[] = [
  // ----- health, auth -----
  {
    route: 'GET /api/health',
    owner: 'public',
    why: 'load balancers poll it; it says only whether the database answers',
    expect: OPEN,
    call: () => ({ path: '/api/health' }),
  },
  {
    route: 'GET /api/health/live',
    owner: 'public',
    why: 'liveness for an orchestrator: says only that the process answers',
    expect: OPEN,
    call: () => ({ path: '/api/health/live' }),
  },
  {
    route: 'GET /api/health/ready',
    owner: 'public',
    why: 'readiness for a load balancer: says only whether this instance takes traffic',
    expect: OPEN,
    call: () => ({ path: '/api/health/ready' }),
  },
  {
    route: 'GET /metrics',
    owner: 'admin',
    why:
      "an operator's scrape: no session opens it, an admin's included; only the METRICS_TOKEN bearer token " +
      'does, and without METRICS_TOKEN (as here) it answers the 404 of an unknown API path ' +
      '(features/health/metrics.test.ts covers the token)',
    expect: { anonymous: 404, otherRoles: 404, admin: 404 },
    call: () => ({ path: '/metrics' }),
  },
  {
    route: 'POST /api/client-errors',
    owner: 'public',
    why: 'a page that failed may be a public one; it only writes a line to the log',
    expect: OPEN,
    call: () => ({
      path: '/api/client-errors',
      body: { kind: 'render', message: 'Access table check', stack: null, path: '/' },
    }),
  },
  {
    route: 'GET /api/auth/session',
    owner: 'self',
    why: "answers the caller's own user, or null",
    expect: OPEN,
    call: () => ({ path: '/api/auth/session' }),
  },
  {
    route: 'POST /api/auth/sign-in',
    owner: 'public',
    fresh: true, // signing in rotates the caller's session: the world's must live on
    why: 'the credentials are the proof',
    expect: OPEN,
    call: async ({ t }) => {
      const user = await createUser(t);
      return { path: '/api/auth/sign-in', body: { email: user.email, password: PASSWORD } };
    },
  },
  {
    route: 'POST /api/auth/sign-up',
    owner: 'public',
    why: 'creates an account',
    expect: OPEN,
    call: () => ({ path: '/api/auth/sign-up', body: { email: email('signup'), password: STRONG } }),
  },
  {
    route: 'POST /api/auth/sign-out',
    owner: 'self',
    why: "ends the caller's own session; clears the cookie even without one",
    fresh: true,
    expect: OPEN,
    call: () => ({ path: '/api/auth/sign-out' }),
  },
  {
    route: 'POST /api/auth/confirm-email',
    owner: 'public',
    fresh: true, // the link signs its owner in, replacing the caller's session: the world's must live on
    why: 'the emailed token is the proof; the link works in any browser',
    expect: OPEN,
    call: async ({ t }) => ({ path: '/api/auth/confirm-email', body: { token: await confirmationToken(t) } }),
  },
  {
    route: 'POST /api/auth/resend-confirmation',
    owner: 'self',
    why: "mails the caller's own address",
    expect: SIGNED_IN,
    call: () => ({ path: '/api/auth/resend-confirmation' }),
  },

  // ----- account: password reset, password change, signed-in devices (issue 18 holes 9 and 12) -----
  {
    route: 'POST /api/account/password-reset/request',
    owner: 'public',
    why: 'the same answer for every address; only the address itself receives the link',
    expect: OPEN,
    call: async ({ t }) => ({
      path: '/api/account/password-reset/request',
      body: { email: (await createUser(t)).email },
    }),
  },
  {
    route: 'POST /api/account/password-reset',
    owner: 'public',
    fresh: true, // the reset signs this browser in, replacing its session: the world's must live on
    why: 'the emailed link is the proof; it works in any browser',
    expect: OPEN,
    call: async ({ t }) => ({
      path: '/api/account/password-reset',
      body: { token: await resetToken(t), password: STRONG, confirmPassword: STRONG },
    }),
  },
  {
    route: 'POST /api/account/password',
    owner: 'self',
    fresh: true, // a new password ends the account's other sessions
    why: "changes the caller's own password, given the current one",
    expect: SIGNED_IN,
    call: () => ({
      path: '/api/account/password',
      body: { currentPassword: PASSWORD, newPassword: STRONG, confirmPassword: STRONG },
    }),
  },
  {
    route: 'POST /api/account/email',
    owner: 'self',
    why: "mails a link to the caller's new address, given the current password; nothing moves until it is opened",
    expect: SIGNED_IN,
    call: () => ({
      path: '/api/account/email',
      body: { newEmail: `new-${tag()}@example.com`, currentPassword: PASSWORD },
    }),
  },
  {
    route: 'POST /api/account/email/confirm',
    owner: 'public',
    why: 'the link mailed to the new address is the proof; it works in any browser',
    expect: OPEN,
    call: async ({ t }) => ({
      path: '/api/account/email/confirm',
      body: { token: await emailChangeToken(t) },
    }),
  },
  {
    route: 'PATCH /api/account/profile',
    owner: 'self',
    why: "renames the caller's own account",
    expect: SIGNED_IN,
    call: () => ({ path: '/api/account/profile', body: { fullName: 'Pat Rivera' } }),
  },
  {
    route: 'GET /api/account/export',
    owner: 'self',
    why: "the caller's own data, as a file: what they own, what they gave, their devices and log",
    expect: SIGNED_IN,
    call: () => ({ path: '/api/account/export' }),
  },
  {
    route: 'GET /api/account/sessions',
    owner: 'self',
    why: "lists the caller's own signed-in devices",
    expect: SIGNED_IN,
    call: () => ({ path: '/api/account/sessions' }),
  },
  {
    route: 'DELETE /api/account/sessions/:id',
    owner: 'team',
    why: "a second session of the team owner's: only its user may end it; to anyone else the id is unknown",
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const session = await createSession(t.db, t.deps.config, w.owner.user.id, { ip: '203.0.113.9' });
      return { path: `/api/account/sessions/${publicSessionId(session.tokenHash)}` };
    },
  },
  {
    route: 'GET /api/account/deletion',
    owner: 'self',
    why: "what deleting the caller's own account would do, before they press",
    expect: SIGNED_IN,
    call: () => ({ path: '/api/account/deletion' }),
  },
  {
    route: 'POST /api/account/delete',
    owner: 'self',
    fresh: true, // deletes the caller's account: the world's must live on
    why: "deletes the caller's own account, given the current password",
    expect: SIGNED_IN,
    call: () => ({ path: '/api/account/delete', body: { currentPassword: PASSWORD } }),
  },
  {
    route: 'POST /api/account/sign-out-everywhere',
    owner: 'self',
    fresh: true, // ends every session of the caller's account
    why: "ends the caller's own sessions",
    expect: SIGNED_IN,
    call: () => ({ path: '/api/account/sign-out-everywhere' }),
  },

  // ----- dev mailbox -----
  {
    route: 'GET /api/dev/mailbox',
    owner: 'dev',
    why: 'dev-only: exists only while mail stays in the outbox (no SMTP_URL); admin-only in production',
    expect: OPEN,
    call: () => ({ path: '/api/dev/mailbox' }),
  },
  {
    route: 'GET /api/dev/mailbox/:id',
    owner: 'dev',
    why: 'dev-only, as GET /api/dev/mailbox',
    expect: OPEN,
    call: ({ w }) => ({ path: `/api/dev/mailbox/${w.mailId}` }),
  },
  {
    route: 'GET /api/dev/mailbox/:id/attachments/:attachmentId',
    owner: 'dev',
    why: 'dev-only, as GET /api/dev/mailbox',
    expect: OPEN,
    call: ({ w }) => ({ path: mailboxAttachmentUrl(w.mailId, w.attachmentId) }),
  },

  // ----- team signup, profile -----
  {
    route: 'POST /api/teams/signup',
    owner: 'public',
    why: 'creates an account and its team',
    expect: OPEN,
    call: () => ({
      path: '/api/teams/signup',
      body: {
        fullName: 'Maria Lopez',
        email: email('join'),
        phone: '(503) 555-0142',
        role: 'head_coach',
        organizationName: 'Rose City Strikers',
        password: STRONG,
        confirmPassword: STRONG,
      },
    }),
  },
  {
    route: 'POST /api/teams/signup-simple',
    owner: 'public',
    why: 'creates an account and its team',
    expect: OPEN,
    call: () => ({
      path: '/api/teams/signup-simple',
      body: {
        fullName: 'Dana Kim',
        email: email('simple'),
        password: STRONG,
        teamName: 'Lakers',
        sport: 'Basketball',
      },
    }),
  },
  {
    route: 'POST /api/teams/register',
    owner: 'self',
    why: 'creates a team for the caller; a user who has one gets 409',
    fresh: true,
    expect: { ...SIGNED_IN, teamOwner: 409, otherTeam: 409 },
    call: () => ({
      path: '/api/teams/register',
      body: { ...teamProfile('Registered Owls'), ageGroup: '9-11 years' },
    }),
  },
  {
    route: 'GET /api/teams/mine',
    owner: 'team',
    why: "answers the caller's own team: another team user gets theirs",
    expect: { ...OWNER_ONLY, sameRole: 200 },
    call: () => ({ path: '/api/teams/mine' }),
  },
  {
    route: 'GET /api/teams/:teamId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}` }),
  },
  {
    route: 'PUT /api/teams/:teamId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const team = await ownedTeam(t, w);
      return { path: `/api/teams/${team.id}`, body: teamProfile(team.name), secrets: [team.id, team.name] };
    },
  },
  {
    route: 'POST /api/teams/:teamId/publish',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const team = await ownedTeam(t, w, { sport: 'Soccer', ageGroup: 'Under 12', location: 'Portland, OR' });
      return {
        path: `/api/teams/${team.id}/publish`,
        body: { publish: true },
        secrets: [team.id, team.name],
      };
    },
  },

  // ----- team dashboard -----
  {
    route: 'GET /api/teams/:teamId/dashboard',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/dashboard` }),
  },
  {
    route: 'GET /api/teams/:teamId/gifts',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/gifts` }),
  },
  {
    route: 'POST /api/teams/:teamId/gifts/:giftId/refund',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const { donationId } = await giveInSandbox(t, gift(w.player.id, { amount: 1200 }));
      return { path: `/api/teams/${w.team.id}/gifts/${donationId}/refund`, body: { reason: 'Given twice' } };
    },
  },
  {
    route: 'GET /api/teams/:teamId/payout-account',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/payout-account` }),
  },
  {
    route: 'POST /api/teams/:teamId/payout-account/onboarding',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/payout-account/onboarding` }),
  },
  {
    route: 'GET /api/teams/:teamId/payouts',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/payouts` }),
  },
  {
    route: 'GET /api/teams/:teamId/payouts/:payoutId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({ path: `/api/teams/${w.team.id}/payouts/${await teamPayout(t, w)}` }),
  },
  {
    route: 'GET /api/payments/sandbox/accounts/:accountId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({ path: `/api/payments/sandbox/accounts/${await sandboxAccount(t, w)}` }),
  },
  {
    route: 'POST /api/payments/sandbox/accounts/:accountId/complete',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({
      path: `/api/payments/sandbox/accounts/${await sandboxAccount(t, w)}/complete`,
      body: { outcome: 'verified' },
    }),
  },
  {
    route: 'GET /api/teams/:teamId/money',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/money` }),
  },
  {
    route: 'GET /api/teams/:teamId/leaderboard',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/leaderboard` }),
  },
  {
    route: 'PATCH /api/teams/:teamId/leaderboard',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/leaderboard`, body: { leaderboardPublic: false } }),
  },
  {
    route: 'GET /api/teams/:teamId/matches',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/matches` }),
  },
  {
    route: 'PUT /api/teams/:teamId/blocked-businesses/:businessId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const business = await cancelledCheckoutBusiness(t, w);
      return {
        path: `/api/teams/${w.team.id}/blocked-businesses/${business.id}`,
        body: { reason: 'Sends us offers we never asked for' },
        secrets: [business.businessName],
      };
    },
  },
  {
    route: 'DELETE /api/teams/:teamId/blocked-businesses/:businessId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const business = await cancelledCheckoutBusiness(t, w);
      return {
        path: `/api/teams/${w.team.id}/blocked-businesses/${business.id}`,
        secrets: [business.businessName],
      };
    },
  },

  // ----- roster -----
  {
    route: 'GET /api/teams/:teamId/players',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/players` }),
  },
  {
    route: 'POST /api/teams/:teamId/players',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({
      path: `/api/teams/${w.team.id}/players`,
      body: { firstName: 'New', lastName: 'Kid', jerseyNumber: jersey++ },
    }),
  },
  {
    route: 'POST /api/teams/:teamId/players/import',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({
      path: `/api/teams/${w.team.id}/players/import`,
      body: {
        rows: [
          { firstName: 'Imported', lastName: 'Kid', jerseyNumber: jersey++, parentName: '', parentEmail: '' },
        ],
      },
    }),
  },
  {
    route: 'PATCH /api/teams/:teamId/players/:playerId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const player = await ownedPlayer(t, w);
      return {
        path: `/api/teams/${w.team.id}/players/${player.id}`,
        body: { firstName: player.firstName, lastName: player.lastName },
        secrets: [player.id, player.playerName],
      };
    },
  },
  {
    route: 'DELETE /api/teams/:teamId/players/:playerId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const player = await ownedPlayer(t, w);
      return {
        path: `/api/teams/${w.team.id}/players/${player.id}`,
        secrets: [player.id, player.playerName],
      };
    },
  },
  {
    route: 'GET /api/players/:playerId/contacts',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/players/${w.player.id}/contacts` }),
  },
  {
    route: 'POST /api/players/:playerId/contacts',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({
      path: `/api/players/${w.player.id}/contacts`,
      body: { contactName: 'Gran', contactEmail: email('gran') },
    }),
  },
  {
    route: 'DELETE /api/players/:playerId/contacts/:contactId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const contact = await createContact(t, w.player.id);
      return {
        path: `/api/players/${w.player.id}/contacts/${contact.id}`,
        secrets: [contact.id, contact.contactEmail],
      };
    },
  },
  {
    route: 'POST /api/players/:playerId/fundraising-email',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const contact = await createContact(t, w.player.id);
      return {
        path: `/api/players/${w.player.id}/fundraising-email`,
        body: { ...letter, contactIds: [contact.id] },
        secrets: [contact.id, contact.contactEmail],
      };
    },
  },
  {
    route: 'GET /api/unsubscribe',
    owner: 'public',
    why: 'the link in a fundraising email: its signed token is the proof, the contact has no account',
    expect: OPEN,
    call: async ({ t, w }) => {
      const contact = await createContact(t, w.player.id);
      const url = new URL(unsubscribeUrl('http://homefield.test', t.deps.config.SESSION_SECRET, contact.id));
      return { path: `/api/unsubscribe${url.search}` };
    },
  },
  {
    route: 'POST /api/unsubscribe',
    owner: 'public',
    why: 'as GET /api/unsubscribe',
    expect: OPEN,
    call: async ({ t, w }) => {
      const contact = await createContact(t, w.player.id);
      const url = new URL(unsubscribeUrl('http://homefield.test', t.deps.config.SESSION_SECRET, contact.id));
      return { path: '/api/unsubscribe', body: Object.fromEntries(url.searchParams) };
    },
  },

  // ----- player links -----
  {
    route: 'GET /api/teams/:teamId/players/:playerId/qr.png',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/players/${w.player.id}/qr.png` }),
  },
  {
    route: 'GET /api/teams/:teamId/players/:playerId/flyer.pdf',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/players/${w.player.id}/flyer.pdf` }),
  },

  // ----- businesses -----
  {
    route: 'POST /api/businesses/account',
    owner: 'public',
    why: 'the business wizard step 1: creates an account',
    expect: OPEN,
    call: () => ({
      path: '/api/businesses/account',
      body: {
        contactName: 'Sam Okafor',
        contactTitle: 'Owner',
        phone: '(503) 555-0101',
        email: email('biz-account'),
        password: STRONG,
        confirmPassword: STRONG,
      },
    }),
  },
  {
    route: 'POST /api/businesses',
    owner: 'self',
    why: 'creates the business of the caller; a user who has one gets 409',
    fresh: true,
    expect: { ...SIGNED_IN, businessOwner: 409, otherBusiness: 409 },
    call: () => ({ path: '/api/businesses', body: registrationBody() }),
  },
  {
    route: 'GET /api/businesses/mine',
    owner: 'business',
    why: "answers the caller's own business",
    expect: OWN_BUSINESS,
    call: () => ({ path: '/api/businesses/mine' }),
  },
  {
    route: 'PUT /api/businesses/mine',
    owner: 'business',
    why: "changes the caller's own business (fresh callers, so the world's business keeps its name)",
    fresh: true,
    expect: OWN_BUSINESS,
    call: () => ({ path: '/api/businesses/mine', body: profileBody() }),
  },

  // ----- discovery -----
  {
    route: 'GET /api/discovery/teams',
    owner: 'public',
    why: 'the public listing of approved teams',
    expect: OPEN,
    call: () => ({ path: '/api/discovery/teams' }),
  },
  {
    route: 'GET /api/discovery/teams/:teamId',
    owner: 'public',
    why: "an approved team's public page, for signed-in users",
    expect: SIGNED_IN,
    call: ({ w }) => ({ path: `/api/discovery/teams/${w.team.id}` }),
  },
  {
    route: 'GET /api/discovery/businesses',
    owner: 'public',
    why: 'the public listing of approved businesses',
    expect: OPEN,
    call: () => ({ path: '/api/discovery/businesses' }),
  },
  {
    route: 'GET /api/discovery/businesses/:businessId',
    owner: 'public',
    why: "an approved business's public page, for signed-in users",
    expect: SIGNED_IN,
    call: ({ w }) => ({ path: `/api/discovery/businesses/${w.business.id}` }),
  },
  {
    route: 'GET /api/discovery/viewer',
    owner: 'self',
    why: 'whether the caller is signed in and has a team or business',
    expect: OPEN,
    call: () => ({ path: '/api/discovery/viewer' }),
  },

  // ----- business dashboard, messages -----
  {
    route: 'GET /api/business/dashboard',
    owner: 'business',
    expect: OWN_BUSINESS,
    call: () => ({ path: '/api/business/dashboard' }),
  },
  {
    route: 'GET /api/business/impact',
    owner: 'business',
    why: "the world's business is on Free: 403 PLAN_REQUIRED; the other, a Community Partner, reads its own",
    expect: { ...OWN_BUSINESS, owner: 403 },
    call: () => ({ path: '/api/business/impact' }),
  },
  {
    route: 'POST /api/business/co-marketing',
    owner: 'business',
    why: "the world's business is on Free: 403 PLAN_REQUIRED; the other, a Community Partner, asks for itself",
    expect: { ...OWN_BUSINESS, owner: 403, sameRole: '2xx' },
    call: () => ({
      path: '/api/business/co-marketing',
      body: { kind: 'social', idea: 'A photo wall at the home opener' },
    }),
  },
  {
    route: 'GET /api/business/partner-page',
    owner: 'business',
    why: "the owner's branded page as saved, and whether it is public (partner-page.test.ts covers the plan)",
    expect: OWN_BUSINESS,
    call: () => ({ path: '/api/business/partner-page' }),
  },
  {
    route: 'PUT /api/business/partner-page',
    owner: 'business',
    why: "the world's business is on Free: 403 PLAN_REQUIRED; the other, a Community Partner, writes its own",
    expect: { ...OWN_BUSINESS, owner: 403, sameRole: '2xx' },
    call: () => ({
      path: '/api/business/partner-page',
      body: { headline: 'Pizza for the home team', brandColor: '#C0392B' },
    }),
  },
  {
    route: 'PUT /api/business/partner-page/banner',
    owner: 'business',
    why: "the world's business is on Free: 403 PLAN_REQUIRED before the body is read; the other's page takes it",
    expect: { ...OWN_BUSINESS, owner: 403, sameRole: '2xx' },
    call: async ({ t, w }) => {
      // The banner goes on a saved page.
      await t.db
        .insert(partnerPages)
        .values({ businessId: w.otherBusinessId, headline: 'Bikes for the team', brandColor: '#1F6FEB' })
        .onConflictDoNothing();
      return {
        path: '/api/business/partner-page/banner',
        raw: { bytes: await samplePng(), type: 'image/png' },
      };
    },
  },
  {
    route: 'GET /api/partners/:businessId',
    owner: 'public',
    why: "a Community Partner's branded page; this world's business has none published: 404 for everyone",
    expect: { anonymous: 404, owner: 404, sameRole: 404, otherRoles: 404, admin: 404 },
    call: ({ w }) => ({ path: `/api/partners/${w.business.id}` }),
  },
  {
    route: 'GET /api/partners/:businessId/banner',
    owner: 'public',
    why: "a published partner page's banner; none here: 404 for everyone",
    expect: { anonymous: 404, owner: 404, sameRole: 404, otherRoles: 404, admin: 404 },
    call: ({ w }) => ({ path: `/api/partners/${w.business.id}/banner` }),
  },
  {
    route: 'GET /api/admin/plans/:subscriptionId/invoices',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => {
      const invoice = await givePlan(t, (await spareTeam(t)).id);
      return { path: `/api/admin/plans/${invoice.subscriptionRowId}/invoices` };
    },
  },
  {
    route: 'POST /api/admin/plan-invoices/:invoiceId/refund',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => {
      const invoice = await givePlan(t, (await spareTeam(t)).id);
      return { path: `/api/admin/plan-invoices/${invoice.id}/refund`, body: { reason: 'Charged twice' } };
    },
  },
  {
    route: 'GET /api/admin/co-marketing',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ path: '/api/admin/co-marketing' }),
  },
  {
    route: 'POST /api/admin/co-marketing/:id/handled',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t, w }) => {
      const [row] = await t.db
        .insert(coMarketingRequests)
        .values({ businessId: w.business.id, kind: 'social', idea: 'A photo wall at the home opener' })
        .returning({ id: coMarketingRequests.id });
      return { path: `/api/admin/co-marketing/${row!.id}/handled`, body: {} };
    },
  },
  {
    route: 'GET /api/sponsors/:businessId/visit',
    owner: 'public',
    why: "a sponsor's link on a team's public pages: leads to its own website, counted without cookies",
    expect: { anonymous: 302, owner: 302, sameRole: 302, otherRoles: 302, admin: 302 },
    call: async ({ t, w }) => {
      await t.db
        .update(businesses)
        .set({ websiteUrl: 'https://sponsor.example.com' })
        .where(eq(businesses.id, w.business.id));
      return { path: `/api/sponsors/${w.business.id}/visit?team=${w.team.id}` };
    },
  },
  {
    route: 'GET /api/business/matches',
    owner: 'business',
    expect: OWN_BUSINESS,
    call: () => ({ path: '/api/business/matches' }),
  },
  {
    route: 'GET /api/sponsorships/:id/messages',
    owner: 'parties',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/sponsorships/${w.sponsorship.id}/messages` }),
  },
  {
    route: 'POST /api/sponsorships/:id/messages',
    owner: 'parties',
    expect: OWNER_ONLY,
    call: ({ w }) => ({
      path: `/api/sponsorships/${w.sponsorship.id}/messages`,
      body: { message: 'Hello there' },
    }),
  },

  // ----- tiers, manual sponsors -----
  {
    route: 'GET /api/teams/:teamId/tiers',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/tiers` }),
  },
  {
    route: 'POST /api/teams/:teamId/tiers',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/tiers`, body: { name: 'Bronze', amount: 10_000 } }),
  },
  {
    route: 'PUT /api/teams/:teamId/tiers/:tierId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const tier = await createTier(t, w.team.id, { name: `Owned Tier ${tag()}` });
      return {
        path: `/api/teams/${w.team.id}/tiers/${tier.id}`,
        body: { name: tier.name, amount: 20_000 },
        secrets: [tier.id, tier.name],
      };
    },
  },
  {
    route: 'DELETE /api/teams/:teamId/tiers/:tierId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const tier = await createTier(t, w.team.id, { name: `Owned Tier ${tag()}` });
      return { path: `/api/teams/${w.team.id}/tiers/${tier.id}`, secrets: [tier.id, tier.name] };
    },
  },
  {
    route: 'GET /api/teams/:teamId/manual-sponsors',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/manual-sponsors` }),
  },
  {
    route: 'POST /api/teams/:teamId/manual-sponsors',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/manual-sponsors`, body: validSponsor }),
  },
  {
    route: 'DELETE /api/teams/:teamId/manual-sponsors/:sponsorId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const sponsor = await createManualSponsor(t, w.team.id, { companyName: `Owned Co ${tag()}` });
      return {
        path: `/api/teams/${w.team.id}/manual-sponsors/${sponsor.id}`,
        secrets: [sponsor.id, sponsor.companyName],
      };
    },
  },
  {
    route: 'GET /api/teams/:teamId/plan',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/plan` }),
  },
  {
    route: 'POST /api/teams/:teamId/plan/checkout',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/plan/checkout`, body: { plan: 'team_pro' } }),
  },
  {
    route: 'POST /api/teams/:teamId/plan/renewal',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await givePlan(t, w.team.id);
      return { path: `/api/teams/${w.team.id}/plan/renewal`, body: { cancelAtPeriodEnd: true } };
    },
  },
  {
    route: 'POST /api/teams/:teamId/plan/card',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await givePlan(t, w.team.id);
      return { path: `/api/teams/${w.team.id}/plan/card` };
    },
  },
  {
    route: 'GET /api/teams/:teamId/plan/invoices/:invoiceId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const invoice = await givePlan(t, w.team.id);
      return { path: `/api/teams/${w.team.id}/plan/invoices/${invoice.id}`, secrets: [invoice.id] };
    },
  },
  {
    route: 'GET /api/businesses/mine/plan',
    owner: 'business',
    why: "answers the caller's own business's plan",
    expect: OWN_BUSINESS,
    call: () => ({ path: '/api/businesses/mine/plan' }),
  },
  {
    route: 'POST /api/businesses/mine/plan/checkout',
    owner: 'business',
    why: "opens a checkout for the caller's own business",
    fresh: true,
    expect: { ...OWN_BUSINESS, owner: '2xx', sameRole: '2xx' },
    call: () => ({ path: '/api/businesses/mine/plan/checkout', body: { plan: 'featured_sponsor' } }),
  },
  {
    route: 'POST /api/businesses/mine/plan/change',
    owner: 'business',
    why: "switches the caller's own business's paid plan: the world's is on Free (409); the other, a Community Partner, moves down at its renewal",
    expect: { ...OWN_BUSINESS, owner: 409, sameRole: '2xx' },
    call: () => ({ path: '/api/businesses/mine/plan/change', body: { plan: 'featured_sponsor' } }),
  },
  {
    route: 'POST /api/businesses/mine/plan/renewal',
    owner: 'business',
    why: "changes the caller's own business's plan: the other business changes its own Community Partner",
    expect: { ...OWN_BUSINESS, sameRole: '2xx' },
    call: async ({ t, w }) => {
      await giveBusinessPlan(t, w.business.id);
      return { path: '/api/businesses/mine/plan/renewal', body: { cancelAtPeriodEnd: true } };
    },
  },
  {
    route: 'POST /api/businesses/mine/plan/card',
    owner: 'business',
    why: "the card of the caller's own business's plan: the other business reaches its own",
    expect: { ...OWN_BUSINESS, sameRole: '2xx' },
    call: async ({ t, w }) => {
      await giveBusinessPlan(t, w.business.id);
      return { path: '/api/businesses/mine/plan/card' };
    },
  },
  {
    route: 'GET /api/businesses/mine/plan/invoices/:invoiceId',
    owner: 'business',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const invoice = await giveBusinessPlan(t, w.business.id);
      return { path: `/api/businesses/mine/plan/invoices/${invoice.id}`, secrets: [invoice.id] };
    },
  },
  {
    route: 'POST /api/leagues',
    owner: 'team',
    why: 'a team account starts its own league (one each): business, plain and admin accounts may not',
    fresh: true,
    expect: { anonymous: 401, owner: 201, sameRole: 201, otherRoles: 403, admin: 403 },
    call: () => ({
      path: '/api/leagues',
      body: { name: `League ${tag()}`, contactEmail: 'league@example.com' },
    }),
  },
  {
    route: 'GET /api/leagues/mine',
    owner: 'team',
    why: "the caller's own league: only the world's team owner runs one",
    expect: OWNER_ONLY,
    call: () => ({ path: '/api/leagues/mine' }),
  },
  {
    route: 'PATCH /api/leagues/mine',
    owner: 'team',
    why: "the caller's own league: only the world's team owner runs one",
    expect: OWNER_ONLY,
    call: () => ({ path: '/api/leagues/mine', body: { brandColor: '#1F6FEB' } }),
  },
  {
    route: 'POST /api/leagues/mine/invites',
    owner: 'team',
    why: "the caller's own league invites a team (leagues.test.ts covers the plan and the team's state)",
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/invites', body: { teamId: (await spareTeam(t)).id } };
    },
  },
  {
    route: 'POST /api/leagues/mine/coach-invites',
    owner: 'team',
    why: "the caller's own league invites a coach by address (leagues.test.ts covers who then sees it)",
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/coach-invites', body: { email: `coach-${tag()}@example.com` } };
    },
  },
  {
    route: 'DELETE /api/leagues/mine/invites/:inviteId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const [invite] = await t.db
        .insert(leagueInvites)
        .values({ leagueId: w.league.id, teamId: (await spareTeam(t)).id })
        .returning();
      return { path: `/api/leagues/mine/invites/${invite!.id}`, secrets: [invite!.id] };
    },
  },
  {
    route: 'DELETE /api/leagues/mine/teams/:teamId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const team = await spareTeam(t);
      await t.db.update(teams).set({ leagueId: w.league.id }).where(eq(teams.id, team.id));
      return { path: `/api/leagues/mine/teams/${team.id}`, secrets: [team.name] };
    },
  },
  {
    route: 'GET /api/leagues/mine/teams/:teamId/roster',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      const team = await spareTeam(t);
      await t.db.update(teams).set({ leagueId: w.league.id }).where(eq(teams.id, team.id));
      return { path: `/api/leagues/mine/teams/${team.id}/roster`, secrets: [team.name] };
    },
  },
  {
    route: 'GET /api/leagues/mine/dashboard',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/dashboard' };
    },
  },
  {
    route: 'GET /api/leagues/mine/report.csv',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/report.csv' };
    },
  },
  {
    route: 'GET /api/leagues/mine/report.pdf',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/report.pdf' };
    },
  },
  {
    route: 'GET /api/leagues/mine/plan',
    owner: 'team',
    expect: OWNER_ONLY,
    call: () => ({ path: '/api/leagues/mine/plan' }),
  },
  {
    route: 'POST /api/leagues/mine/plan/checkout',
    owner: 'team',
    why: "opens the League Plan checkout for the caller's own league (its plan in force is ended first)",
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await t.db
        .update(planSubscriptions)
        .set({ status: 'ended' })
        .where(eq(planSubscriptions.leagueId, w.league.id));
      return { path: '/api/leagues/mine/plan/checkout', body: { plan: 'league' } };
    },
  },
  {
    route: 'POST /api/leagues/mine/plan/renewal',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/plan/renewal', body: { cancelAtPeriodEnd: true } };
    },
  },
  {
    route: 'POST /api/leagues/mine/plan/card',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/plan/card' };
    },
  },
  {
    route: 'GET /api/leagues/mine/plan/invoices/:invoiceId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const invoice = await giveLeaguePlan(t, w.league.id);
      return { path: `/api/leagues/mine/plan/invoices/${invoice.id}`, secrets: [invoice.id] };
    },
  },
  {
    route: 'PUT /api/leagues/mine/logo',
    owner: 'team',
    why: "the caller's own league's logo, on its plan (checked before the body is read)",
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/logo', raw: { bytes: await samplePng(), type: 'image/png' } };
    },
  },
  {
    route: 'GET /api/league-pages/:slug',
    owner: 'public',
    why: "a league's public page while its plan is in force: its name and listed teams, for anyone",
    expect: OPEN,
    secrets: (w) => allSecrets(w).filter((secret) => secret !== w.league.name),
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: `/api/league-pages/${w.league.slug}` };
    },
  },
  {
    route: 'GET /api/leagues/mine/sponsorship',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await leagueTier(t, w);
      return { path: '/api/leagues/mine/sponsorship' };
    },
  },
  {
    route: 'POST /api/leagues/mine/tiers',
    owner: 'team',
    why: "the caller's own league offers a package (league-sponsorships.test.ts covers the plan and the limit)",
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      return { path: '/api/leagues/mine/tiers', body: { name: `Package ${tag()}`, amount: 50_000 } };
    },
  },
  {
    route: 'PUT /api/leagues/mine/tiers/:tierId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const tier = await leagueTier(t, w);
      return {
        path: `/api/leagues/mine/tiers/${tier.id}`,
        body: { name: `Package ${tag()}`, amount: 60_000 },
        secrets: [tier.name],
      };
    },
  },
  {
    route: 'DELETE /api/leagues/mine/tiers/:tierId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const tier = await leagueTier(t, w);
      return { path: `/api/leagues/mine/tiers/${tier.id}`, secrets: [tier.name] };
    },
  },
  {
    route: 'GET /api/league-pages/:slug/sponsor',
    owner: 'business',
    why: 'any business may buy a published league package; it sees only its own standing',
    expect: ANY_BUSINESS,
    secrets: businessSecrets,
    call: async ({ t, w }) => {
      await leagueTier(t, w);
      return { path: `/api/league-pages/${w.league.slug}/sponsor` };
    },
  },
  {
    route: 'POST /api/league-pages/:slug/checkout',
    owner: 'business',
    why: 'any business may sponsor a league on its plan with a member team taking money',
    expect: ANY_BUSINESS,
    secrets: businessSecrets,
    call: async ({ t, w }) => {
      const tier = await leagueTier(t, w);
      const team = await spareTeam(t);
      await t.db.update(teams).set({ leagueId: w.league.id }).where(eq(teams.id, team.id));
      return { path: `/api/league-pages/${w.league.slug}/checkout`, body: { tierId: tier.id } };
    },
  },
  {
    route: 'GET /api/league-pages/:slug/logo',
    owner: 'public',
    why: "a published league's logo, for anyone",
    expect: OPEN,
    call: async ({ t, w }) => {
      await giveLeaguePlan(t, w.league.id);
      await t.db
        .update(leagues)
        .set({ logo: Buffer.from(await samplePng()), logoType: 'image/png' })
        .where(eq(leagues.id, w.league.id));
      return { path: `/api/league-pages/${w.league.slug}/logo` };
    },
  },
  {
    route: 'GET /api/teams/:teamId/league',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/league` }),
  },
  {
    route: 'POST /api/teams/:teamId/league-invites/:inviteId/accept',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({
      path: `/api/teams/${w.team.id}/league-invites/${await inviteToWorldTeam(t, w)}/accept`,
    }),
  },
  {
    route: 'POST /api/teams/:teamId/league-invites/:inviteId/decline',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({
      path: `/api/teams/${w.team.id}/league-invites/${await inviteToWorldTeam(t, w)}/decline`,
    }),
  },
  {
    route: 'POST /api/teams/:teamId/league/leave',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const league = await planlessLeague(t);
      await t.db.update(teams).set({ leagueId: league.id }).where(eq(teams.id, w.team.id));
      return { path: `/api/teams/${w.team.id}/league/leave` };
    },
  },
  {
    route: 'GET /api/teams/:teamId/expenses',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/expenses` }),
  },
  {
    route: 'POST /api/teams/:teamId/expenses',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/expenses`, body: validExpense }),
  },
  {
    route: 'PUT /api/teams/:teamId/expenses/:expenseId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const expense = await createExpense(t, w.team.id, { description: `Owned spend ${tag()}` });
      return {
        path: `/api/teams/${w.team.id}/expenses/${expense.id}`,
        body: validExpense,
        secrets: [expense.id, expense.description],
      };
    },
  },
  {
    route: 'DELETE /api/teams/:teamId/expenses/:expenseId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const expense = await createExpense(t, w.team.id, { description: `Owned spend ${tag()}` });
      return { path: `/api/teams/${w.team.id}/expenses/${expense.id}`, secrets: [expense.id] };
    },
  },
  {
    route: 'PUT /api/teams/:teamId/expenses/:expenseId/receipt',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const expense = await createExpense(t, w.team.id);
      return {
        path: `/api/teams/${w.team.id}/expenses/${expense.id}/receipt`,
        raw: { bytes: samplePdf(), type: 'application/pdf' },
        secrets: [expense.id],
      };
    },
  },
  {
    route: 'DELETE /api/teams/:teamId/expenses/:expenseId/receipt',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const expense = await createExpense(t, w.team.id);
      return { path: `/api/teams/${w.team.id}/expenses/${expense.id}/receipt`, secrets: [expense.id] };
    },
  },
  {
    route: 'GET /api/teams/:teamId/expenses/:expenseId/receipt',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const expense = await createExpense(t, w.team.id);
      await t.db
        .update(teamExpenses)
        .set({ receipt: Buffer.from(samplePdf()), receiptType: 'application/pdf' })
        .where(eq(teamExpenses.id, expense.id));
      return { path: `/api/teams/${w.team.id}/expenses/${expense.id}/receipt`, secrets: [expense.id] };
    },
  },
  {
    route: 'GET /api/teams/:teamId/spending',
    owner: 'public',
    why: "a listed team's raised against spent for the season: on its page, for sponsors and donors",
    expect: OPEN,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/spending` }),
  },
  {
    route: 'GET /api/teams/:teamId/sponsors',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/sponsors` }),
  },

  // ----- payments -----
  {
    route: 'GET /api/payments/sponsor-team/:teamId',
    owner: 'business',
    why: "any business may open an approved team's sponsor page; the answer names the caller's business",
    expect: ANY_BUSINESS,
    secrets: businessSecrets,
    call: ({ w }) => ({ path: `/api/payments/sponsor-team/${w.team.id}` }),
  },
  {
    route: 'POST /api/payments/sponsorships/checkout',
    owner: 'business',
    why: 'any business may sponsor an approved team',
    expect: ANY_BUSINESS,
    secrets: businessSecrets,
    call: async ({ t, w }) => {
      const tier = await createTier(t, w.team.id, { availableSpots: 5 });
      return { path: '/api/payments/sponsorships/checkout', body: { teamId: w.team.id, tierId: tier.id } };
    },
  },
  {
    route: 'GET /api/payments/sponsorships/:id',
    owner: 'parties',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/payments/sponsorships/${w.sponsorship.id}` }),
  },
  {
    route: 'GET /api/payments/sandbox/sessions/:id',
    owner: 'business',
    why:
      'a sponsorship checkout is bound to its payer (this row); a donation checkout has no payer and ' +
      'its unguessable id is the proof',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const id = await businessCheckout(t, w);
      return { path: `/api/payments/sandbox/sessions/${id}`, secrets: [id] };
    },
  },
  {
    route: 'POST /api/payments/sandbox/sessions/:id/:action',
    owner: 'business',
    why: 'as GET /api/payments/sandbox/sessions/:id',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const id = await businessCheckout(t, w);
      return { path: `/api/payments/sandbox/sessions/${id}/cancel`, secrets: [id] };
    },
  },
  {
    route: 'POST /api/payments/stripe/webhook',
    owner: 'public',
    why:
      "Stripe's server calls it; the signature is the proof. With the sandbox provider (as here) it does " +
      'not exist: 404 for everyone',
    expect: { anonymous: 404, owner: 404, sameRole: 404, otherRoles: 404, admin: 404 },
    call: () => ({ path: '/api/payments/stripe/webhook', body: { type: 'checkout.session.completed' } }),
  },

  // ----- donations -----
  {
    route: 'GET /api/players/:teamSlug/:playerNumber',
    owner: 'public',
    why: "a player's donation page: shared by link with family and friends",
    expect: OPEN,
    call: ({ w }) => ({ path: `/api/players/${w.team.slug}/${w.player.playerNumber}` }),
  },
  {
    route: 'POST /api/donations/checkout',
    owner: 'public',
    why: 'anyone may give to a player',
    expect: OPEN,
    call: ({ w }) => ({ path: '/api/donations/checkout', body: gift(w.player.id), headers: fromAddress() }),
  },
  {
    route: 'GET /api/donations/cancel',
    owner: 'public',
    why: "the cancel link in a monthly donor's receipt: its token is the proof",
    expect: OPEN,
    call: async ({ t, w }) => {
      const { donorEmail } = await monthlyGift(t, w);
      return {
        path: `/api/donations/cancel?token=${encodeURIComponent(await cancelTokenFrom(t, donorEmail))}`,
      };
    },
  },
  {
    route: 'POST /api/donations/cancel',
    owner: 'public',
    why: 'as GET /api/donations/cancel',
    expect: OPEN,
    call: async ({ t, w }) => {
      const { donorEmail } = await monthlyGift(t, w);
      return { path: '/api/donations/cancel', body: { token: await cancelTokenFrom(t, donorEmail) } };
    },
  },
  {
    route: 'GET /api/donations/:id',
    owner: 'public',
    why: "the donation's success page: the checkout's session id is the proof",
    expect: OPEN,
    call: async ({ t, w }) => {
      const { donationId, url } = await monthlyGift(t, w);
      return { path: `/api/donations/${donationId}?session_id=${sessionOf(url)}` };
    },
  },

  ...(
    [
      [
        'GET /api/payments/sandbox/subscriptions/:id',
        (id: string) => `/api/payments/sandbox/subscriptions/${id}`,
      ],
      [
        'POST /api/payments/sandbox/subscriptions/:id/card',
        (id: string) => `/api/payments/sandbox/subscriptions/${id}/card`,
      ],
    ] as const
  ).map(
    ([route, path]): AccessRow => ({
      route,
      owner: 'public',
      why: "the sandbox's card page of a monthly gift: its subscription id, only in the link the donor's giving page hands out, is the proof",
      expect: OPEN,
      call: async ({ t, w }) => {
        const { donationId } = await monthlyGift(t, w);
        const [row] = await t.db.select().from(playerDonations).where(eq(playerDonations.id, donationId));
        return { path: path(row!.subscriptionId!), body: route.startsWith('POST') ? {} : undefined };
      },
    }),
  ),
  {
    route: 'POST /api/payments/sandbox/subscriptions/:id/renewal',
    owner: 'public',
    why: "the sandbox's stand-in for Stripe's test clocks: bills a plan's next period now; its subscription id, only in the link the plan's owner is handed, is the proof",
    expect: OPEN,
    call: async ({ t, w }) => {
      const invoice = await givePlan(t, w.team.id);
      const [plan] = await t.db
        .select({ subscriptionId: planSubscriptions.subscriptionId })
        .from(planSubscriptions)
        .where(eq(planSubscriptions.id, invoice.subscriptionRowId));
      return {
        path: `/api/payments/sandbox/subscriptions/${plan!.subscriptionId}/renewal`,
        body: { outcome: 'declined' },
      };
    },
  },
  // ----- families' requests about a child's page (issue 22) -----
  {
    route: 'POST /api/players/:teamSlug/:playerNumber/family-requests',
    owner: 'public',
    why: "a parent or guardian asks from the player's page, without an account; the team answers it",
    expect: OPEN,
    call: ({ w }) => ({
      path: `/api/players/${w.team.slug}/${w.player.playerNumber}/family-requests`,
      body: { requesterName: 'Maria Martinez', requesterEmail: email('family'), kind: 'hide_page' },
      headers: fromAddress(),
    }),
  },
  {
    route: 'GET /api/teams/:teamId/family-requests',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/family-requests` }),
  },
  {
    route: 'POST /api/teams/:teamId/family-requests/:id/resolve',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const asked = await t
        .client()
        .post(
          `/api/players/${w.team.slug}/${w.player.playerNumber}/family-requests`,
          { requesterName: 'Maria Martinez', requesterEmail: email('family'), kind: 'hide_page' },
          fromAddress(),
        );
      if (asked.status !== 201) throw new Error(`family request failed: ${JSON.stringify(asked.body)}`);
      const [request] = await t.db
        .select({ id: familyRequests.id })
        .from(familyRequests)
        .where(eq(familyRequests.teamId, w.team.id))
        .orderBy(desc(familyRequests.createdAt))
        .limit(1);
      return {
        path: `/api/teams/${w.team.id}/family-requests/${request!.id}/resolve`,
        body: { action: 'decline', response: 'We spoke with the family.' },
      };
    },
  },
  {
    route: 'GET /api/admin/family-requests',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ path: '/api/admin/family-requests' }),
  },

  // ----- the donor's own page (issue 22) -----
  {
    route: 'POST /api/giving/link',
    owner: 'public',
    why: 'asks for the mailed sign-in link of a donor: the same answer whether the address gave or not',
    expect: OPEN,
    call: async ({ t, w }) => ({
      path: '/api/giving/link',
      body: { email: (await monthlyGift(t, w)).donorEmail },
      headers: fromAddress(),
    }),
  },
  {
    route: 'POST /api/giving/session',
    owner: 'public',
    why: 'opens the giving page with the mailed link: its token is the proof',
    expect: OPEN,
    call: async ({ t, w }) => {
      const { donorEmail } = await monthlyGift(t, w);
      await askGivingLink(t, donorEmail);
      return { path: '/api/giving/session', body: { token: await givingTokenFrom(t, donorEmail) } };
    },
  },
  {
    route: 'POST /api/giving/sign-out',
    owner: 'public',
    why: "closes this browser's giving page, if one is open: nothing of anyone else's",
    expect: OPEN,
    call: () => ({ path: '/api/giving/sign-out' }),
  },
  ...(
    [
      ['GET /api/giving', () => '/api/giving', undefined],
      [
        'GET /api/giving/gifts/:id/receipt.pdf',
        (id: string) => `/api/giving/gifts/${id}/receipt.pdf`,
        undefined,
      ],
      ['GET /api/giving/statements/:year', () => '/api/giving/statements/2026.pdf', undefined],
      ['PATCH /api/giving/monthly/:id', (id: string) => `/api/giving/monthly/${id}`, { amount: 2000 }],
      [
        'POST /api/giving/monthly/:id/pause',
        (id: string) => `/api/giving/monthly/${id}/pause`,
        { paused: true },
      ],
      ['POST /api/giving/monthly/:id/card', (id: string) => `/api/giving/monthly/${id}/card`, {}],
      ['POST /api/giving/monthly/:id/cancel', (id: string) => `/api/giving/monthly/${id}/cancel`, {}],
    ] as const
  ).map(
    ([route, path, body]): AccessRow => ({
      route,
      owner: 'public',
      why: "the donor's giving session (the cookie the mailed link opened) is the proof, whoever else is signed in; without one every account gets 401 (giving.test.ts)",
      expect: OPEN,
      call: async ({ t, w }) => {
        const { donationId, donorEmail } = await monthlyGift(t, w);
        return { path: path(donationId), body, headers: { cookie: await givingCookie(t, donorEmail) } };
      },
    }),
  ),

  // ----- admin -----
  ...(
    [
      ['GET /api/admin/overview', '/api/admin/overview'],
      ['GET /api/admin/teams', '/api/admin/teams'],
      ['GET /api/admin/businesses', '/api/admin/businesses'],
      ['GET /api/admin/approvals', '/api/admin/approvals'],
      ['GET /api/admin/users', '/api/admin/users'],
      ['GET /api/admin/security', '/api/admin/security'],
      ['GET /api/admin/security/report.csv', '/api/admin/security/report.csv'],
      ['GET /api/admin/revenue', '/api/admin/revenue?months=12'],
      ['GET /api/admin/revenue.csv', '/api/admin/revenue.csv?months=12'],
      ['GET /api/admin/payments', '/api/admin/payments'],
      ['GET /api/admin/reconciliation', '/api/admin/reconciliation'],
      ['GET /api/admin/plans', '/api/admin/plans'],
      ['GET /api/admin/matches', '/api/admin/matches'],
      ['GET /api/admin/matches/candidates/teams', '/api/admin/matches/candidates/teams?q=quokka'],
      ['GET /api/admin/matches/candidates/businesses', '/api/admin/matches/candidates/businesses?q=mongoose'],
    ] as const
  ).map(
    ([route, path]): AccessRow => ({ route, owner: 'admin', expect: ADMIN_ONLY, call: () => ({ path }) }),
  ),
  {
    route: 'POST /api/admin/reconciliation',
    owner: 'admin',
    why: 'compares the ledger with the provider over the last 24 hours, on demand',
    expect: ADMIN_ONLY,
    call: () => ({ path: '/api/admin/reconciliation' }),
  },
  {
    route: 'GET /api/admin/held-money',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ path: '/api/admin/held-money' }),
  },
  {
    route: 'POST /api/admin/refunds',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t, w }) => {
      const { donationId } = await giveInSandbox(t, gift(w.player.id, { amount: 1300 }));
      return {
        path: '/api/admin/refunds',
        body: { kind: 'donation', id: donationId, reason: 'Asked by the donor' },
      };
    },
  },
  {
    route: 'POST /api/admin/sandbox/disputes',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t, w }) => {
      const { donationId } = await giveInSandbox(t, gift(w.player.id, { amount: 1300 }));
      return {
        path: '/api/admin/sandbox/disputes',
        body: { kind: 'donation', id: donationId, status: 'needs_response' },
      };
    },
  },
  {
    route: 'POST /api/admin/teams/:teamId/approve',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => {
      const team = await createTeam(t, (await userWithRole(t, 'team')).id, {
        verificationStatus: 'under_review',
      });
      return { path: `/api/admin/teams/${team.id}/approve` };
    },
  },
  {
    route: 'POST /api/admin/teams/:teamId/reject',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => {
      const team = await createTeam(t, (await userWithRole(t, 'team')).id, {
        verificationStatus: 'under_review',
      });
      return { path: `/api/admin/teams/${team.id}/reject`, body: { reason: 'Incomplete profile' } };
    },
  },
  {
    route: 'POST /api/admin/businesses/:businessId/approve',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => {
      const user = await userWithRole(t, 'business');
      const business = await createBusiness(t, user.id, { verificationStatus: 'under_review' });
      return { path: `/api/admin/businesses/${business.id}/approve` };
    },
  },
  {
    route: 'POST /api/admin/businesses/:businessId/reject',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => {
      const user = await userWithRole(t, 'business');
      const business = await createBusiness(t, user.id, { verificationStatus: 'under_review' });
      return { path: `/api/admin/businesses/${business.id}/reject`, body: { reason: 'Incomplete profile' } };
    },
  },
  {
    route: 'POST /api/admin/users/:userId/roles',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => ({
      path: `/api/admin/users/${(await createUser(t)).id}/roles`,
      body: { role: 'team' },
    }),
  },
  {
    route: 'DELETE /api/admin/users/:userId/roles/:role',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t }) => ({ path: `/api/admin/users/${(await userWithRole(t, 'team')).id}/roles/team` }),
  },
  {
    route: 'POST /api/admin/emails',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({
      path: '/api/admin/emails',
      body: {
        recipients: [{ email: email('recipient'), name: 'A Coach', type: 'team' }],
        subject: 'Welcome',
        message: 'Hello',
      },
    }),
  },
  {
    route: 'GET /api/admin/matches/:matchId/tiers',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t, w }) => ({
      path: `/api/admin/matches/${await proposeMatch(await matchWorldOf(t, w))}/tiers`,
    }),
  },
  {
    route: 'POST /api/admin/matches',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t, w }) => ({ path: '/api/admin/matches', body: createBody(await matchWorldOf(t, w)) }),
  },
  {
    route: 'POST /api/admin/matches/:matchId/send',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t, w }) => ({
      path: `/api/admin/matches/${await proposeMatch(await matchWorldOf(t, w))}/send`,
      body: { subject: 'Meet your match', message: 'Hello both' },
    }),
  },
  {
    route: 'POST /api/admin/matches/:matchId/offers',
    owner: 'admin',
    expect: ADMIN_ONLY,
    call: async ({ t, w }) => {
      const { matchId, team } = await introduction(t, w);
      const changes = await t
        .client()
        .post(`/api/cta/${team.CHANGES}`, { comment: 'A lower amount, please.' });
      if (changes.status !== 200) throw new Error(`changes failed: ${JSON.stringify(changes.body)}`);
      return {
        path: `/api/admin/matches/${matchId}/offers`,
        body: { ...CUSTOM_OFFER, amountCents: 120_000 },
      };
    },
  },

  // ----- email links of matches -----
  {
    route: 'GET /api/cta',
    owner: 'public',
    why: 'the support address the link pages show',
    expect: OPEN,
    call: () => ({ path: '/api/cta' }),
  },
  {
    route: 'GET /api/cta/:token',
    owner: 'public',
    why: 'an introduction email link: the signed token is the proof, a party answers without an account',
    expect: OPEN,
    call: async ({ t, w }) => ({ path: `/api/cta/${(await introduction(t, w)).sponsor.ACCEPT}` }),
  },
  {
    route: 'POST /api/cta/:token',
    owner: 'public',
    why: 'as GET /api/cta/:token',
    expect: OPEN,
    call: async ({ t, w }) => ({ path: `/api/cta/${(await introduction(t, w)).sponsor.ACCEPT}`, body: {} }),
  },

  // ----- fulfilment of a sponsorship (the team edits, both parties read) -----
  {
    route: 'GET /api/sponsorships/:id/fulfilment',
    owner: 'parties',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/sponsorships/${w.sponsorship.id}/fulfilment` }),
  },
  {
    route: 'PUT /api/sponsorships/:id/deliverables/:itemId/delivery',
    owner: 'team',
    why: 'the sponsoring business reads the checklist but does not edit it (404 like a stranger)',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({
      path: item(w, await deliverableId(t, w), 'delivery'),
      body: { deliveredOn: today(), note: 'Done' },
    }),
  },
  {
    route: 'DELETE /api/sponsorships/:id/deliverables/:itemId/delivery',
    owner: 'team',
    why: 'as PUT .../delivery',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({ path: item(w, await deliverableId(t, w), 'delivery') }),
  },
  {
    route: 'PUT /api/sponsorships/:id/deliverables/:itemId/photo',
    owner: 'team',
    why: 'as PUT .../delivery',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({
      path: item(w, await deliverableId(t, w), 'photo'),
      raw: { bytes: await samplePng(), type: 'image/png' },
    }),
  },
  {
    route: 'DELETE /api/sponsorships/:id/deliverables/:itemId/photo',
    owner: 'team',
    why: 'as PUT .../delivery',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({ path: item(w, await deliverableId(t, w), 'photo') }),
  },
  {
    route: 'GET /api/sponsorships/:id/deliverables/:itemId/photo',
    owner: 'parties',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const id = await deliverableId(t, w);
      const owner = worldClient(t, w, 'teamOwner');
      const res = await uploadPhoto(t, owner, w.sponsorship.id, id, await samplePng(), { type: 'image/png' });
      if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
      return { path: item(w, id, 'photo') };
    },
  },
  {
    route: 'PUT /api/sponsorships/:id/thank-you',
    owner: 'team',
    why: 'as PUT .../delivery',
    expect: OWNER_ONLY,
    call: ({ w }) => ({
      path: `/api/sponsorships/${w.sponsorship.id}/thank-you`,
      body: { thankYouNote: 'Thanks!' },
    }),
  },
  {
    route: 'GET /api/sponsorships/:id/report.pdf',
    owner: 'parties',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/sponsorships/${w.sponsorship.id}/report.pdf` }),
  },
  // ----- a sponsor's documents (issue 22) -----
  {
    route: 'GET /api/business/documents',
    owner: 'business',
    expect: OWN_BUSINESS,
    call: () => ({ path: '/api/business/documents' }),
  },
  {
    route: 'GET /api/sponsorships/:id/receipt.pdf',
    owner: 'business',
    why: "the payer's receipt: the team has its own notice and the agreement",
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/sponsorships/${w.sponsorship.id}/receipt.pdf` }),
  },
  {
    route: 'GET /api/sponsorships/:id/agreement.pdf',
    owner: 'parties',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/sponsorships/${w.sponsorship.id}/agreement.pdf` }),
  },

  // ----- season report -----
  {
    route: 'GET /api/teams/:teamId/season-report',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/season-report` }),
  },
  {
    route: 'GET /api/teams/:teamId/season-report.pdf',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/season-report.pdf` }),
  },
  {
    route: 'GET /api/teams/:teamId/season-report.csv',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/season-report.csv` }),
  },

  // ----- money statement -----
  {
    route: 'GET /api/teams/:teamId/statement-periods',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/statement-periods` }),
  },
  {
    route: 'GET /api/teams/:teamId/statement.csv',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/statement.csv?month=2026-03` }),
  },
  {
    route: 'GET /api/teams/:teamId/statement.pdf',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/statement.pdf?seasonId=current` }),
  },

  // ----- season rollover, past seasons, renewal links, waitlist -----
  {
    route: 'POST /api/teams/:teamId/season-rollover',
    owner: 'team',
    why: "each call rolls over a spare team of the owner's, so the world's team keeps its season",
    expect: OWNER_ONLY,
    call: async ({ t, w }) => {
      const team = await ownedTeam(t, w, { seasonStartDate: '2026-03-01', seasonEndDate: '2026-08-31' });
      const kept = await createPlayer(t, team, { playerName: `Owned Keeper ${tag()}` });
      return {
        path: `/api/teams/${team.id}/season-rollover`,
        body: { seasonStart: '2026-09-01', seasonEnd: '2027-02-28', keepPlayerIds: [kept.id] },
        secrets: [team.id, team.name],
      };
    },
  },
  {
    route: 'GET /api/teams/:teamId/seasons',
    owner: 'team',
    expect: OWNER_ONLY,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/seasons` }),
  },
  {
    route: 'GET /api/teams/:teamId/seasons/:seasonId',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({ path: `/api/teams/${w.team.id}/seasons/${await archivedSeason(t, w)}` }),
  },
  {
    route: 'GET /api/teams/:teamId/seasons/:seasonId/report.pdf',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({
      path: `/api/teams/${w.team.id}/seasons/${await archivedSeason(t, w)}/report.pdf`,
    }),
  },
  {
    route: 'GET /api/teams/:teamId/seasons/:seasonId/report.csv',
    owner: 'team',
    expect: OWNER_ONLY,
    call: async ({ t, w }) => ({
      path: `/api/teams/${w.team.id}/seasons/${await archivedSeason(t, w)}/report.csv`,
    }),
  },
  {
    route: 'GET /api/renewals/:token',
    owner: 'public',
    why: "the emailed link's random token is the proof, like a match's email link; taking the spot is the normal checkout",
    expect: OPEN,
    call: async ({ t, w }) => ({ path: `/api/renewals/${await renewalToken(t, w)}` }),
  },
  {
    route: 'GET /api/teams/:teamId/waitlist',
    owner: 'business',
    why: "answers the caller's own places on the team's waitlists",
    expect: ANY_BUSINESS,
    secrets: businessSecrets,
    call: ({ w }) => ({ path: `/api/teams/${w.team.id}/waitlist` }),
  },
  {
    route: 'POST /api/tiers/:tierId/waitlist',
    owner: 'business',
    why: 'any business may wait for a sold-out tier of an approved team',
    expect: ANY_BUSINESS,
    secrets: businessSecrets,
    call: async ({ t, w }) => ({ path: `/api/tiers/${(await soldOutTier(t, w)).id}/waitlist` }),
  },
  {
    route: 'DELETE /api/tiers/:tierId/waitlist',
    owner: 'business',
    why: "takes the caller's own business off the waitlist",
    expect: ANY_BUSINESS,
    secrets: businessSecrets,
    call: async ({ t, w }) => ({ path: `/api/tiers/${(await soldOutTier(t, w)).id}/waitlist` }),
  },
];

/** What `actor` should get from `row`: its own key, else its column's. */
export function expectedFor(row: AccessRow, actor: Actor): Expected | undefined {
  if (row.expect[actor] !== undefined) return row.expect[actor];
  const columns = COLUMNS[row.owner];
  const column = (Object.keys(columns) as Column[]).find((name) => columns[name].includes(actor));
  return column ? row.expect[column] : undefined;
}

/** Whether a stranger's answer to `actor` is checked for the world's names and ids. */
export function leakChecked(row: AccessRow, actor: Actor): boolean {
  if (row.owner === 'public' || row.owner === 'dev') return false;
  if (actor === 'anonymous') return true;
  if (row.owner === 'admin') return actor !== 'admin';
  if (row.fresh) return true;
  return !COLUMNS[row.owner].owner.includes(actor);
}

export function statusMatches(status: number, expected: Expected): boolean {
  return expected === '2xx' ? status >= 200 && status < 300 : status === expected;
}

/** Sends one row's call as `client`, with `headers` added (an Idempotency-Key...). */
export async function sendCall(
  t: TestApp,
  client: TestClient,
  method: string,
  call: Call,
  headers: Record<string, string> = {},
) {
  return call.raw
    ? rawRequest(t, client, `http://homefield.test${call.path}`, {
        method,
        body: new Uint8Array(call.raw.bytes),
        headers: { 'content-type': call.raw.type, ...call.headers, ...headers },
      })
    : client.request(method, call.path, call.body, { ...call.headers, ...headers });
}

/** Calls `row` as each actor; what went against the table (wrong status, a leak), one line each. */
export async function runRow(t: TestApp, w: World, row: AccessRow): Promise<string[]> {
  const method = row.route.split(' ')[0]!;
  const problems: string[] = [];
  for (const actor of ACTORS) {
    const expected = expectedFor(row, actor);
    if (expected === undefined) {
      problems.push(`${actor}: no expectation`);
      continue;
    }
    const client = row.fresh ? await freshClient(t, actor) : worldClient(t, w, actor);
    const call = await row.call({ t, w, actor });
    const res = await sendCall(t, client, method, call);
    if (!statusMatches(res.status, expected)) {
      problems.push(
        `${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
      );
    }
    if (leakChecked(row, actor)) {
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      const secrets = [...(row.secrets ?? allSecrets)(w), ...(call.secrets ?? [])];
      for (const secret of secrets) {
        if (text.includes(secret)) problems.push(`${actor}: the answer (${res.status}) contains "${secret}"`);
      }
    }
  }
  return problems;
}

import { hashPassword } from '../../src/server/auth/passwords';
import { businesses, teamPlayers, teams, userRoles, users } from '../../src/server/db/schema';
import { splitFullName } from '../../src/shared/player-name';
import type { Role } from '../../src/shared/schemas/auth';
import type { TestWorld } from './app';

export const PASSWORD = 'Str0ng!Pitch#42';
let passwordHash: Promise<string> | null = null;
let sequence = 0;

/**
 * A user with the given roles, inserted directly (one hash per test run). Their email is confirmed unless
 * `emailConfirmed: false`: a team whose owner has not confirmed takes no money (hole 7), so tests that pay
 * need confirmed owners, and the few about confirmation say so.
 */
export async function createUser(
  t: TestWorld,
  options: { roles?: Role[]; email?: string; fullName?: string; emailConfirmed?: boolean } = {},
) {
  passwordHash ??= hashPassword(PASSWORD);
  sequence += 1;
  const email = options.email ?? `user${sequence}-${Date.now()}@example.com`;
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      fullName: options.fullName ?? `Test User ${sequence}`,
      emailVerifiedAt: options.emailConfirmed === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (options.roles?.length) {
    await t.db.insert(userRoles).values(options.roles.map((role) => ({ userId: user!.id, role })));
  }
  return { id: user!.id, email };
}

export async function signedInClient(t: TestWorld, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, options);
  const client = t.client();
  const response = await client.post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return { user, client };
}

/** A team created by `ownerId`, inserted directly; `overrides` sets any column. */
export async function createTeam(
  t: TestWorld,
  ownerId: string,
  overrides: Partial<typeof teams.$inferInsert> = {},
) {
  sequence += 1;
  const name = overrides.name ?? `Test Team ${sequence}`;
  const [team] = await t.db
    .insert(teams)
    .values({
      slug: `test-team-${sequence}-${Date.now()}`,
      name,
      coachName: 'Coach Test',
      contactEmail: `team${sequence}@example.com`,
      createdBy: ownerId,
      ...overrides,
    })
    .returning();
  return team!;
}

/** A signed-in user holding the team role, with a team of their own. */
export async function teamOwner(t: TestWorld, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const { user, client } = await signedInClient(t, { roles: ['team'] });
  const team = await createTeam(t, user.id, overrides);
  return { user, client, team };
}

/**
 * The roster's three name columns as the roster service keeps them (player_name = first + ' ' + last).
 * A test may give firstName and lastName, or a playerName: a clear "First Last" is split by the shared
 * rule, anything else becomes the first name alone.
 */
function playerNameFields(given: Partial<typeof teamPlayers.$inferInsert>, fallback: string) {
  if (given.firstName !== undefined) {
    const lastName = given.lastName ?? '';
    return { firstName: given.firstName, lastName, playerName: `${given.firstName} ${lastName}`.trim() };
  }
  const full = given.playerName ?? fallback;
  const { firstName, lastName } = splitFullName(full) ?? { firstName: full, lastName: '' };
  return { firstName, lastName, playerName: full };
}

/** A player on `teamId`, inserted directly; player_number is the jersey number or 100 + a sequence. */
export async function createPlayer(
  t: TestWorld,
  team: { id: string; slug: string },
  overrides: Partial<typeof teamPlayers.$inferInsert> = {},
) {
  sequence += 1;
  const playerNumber = overrides.playerNumber ?? overrides.jerseyNumber ?? 100 + sequence;
  const [player] = await t.db
    .insert(teamPlayers)
    .values({
      teamId: team.id,
      playerNumber,
      urlSlug: `${team.slug}/${playerNumber}`,
      ...overrides,
      ...playerNameFields(overrides, `Player ${sequence}`),
    })
    .returning();
  return player!;
}

/** A business created by `ownerId` (approved unless `overrides` says otherwise), inserted directly. */
export async function createBusiness(
  t: TestWorld,
  ownerId: string,
  overrides: Partial<typeof businesses.$inferInsert> = {},
) {
  sequence += 1;
  const [business] = await t.db
    .insert(businesses)
    .values({
      createdBy: ownerId,
      businessName: `Test Business ${sequence}`,
      businessType: 'retail',
      primaryGoal: 'brand_awareness',
      contactName: 'Casey Owner',
      businessEmail: `business${sequence}@example.com`,
      phoneNumber: '5035550100',
      businessAddress: '1 Main St, Portland, OR',
      businessDescription: 'A neighbourhood shop.',
      primaryProductsServices: 'Goods',
      verificationStatus: 'approved',
      ...overrides,
    })
    .returning();
  return business!;
}

/** A signed-in user holding the business role, with a business of their own. */
export async function businessOwner(t: TestWorld, overrides: Partial<typeof businesses.$inferInsert> = {}) {
  const { user, client } = await signedInClient(t, { roles: ['business'] });
  const business = await createBusiness(t, user.id, overrides);
  return { user, client, business };
}

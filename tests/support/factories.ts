import { hashPassword } from '../../src/server/auth/passwords';
import { userRoles, users } from '../../src/server/db/schema';
import type { Role } from '../../src/shared/schemas/auth';
import type { TestApp } from './app';

export const PASSWORD = 'Str0ng!Pitch#42';
let passwordHash: Promise<string> | null = null;
let sequence = 0;

/** A user with the given roles, inserted directly (one hash per test run), and a client signed in as them. */
export async function createUser(
  t: TestApp,
  options: { roles?: Role[]; email?: string; fullName?: string } = {},
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
    })
    .returning({ id: users.id });
  if (options.roles?.length) {
    await t.db.insert(userRoles).values(options.roles.map((role) => ({ userId: user!.id, role })));
  }
  return { id: user!.id, email };
}

export async function signedInClient(t: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, options);
  const client = t.client();
  const response = await client.post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return { user, client };
}

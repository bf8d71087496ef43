import { eq } from 'drizzle-orm';
import { passwordMessage, passwordProblems } from '../../shared/password';
import { hashPassword } from '../auth/passwords';
import { userRoles, users } from '../db/schema';
import type { Deps } from '../http/context';

/** ADMIN_EMAIL and ADMIN_PASSWORD at start-up: create that user as admin, or promote the existing one. */
export async function ensureAdmin({ config, database, logger }: Deps): Promise<void> {
  if (!config.ADMIN_EMAIL) return;
  const email = config.ADMIN_EMAIL.trim().toLowerCase();
  const { db } = database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  let userId = existing?.id;
  if (!userId) {
    const password = config.ADMIN_PASSWORD ?? '';
    const problems = passwordProblems(password);
    if (problems.length > 0)
      throw new Error(`ADMIN_PASSWORD is not acceptable: ${passwordMessage(problems)}`);
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password),
        fullName: 'Administrator',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    userId = created!.id;
    logger.info({ email }, 'created the admin user from ADMIN_EMAIL');
  }
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
}

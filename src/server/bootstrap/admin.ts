import { and, eq } from 'drizzle-orm';
import { passwordMessage, passwordProblems } from '../../shared/password';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { deleteSessionsOf } from '../auth/sessions';
import type { Deps } from '../core/deps';
import { userRoles, users } from '../db/schema';

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start-up: create that user as admin, or promote the existing one.
 *
 * Whoever signed up with the admin's address before the operator started the app must not own the admin
 * role: the account start-up makes admin can only be signed into with ADMIN_PASSWORD. So promoting sets the
 * password from ADMIN_PASSWORD and ends every session of the account, and without ADMIN_PASSWORD nothing
 * is promoted. An existing admin whose password differs from ADMIN_PASSWORD is reset the same way (an
 * account an older version promoted with its own password is taken back).
 */
export async function ensureAdmin({ config, database, logger }: Deps): Promise<void> {
  if (!config.ADMIN_EMAIL) return;
  const email = config.ADMIN_EMAIL.trim().toLowerCase();
  const password = config.ADMIN_PASSWORD;
  const { db } = database;
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isAdmin: userRoles.role })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin')))
    .where(eq(users.email, email));

  if (password === undefined) {
    if (existing?.isAdmin) return;
    logger.error(
      { email },
      existing
        ? 'ADMIN_EMAIL names an existing account, which is NOT made admin: set ADMIN_PASSWORD too (start-up then sets that account password and ends its sessions)'
        : 'ADMIN_EMAIL is set without ADMIN_PASSWORD: no admin account is created',
    );
    return;
  }
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new Error(`ADMIN_PASSWORD is not acceptable: ${passwordMessage(problems)}`);

  if (!existing) {
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password),
        fullName: 'Administrator',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: created!.id, role: 'admin' });
    logger.info({ email }, 'created the admin user from ADMIN_EMAIL');
    return;
  }
  if (existing.isAdmin && (await verifyPassword(existing.passwordHash, password))) return;

  const passwordHash = await hashPassword(password);
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await tx.insert(userRoles).values({ userId: existing.id, role: 'admin' }).onConflictDoNothing();
    return deleteSessionsOf(tx, existing.id);
  });
  logger.warn(
    { email, sessionsEnded: ended },
    existing.isAdmin
      ? 'the admin account password differed from ADMIN_PASSWORD: it is now ADMIN_PASSWORD and every session of the account was ended'
      : 'promoted the existing account at ADMIN_EMAIL to admin: its password is now ADMIN_PASSWORD and every session of the account was ended',
  );
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userRoles, users } from '../db/schema';

/** Every admin's address and name: who is told when something needs an admin. */
export function adminRecipients(db: DbOrTx) {
  return db
    .select({ email: users.email, name: users.fullName })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
}

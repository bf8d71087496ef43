import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  LAST_ADMIN,
  ROLE_ALREADY_ASSIGNED,
  type UserRoleFilter,
} from '../../../shared/schemas/admin';
import type { Role } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { forgetSessionsOf } from '../../auth/session-cache';
import { AppError, conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { matchesAny } from '../discovery/search';
import { type AdminCall, auditContext } from './context';
import { logListRead } from './data-access';

export const USER_NOT_FOUND = 'User not found';

const adminUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  roles: sql<
    Role[]
  >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  createdAt: users.createdAt,
};

type AdminUserRow = { createdAt: Date } & Omit<AdminUser, 'createdAt'>;

/**
 * Accounts not deleted: the whole table's count (read as it is, whatever the size) less the deleted ones
 * (a partial index holds only those), so the counters never read the table row by row for a filter.
 */
const LIVE_USERS = sql`(select count(*) from ${users}) - (select count(*) from ${users} where ${users.deletedAt} is not null)`;

const toAdminUser = (row: AdminUserRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

function holdsRole(role: UserRoleFilter): SQL {
  const roleRows = sql`select 1 from ${userRoles} where ${userRoles.userId} = ${users.id}`;
  return role === 'none'
    ? sql`not exists (${roleRows})`
    : sql`exists (${roleRows} and ${userRoles.role} = ${role})`;
}

/**
 * Users with their roles, newest first; the counters are over everyone (a user may hold several roles).
 * A deleted account is nobody any more (decision 0044): it is neither listed nor counted.
 */
export async function listUsers(call: AdminCall, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const where = and(
    isNull(users.deletedAt),
    query.q ? matchesAny(query.q, [users.email, users.fullName]) : undefined,
    query.role ? holdsRole(query.role) : undefined,
  );
  const [rows, [totals], [counts]] = await Promise.all([
    call.db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    // Unfiltered, the page's total is the counters' own.
    query.q || query.role ? call.db.select({ n: count() }).from(users).where(where) : Promise.resolve([]),
    call.db
      .select({
        total: sql<number>`(${LIVE_USERS})::int`,
        admins: sql<number>`(count(*) filter (where ${userRoles.role} = 'admin'))::int`,
        businesses: sql<number>`(count(*) filter (where ${userRoles.role} = 'business'))::int`,
        teams: sql<number>`(count(*) filter (where ${userRoles.role} = 'team'))::int`,
      })
      .from(userRoles),
  ]);
  await logListRead(call, 'users', query, rows.length);
  return {
    users: rows.map(toAdminUser),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: totals?.n ?? counts?.total ?? 0,
    counts: counts ?? { total: 0, admins: 0, businesses: 0, teams: 0 },
  };
}

async function readUser(db: DbOrTx, userId: string): Promise<AdminUser> {
  const [row] = isUuid(userId)
    ? await db
        .select(adminUserColumns)
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    : [];
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row);
}

async function recordRoleChange(
  db: DbOrTx,
  call: AdminCall,
  action: 'ROLE_ASSIGNED' | 'ROLE_REMOVED',
  target: AdminUser,
  role: Role,
) {
  await audit(db, call.log, {
    action,
    comment: `Role ${role} ${action === 'ROLE_ASSIGNED' ? 'assigned to' : 'removed from'} ${target.email}`,
    data: { targetUserId: target.id, targetEmail: target.email, role },
    ...auditContext(call),
  });
}

/** Gives a user a role; it takes effect on their next request (their cached sessions are forgotten). */
export async function assignRole(call: AdminCall, userId: string, role: Role): Promise<AdminUser> {
  const user = await call.db.transaction(async (tx) => {
    const target = await readUser(tx, userId);
    const added = await tx
      .insert(userRoles)
      .values({ userId: target.id, role })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (added.length === 0) throw conflict('ROLE_ALREADY_ASSIGNED', ROLE_ALREADY_ASSIGNED);
    await recordRoleChange(tx, call, 'ROLE_ASSIGNED', target, role);
    return readUser(tx, target.id);
  });
  forgetSessionsOf(user.id);
  return user;
}

/**
 * Takes a role away. The admins' rows are locked first, so two admins removing each other at once
 * cannot leave the platform without one: the second waits, then sees a single admin left.
 */
export async function removeRole(call: AdminCall, userId: string, role: Role): Promise<AdminUser> {
  const user = await call.db.transaction(async (tx) => {
    const target = await readUser(tx, userId);
    if (role === 'admin') {
      const admins = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, 'admin'))
        .for('update');
      if (admins.length <= 1 && admins.some((admin) => admin.userId === target.id)) {
        throw conflict('LAST_ADMIN', LAST_ADMIN);
      }
    }
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, target.id), eq(userRoles.role, role)))
      .returning({ role: userRoles.role });
    if (removed.length === 0) {
      throw new AppError(404, 'ROLE_NOT_ASSIGNED', `${target.email} does not have the ${role} role.`);
    }
    await recordRoleChange(tx, call, 'ROLE_REMOVED', target, role);
    return readUser(tx, target.id);
  });
  forgetSessionsOf(user.id);
  return user;
}

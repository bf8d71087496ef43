import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditEvent } from '../../../src/server/audit';
import { auditLogs } from '../../../src/server/db/schema';
import type { TestApp } from '../app';
import { signedInClient } from '../factories';

/** A signed-in admin. */
export function signedInAdmin(t: TestApp) {
  return signedInClient(t, { roles: ['admin'] });
}

/** How many log rows of `action` there are (by `actorId` when given). */
export async function auditCount(t: TestApp, action: AuditEvent, actorId?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), actorId ? eq(auditLogs.actorId, actorId) : undefined));
  return row?.n ?? 0;
}

/** The newest log row of `action`. */
export async function lastAudit(t: TestApp, action: AuditEvent) {
  const [row] = await t.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.action, action))
    .orderBy(desc(auditLogs.createdAt))
    .limit(1);
  return row;
}

import type { Logger } from 'pino';
import type { DbOrTx } from './db/client';
import { auditLogs } from './db/schema';

export const AUDIT_EVENTS = [
  'AUTH_RATE_LIMITED',
  'AUTH_SIGNIN_FAILED',
  'AUTH_SIGNIN_SUCCESS',
  'AUTH_SIGNIN_ERROR',
  'AUTH_SIGNUP_FAILED',
  'AUTH_SIGNUP_SUCCESS',
  'AUTH_SIGNUP_ERROR',
  'AUTH_SIGNOUT',
  'AUTH_EMAIL_VERIFIED',
  'AUTH_PASSWORD_RESET_REQUESTED',
  'AUTH_PASSWORD_RESET',
  'AUTH_PASSWORD_RESET_FAILED',
  'AUTH_PASSWORD_CHANGED',
  'AUTH_PASSWORD_CHANGE_FAILED',
  'AUTH_SESSIONS_ENDED',
  'AUTH_EMAIL_CHANGE_REQUESTED',
  'AUTH_EMAIL_CHANGED',
  'AUTH_PROFILE_CHANGED',
  'ACCOUNT_DELETED',
  'SECURITY_EVENT',
  'DATA_ACCESS',
  'REGISTRATION_APPROVED',
  'REGISTRATION_REJECTED',
  'ROLE_ASSIGNED',
  'ROLE_REMOVED',
  'ADMIN_EMAIL_SENT',
  'MATCH_CREATED',
  'MATCH_INTRO_SENT',
  'MATCH_OFFER_REVISED',
  'MATCH_ACTION',
  'TEAM_BLOCKED_BUSINESS',
  'TEAM_UNBLOCKED_BUSINESS',
  'PAYMENT_REFUNDED',
  'PLAN_REFUNDED',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export interface AuditEntry {
  action: AuditEvent;
  comment?: string;
  actorId?: string | null;
  data?: Record<string, unknown>;
  ip?: string;
  requestId?: string;
}

/** Writes one security-log row. A failure here is logged and never fails the action it records. */
export async function audit(db: DbOrTx, log: Logger, entry: AuditEntry): Promise<void> {
  try {
    await db.insert(auditLogs).values({
      action: entry.action,
      comment: entry.comment,
      actorId: entry.actorId ?? null,
      afterSnapshot: entry.data ?? null,
      ip: entry.ip,
      requestId: entry.requestId,
    });
  } catch (error) {
    log.error({ err: error, action: entry.action }, 'could not write the security log');
  }
}

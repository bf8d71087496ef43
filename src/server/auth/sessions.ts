import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deriveUserType } from '../../shared/roles';
import type { Role, SessionUser } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { AppEnv } from '../core/deps';
import type { DbOrTx } from '../db/client';
import { sessions, userRoles, users } from '../db/schema';
import { cachedSession, forgetSession, rememberSession } from './session-cache';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'hf_session';
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function createSession(
  db: DbOrTx,
  config: Config,
  userId: string,
  meta: { userAgent?: string; ip?: string },
): Promise<NewSession> {
  const token = randomToken();
  const tokenHash = hashToken(config.SESSION_SECRET, token);
  const expiresAt = new Date(Date.now() + config.SESSION_MAX_DAYS * 86_400_000);
  await db.insert(sessions).values({
    tokenHash,
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return { token, tokenHash, expiresAt };
}

export interface CurrentSession {
  user: SessionUser;
  tokenHash: string;
}

/** A session's user and when it stops being valid (epoch ms: its absolute or its idle end). */
async function lookUpSession(
  db: DbOrTx,
  config: Config,
  tokenHash: string,
): Promise<{ user: SessionUser; endsAt: number } | null> {
  const idleMs = config.SESSION_IDLE_HOURS * 3_600_000;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      emailVerifiedAt: users.emailVerifiedAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      roles: sql<
        Role[] | null
      >`(select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, new Date(Date.now() - idleMs)),
      ),
    );
  const row = rows[0];
  if (!row) return null;
  let lastSeenAt = new Date(row.lastSeenAt).getTime();
  if (Date.now() - lastSeenAt > TOUCH_EVERY_MS) {
    lastSeenAt = Date.now();
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(lastSeenAt) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const roles = row.roles ?? [];
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    emailVerified: row.emailVerifiedAt !== null,
    roles,
    type: deriveUserType(roles),
  };
  return { user, endsAt: Math.min(new Date(row.expiresAt).getTime(), lastSeenAt + idleMs) };
}

/** The signed-in user for a token, or null when the session is unknown, idle too long or past its end. */
export async function readSession(db: DbOrTx, config: Config, token: string): Promise<CurrentSession | null> {
  const tokenHash = hashToken(config.SESSION_SECRET, token);
  const found = await lookUpSession(db, config, tokenHash);
  return found && { user: found.user, tokenHash };
}

/**
 * readSession for the request middleware: a session read in the last moments is answered from this
 * process's session cache (auth/session-cache.ts). Routes that have just made a session read it fresh.
 */
export async function requestSession(
  db: DbOrTx,
  config: Config,
  token: string,
): Promise<CurrentSession | null> {
  const tokenHash = hashToken(config.SESSION_SECRET, token);
  const cached = cachedSession(tokenHash);
  if (cached) return { user: cached, tokenHash };
  const found = await lookUpSession(db, config, tokenHash);
  if (!found) return null;
  rememberSession(tokenHash, found.user, found.endsAt);
  return { user: found.user, tokenHash };
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  forgetSession(tokenHash);
}

/**
 * Ends every session of the user (sign out everywhere, a password set by someone else), or every one but
 * `keepTokenHash` (a password changed from this device). This process forgets them at once; another
 * instance within the session cache's 2 seconds.
 */
export async function deleteSessionsOf(db: DbOrTx, userId: string, keepTokenHash?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash });
  for (const { tokenHash } of ended) forgetSession(tokenHash);
  return ended.length;
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export function secureCookie(c: Context<AppEnv>): boolean {
  const { config } = c.var.deps;
  // Production always has APP_URL (config.ts): its scheme decides.
  if (config.APP_URL) return config.APP_URL.startsWith('https:');
  // Behind a TLS-terminating proxy the request itself is http: its X-Forwarded-Proto says https.
  const forwarded = config.TRUST_PROXY ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}

export function setSessionCookie(c: Context<AppEnv>, session: NewSession): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookie(c),
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookie(c) });
}

export function sessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

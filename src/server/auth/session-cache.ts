import type { SessionUser } from '../../shared/schemas/auth';

/**
 * Session lookups reused for a moment in this process (docs/decisions/0021-hot-reads.md): a page's
 * burst of API calls, or a busy client, reads its session once per interval instead of once per request.
 * Whatever this process changes about a session, its user or their roles forgets the entries concerned;
 * a change made elsewhere (another instance, psql) shows within SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 2_000;
/** A backstop on memory: past this many live sessions the whole cache starts again. */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  /** Epoch ms after which the entry is not used: the interval's end, or the session's own end if sooner. */
  until: number;
}

/** Keyed by the session token's hash: one process serves one SESSION_SECRET, so hashes never collide. */
const entries = new Map<string, Entry>();

export function cachedSession(tokenHash: string): SessionUser | null {
  const entry = entries.get(tokenHash);
  if (!entry) return null;
  if (Date.now() < entry.until) return entry.user;
  entries.delete(tokenHash);
  return null;
}

/** Keeps a lookup's user; `endsAt` is when the session stops being valid (absolute or idle end). */
export function rememberSession(tokenHash: string, user: SessionUser, endsAt: number): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(tokenHash, { user, until: Math.min(Date.now() + SESSION_CACHE_MS, endsAt) });
}

/** After a session is deleted (sign-out, sign-in rotation). */
export function forgetSession(tokenHash: string): void {
  entries.delete(tokenHash);
}

/** After a committed change to what a session shows of its user: roles, email verification. */
export function forgetSessionsOf(userId: string): void {
  for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
}

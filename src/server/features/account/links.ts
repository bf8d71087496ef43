import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema';

/*
 * The links mailed for an account (a password reset, an email change): single-use, stored hashed, each
 * with its own purpose and its own words for what became of it.
 */

export type LinkPurpose = 'reset_password' | 'change_email';

export interface LinkErrors {
  unknown: AppError;
  expired: AppError;
  used: AppError;
}

/** A link of `purpose` that can still be spent. */
export const liveLink = (purpose: LinkPurpose) =>
  and(
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** What became of a link: the error to answer with, or null while it can still be spent. */
export async function linkProblem(
  db: DbOrTx,
  tokenHash: string,
  purpose: LinkPurpose,
  errors: LinkErrors,
): Promise<AppError | null> {
  const [link] = await db
    .select({ usedAt: accountTokens.usedAt, live: sql<boolean>`${accountTokens.expiresAt} > now()` })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  if (!link) return errors.unknown;
  if (link.usedAt) return errors.used;
  return link.live ? null : errors.expired;
}

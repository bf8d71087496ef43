import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema';

export const NO_BUSINESS = 'No business found. Please complete your business profile first.';

/** The signed-in user has no business: the pages send them to /business-signup. */
export const noBusiness = () => new AppError(404, 'NO_BUSINESS', NO_BUSINESS);

/**
 * The business the user created, or null. One business per account (created_by is unique); the
 * ownership check lives in the query, so another user's business is never read.
 */
export async function findOwnBusiness(db: DbOrTx, userId: string) {
  const [business] = await db.select().from(businesses).where(eq(businesses.createdBy, userId));
  return business ?? null;
}

/** The user's own business, or 404 NO_BUSINESS. */
export async function ownBusinessOr404(db: DbOrTx, userId: string) {
  const business = await findOwnBusiness(db, userId);
  if (!business) throw noBusiness();
  return business;
}

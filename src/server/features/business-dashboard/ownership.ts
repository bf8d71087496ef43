import { eq } from 'drizzle-orm';
import { NO_BUSINESS } from '../../../shared/schemas/business-dashboard';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema';

/** 404 NO_BUSINESS: the caller has no business, and the web sends them to signup. */
export const noBusiness = () => new AppError(404, NO_BUSINESS, 'No business found');

/** The caller's business (one per account); noBusiness() without one. */
export async function ownBusinessOr404(db: DbOrTx, userId: string) {
  const [business] = await db
    .select({
      id: businesses.id,
      businessName: businesses.businessName,
      verificationStatus: businesses.verificationStatus,
    })
    .from(businesses)
    .where(eq(businesses.createdBy, userId));
  if (!business) throw noBusiness();
  return business;
}

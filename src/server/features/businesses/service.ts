import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth';
import type {
  BusinessAccount,
  BusinessProfileUpdate,
  BusinessRegistration,
} from '../../../shared/schemas/business';
import { hashPassword } from '../../auth/passwords';
import { forgetSessionsOf } from '../../auth/session-cache';
import type { Deps } from '../../core/deps';
import { conflict } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import { businesses, userRoles } from '../../db/schema';
import { register } from '../auth/sign-up';
import { noBusiness } from './ownership';

export const ALREADY_HAS_BUSINESS =
  'You have already registered a business. You can edit it from your business profile.';

/** Step 1: the account (role business, the spec's signup metadata); its confirmation link signs in. */
export async function createBusinessAccount(deps: Deps, input: BusinessAccount, meta: RequestMeta) {
  const passwordHash = await hashPassword(input.password);
  return register(deps, meta, {
    email: input.email,
    passwordHash,
    fullName: input.contactName,
    phoneNumber: input.phone,
    metadata: {
      contact_name: input.contactName,
      ...(input.contactTitle ? { contact_title: input.contactTitle } : {}),
      phone_number: input.phone,
      user_type: 'business',
    },
    role: 'business',
    // The confirmation email returns the user to the wizard (spec part 2, section 2.2).
    confirmNext: '/business-signup?step=2',
  });
}

/**
 * The wizard's final submit: the business goes to review (under_review, signup step 6) and the user
 * holds the business role, both or neither. One business per account.
 */
export async function registerBusiness(db: DbOrTx, user: SessionUser, input: BusinessRegistration) {
  const business = await db.transaction(async (tx) => {
    await tx.insert(userRoles).values({ userId: user.id, role: 'business' }).onConflictDoNothing();
    // The unique created_by decides between two submits at once: the second inserts nothing.
    const [business] = await tx
      .insert(businesses)
      .values({
        ...input,
        businessEmail: input.businessEmail ?? user.email,
        createdBy: user.id,
        verificationStatus: 'under_review',
        signupStep: 6,
      })
      .onConflictDoNothing({ target: businesses.createdBy })
      .returning();
    if (!business) throw conflict('BUSINESS_EXISTS', ALREADY_HAS_BUSINESS);
    return business;
  });
  // The new role shows on the user's next request.
  forgetSessionsOf(user.id);
  return business;
}

/**
 * Saves the profile editor's fields on the user's own business. A rejected business that saves is
 * resubmitted for review, as a rejected team is (DECISIONS).
 */
export async function updateBusinessProfile(db: DbOrTx, userId: string, input: BusinessProfileUpdate) {
  const [business] = await db
    .update(businesses)
    .set({
      ...input,
      verificationStatus: sql`case when ${businesses.verificationStatus} = 'rejected' then 'under_review' else ${businesses.verificationStatus} end`,
    })
    .where(eq(businesses.createdBy, userId))
    .returning();
  if (!business) throw noBusiness();
  return business;
}

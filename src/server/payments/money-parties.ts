import { type SQL, sql } from 'drizzle-orm';
import { LISTED_STATUSES, type VerificationStatus } from '../../shared/constants';
import {
  BUSINESS_NOT_APPROVED,
  businessPaymentRefusal,
  TEAM_NOT_TAKING_MONEY,
  TEAM_NOT_TAKING_MONEY_MESSAGE,
} from '../../shared/schemas/money-parties';
import { AppError, conflict } from '../core/errors';
import { LISTED_TEAM } from '../db/schema';

/*
 * Who may take or pay money, and which businesses the public may see named (issue 18, hole 7). Every
 * checkout asks these rules; fulfilment does not: a payment the provider already took is recorded even if
 * its team or business lost its standing in between (the money moved; losing the record would be worse).
 */

/**
 * A team takes money (gifts to its players, sponsorships) only while an admin's approval lists it and its
 * owner has confirmed their email: a true/false column over the row "teams". Literal SQL, so a prepared
 * statement's plan does not depend on bound values.
 */
export const TEAM_TAKES_MONEY = sql<boolean>`(${LISTED_TEAM} and exists (
  select 1 from users owner where owner.id = "teams"."created_by" and owner.email_verified_at is not null))`;

/** Refuses a checkout for a team that may not take money (409: the page was right, the state is not). */
export function refuseUnlessTeamTakesMoney(takesMoney: boolean): void {
  if (!takesMoney) throw conflict(TEAM_NOT_TAKING_MONEY, TEAM_NOT_TAKING_MONEY_MESSAGE);
}

/** Refuses a payment by a business an admin has not approved (403, saying why and what to do). */
export function refuseUnlessBusinessMayPay(status: VerificationStatus): void {
  const refusal = businessPaymentRefusal(status);
  if (refusal) throw new AppError(403, BUSINESS_NOT_APPROVED, refusal);
}

/**
 * A business may be named on a public page (a player's sponsors) only once an admin approved it, whatever
 * it paid: `alias` is the businesses row's name in the query.
 */
export const namedPublicly = (alias: string): SQL =>
  sql.raw(`${alias}.verification_status in (${LISTED_STATUSES.map((status) => `'${status}'`).join(', ')})`);

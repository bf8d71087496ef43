import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, type PlanSubscriptionRow, planSubscriptions, teams } from '../../db/schema';
import type { PlanAccountKind } from '../../plans/current';
import { ownBusinessOr404 } from '../businesses/ownership';
import { ownTeamOr404 } from '../teams/ownership';

/*
 * Whose plan a subscription is (decision 0048): a team's, bought by its owner, or a business's, bought by
 * the account that made it. Everything else about buying and keeping a plan is the same for both.
 */

export interface PlanAccount {
  kind: PlanAccountKind;
  id: string;
  name: string;
  /** Where its plan mails and invoices go, and whom they greet. */
  email: string;
  contactName: string;
}

/** Which account a request names: a team by id, or the signed-in user's own business. */
export type PlanAccountRef = { kind: 'team'; teamId: string } | { kind: 'business' };

const teamAccount = (team: typeof teams.$inferSelect): PlanAccount => ({
  kind: 'team',
  id: team.id,
  name: team.name,
  email: team.contactEmail,
  contactName: team.coachName,
});

const businessAccount = (business: typeof businesses.$inferSelect): PlanAccount => ({
  kind: 'business',
  id: business.id,
  name: business.businessName,
  email: business.businessEmail,
  contactName: business.contactName,
});

/** The account, if the user owns it; 404 otherwise (another user's team is never read). */
export async function ownPlanAccount(db: DbOrTx, userId: string, ref: PlanAccountRef): Promise<PlanAccount> {
  return ref.kind === 'team'
    ? teamAccount(await ownTeamOr404(db, userId, ref.teamId))
    : businessAccount(await ownBusinessOr404(db, userId));
}

/** The subscriptions of this account. */
export function ofAccount(account: Pick<PlanAccount, 'kind' | 'id'>): SQL {
  return account.kind === 'team'
    ? eq(planSubscriptions.teamId, account.id)
    : eq(planSubscriptions.businessId, account.id);
}

/** Whose a subscription row is, as ofAccount takes it. */
export function accountKey(
  row: Pick<PlanSubscriptionRow, 'teamId' | 'businessId'>,
): Pick<PlanAccount, 'kind' | 'id'> {
  return row.teamId ? { kind: 'team', id: row.teamId } : { kind: 'business', id: row.businessId ?? '' };
}

/** The columns that name a new subscription's account. */
export function accountColumns(account: Pick<PlanAccount, 'kind' | 'id'>) {
  return account.kind === 'team' ? { teamId: account.id } : { businessId: account.id };
}

/** The account a subscription belongs to, for its mails and invoices. */
export async function accountOf(db: DbOrTx, row: PlanSubscriptionRow): Promise<PlanAccount | null> {
  if (row.teamId) {
    const [team] = await db.select().from(teams).where(eq(teams.id, row.teamId));
    return team ? teamAccount(team) : null;
  }
  if (!row.businessId) return null;
  const [business] = await db.select().from(businesses).where(eq(businesses.id, row.businessId));
  return business ? businessAccount(business) : null;
}

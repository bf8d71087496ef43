import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  businesses,
  leagues,
  type PlanSubscriptionRow,
  planSubscriptions,
  teams,
  users,
} from '../../db/schema';
import type { PlanAccountKind } from '../../plans/current';
import { ownBusinessOr404 } from '../businesses/ownership';
import { ownLeagueOr404 } from '../leagues/ownership';
import { ownTeamOr404 } from '../teams/ownership';

/*
 * Whose plan a subscription is (decisions 0048, 0055): a team's, bought by its owner, a business's, bought
 * by the account that made it, or a league's, bought by its owner. Everything else about buying and keeping
 * a plan is the same for all three.
 */

export interface PlanAccount {
  kind: PlanAccountKind;
  id: string;
  name: string;
  /** Where its plan mails and invoices go, and whom they greet. */
  email: string;
  contactName: string;
}

/** Which account a request names: a team by id, or the signed-in user's own business or league. */
export type PlanAccountRef = { kind: 'team'; teamId: string } | { kind: 'business' } | { kind: 'league' };

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

type LeagueFields = Pick<typeof leagues.$inferSelect, 'id' | 'name' | 'contactEmail' | 'ownerId'>;

const leagueAccount = (league: LeagueFields, ownerName: string | null): PlanAccount => ({
  kind: 'league',
  id: league.id,
  name: league.name,
  email: league.contactEmail,
  contactName: ownerName ?? league.name,
});

async function leagueOwnerName(db: DbOrTx, league: LeagueFields) {
  const [owner] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, league.ownerId));
  return owner?.name ?? null;
}

/** The account, if the user owns it; 404 otherwise (another user's team is never read). */
export async function ownPlanAccount(db: DbOrTx, userId: string, ref: PlanAccountRef): Promise<PlanAccount> {
  if (ref.kind === 'team') return teamAccount(await ownTeamOr404(db, userId, ref.teamId));
  if (ref.kind === 'business') return businessAccount(await ownBusinessOr404(db, userId));
  const league = await ownLeagueOr404(db, userId);
  return leagueAccount(league, await leagueOwnerName(db, league));
}

const COLUMN = {
  team: planSubscriptions.teamId,
  business: planSubscriptions.businessId,
  league: planSubscriptions.leagueId,
} as const;

/** The subscriptions of this account. */
export function ofAccount(account: Pick<PlanAccount, 'kind' | 'id'>): SQL {
  return eq(COLUMN[account.kind], account.id);
}

/** Whose a subscription row is, as ofAccount takes it. */
export function accountKey(
  row: Pick<PlanSubscriptionRow, 'teamId' | 'businessId' | 'leagueId'>,
): Pick<PlanAccount, 'kind' | 'id'> {
  if (row.teamId) return { kind: 'team', id: row.teamId };
  if (row.leagueId) return { kind: 'league', id: row.leagueId };
  return { kind: 'business', id: row.businessId ?? '' };
}

/** The columns that name a new subscription's account. */
export function accountColumns(account: Pick<PlanAccount, 'kind' | 'id'>) {
  if (account.kind === 'team') return { teamId: account.id };
  return account.kind === 'league' ? { leagueId: account.id } : { businessId: account.id };
}

/** The account a subscription belongs to, for its mails and invoices. */
export async function accountOf(db: DbOrTx, row: PlanSubscriptionRow): Promise<PlanAccount | null> {
  if (row.teamId) {
    const [team] = await db.select().from(teams).where(eq(teams.id, row.teamId));
    return team ? teamAccount(team) : null;
  }
  if (row.leagueId) {
    const [league] = await db
      .select({
        id: leagues.id,
        name: leagues.name,
        contactEmail: leagues.contactEmail,
        ownerId: leagues.ownerId,
      })
      .from(leagues)
      .where(eq(leagues.id, row.leagueId));
    return league ? leagueAccount(league, await leagueOwnerName(db, league)) : null;
  }
  if (!row.businessId) return null;
  const [business] = await db.select().from(businesses).where(eq(businesses.id, row.businessId));
  return business ? businessAccount(business) : null;
}

/** The account's billing page: a league's is asked for by name (its owner may have a team too). */
export function billingPath(account: Pick<PlanAccount, 'kind'>, query?: string): string {
  const params = [account.kind === 'league' ? 'account=league' : '', query ?? ''].filter(Boolean).join('&');
  return params ? `/billing?${params}` : '/billing';
}

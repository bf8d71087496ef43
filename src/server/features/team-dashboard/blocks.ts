import { and, eq, exists, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BlockBusinessInput, BusinessBlockResponse } from '../../../shared/schemas/messages';
import { audit } from '../../audit';
import { AppError, notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { businesses, matches, sponsorships, teamBusinessBlocks, teamNeeds } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { ownTeamOr404 } from '../teams/ownership';

const NO_BUSINESS = 'Business not found';
const BLOCKED_CHECKOUT = 'This team is not accepting sponsorships from your business.';

/** Who blocks, from where: the security log records it. */
export interface BlockCall {
  db: Db;
  log: Logger;
  userId: string;
  ip: string;
  requestId: string;
}

/**
 * The business, if it has ever dealt with the team (a sponsorship in any state, or a match an admin made):
 * a team blocks the businesses that reached it, and cannot probe other businesses' ids.
 */
async function businessOfTeamOr404(db: DbOrTx, teamId: string, businessId: string) {
  if (!isUuid(businessId)) throw notFound(NO_BUSINESS);
  const sponsored = db
    .select({ one: sql`1` })
    .from(sponsorships)
    .where(and(eq(sponsorships.teamId, teamId), eq(sponsorships.businessId, businessId)));
  const matched = db
    .select({ one: sql`1` })
    .from(matches)
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .where(
      and(eq(teamNeeds.teamId, teamId), eq(matches.businessId, businessId), ne(matches.status, 'DRAFT')),
    );
  const [business] = await db
    .select({ id: businesses.id, name: businesses.businessName })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), or(exists(sponsored), exists(matched))));
  if (!business) throw notFound(NO_BUSINESS);
  return business;
}

/**
 * The team's owner blocks a business: it can no longer write to the team in any thread nor start a
 * checkout with it. Blocking twice changes nothing; each new block goes to the admins' security log.
 */
export async function blockBusiness(
  call: BlockCall,
  teamId: string,
  businessId: string,
  input: BlockBusinessInput,
): Promise<BusinessBlockResponse> {
  const team = await ownTeamOr404(call.db, call.userId, teamId);
  const business = await businessOfTeamOr404(call.db, team.id, businessId);
  const reason = input.reason ?? null;
  await call.db.transaction(async (tx) => {
    const added = await tx
      .insert(teamBusinessBlocks)
      .values({ teamId: team.id, businessId: business.id, blockedBy: call.userId, reason })
      .onConflictDoNothing()
      .returning({ teamId: teamBusinessBlocks.teamId });
    if (added.length === 0) return;
    await audit(tx, call.log, {
      action: 'TEAM_BLOCKED_BUSINESS',
      comment: `Team "${team.name}" blocked business "${business.name}"${reason ? `: ${reason}` : ''}`,
      data: {
        teamId: team.id,
        teamName: team.name,
        businessId: business.id,
        businessName: business.name,
        reason,
      },
      actorId: call.userId,
      ip: call.ip,
      requestId: call.requestId,
    });
  });
  return { businessId: business.id, blocked: true };
}

/** The team's owner lifts a block; the security log records that too. */
export async function unblockBusiness(
  call: BlockCall,
  teamId: string,
  businessId: string,
): Promise<BusinessBlockResponse> {
  const team = await ownTeamOr404(call.db, call.userId, teamId);
  const business = await businessOfTeamOr404(call.db, team.id, businessId);
  await call.db.transaction(async (tx) => {
    const removed = await tx
      .delete(teamBusinessBlocks)
      .where(and(eq(teamBusinessBlocks.teamId, team.id), eq(teamBusinessBlocks.businessId, business.id)))
      .returning({ teamId: teamBusinessBlocks.teamId });
    if (removed.length === 0) return;
    await audit(tx, call.log, {
      action: 'TEAM_UNBLOCKED_BUSINESS',
      comment: `Team "${team.name}" unblocked business "${business.name}"`,
      data: { teamId: team.id, teamName: team.name, businessId: business.id, businessName: business.name },
      actorId: call.userId,
      ip: call.ip,
      requestId: call.requestId,
    });
  });
  return { businessId: business.id, blocked: false };
}

/**
 * Whether the team has blocked the business, as a column of the checkout's first read (one statement, not
 * one more per checkout). A blocked business starts no checkout with the team: refuseBlockedCheckout.
 */
export function blockedSql(teamId: string, businessId: SQL) {
  return sql<boolean>`exists (select 1 from team_business_blocks b
    where b.team_id = ${teamId} and b.business_id = ${businessId})`;
}

/** 403 for a blocked business, so it cannot reach the team through a checkout either. */
export function refuseBlockedCheckout(blocked: boolean): void {
  if (blocked) throw new AppError(403, 'BLOCKED_BY_TEAM', BLOCKED_CHECKOUT);
}

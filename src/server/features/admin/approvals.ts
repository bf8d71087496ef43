import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LISTED_STATUSES, REVIEW_QUEUE_STATUSES } from '../../../shared/constants';
import { verificationStatusLabel } from '../../../shared/labels';
import {
  APPROVAL_QUEUE_LIMIT,
  type ApprovalQueue,
  type BusinessDecisionResponse,
  type TeamDecisionResponse,
} from '../../../shared/schemas/admin';
import { audit } from '../../audit';
import { conflict, notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { businesses, teams, users } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { toBusiness } from '../businesses/shape';
import { toTeam } from '../teams/shape';
import { type AdminCall, auditContext } from './context';
import { approvalDraft, type DraftParty, rejectionDraft } from './drafts';

export type Decision = 'approved' | 'rejected';

export const TEAM_NOT_FOUND = 'Team not found';
export const BUSINESS_NOT_FOUND = 'Business not found';

const registrant = {
  email: users.email,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
};

/** Teams and businesses waiting for a decision (pending or under review), oldest first. */
export async function approvalQueue(db: Db): Promise<ApprovalQueue> {
  const waitingTeam = and(inArray(teams.verificationStatus, REVIEW_QUEUE_STATUSES), isNull(teams.closedAt));
  const waitingBusiness = and(
    inArray(businesses.verificationStatus, REVIEW_QUEUE_STATUSES),
    isNull(businesses.closedAt),
  );
  const [teamRows, businessRows, [teamTotal], [businessTotal]] = await Promise.all([
    db
      .select({ team: teams, registrant })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.createdBy))
      .where(waitingTeam)
      .orderBy(asc(teams.createdAt), asc(teams.id))
      .limit(APPROVAL_QUEUE_LIMIT),
    db
      .select({ business: businesses, registrant })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.createdBy))
      .where(waitingBusiness)
      .orderBy(asc(businesses.createdAt), asc(businesses.id))
      .limit(APPROVAL_QUEUE_LIMIT),
    db.select({ n: count() }).from(teams).where(waitingTeam),
    db.select({ n: count() }).from(businesses).where(waitingBusiness),
  ]);
  return {
    teams: teamRows.map((row) => ({ ...toTeam(row.team), registrant: row.registrant })),
    businesses: businessRows.map((row) => ({ ...toBusiness(row.business), registrant: row.registrant })),
    totals: { teams: teamTotal?.n ?? 0, businesses: businessTotal?.n ?? 0 },
  };
}

/**
 * What a decision does to a team or business in `status` (issue 19: every change is safe to repeat):
 * - 'decide': it is waiting for review (pending or under review), so the decision is made;
 * - 'repeat': the same decision was made already (approve of an approved or verified one, reject of a
 *   rejected one), so the answer is the first one's again, and nothing is written, logged or mailed twice;
 * - 'refuse': the other decision was made already; a decision is not turned around here (409).
 */
export function decisionStep(status: string, decision: Decision): 'decide' | 'repeat' | 'refuse' {
  if ((REVIEW_QUEUE_STATUSES as readonly string[]).includes(status)) return 'decide';
  const same =
    decision === 'approved' ? (LISTED_STATUSES as readonly string[]).includes(status) : status === 'rejected';
  return same ? 'repeat' : 'refuse';
}

/**
 * Why nothing changed: the row is not there (404), it closed with its owner's account (409, for good), or
 * the other decision was made already (409).
 */
function refusal(kind: 'team' | 'business', current: { status: string; closedAt?: Date | null } | undefined) {
  if (!current) return notFound(kind === 'team' ? TEAM_NOT_FOUND : BUSINESS_NOT_FOUND);
  if (current.closedAt) {
    return conflict('CLOSED', `This ${kind} closed when its owner deleted their account.`);
  }
  const label = verificationStatusLabel(current.status).toLowerCase();
  return conflict('NOT_AWAITING_REVIEW', `This ${kind} is ${label} and no longer waiting for review.`);
}

async function recordDecision(
  tx: DbOrTx,
  call: AdminCall,
  subject: { kind: 'team' | 'business'; id: string; name: string },
  decision: Decision,
  reason: string | null,
) {
  await audit(tx, call.log, {
    action: decision === 'approved' ? 'REGISTRATION_APPROVED' : 'REGISTRATION_REJECTED',
    comment: `${subject.kind === 'team' ? 'Team' : 'Business'} "${subject.name}" ${decision}`,
    data: { ...subject, decision, ...(reason ? { reason } : {}) },
    ...auditContext(call),
  });
}

function draftFor(party: DraftParty, decision: Decision, reason: string | null) {
  return decision === 'approved' ? approvalDraft(party) : rejectionDraft(party, reason);
}

/*
 * Both decisions lock the row first (SELECT ... FOR UPDATE) and decide from its status in the same
 * transaction: two presses, or two admins, at the same moment run one after the other, the first decides
 * and the second finds the decision made and answers the same 200 (the same record, the same email draft).
 * The decision itself sends no email: the answer's draft opens the email dialog, which queues it once
 * (emails.ts). The update keeps its own status condition as well, so it can never decide twice.
 */

/**
 * Approves or rejects a waiting team. The first approval stamps approved_at, which lets the team publish by
 * itself from then on.
 */
export async function decideTeam(
  call: AdminCall,
  teamId: string,
  decision: Decision,
  reason: string | null = null,
): Promise<TeamDecisionResponse> {
  if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
  return call.db.transaction(async (tx) => {
    const [current] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    if (!current) throw refusal('team', undefined);
    const step = current.closedAt ? 'refuse' : decisionStep(current.verificationStatus, decision);
    if (step === 'refuse')
      throw refusal('team', { status: current.verificationStatus, closedAt: current.closedAt });
    let row = current;
    if (step === 'decide') {
      const [updated] = await tx
        .update(teams)
        .set({
          verificationStatus: decision,
          ...(decision === 'approved' ? { approvedAt: sql`coalesce(${teams.approvedAt}, now())` } : {}),
        })
        .where(and(eq(teams.id, teamId), inArray(teams.verificationStatus, REVIEW_QUEUE_STATUSES)))
        .returning();
      if (!updated) throw refusal('team', { status: current.verificationStatus });
      row = updated;
      await recordDecision(tx, call, { kind: 'team', id: row.id, name: row.name }, decision, reason);
    }
    const party: DraftParty = { to: row.contactEmail, toName: row.coachName, name: row.name, type: 'team' };
    return { team: toTeam(row), email: draftFor(party, decision, reason) };
  });
}

/** The same decision for a waiting business. */
export async function decideBusiness(
  call: AdminCall,
  businessId: string,
  decision: Decision,
  reason: string | null = null,
): Promise<BusinessDecisionResponse> {
  if (!isUuid(businessId)) throw notFound(BUSINESS_NOT_FOUND);
  return call.db.transaction(async (tx) => {
    const [current] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
    if (!current) throw refusal('business', undefined);
    const step = current.closedAt ? 'refuse' : decisionStep(current.verificationStatus, decision);
    if (step === 'refuse') {
      throw refusal('business', { status: current.verificationStatus, closedAt: current.closedAt });
    }
    let row = current;
    if (step === 'decide') {
      const [updated] = await tx
        .update(businesses)
        .set({
          verificationStatus: decision,
          ...(decision === 'approved' ? { approvedAt: sql`coalesce(${businesses.approvedAt}, now())` } : {}),
        })
        .where(
          and(eq(businesses.id, businessId), inArray(businesses.verificationStatus, REVIEW_QUEUE_STATUSES)),
        )
        .returning();
      if (!updated) throw refusal('business', { status: current.verificationStatus });
      row = updated;
      await recordDecision(
        tx,
        call,
        { kind: 'business', id: row.id, name: row.businessName },
        decision,
        reason,
      );
    }
    const party: DraftParty = {
      to: row.businessEmail,
      toName: row.contactName,
      name: row.businessName,
      type: 'business',
    };
    return { business: toBusiness(row), email: draftFor(party, decision, reason) };
  });
}

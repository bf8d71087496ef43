import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CO_MARKETING_KIND_LABELS,
  CO_MARKETING_PLAN_REQUIRED,
  CO_MARKETING_TEAM_NOT_YOURS,
  type CoMarketingPage,
  type CoMarketingRequest,
} from '../../../shared/schemas/co-marketing';
import { adminRecipients } from '../../auth/admins';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, notFound } from '../../core/errors';
import { businesses, coMarketingRequests, teams } from '../../db/schema';
import { mailBody } from '../../email/layout';
import { enqueueEmail } from '../../email/outbox';
import { isUuid } from '../../http/ids';
import { businessPlanOf } from '../../plans/current';
import { ownBusinessOr404 } from '../businesses/ownership';
import { COUNTED_SPONSORSHIP } from '../leaderboard/counted';

const PAGE_SIZE = 20;

/**
 * A Community Partner asks for a campaign (decision 0052): the teams it names must be teams it sponsors
 * (400 otherwise, nothing written); the request and one mail to each admin are written together.
 */
export async function requestCoMarketing(
  deps: Deps,
  userId: string,
  input: CoMarketingRequest,
): Promise<{ id: string }> {
  const { db } = deps.database;
  const business = await ownBusinessOr404(db, userId);
  const plan = await businessPlanOf(db, business.id, clockOf(deps).now());
  if (plan !== 'community_partner') throw new AppError(403, 'PLAN_REQUIRED', CO_MARKETING_PLAN_REQUIRED);
  const teamIds = [...new Set(input.teamIds)];
  const named =
    teamIds.length === 0
      ? []
      : await db
          .select({ name: teams.name })
          .from(teams)
          .where(
            and(
              inArray(teams.id, teamIds),
              sql`exists (select 1 from sponsorships s where s.team_id = ${teams.id} and s.business_id = ${business.id} and ${COUNTED_SPONSORSHIP})`,
            ),
          )
          .orderBy(teams.name);
  if (named.length !== teamIds.length) {
    throw new AppError(400, 'VALIDATION_FAILED', CO_MARKETING_TEAM_NOT_YOURS, {
      teamIds: [CO_MARKETING_TEAM_NOT_YOURS],
    });
  }
  const teamNames = named.map((team) => team.name);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coMarketingRequests)
      .values({
        businessId: business.id,
        kind: input.kind,
        idea: input.idea,
        timing: input.timing,
        teamNames,
      })
      .returning({ id: coMarketingRequests.id });
    for (const admin of await adminRecipients(tx)) {
      await enqueueEmail(tx, {
        kind: 'co_marketing_request',
        to: admin.email,
        toName: admin.name,
        subject: `Co-marketing request from ${business.businessName}`,
        ...mailBody([
          `Hi ${admin.name ?? 'there'},`,
          `${business.businessName} (Community Partner) asks for ${CO_MARKETING_KIND_LABELS[input.kind].toLowerCase()}${teamNames.length > 0 ? ` with ${teamNames.join(', ')}` : ''}${input.timing ? `, ${input.timing}` : ''}.`,
          { quote: input.idea, title: 'Their idea' },
          {
            link: `Reply to ${business.contactName} at ${business.businessEmail}, then mark it handled`,
            href: `${deps.config.publicUrl}/admin/dashboard?tab=partners`,
          },
        ]),
      });
    }
    return row!.id;
  });
  deps.mail?.kick();
  return { id };
}

/** Every request, newest first, a page at a time (admins only: the route says so). */
export async function coMarketingPage(deps: Deps, page: number): Promise<CoMarketingPage> {
  const rows = await deps.database.db
    .select({
      request: coMarketingRequests,
      businessName: businesses.businessName,
      contactName: businesses.contactName,
      contactEmail: businesses.businessEmail,
    })
    .from(coMarketingRequests)
    .innerJoin(businesses, eq(businesses.id, coMarketingRequests.businessId))
    .orderBy(desc(coMarketingRequests.createdAt), desc(coMarketingRequests.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  return {
    requests: rows.slice(0, PAGE_SIZE).map(({ request, ...business }) => ({
      id: request.id,
      businessId: request.businessId,
      ...business,
      kind: request.kind,
      idea: request.idea,
      timing: request.timing,
      teamNames: request.teamNames,
      createdAt: request.createdAt.toISOString(),
      handledAt: request.handledAt?.toISOString() ?? null,
    })),
    page,
    hasMore: rows.length > PAGE_SIZE,
  };
}

/** An admin marks a request handled: once; a second press answers the same. */
export async function markCoMarketingHandled(deps: Deps, adminId: string, id: string) {
  if (!isUuid(id)) throw notFound('Request not found');
  const { db } = deps.database;
  const now = clockOf(deps).now();
  await db
    .update(coMarketingRequests)
    .set({ handledAt: now, handledBy: adminId })
    .where(and(eq(coMarketingRequests.id, id), isNull(coMarketingRequests.handledAt)));
  const [row] = await db
    .select({ handledAt: coMarketingRequests.handledAt })
    .from(coMarketingRequests)
    .where(eq(coMarketingRequests.id, id));
  if (!row) throw notFound('Request not found');
  return { handledAt: row.handledAt!.toISOString() };
}

import { count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import {
  type AdminMatch,
  type AdminMatchesPage,
  isSendable,
  type MatchOffer,
} from '../../../shared/schemas/matches';
import type { DbOrTx } from '../../db/client';
import { businesses, matches, offers, teamNeeds, teams } from '../../db/schema';
import { introductionDraft } from './drafts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): MatchOffer {
  return {
    id: row.id,
    version: row.version,
    tierId: row.tierId,
    tierSelected: row.tierSelected,
    amountCents: row.amountCents,
    amountDisplay: row.amountDisplay,
    seasonStart: row.seasonStart,
    seasonEnd: row.seasonEnd,
    summary: row.summary,
    deliverables: row.deliverables,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest version of a match's offer (read through the (match_id, version) index). */
export async function currentOffer(db: DbOrTx, matchId: string): Promise<OfferRow | null> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(eq(offers.matchId, matchId))
    .orderBy(desc(offers.version))
    .limit(1);
  return offer ?? null;
}

async function selectMatches(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select({
      match: matches,
      team: {
        id: teams.id,
        name: teams.name,
        sport: teams.sport,
        location: teams.location,
        coachName: teams.coachName,
        contactEmail: teams.contactEmail,
      },
      business: {
        id: businesses.id,
        businessName: businesses.businessName,
        contactName: businesses.contactName,
        businessEmail: businesses.businessEmail,
      },
    })
    .from(matches)
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .innerJoin(teams, eq(teams.id, teamNeeds.teamId))
    .innerJoin(businesses, eq(businesses.id, matches.businessId))
    .where(where)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.match.id);
  const latest = ids.length
    ? await db
        .selectDistinctOn([offers.matchId])
        .from(offers)
        .where(inArray(offers.matchId, ids))
        .orderBy(offers.matchId, desc(offers.version))
    : [];
  const offerOf = new Map(latest.map((offer) => [offer.matchId, offer]));
  return rows.map(({ match, team, business }): AdminMatch => {
    const offer = offerOf.get(match.id);
    const { changesRequestedBy: by, changesRequestedAt: at } = match;
    return {
      id: match.id,
      status: match.status,
      createdAt: match.createdAt.toISOString(),
      introSentAt: iso(match.introSentAt),
      sponsorApprovedAt: iso(match.sponsorApprovedAt),
      teamApprovedAt: iso(match.teamApprovedAt),
      approvedAt: iso(match.approvedAt),
      rejectedAt: iso(match.rejectedAt),
      rejectedBy: match.rejectedBy,
      team,
      business,
      offer: offer ? toOffer(offer) : null,
      // A later version answers a change request.
      draft:
        offer && isSendable(match.status)
          ? introductionDraft({ team, business }, offer, offer.version > 1)
          : null,
      changeRequest:
        match.status === 'CHANGES_REQUESTED' && by && at
          ? { comment: match.changeComment ?? '', by, at: at.toISOString() }
          : null,
    };
  });
}

/** Every match but drafts, newest first, a page at a time. */
export async function adminMatchesPage(db: DbOrTx, page: number): Promise<AdminMatchesPage> {
  const listed = ne(matches.status, 'DRAFT');
  const [rows, [totals]] = await Promise.all([
    selectMatches(db, listed, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(matches).where(listed),
  ]);
  return { matches: rows, page, pageSize: ADMIN_PAGE_SIZE, total: totals?.n ?? 0 };
}

/** One match as the admin's list shows it. */
export async function adminMatch(db: DbOrTx, matchId: string): Promise<AdminMatch> {
  const [row] = await selectMatches(db, eq(matches.id, matchId), 1);
  return row!;
}

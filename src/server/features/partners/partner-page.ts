import { and, eq, sql } from 'drizzle-orm';
import { isListed } from '../../../shared/labels';
import { isWebsite } from '../../../shared/schemas/business';
import {
  BANNER_MAX_BYTES,
  BANNER_MISSING,
  BANNER_TOO_LARGE,
  BANNER_WRONG_TYPE,
  PARTNER_PAGE_NOT_FOUND,
  PARTNER_PAGE_PLAN_REQUIRED,
  type PartnerPage,
  type PartnerPageContent,
  type PartnerPageSettings,
} from '../../../shared/schemas/partner-page';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { businesses, LISTED_TEAM, partnerPages, teams } from '../../db/schema';
import { teamCardColumns } from '../../db/team-columns';
import { isUuid } from '../../http/ids';
import { type ImageType, sniffImageType, type UploadRule, uploadBodyLimit } from '../../http/upload';
import { businessPlanOf } from '../../plans/current';
import { ownBusinessOr404 } from '../businesses/ownership';
import { COUNTED_SPONSORSHIP } from '../leaderboard/counted';

/*
 * Community Partner's branded page (decision 0053): the owner writes it while on the plan; the public sees
 * it while the plan is in force and the business is approved. A lapse hides it and deletes nothing.
 */

export const BANNER_UPLOAD: UploadRule<ImageType> = {
  field: 'banner',
  code: 'BANNER',
  maxBytes: BANNER_MAX_BYTES,
  sniff: sniffImageType,
  messages: { tooLarge: BANNER_TOO_LARGE, missing: BANNER_MISSING, wrongType: BANNER_WRONG_TYPE },
};
export const BANNER_BODY_LIMIT = uploadBodyLimit(BANNER_UPLOAD);

const CONTENT = {
  headline: partnerPages.headline,
  story: partnerPages.story,
  brandColor: partnerPages.brandColor,
  updatedAt: partnerPages.updatedAt,
  hasBanner: sql<boolean>`${partnerPages.banner} is not null`,
};

async function isPartner(deps: Deps, businessId: string): Promise<boolean> {
  return (await businessPlanOf(deps.database.db, businessId, clockOf(deps).now())) === 'community_partner';
}

/** The owner's business, on Community Partner: 403 PLAN_REQUIRED otherwise. */
async function ownPartner(deps: Deps, userId: string) {
  const business = await ownBusinessOr404(deps.database.db, userId);
  if (!(await isPartner(deps, business.id)))
    throw new AppError(403, 'PLAN_REQUIRED', PARTNER_PAGE_PLAN_REQUIRED);
  return business;
}

/** GET /api/business/partner-page: what the owner saved, and whether the public sees it now. */
export async function partnerPageSettings(deps: Deps, userId: string): Promise<PartnerPageSettings> {
  const { db } = deps.database;
  const business = await ownBusinessOr404(db, userId);
  const partner = await isPartner(deps, business.id);
  const [page] = await db.select(CONTENT).from(partnerPages).where(eq(partnerPages.businessId, business.id));
  return {
    published: partner && isListed(business.verificationStatus) && page !== undefined,
    plan: partner ? 'community_partner' : 'other',
    page: page ? { ...page, updatedAt: page.updatedAt.toISOString() } : null,
  };
}

/** PUT /api/business/partner-page: the page's words and colour, saved whole. */
export async function savePartnerPage(deps: Deps, userId: string, input: PartnerPageContent) {
  const business = await ownPartner(deps, userId);
  const updatedAt = clockOf(deps).now();
  await deps.database.db
    .insert(partnerPages)
    .values({ businessId: business.id, ...input, updatedAt })
    .onConflictDoUpdate({ target: partnerPages.businessId, set: { ...input, updatedAt } });
  return partnerPageSettings(deps, userId);
}

/** The owner's business, for a banner upload: checked before the body is read. */
export async function requirePartnerPage(deps: Deps, userId: string) {
  const business = await ownPartner(deps, userId);
  const [page] = await deps.database.db
    .select({ businessId: partnerPages.businessId })
    .from(partnerPages)
    .where(eq(partnerPages.businessId, business.id));
  if (!page) throw conflict('PARTNER_PAGE_FIRST', 'Save the page’s headline first, then add its banner.');
  return business;
}

export async function setPartnerBanner(
  deps: Deps,
  businessId: string,
  banner: { bytes: Buffer; type: ImageType },
) {
  await deps.database.db
    .update(partnerPages)
    .set({ banner: banner.bytes, bannerType: banner.type, updatedAt: clockOf(deps).now() })
    .where(eq(partnerPages.businessId, businessId));
}

/** A published page's row: the plan in force, the business approved. */
async function publishedPage(deps: Deps, businessId: string) {
  if (!isUuid(businessId)) throw notFound(PARTNER_PAGE_NOT_FOUND);
  const [row] = await deps.database.db
    .select({
      ...CONTENT,
      businessName: businesses.businessName,
      websiteUrl: businesses.websiteUrl,
      status: businesses.verificationStatus,
    })
    .from(partnerPages)
    .innerJoin(businesses, eq(businesses.id, partnerPages.businessId))
    .where(eq(partnerPages.businessId, businessId));
  if (!row || !isListed(row.status) || !(await isPartner(deps, businessId))) {
    throw notFound(PARTNER_PAGE_NOT_FOUND);
  }
  return row;
}

/** The teams the business backs now (a counted sponsorship), listed ones only, by name. */
function backedTeams(db: Db, businessId: string) {
  return db
    .select(teamCardColumns)
    .from(teams)
    .where(
      and(
        LISTED_TEAM,
        sql`exists (select 1 from sponsorships s where s.team_id = ${teams.id} and s.business_id = ${businessId} and ${COUNTED_SPONSORSHIP})`,
      ),
    )
    .orderBy(teams.name);
}

/** GET /api/partners/:businessId: the public page, 404 unless published. */
export async function publicPartnerPage(deps: Deps, businessId: string): Promise<PartnerPage> {
  const row = await publishedPage(deps, businessId);
  const website = row.websiteUrl && isWebsite(row.websiteUrl) ? row.websiteUrl : null;
  return {
    businessId,
    businessName: row.businessName,
    headline: row.headline,
    story: row.story,
    brandColor: row.brandColor,
    bannerUrl: row.hasBanner ? `/api/partners/${businessId}/banner?v=${row.updatedAt.getTime()}` : null,
    websiteUrl: website,
    teams: await backedTeams(deps.database.db, businessId),
  };
}

/** The published page's banner, 404 without one. */
export async function partnerBanner(deps: Deps, businessId: string) {
  await publishedPage(deps, businessId);
  const [row] = await deps.database.db
    .select({ bytes: partnerPages.banner, type: partnerPages.bannerType })
    .from(partnerPages)
    .where(eq(partnerPages.businessId, businessId));
  if (!row?.bytes || !row.type) throw notFound('No banner');
  return { bytes: row.bytes, type: row.type };
}

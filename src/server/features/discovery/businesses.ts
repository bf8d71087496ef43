import { and, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { BUSINESS_PAID_PLANS } from '../../../shared/plans';
import {
  BUSINESS_NOT_FOUND,
  type BusinessDetails,
  type BusinessDiscoveryPage,
  type BusinessDiscoveryQuery,
  DISCOVERY_PAGE_SIZE,
} from '../../../shared/schemas/discovery';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { businesses, planSubscriptions } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { inForceSql } from '../../plans/current';
import { isListedRow, matchesAny } from './search';

/** Subscriptions in force as the statement runs (a cached listing is as of the change that made it). */
const IN_FORCE = inForceSql(planSubscriptions.status, planSubscriptions.pastDueSince, sql`now()`);

const CARD = {
  id: businesses.id,
  businessName: businesses.businessName,
  businessType: businesses.businessType,
  industry: businesses.industry,
  serviceArea: businesses.serviceArea,
  preferredSports: businesses.preferredSports,
  preferredAgeGroups: businesses.preferredAgeGroups,
  partnershipGoals: businesses.partnershipGoals,
  sponsorshipCategories: businesses.sponsorshipCategories,
  createdAt: businesses.createdAt,
};

const NEWEST_FIRST = [desc(businesses.createdAt), desc(businesses.id)];

/**
 * The matching businesses on a plan that places them first (both paid business plans: decision 0048),
 * newest first: found from the plans in force (a few), not by a sort over every business.
 */
async function featuredIds(db: Db, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(planSubscriptions)
    .innerJoin(businesses, eq(businesses.id, planSubscriptions.businessId))
    .where(and(where, inArray(planSubscriptions.plan, [...BUSINESS_PAID_PLANS]), IN_FORCE))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => row.id);
}

/**
 * Approved businesses, Featured first, then newest first, a page at a time, and how many match in all
 * ('Found N businesses'). The page is the Featured ones that fall in it, then the rest by the date index.
 */
export async function listBusinesses(db: Db, query: BusinessDiscoveryQuery): Promise<BusinessDiscoveryPage> {
  const b = businesses;
  const where = and(
    isListedRow(b.verificationStatus),
    query.q ? matchesAny(query.q, [b.businessName, b.businessDescription, b.serviceArea]) : undefined,
    query.industry ? eq(b.industry, query.industry) : undefined,
  );
  const featured = await featuredIds(db, where);
  const start = (query.page - 1) * DISCOVERY_PAGE_SIZE;
  const featuredHere = featured.slice(start, start + DISCOVERY_PAGE_SIZE);
  const restLimit = DISCOVERY_PAGE_SIZE - featuredHere.length;
  const [placed, rest, [totals]] = await Promise.all([
    featuredHere.length > 0 ? db.select(CARD).from(b).where(inArray(b.id, featuredHere)) : [],
    restLimit > 0
      ? db
          .select(CARD)
          .from(b)
          .where(and(where, featured.length > 0 ? notInArray(b.id, featured) : undefined))
          .orderBy(...NEWEST_FIRST)
          .limit(restLimit)
          .offset(Math.max(0, start - featured.length))
      : [],
    db.select({ n: count() }).from(b).where(where),
  ]);
  const byId = new Map(placed.map((row) => [row.id, row]));
  const card = (row: (typeof rest)[number], isFeatured: boolean) => ({
    ...row,
    verified: true,
    featured: isFeatured,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    businesses: [
      ...featuredHere.flatMap((id) => (byId.has(id) ? [card(byId.get(id)!, true)] : [])),
      ...rest.map((row) => card(row, false)),
    ],
    page: query.page,
    pageSize: DISCOVERY_PAGE_SIZE,
    total: totals?.n ?? 0,
  };
}

/** The business page of an approved business; anything else is 404. */
export async function businessDetails(db: Db, businessId: string): Promise<BusinessDetails> {
  if (!isUuid(businessId)) throw notFound(BUSINESS_NOT_FOUND);
  const b = businesses;
  const [business] = await db
    .select({
      id: b.id,
      businessName: b.businessName,
      industry: b.industry,
      businessType: b.businessType,
      businessDescription: b.businessDescription,
      partnershipGoals: b.partnershipGoals,
      sponsorshipCategories: b.sponsorshipCategories,
      serviceArea: b.serviceArea,
      phoneNumber: b.phoneNumber,
      businessEmail: b.businessEmail,
      websiteUrl: b.websiteUrl,
      preferredSports: b.preferredSports,
      preferredAgeGroups: b.preferredAgeGroups,
    })
    .from(b)
    .where(and(eq(b.id, businessId), isListedRow(b.verificationStatus)));
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  return { ...business, verified: true };
}

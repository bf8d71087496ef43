import { and, count, desc, eq } from 'drizzle-orm';
import {
  BUSINESS_NOT_FOUND,
  type BusinessDetails,
  type BusinessDiscoveryPage,
  type BusinessDiscoveryQuery,
  DISCOVERY_PAGE_SIZE,
} from '../../../shared/schemas/discovery';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { isListedRow, matchesAny } from './search';

/** Approved businesses, newest first, a page at a time, and how many match in all ('Found N businesses'). */
export async function listBusinesses(db: Db, query: BusinessDiscoveryQuery): Promise<BusinessDiscoveryPage> {
  const b = businesses;
  const where = and(
    isListedRow(b.verificationStatus),
    query.q ? matchesAny(query.q, [b.businessName, b.businessDescription, b.serviceArea]) : undefined,
    query.industry ? eq(b.industry, query.industry) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: b.id,
        businessName: b.businessName,
        businessType: b.businessType,
        industry: b.industry,
        serviceArea: b.serviceArea,
        preferredSports: b.preferredSports,
        preferredAgeGroups: b.preferredAgeGroups,
        partnershipGoals: b.partnershipGoals,
        sponsorshipCategories: b.sponsorshipCategories,
        createdAt: b.createdAt,
      })
      .from(b)
      .where(where)
      .orderBy(desc(b.createdAt), desc(b.id))
      .limit(DISCOVERY_PAGE_SIZE)
      .offset((query.page - 1) * DISCOVERY_PAGE_SIZE),
    db.select({ n: count() }).from(b).where(where),
  ]);
  return {
    businesses: rows.map((row) => ({ ...row, verified: true, createdAt: row.createdAt.toISOString() })),
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

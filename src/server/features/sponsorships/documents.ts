import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { receiptReference } from '../../../shared/schemas/payments';
import {
  SPONSOR_DOCUMENTS_PAGE_SIZE,
  type SponsorDocument,
  type SponsorDocumentsPage,
} from '../../../shared/schemas/sponsor-documents';
import { visibleName } from '../../../shared/visible-text';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { businesses, ledgerEntries, sponsorships, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { receiptFilename } from '../../receipts/attachment';
import { receiptPdf } from '../../receipts/pdf';
import { refundedCents } from '../leaderboard/counted';
import { agreementFilename, agreementPdf } from './agreement-pdf';
import { pdfReceipt } from './mails';
import { mailInput } from './queue-mails';

/*
 * A sponsor's documents (issue 22): the list on the business dashboard, and each sponsorship's receipt
 * (to its business) and agreement (to both parties). Anyone else gets the 404 of a missing id.
 */

const NO_SPONSORSHIP = 'Sponsorship not found';

/** The business's paid sponsorships, newest first, a page at a time (by the business's created index). */
export async function sponsorDocuments(
  db: DbOrTx,
  businessId: string,
  page: number,
): Promise<SponsorDocumentsPage> {
  const rows = await db
    .select({
      id: sponsorships.id,
      teamName: teams.name,
      tierName: sponsorships.tierName,
      amount: sponsorships.amount,
      refundedCents: sql<number>`${refundedCents('sponsorship', 'sponsorships')}::int`,
      paidAt: sponsorships.paidAt,
      contractStartDate: sponsorships.contractStartDate,
      contractEndDate: sponsorships.contractEndDate,
      status: sponsorships.status,
      paymentStatus: sponsorships.paymentStatus,
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .where(and(eq(sponsorships.businessId, businessId), isNotNull(sponsorships.paidAt)))
    .orderBy(desc(sponsorships.createdAt), desc(sponsorships.id))
    .limit(SPONSOR_DOCUMENTS_PAGE_SIZE + 1)
    .offset((page - 1) * SPONSOR_DOCUMENTS_PAGE_SIZE);
  const documents: SponsorDocument[] = rows.slice(0, SPONSOR_DOCUMENTS_PAGE_SIZE).map((row) => ({
    ...row,
    reference: receiptReference(row.id),
    teamName: visibleName(row.teamName),
    refundedCents: Number(row.refundedCents),
    paidAt: row.paidAt!.toISOString(),
    reportReady: row.paymentStatus === 'paid' && row.status !== 'cancelled',
  }));
  return { documents, page, hasMore: rows.length > SPONSOR_DOCUMENTS_PAGE_SIZE };
}

/** The paid sponsorship `id` when `userId` owns its business (or, with `team`, its team too); else 404. */
async function ownPaidSponsorship(db: DbOrTx, userId: string, id: string, team: boolean) {
  if (!isUuid(id)) throw notFound(NO_SPONSORSHIP);
  const party = team
    ? or(eq(businesses.createdBy, userId), eq(teams.createdBy, userId))
    : eq(businesses.createdBy, userId);
  const [row] = await db
    .select({ sponsorship: sponsorships })
    .from(sponsorships)
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .where(and(eq(sponsorships.id, id), isNotNull(sponsorships.paidAt), party));
  if (!row) throw notFound(NO_SPONSORSHIP);
  return row.sponsorship;
}

/** When the whole payment had been returned, the last refund's time; else null. */
async function refundedInFullAt(db: DbOrTx, sponsorship: { id: string; amount: number }) {
  const [refunds] = await db
    .select({
      total: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::int`,
      last: sql<Date | null>`max(${ledgerEntries.occurredAt})`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sponsorshipId, sponsorship.id), eq(ledgerEntries.kind, 'refund')));
  return refunds && Number(refunds.total) >= sponsorship.amount && refunds.last
    ? new Date(refunds.last)
    : null;
}

/** The receipt the business was mailed, as a file; marked refunded once the whole payment came back. */
export async function sponsorshipReceiptFile(deps: Deps, userId: string, id: string) {
  const { db } = deps.database;
  const sponsorship = await ownPaidSponsorship(db, userId, id, false);
  const input = await mailInput(db, deps, sponsorship, { appUrl: deps.config.publicUrl });
  if (!input) throw notFound(NO_SPONSORSHIP);
  const receipt = pdfReceipt(input, await refundedInFullAt(db, sponsorship));
  return { filename: receiptFilename(receipt.reference), content: await receiptPdf(receipt) };
}

/** What the two parties agreed, as a file for either of them. */
export async function sponsorshipAgreementFile(deps: Deps, userId: string, id: string) {
  const { db } = deps.database;
  const sponsorship = await ownPaidSponsorship(db, userId, id, true);
  const input = await mailInput(db, deps, sponsorship, { appUrl: deps.config.publicUrl });
  if (!input) throw notFound(NO_SPONSORSHIP);
  const agreement = {
    ...input,
    status: sponsorship.status,
    refundedAt: await refundedInFullAt(db, sponsorship),
  };
  return { filename: agreementFilename(input.sponsorshipId), content: await agreementPdf(agreement) };
}

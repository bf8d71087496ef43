import { z } from 'zod';
import type { PaymentStatus, SponsorshipStatus } from '../constants';
import { pageParam } from './paging';

/*
 * A sponsor's documents in one place (issue 22): for every sponsorship the business paid for, its agreement,
 * its receipt (the paid invoice) and, once the season has begun, the sponsor report.
 */

export const SPONSOR_DOCUMENTS_PAGE_SIZE = 20;

/** GET /api/business/documents?page=. */
export const sponsorDocumentsQuerySchema = z.object({ page: pageParam(500) });

export interface SponsorDocument {
  /** The sponsorship. */
  id: string;
  reference: string;
  teamName: string;
  tierName: string | null;
  /** Cents paid. */
  amount: number;
  /** Cents returned so far. */
  refundedCents: number;
  paidAt: string;
  contractStartDate: string | null;
  contractEndDate: string | null;
  status: SponsorshipStatus;
  paymentStatus: PaymentStatus;
  /** The sponsor report is drawn for a paid sponsorship that was not cancelled. */
  reportReady: boolean;
}

export interface SponsorDocumentsPage {
  documents: SponsorDocument[];
  page: number;
  hasMore: boolean;
}

import type { MatchStatus, PaymentStatus, SponsorshipStatus } from '../constants';

/** Total Raised and what it is made of (DECISIONS: paid sponsorships + manual sponsors + player gifts). */
export interface RaisedBreakdown {
  totalCents: number;
  sponsorshipsCents: number;
  manualSponsorsCents: number;
  donationsCents: number;
}

export interface TeamSponsorshipRow {
  id: string;
  businessName: string;
  contactName: string;
  amount: number;
  status: SponsorshipStatus;
  paymentStatus: PaymentStatus;
  tierName: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  createdAt: string;
}

export interface TeamDashboard {
  stats: {
    /** Platform sponsors that paid plus sponsors the team recorded by hand. */
    totalSponsors: number;
    activeSponsorships: number;
    raised: RaisedBreakdown;
  };
  /** Newest first; the most recent DASHBOARD_SPONSORSHIP_LIMIT. */
  sponsorships: TeamSponsorshipRow[];
  /** Whether any sponsorship is waiting on its payment (the 'Congratulations' card). */
  hasPending: boolean;
}

export const DASHBOARD_SPONSORSHIP_LIMIT = 50;

/** A business matched with the team by an admin (draft matches are never listed). */
export interface MatchedBusiness {
  matchId: string;
  status: MatchStatus;
  introSentAt: string | null;
  sponsorApprovedAt: string | null;
  teamApprovedAt: string | null;
  /** The current offer's amount as displayed ('$1,500'); null before an offer exists. */
  amountDisplay: string | null;
  business: {
    id: string;
    businessName: string;
    industry: string | null;
    businessDescription: string;
    websiteUrl: string | null;
    /** Contact details only once both parties approved (DECISIONS); null before. */
    contactName: string | null;
    businessEmail: string | null;
    phoneNumber: string | null;
    businessAddress: string | null;
  };
}

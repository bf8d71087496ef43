import type { MatchStatus, PaymentStatus, SponsorshipStatus, VerificationStatus } from '../constants';
import type { Impact } from '../impact';

/** The sponsorships a business dashboard lists: the newest ones. */
export const BUSINESS_SPONSORSHIP_LIMIT = 50;

export interface BusinessSponsorship {
  id: string;
  status: SponsorshipStatus;
  paymentStatus: PaymentStatus;
  /** Cents. */
  amount: number;
  /** The tier as it was bought (the team may have renamed or deleted it since); null for a custom amount. */
  tierName: string | null;
  tierBenefits: string[];
  /** Calendar dates ('2026-03-01'); both null reads 'TBD'. */
  contractStartDate: string | null;
  contractEndDate: string | null;
  createdAt: string;
  team: {
    id: string;
    name: string;
    sport: string;
    ageGroup: string;
    location: string;
    teamSize: number | null;
  };
  impact: Impact;
  messageCount: number;
  lastMessageAt: string | null;
}

export interface BusinessDashboard {
  business: { id: string; businessName: string; verificationStatus: VerificationStatus };
  stats: {
    /** Sponsorships with status active. */
    activeSponsorships: number;
    /** Paid sponsorships that were not refunded, in cents. */
    totalInvestedCents: number;
    /** Sums of each active or completed sponsorship's impact. */
    familiesReached: number;
    brandMentions: number;
  };
  /** Newest first; the most recent BUSINESS_SPONSORSHIP_LIMIT. */
  sponsorships: BusinessSponsorship[];
}

/** A team an admin matched with the business (draft matches are never listed). */
export interface MatchedTeam {
  matchId: string;
  status: MatchStatus;
  introSentAt: string | null;
  sponsorApprovedAt: string | null;
  teamApprovedAt: string | null;
  /** The latest offer's amount as displayed ('$1,500'); null before an offer exists. */
  amountDisplay: string | null;
  team: {
    id: string;
    name: string;
    sport: string;
    ageGroup: string;
    location: string;
    coachName: string;
    /** Contact details only once both parties approved (DECISIONS); null before. */
    contactEmail: string | null;
    contactPhone: string | null;
  };
}

export interface MatchedTeamsResponse {
  matches: MatchedTeam[];
}

/** The error code of a signed-in user who has no business (the web sends them to /business-signup). */
export const NO_BUSINESS = 'NO_BUSINESS';

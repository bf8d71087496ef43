import { z } from 'zod';
import type { MatchStatus, PaymentStatus, SponsorshipStatus } from '../constants';
import { pageParam } from './paging';

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
  /** The player whose page the business came from ('Brought by'); the roster's full name. */
  creditedPlayerName: string | null;
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

// ---------------------------------------------------------------------------------------------------------
// The player leaderboard (issue 7): the team sees full names; the public one is the player pages'.

export const LEADERBOARD_SETTING_INVALID = 'Choose whether the leaderboard is public';

/** PATCH /api/teams/:teamId/leaderboard: whether the player pages show the leaderboard. */
export const leaderboardSettingsSchema = z
  .object({ leaderboardPublic: z.boolean({ error: LEADERBOARD_SETTING_INVALID }) })
  .strict();
export type LeaderboardSettings = z.infer<typeof leaderboardSettingsSchema>;

export interface TeamLeaderboardEntry {
  playerId: string;
  /** The roster's name: the team's own views show it in full. */
  fullName: string;
  /** Counted gifts to the player, integer cents. */
  raisedCents: number;
  /** Distinct donors. */
  supporters: number;
  /** Paid sponsorships credited to the player. */
  sponsorsBrought: number;
  /** Hidden pages stay on the team's board and never reach the public one. */
  pageHidden: boolean;
}

/** GET /api/teams/:teamId/leaderboard: ranked by amount raised, then supporters, then name. */
export interface TeamLeaderboardResponse {
  leaderboardPublic: boolean;
  players: TeamLeaderboardEntry[];
}

/**
 * A gift's state on the coach's list: a one-time gift is paid, refunded or failed (declined); a monthly
 * gift is active, cancelled, failed (a month could not be charged, or the first one was declined) or
 * refunded (every month it paid was returned).
 */
export const GIFT_STATES = ['paid', 'active', 'cancelled', 'failed', 'refunded'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

/** One gift on the coach's list: a one-time gift, or a monthly gift with its months together. */
export interface TeamGiftRow {
  id: string;
  /** The roster's full name, kept on the gift if the player was removed since. */
  playerName: string;
  playerRemoved: boolean;
  /** Only when the donor let the team see it. */
  donorName: string | null;
  /** One payment's amount (a month's, for a monthly gift). */
  amountCents: number;
  monthly: boolean;
  state: GiftState;
  /** When it was given (the first month of a monthly gift). */
  givenAt: string;
  /**
   * The months that went through and still count, their sum once partial refunds are out (a one-time gift
   * is its one month), and the months refunded.
   */
  monthsPaid: number;
  countedCents: number;
  monthsRefunded: number;
  /** An active monthly gift's next charge. */
  nextPaymentAt: string | null;
  /** A cancelled monthly gift's end, or when a one-time gift was refunded. */
  endedAt: string | null;
  /** The payment the owner may refund now (its latest month within the refund window), with its charge. */
  refundable: { id: string; amountCents: number } | null;
}

export const TEAM_GIFTS_PAGE_SIZE = 20;
export const MAX_TEAM_GIFTS_PAGE = 10_000;

/** GET /api/teams/:teamId/gifts?page= */
export const teamGiftsQuerySchema = z.object({ page: pageParam(MAX_TEAM_GIFTS_PAGE) });

export interface TeamGiftsPage {
  gifts: TeamGiftRow[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/teams/:teamId/money: the team's money, summed from the ledger (server/payments/ledger.ts). */
export interface TeamMoney {
  /** Every payment as charged, before refunds and fees (with what payers added to cover fees). */
  paidInCents: number;
  /** Payments less refunds and lost disputes, without what payers added to cover fees: what was raised. */
  raisedCents: number;
  /** What payers added to cover the fees, net of refunds. */
  coveredCents: number;
  refundedCents: number;
  processingFeesCents: number;
  platformFeesCents: number;
  disputedCents: number;
  /** What the team has earned: every earning entry summed. */
  netCents: number;
  /** Of that, still held by the platform (not yet transferred to the team's payout account). */
  heldCents: number;
}

import { formatCentsExact } from './money';

/*
 * What a payment costs the team before the money reaches it (decision 0030): the platform's fee, a setting
 * per plan and per kind of payment, and the card processor's price. Both are shown before anyone pays,
 * printed on the receipt and recorded with the payment (the ledger), from these definitions only.
 */

/** The smallest card payment a provider takes (Stripe: $0.50). */
export const MIN_CHARGE_CENTS = 50;

export const FEE_KINDS = ['sponsorship', 'one_time_gift', 'monthly_gift'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** The plans a fee can depend on; every account is on its Free plan until plans are sold (issue 21). */
export const TEAM_PLANS = ['team_free', 'team_pro', 'league'] as const;
export const BUSINESS_PLANS = ['business_free', 'featured_sponsor', 'community_partner'] as const;
export type TeamPlan = (typeof TEAM_PLANS)[number];
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];

/**
 * The platform's fee in basis points (1,000 = 10%) of the amount the team is given. A sponsorship goes by
 * the paying business's plan (the landing page's "commission of 8 to 10 percent"); a gift by the team's.
 */
export const PLATFORM_FEE_BPS: {
  business: Record<BusinessPlan, number>;
  team: Record<TeamPlan, Record<Exclude<FeeKind, 'sponsorship'>, number>>;
} = {
  business: { business_free: 1000, featured_sponsor: 800, community_partner: 800 },
  team: {
    team_free: { one_time_gift: 500, monthly_gift: 500 },
    team_pro: { one_time_gift: 300, monthly_gift: 300 },
    league: { one_time_gift: 300, monthly_gift: 300 },
  },
};

/**
 * What the card network charges for a chargeback (Stripe's US dispute fee): taken with the disputed amount
 * and returned if the dispute is won. Only the sandbox uses it; Stripe reports its own on each dispute.
 */
export const DISPUTE_FEE_CENTS = 1500;

/** The card processor's price per charge (Stripe's standard US card rate), on what the payer is charged. */
export const PROCESSING_FEE = { bps: 290, fixedCents: 30 } as const;

/** The plans every account is on until plans are sold (issue 21 reads each account's own). */
export const FREE_PLANS = { team: 'team_free', business: 'business_free' } as const;

export function platformFeeBps(
  kind: FeeKind,
  plans: { team: TeamPlan; business: BusinessPlan } = FREE_PLANS,
): number {
  return kind === 'sponsorship'
    ? PLATFORM_FEE_BPS.business[plans.business]
    : PLATFORM_FEE_BPS.team[plans.team][kind];
}

const ofBps = (cents: number, bps: number) => Math.round((cents * bps) / 10_000);

export function platformFeeCents(amountCents: number, bps: number): number {
  return ofBps(amountCents, bps);
}

export function processingFeeCents(chargedCents: number): number {
  return ofBps(chargedCents, PROCESSING_FEE.bps) + PROCESSING_FEE.fixedCents;
}

/**
 * What a payer adds so that the team keeps the whole amount: the least extra that still leaves the amount
 * after the processor's price (on the larger charge) and the platform's fee (on the amount).
 */
export function coverCents(amountCents: number, bps: number): number {
  const fee = platformFeeCents(amountCents, bps);
  let extra = Math.ceil(
    (fee + PROCESSING_FEE.fixedCents + (amountCents * PROCESSING_FEE.bps) / 10_000) /
      (1 - PROCESSING_FEE.bps / 10_000),
  );
  // Rounding in processingFeeCents can leave the first guess a cent either side of the least.
  while (extra > 0 && net(amountCents + extra - 1, fee) >= amountCents) extra--;
  while (net(amountCents + extra, fee) < amountCents) extra++;
  return extra;
}

function net(chargedCents: number, platformFee: number): number {
  return chargedCents - processingFeeCents(chargedCents) - platformFee;
}

export interface FeeBreakdown {
  /** What the team is given (the tier's price, the gift). */
  amountCents: number;
  /** What the payer added to cover the fees (0 unless they chose to). */
  coverCents: number;
  /** What the card is charged: amount plus cover. */
  chargedCents: number;
  platformFeeCents: number;
  processingFeeCents: number;
  /** What reaches the team: charged less both fees. */
  teamReceivesCents: number;
}

/** cover: whether the payer covers the fees (worked out here), or what they covered (as recorded). */
export function feeBreakdown(
  amountCents: number,
  bps: number,
  cover: boolean | number = false,
): FeeBreakdown {
  const added = cover === true ? coverCents(amountCents, bps) : cover === false ? 0 : cover;
  const chargedCents = amountCents + added;
  const platform = platformFeeCents(amountCents, bps);
  const processing = processingFeeCents(chargedCents);
  return {
    amountCents,
    coverCents: added,
    chargedCents,
    platformFeeCents: platform,
    processingFeeCents: processing,
    teamReceivesCents: chargedCents - processing - platform,
  };
}

/** '10%', '2.9%': a rate in basis points as people read it. */
export function formatBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** The fee lines a payer reads before paying and on the receipt, in one wording. */
export function feeLines(fees: FeeBreakdown, bps: number): { label: string; value: string }[] {
  return [
    { label: `Homefield fee (${formatBps(bps)})`, value: formatCentsExact(fees.platformFeeCents) },
    {
      label: `Card processing (${formatBps(PROCESSING_FEE.bps)} + ${formatCentsExact(PROCESSING_FEE.fixedCents)})`,
      value: formatCentsExact(fees.processingFeeCents),
    },
    { label: 'The team receives', value: formatCentsExact(fees.teamReceivesCents) },
  ];
}

/** The same figures in one sentence, for the PDF receipt. */
export function feeSentence(fees: FeeBreakdown, bps: number): string {
  return `${feeLines(fees, bps)
    .map((line) => `${line.label}: ${line.value}`)
    .join(' · ')}.`;
}

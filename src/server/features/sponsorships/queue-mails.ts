import { eq } from 'drizzle-orm';
import { feeBreakdown } from '../../../shared/fees';
import type { Deps } from '../../core/deps';
import type { DbOrTx, Tx } from '../../db/client';
import { businesses, type sponsorships, teams } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import type { FulfilContext } from '../../payments/changes';
import { teamTaxColumns, teamTaxOf } from '../../receipts/tax';
import {
  type SponsorshipReceiptInput,
  sponsorshipNoticeMail,
  sponsorshipReceiptMail,
  sponsorshipRefundMail,
} from './mails';

type Sponsorship = typeof sponsorships.$inferSelect;

/**
 * What a sponsorship's mails (and its documents) say, read from the business and the team in the caller's
 * transaction.
 */
export async function mailInput(
  tx: DbOrTx,
  deps: Deps,
  sponsorship: Sponsorship,
  context: FulfilContext,
): Promise<SponsorshipReceiptInput | null> {
  const [parties] = await tx
    .select({
      businessName: businesses.businessName,
      contactName: businesses.contactName,
      businessEmail: businesses.businessEmail,
      teamName: teams.name,
      coachName: teams.coachName,
      teamEmail: teams.contactEmail,
      ...teamTaxColumns,
    })
    .from(businesses)
    .innerJoin(teams, eq(teams.id, sponsorship.teamId))
    .where(eq(businesses.id, sponsorship.businessId));
  if (!parties) return null;
  return {
    sponsorshipId: sponsorship.id,
    amountCents: sponsorship.amount,
    paidAt: sponsorship.paidAt!,
    tierName: sponsorship.tierName,
    tierBenefits: sponsorship.tierBenefits,
    contractStartDate: sponsorship.contractStartDate,
    contractEndDate: sponsorship.contractEndDate,
    paymentId: sponsorship.providerPaymentId,
    provider: sponsorship.provider,
    business: { name: parties.businessName, contactName: parties.contactName, email: parties.businessEmail },
    team: { name: parties.teamName, coachName: parties.coachName, email: parties.teamEmail },
    appUrl: context.appUrl,
    supportEmail: deps.config.SUPPORT_EMAIL,
    platformFeeBps: sponsorship.platformFeeBps,
    fees: feeBreakdown(sponsorship.amount, sponsorship.platformFeeBps),
    tax: teamTaxOf(parties.teamName, parties),
  };
}

/** The payer's receipt and the team's notice, queued in the fulfilment transaction. */
export async function queueSponsorshipMails(
  tx: Tx,
  deps: Deps,
  sponsorship: Sponsorship,
  context: FulfilContext,
): Promise<void> {
  const input = await mailInput(tx, deps, sponsorship, context);
  if (!input) return;
  await enqueueEmail(tx, await sponsorshipReceiptMail(input));
  await enqueueEmail(tx, sponsorshipNoticeMail(input));
}

/** A paid sponsorship was refunded, in full or in part (`partCents`): the business gets its receipt again. */
export async function queueSponsorshipRefundMail(
  tx: Tx,
  deps: Deps,
  sponsorship: Sponsorship,
  refund: { refundedAt: Date; partCents: number | null },
  context: FulfilContext,
): Promise<void> {
  const input = sponsorship.paidAt ? await mailInput(tx, deps, sponsorship, context) : null;
  if (input) await enqueueEmail(tx, await sponsorshipRefundMail(input, refund.refundedAt, refund.partCents));
}

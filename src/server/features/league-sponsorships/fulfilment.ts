import { and, asc, eq, inArray, isNull, ne, or, sum } from 'drizzle-orm';
import { z } from 'zod';
import { platformFeeCents, processingFeeCents } from '../../../shared/fees';
import { splitCents } from '../../../shared/split';
import { clockOf } from '../../core/clock';
import type { Deps, PaymentPurpose, RefundReport } from '../../core/deps';
import type { Tx } from '../../db/client';
import { businesses, leagueSponsorships, refundRequests, sponsorships, teams } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import type { Changed, FulfilContext } from '../../payments/changes';
import { recordPayment, recordRefund, refundedSoFar } from '../../payments/ledger';
import type { CheckoutChange, CheckoutMetadata } from '../../payments/provider';
import { cancelSponsorships } from '../../payments/reservations';
import { createDeliverables } from '../fulfilment/service';
import { sponsorshipNoticeMail } from '../sponsorships/mails';
import { mailInput } from '../sponsorships/queue-mails';
import { leagueReceiptMail, leagueRefundMail } from './mails';

/*
 * What the provider's events do to a league sponsorship (decision 0059). Paid: one sponsorship per team it
 * named, each a share of the one charge by largest remainder, with the charge's card fee and platform fee
 * split the same way, so the shares' ledger adds up to the charge to the cent; each team's transfer is
 * made from that charge. Refunded: what is new of the refund goes to the shares refunded on their own,
 * the rest in proportion to what each still holds. All in fulfilment's transaction, each once.
 */

type LeagueSponsorship = typeof leagueSponsorships.$inferSelect;

export function leagueSponsorshipMetadata(leagueSponsorshipId: string): CheckoutMetadata {
  return { purpose: 'league_sponsorship', leagueSponsorshipId };
}

const metadataSchema = z.object({ purpose: z.literal('league_sponsorship'), leagueSponsorshipId: z.uuid() });

export const leagueSponsorshipPurpose: PaymentPurpose = {
  checkout(tx, deps, change, context) {
    const target = metadataSchema.safeParse(change.metadata);
    return target.success ? checkout(tx, deps, target.data.leagueSponsorshipId, change, context) : null;
  },
  refunded,
};

function ofCheckout(id: string, sessionId: string) {
  return and(
    eq(leagueSponsorships.id, id),
    or(isNull(leagueSponsorships.paymentSessionId), eq(leagueSponsorships.paymentSessionId, sessionId)),
  )!;
}

async function checkout(
  tx: Tx,
  deps: Deps,
  id: string,
  change: CheckoutChange,
  context: FulfilContext,
): Promise<Changed> {
  if (change.kind !== 'checkout_paid') {
    const [closed] = await tx
      .update(leagueSponsorships)
      .set({
        status: 'cancelled',
        ...(change.kind === 'checkout_failed' ? { paymentStatus: 'failed' as const } : {}),
      })
      .where(and(ofCheckout(id, change.sessionId), eq(leagueSponsorships.status, 'pending')))
      .returning({ id: leagueSponsorships.id });
    return { outcome: closed ? (change.kind === 'checkout_failed' ? 'failed' : 'closed') : 'no_change' };
  }
  const now = clockOf(deps).now();
  const [paid] = await tx
    .update(leagueSponsorships)
    .set({
      status: 'active',
      paymentStatus: 'paid',
      paidAt: now,
      paymentSessionId: change.sessionId,
      providerPaymentId: change.paymentId,
      updatedAt: now,
    })
    .where(and(ofCheckout(id, change.sessionId), eq(leagueSponsorships.status, 'pending')))
    .returning();
  if (paid) {
    const first = await splitIntoShares(tx, deps, paid, context);
    if (first) return { outcome: 'fulfilled', sponsorshipId: first, mailQueued: true };
    // Every team it named was deleted while the business paid: nobody to give it to, so it is returned.
    await tx.update(leagueSponsorships).set({ status: 'cancelled' }).where(eq(leagueSponsorships.id, id));
    return { outcome: 'refund_due' };
  }
  const [current] = await tx
    .select({ status: leagueSponsorships.status, sessionId: leagueSponsorships.paymentSessionId })
    .from(leagueSponsorships)
    .where(eq(leagueSponsorships.id, id));
  if (!current || (current.sessionId && current.sessionId !== change.sessionId))
    return { outcome: 'unmatched' };
  if (current.status !== 'cancelled') return { outcome: 'no_change' };
  // Paid for a checkout that was replaced or closed: kept so the refund can be matched (as decision 0009).
  if (change.paymentId) {
    await tx
      .update(leagueSponsorships)
      .set({ providerPaymentId: change.paymentId })
      .where(and(eq(leagueSponsorships.id, id), isNull(leagueSponsorships.providerPaymentId)));
  }
  return { outcome: 'refund_due' };
}

/** Creates the teams' shares, their ledger, checklists and notices, and the business's one receipt. */
async function splitIntoShares(
  tx: Tx,
  deps: Deps,
  paid: LeagueSponsorship,
  context: FulfilContext,
): Promise<string | undefined> {
  // A team deleted since the checkout has no share; the others split the whole payment.
  const members = await tx
    .select({ id: teams.id, seasonStartDate: teams.seasonStartDate, seasonEndDate: teams.seasonEndDate })
    .from(teams)
    .where(inArray(teams.id, paid.teamIds))
    .orderBy(asc(teams.name), asc(teams.id));
  if (members.length === 0) return undefined;
  const amounts = splitCents(
    paid.amount,
    members.map(() => 1),
  );
  const processing = splitCents(processingFeeCents(paid.amount), amounts);
  const platform = splitCents(platformFeeCents(paid.amount, paid.platformFeeBps), amounts);
  const shares = await tx
    .insert(sponsorships)
    .values(
      members.map((team, i) => {
        const season = team.seasonStartDate && team.seasonEndDate;
        return {
          teamId: team.id,
          businessId: paid.businessId,
          leagueSponsorshipId: paid.id,
          tierName: paid.tierName,
          tierBenefits: paid.tierBenefits,
          amount: amounts[i]!,
          platformFeeBps: paid.platformFeeBps,
          status: 'active' as const,
          paymentStatus: 'paid' as const,
          contractStartDate: season ? team.seasonStartDate : null,
          contractEndDate: season ? team.seasonEndDate : null,
          provider: paid.provider,
          paidAt: paid.paidAt,
        };
      }),
    )
    .returning();
  const receipts = [];
  for (const [i, share] of shares.entries()) {
    await recordPayment(tx, {
      teamId: share.teamId,
      source: { sponsorshipId: share.id },
      provider: paid.provider,
      paymentId: paid.providerPaymentId,
      occurredAt: paid.paidAt!,
      amountCents: share.amount,
      coverCents: 0,
      platformFeeBps: share.platformFeeBps,
      shareOfFees: { processingCents: processing[i]!, platformCents: platform[i]! },
    });
    await createDeliverables(tx, share.id, share.tierBenefits);
    const input = await mailInput(tx, deps, { ...share, providerPaymentId: paid.providerPaymentId }, context);
    if (!input) continue;
    receipts.push(input);
    await enqueueEmail(tx, sponsorshipNoticeMail(input));
  }
  const business = await businessContact(tx, paid.businessId);
  await enqueueEmail(tx, await leagueReceiptMail(leagueMailInput(paid, business, context), receipts));
  return shares[0]?.id;
}

async function businessContact(tx: Tx, businessId: string) {
  const [business] = await tx
    .select({ contactName: businesses.contactName, email: businesses.businessEmail })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business!;
}

const leagueMailInput = (
  row: LeagueSponsorship,
  business: { contactName: string; email: string },
  context: FulfilContext,
) => ({
  leagueSponsorshipId: row.id,
  leagueName: row.leagueName,
  tierName: row.tierName,
  amountCents: row.amount,
  paidAt: row.paidAt!,
  business,
  appUrl: context.appUrl,
});

/**
 * A refund of the league's charge: what no earlier report returned goes first to the shares an admin
 * refunded on their own (refund_requests of the share not yet in its ledger), the rest to every share in
 * proportion to what each still holds (largest remainder), so the shares' refunds add up to the
 * provider's. A share returned whole is cancelled; all of them, and the league sponsorship is too.
 */
async function refunded(
  tx: Tx,
  deps: Deps,
  report: RefundReport,
  context: FulfilContext,
): Promise<Changed | null> {
  const [row] = await tx
    .select()
    .from(leagueSponsorships)
    .where(inArray(leagueSponsorships.providerPaymentId, report.paymentIds))
    .for('update');
  if (!row) return null;
  const shares = await tx
    .select()
    .from(sponsorships)
    .where(eq(sponsorships.leagueSponsorshipId, row.id))
    .orderBy(asc(sponsorships.createdAt), asc(sponsorships.id))
    .for('update');
  if (shares.length === 0) return { outcome: 'no_change' };
  const already = await Promise.all(shares.map((s) => refundedSoFar(tx, { sponsorshipId: s.id })));
  const charged = shares.reduce((sum, s) => sum + s.amount, 0);
  const total = Math.min(report.refundedCents ?? charged, charged);
  const returned = total - already.reduce((sum, a) => sum + a, 0);
  if (returned <= 0) return { outcome: 'no_change' };
  const parts = await partsOf(tx, shares, already, returned);
  const refundedAt = clockOf(deps).now();
  for (const [i, share] of shares.entries()) {
    if (parts[i] === 0) continue;
    await recordRefund(tx, {
      source: { sponsorshipId: share.id },
      refundedCents: already[i]! + parts[i]!,
      refundId: null,
      occurredAt: refundedAt,
    });
  }
  const emptied = shares.filter((s, i) => already[i]! + parts[i]! >= s.amount).map((s) => s.id);
  if (emptied.length > 0) {
    await cancelSponsorships(tx, { where: inArray(sponsorships.id, emptied), from: ['active', 'completed'] });
  }
  const whole = total >= charged;
  if (whole) {
    await tx
      .update(leagueSponsorships)
      .set({ status: 'cancelled', updatedAt: refundedAt })
      .where(eq(leagueSponsorships.id, row.id));
  }
  const names = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(
      inArray(
        teams.id,
        shares.map((s) => s.teamId),
      ),
    );
  const nameOf = new Map(names.map((t) => [t.id, t.name]));
  const business = await businessContact(tx, row.businessId);
  await enqueueEmail(
    tx,
    leagueRefundMail(leagueMailInput(row, business, context), {
      whole,
      returnedCents: returned,
      refundedAt,
      shares: shares.flatMap((s, i) =>
        parts[i] ? [{ teamName: nameOf.get(s.teamId) ?? 'A team', amountCents: parts[i]! }] : [],
      ),
      ended: shares
        .filter((s, i) => parts[i]! > 0 && emptied.includes(s.id))
        .map((s) => nameOf.get(s.teamId) ?? 'a team'),
    }),
  );
  return { outcome: 'refunded', sponsorshipId: shares[0]!.id, mailQueued: true };
}

/** What each share gives of `returned`: its own refunds asked for first, then the rest spread. */
async function partsOf(
  tx: Tx,
  shares: (typeof sponsorships.$inferSelect)[],
  already: number[],
  returned: number,
): Promise<number[]> {
  const asked = await tx
    .select({
      sponsorshipId: refundRequests.sponsorshipId,
      cents: sum(refundRequests.amountCents).mapWith(Number),
    })
    .from(refundRequests)
    .where(
      and(
        inArray(
          refundRequests.sponsorshipId,
          shares.map((s) => s.id),
        ),
        ne(refundRequests.status, 'failed'),
      ),
    )
    .groupBy(refundRequests.sponsorshipId);
  const askedOf = new Map(asked.map((a) => [a.sponsorshipId, a.cents]));
  let rest = returned;
  const own = shares.map((s, i) => {
    const part = Math.min(Math.max((askedOf.get(s.id) ?? 0) - already[i]!, 0), rest);
    rest -= part;
    return part;
  });
  const spread = splitCents(
    rest,
    shares.map((s, i) => s.amount - already[i]! - own[i]!),
  );
  return own.map((part, i) => part + spread[i]!);
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatCentsExact } from '../../shared/money';
import { DISPUTE_CLOSED, DISPUTE_RETURNED } from '../../shared/schemas/disputes';
import { receiptReference } from '../../shared/schemas/payments';
import { splitCents } from '../../shared/split';
import { adminRecipients } from '../auth/admins';
import type { Tx } from '../db/client';
import { disputes, ledgerEntries, paymentAliases, scheduledSends, teams } from '../db/schema';
import { mailBody } from '../email/layout';
import { enqueueEmail } from '../email/outbox';
import type { Changed, FulfilContext } from './changes';
import type { PaymentChange, ProviderName } from './provider';

/*
 * Disputes (chargebacks and inquiries) as the provider reports them, in any order (decision 0037): the
 * whole dispute each time, the newest report wins. The ledger takes the amount from the team when the
 * dispute is first seen, so money not yet transferred is frozen (a payment whose net is not positive is
 * never transferred), and gives it back when the dispute ends in the team's favour. The team's owner and
 * every admin are told when it opens and when it ends, each mail once.
 */

type DisputeChange = Extract<PaymentChange, { kind: 'payment_disputed' }>;

/**
 * The disputed payment's ledger sources, by the name the provider gave it or one of its aliases: one, or
 * the team shares of a league sponsorship's one charge (decision 0059), largest first.
 */
async function disputedPayments(tx: Tx, provider: ProviderName, paymentId: string) {
  const aliases = await tx
    .select({ paymentId: paymentAliases.paymentId })
    .from(paymentAliases)
    .where(and(eq(paymentAliases.provider, provider), eq(paymentAliases.aliasId, paymentId)));
  return tx
    .select({
      teamId: ledgerEntries.teamId,
      sponsorshipId: ledgerEntries.sponsorshipId,
      donationId: ledgerEntries.donationId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'payment'),
        eq(ledgerEntries.provider, provider),
        inArray(ledgerEntries.providerRef, [paymentId, ...aliases.map((a) => a.paymentId)]),
      ),
    )
    .orderBy(desc(ledgerEntries.amount), asc(ledgerEntries.entryKey));
}

export async function paymentDisputed(
  tx: Tx,
  provider: ProviderName,
  change: DisputeChange,
  context: FulfilContext,
): Promise<Changed> {
  const payments = await disputedPayments(tx, provider, change.paymentId);
  const payment = payments[0];
  if (!payment) return { outcome: 'unmatched' };
  const closed = DISPUTE_CLOSED.includes(change.status);
  const report = {
    amountCents: change.amountCents,
    reason: change.reason,
    status: change.status,
    closedAt: closed ? change.reportedAt : null,
    reportedAt: change.reportedAt,
  };
  const [dispute] = await tx
    .insert(disputes)
    .values({
      provider,
      providerDisputeId: change.disputeId,
      teamId: payment.teamId,
      sponsorshipId: payment.sponsorshipId,
      donationId: payment.donationId,
      openedAt: change.reportedAt,
      ...report,
    })
    .onConflictDoUpdate({
      target: [disputes.provider, disputes.providerDisputeId],
      set: report,
      // Newer wins; of two reports made the same moment (Stripe's times are to the second), one that
      // closes the dispute wins over one that leaves it open.
      setWhere: sql`${disputes.reportedAt} < excluded.reported_at or (${disputes.reportedAt} = excluded.reported_at and ${disputes.closedAt} is null and excluded.closed_at is not null)`,
    })
    .returning({ id: disputes.id });
  if (!dispute) return { outcome: 'no_change' };

  const key = `${provider}:${change.disputeId}`;
  // A shared charge's dispute is taken from each share in proportion, each part under its own key.
  const shared = payments.length > 1;
  const amounts = splitCents(
    change.amountCents,
    payments.map((p) => p.amount),
  );
  const fees = splitCents(
    change.feeCents,
    payments.map((p) => p.amount),
  );
  for (const [i, part] of payments.entries()) {
    const partKey = shared ? `${key}:${part.sponsorshipId}` : key;
    const entry = {
      teamId: part.teamId,
      sponsorshipId: part.sponsorshipId,
      donationId: part.donationId,
      provider,
      providerRef: change.disputeId,
      occurredAt: change.reportedAt,
    };
    const rows: (typeof ledgerEntries.$inferInsert)[] = [
      { ...entry, entryKey: `dispute:${partKey}`, kind: 'dispute' as const, amount: -amounts[i]! },
      ...(DISPUTE_RETURNED.includes(change.status)
        ? [
            {
              ...entry,
              entryKey: `dispute_won:${partKey}`,
              kind: 'dispute_won' as const,
              amount: amounts[i]!,
            },
          ]
        : []),
    ];
    if (fees[i]! > 0) {
      rows.push({
        ...entry,
        entryKey: `dispute_fee:${partKey}`,
        kind: 'processing_fee' as const,
        amount: -fees[i]!,
      });
    }
    await tx.insert(ledgerEntries).values(rows).onConflictDoNothing({ target: ledgerEntries.entryKey });
    if (change.feeCents === 0 && DISPUTE_RETURNED.includes(change.status))
      await returnDisputeFee(tx, partKey, entry);
  }

  const opened = await tellOnce(tx, 'dispute_opened', key);
  const ended = closed && (await tellOnce(tx, 'dispute_closed', key));
  if (opened || ended) {
    const teamIds = [...new Set(payments.map((p) => p.teamId))];
    for (const [i, teamId] of teamIds.entries()) {
      await queueDisputeMails(tx, {
        teamId,
        amountCents: amounts.reduce((sum, a, j) => sum + (payments[j]!.teamId === teamId ? a : 0), 0),
        reference: receiptReference((payment.sponsorshipId ?? payment.donationId)!),
        change,
        stage: ended ? 'closed' : 'opened',
        appUrl: context.appUrl,
        // The admins hear of a shared charge's dispute once.
        admins: i === 0,
      });
    }
  }
  return { outcome: 'fulfilled', mailQueued: opened || ended };
}

/** A won dispute's fee comes back, when one was taken: the same movement the other way, once. */
async function returnDisputeFee(
  tx: Tx,
  key: string,
  entry: Omit<typeof ledgerEntries.$inferInsert, 'entryKey' | 'kind' | 'amount'>,
) {
  const [taken] = await tx
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.entryKey, `dispute_fee:${key}`));
  if (!taken) return;
  await tx
    .insert(ledgerEntries)
    .values({
      ...entry,
      entryKey: `dispute_fee_returned:${key}`,
      kind: 'processing_fee',
      amount: -taken.amount,
    })
    .onConflictDoNothing({ target: ledgerEntries.entryKey });
}

/** Claims the one mail of this kind about this dispute: true the first time only. */
async function tellOnce(tx: Tx, kind: string, subjectKey: string): Promise<boolean> {
  const [claimed] = await tx
    .insert(scheduledSends)
    .values({ kind, subjectKey })
    .onConflictDoNothing({ target: [scheduledSends.kind, scheduledSends.subjectKey] })
    .returning({ key: scheduledSends.subjectKey });
  return Boolean(claimed);
}

/** The card network's dispute fee, said when one was taken: the team bears it unless the dispute is won. */
const feeSentence = (feeCents: number) =>
  feeCents > 0
    ? ` The card network also charges a ${formatCentsExact(feeCents)} dispute fee, taken from the team's money and returned if the dispute is won.`
    : '';

async function queueDisputeMails(
  tx: Tx,
  input: {
    teamId: string;
    reference: string;
    change: DisputeChange;
    stage: 'opened' | 'closed';
    appUrl: string;
    admins: boolean;
    /** The team's part of the disputed amount (all of it unless the charge was shared). */
    amountCents: number;
  },
): Promise<void> {
  const [team] = await tx
    .select({ name: teams.name, email: teams.contactEmail, coachName: teams.coachName })
    .from(teams)
    .where(eq(teams.id, input.teamId));
  if (!team) return;
  const admins = input.admins ? await adminRecipients(tx) : [];
  const amount = formatCentsExact(input.amountCents);
  const returned = DISPUTE_RETURNED.includes(input.change.status);
  const subject =
    input.stage === 'opened'
      ? `A payment to ${team.name} is disputed (${input.reference})`
      : `Dispute ${returned ? 'won' : 'lost'}: ${input.reference} to ${team.name}`;
  const lead =
    input.stage === 'opened'
      ? `The card holder's bank has disputed payment ${input.reference} of ${amount} to ${team.name} (reason given: ${input.change.reason.replaceAll('_', ' ')}). Homefield holds ${amount} back from the team's money until the bank decides; we answer the bank with the payment's records.${feeSentence(input.change.feeCents)}`
      : returned
        ? `The dispute over payment ${input.reference} to ${team.name} ended in the team's favour: the ${amount} held back is the team's again.`
        : `The dispute over payment ${input.reference} to ${team.name} was lost: the bank returned ${amount} to the card holder, and it no longer counts as the team's money. What of it was already sent to the team's payout account is taken back from its next payouts.`;
  const recipients = [
    { to: team.email, name: team.coachName, link: `${input.appUrl}/team-dashboard`, teamId: input.teamId },
    ...admins.map((a) => ({
      to: a.email,
      name: a.name ?? 'there',
      link: `${input.appUrl}/admin`,
      teamId: null,
    })),
  ];
  for (const r of recipients) {
    await enqueueEmail(tx, {
      kind: input.stage === 'opened' ? 'dispute_opened' : 'dispute_closed',
      to: r.to,
      toName: r.name,
      teamId: r.teamId,
      subject,
      ...mailBody([`Hi ${r.name},`, lead, { link: 'Open Homefield', href: r.link }]),
    });
  }
}

import { formatCalendarDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import { PLAN_GRACE_DAYS, PLANS } from '../../../shared/plans';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import type { PlanSubscriptionRow, planInvoices } from '../../db/schema';
import { type MailBlock, mailBody } from '../../email/layout';
import { enqueueEmail } from '../../email/outbox';
import { accountOf, billingPath } from './account';
import { planInvoiceAttachment } from './invoice';

/* What a team's or business's owner is told about its plan: bought, renewed, a renewal failed, back on Free. */

export type PlanMailEvent =
  | { kind: 'started' | 'renewed' | 'changed'; invoice: typeof planInvoices.$inferSelect }
  | { kind: 'failed' | 'ended' };

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date) => formatCalendarDate(date.toISOString());

const freeLimits = (kind: 'team' | 'business') =>
  PLANS[`${kind}_free`].features.slice(0, 2).join(', ').toLowerCase();

/** What the end of a plan means for each kind of account: a lapse, the end, and what then holds. */
const AFTER_PLAN = {
  team: {
    lapse: `the team moves to the Free plan (${freeLimits('team')})`,
    ended: `the team is on the Free plan (${freeLimits('team')})`,
    afterwards: `sponsors beyond the Free plan's ${PLANS.team_free.sponsorLimit} stay until their contracts end, and new ones wait until you upgrade`,
  },
  business: {
    lapse: `your business moves to the Free plan (${freeLimits('business')})`,
    ended: `your business is on the Free plan (${freeLimits('business')})`,
    afterwards:
      "new sponsorships carry the Free plan's commission, and your business is no longer placed first",
  },
  league: {
    lapse: "the League Plan ends: the league's teams go back to their own plans",
    ended: "the league's teams are back on their own plans",
    afterwards:
      'your teams stay in the league, and the league dashboard and invitations open again when you choose the plan',
  },
} as const;

export async function queuePlanMail(
  db: DbOrTx,
  deps: Deps,
  row: PlanSubscriptionRow,
  event: PlanMailEvent,
): Promise<void> {
  const account = await accountOf(db, row);
  if (!account) return;
  const plan = PLANS[row.plan];
  const billing = `${deps.config.publicUrl}${billingPath(account)}`;
  const after = AFTER_PLAN[account.kind];
  const manage: MailBlock = { link: 'Your plan, invoices and card', href: billing };
  const mail = ((): { subject: string; lines: MailBlock[] } => {
    switch (event.kind) {
      case 'started':
        return {
          subject: `${account.name} is on ${plan.name}`,
          lines: [
            `Thank you: ${account.name} is on ${plan.name} from today, paid until ${day(row.paidUntil!)}. Your invoice for ${formatCentsExact(event.invoice.amountCents)} is attached.`,
            `${plan.features.join(', ')}: all of it is on now.`,
            manage,
          ],
        };
      case 'renewed':
        return {
          subject: `${plan.name} renewed for ${account.name}`,
          lines: [
            `${account.name}'s ${plan.name} plan renewed for ${formatCentsExact(event.invoice.amountCents)}, paid until ${day(row.paidUntil!)}. The invoice is attached.`,
            manage,
          ],
        };
      case 'changed':
        return {
          subject: `${account.name} is on ${plan.name}`,
          lines: [
            `${account.name} moved to ${plan.name} today. The rest of this period, until ${day(row.paidUntil!)}, came to ${formatCentsExact(event.invoice.amountCents)}; the invoice is attached. From then on it renews at ${plan.price} ${plan.period}.`,
            `${plan.features.join(', ')}: all of it is on now.`,
            manage,
          ],
        };
      case 'failed':
        return {
          subject: `We could not renew ${plan.name} for ${account.name}`,
          lines: [
            `The card on file was declined when ${account.name}'s ${plan.name} plan renewed. Nothing changes for ${PLAN_GRACE_DAYS} days, until ${day(new Date(row.pastDueSince!.getTime() + PLAN_GRACE_DAYS * DAY_MS))}, while we try the card again.`,
            { link: 'Update the card here so the plan carries on', href: billing },
            `If it cannot be charged, ${after.lapse}. Nothing is deleted: what goes past the Free plan is kept, read-only, until you upgrade again.`,
          ],
        };
      case 'ended':
        return {
          subject: `${account.name} is on the Free plan now`,
          lines: [
            `${account.name}'s ${plan.name} plan has ended, and ${after.ended}.`,
            { link: `Everything you have on Homefield is still there; ${after.afterwards}`, href: billing },
          ],
        };
    }
  })();
  const attachments =
    event.kind === 'started' || event.kind === 'renewed' || event.kind === 'changed'
      ? [
          await planInvoiceAttachment({
            ...event.invoice,
            account,
            supportEmail: deps.config.SUPPORT_EMAIL,
          }),
        ]
      : [];
  await enqueueEmail(db, {
    kind: `plan_${event.kind}`,
    to: account.email,
    toName: account.contactName,
    ...(row.teamId && { teamId: row.teamId }),
    subject: mail.subject,
    attachments,
    ...mailBody([`Hi ${account.contactName},`, ...mail.lines]),
  });
}

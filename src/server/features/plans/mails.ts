import { eq } from 'drizzle-orm';
import { formatCalendarDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import { PLAN_GRACE_DAYS, PLANS } from '../../../shared/plans';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { type PlanSubscriptionRow, type planInvoices, teams } from '../../db/schema';
import { paragraphsBody } from '../../email/html';
import { enqueueEmail } from '../../email/outbox';
import { planInvoiceAttachment } from './invoice';

/* What a team's owner is told about its plan: bought, renewed, a renewal failed, back on Free. */

export type PlanMailEvent =
  | { kind: 'started' | 'renewed'; invoice: typeof planInvoices.$inferSelect }
  | { kind: 'failed' | 'ended' };

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date) => formatCalendarDate(date.toISOString());

export async function queuePlanMail(
  db: DbOrTx,
  deps: Deps,
  row: PlanSubscriptionRow,
  event: PlanMailEvent,
): Promise<void> {
  const [team] = await db
    .select({ name: teams.name, coach: teams.coachName, email: teams.contactEmail })
    .from(teams)
    .where(eq(teams.id, row.teamId));
  if (!team) return;
  const plan = PLANS[row.plan];
  const billing = `${deps.config.publicUrl}/billing`;
  const free = PLANS.team_free;
  const freeLimits = free.features.slice(0, 2).join(', ').toLowerCase();
  const mail = (() => {
    switch (event.kind) {
      case 'started':
        return {
          subject: `${team.name} is on ${plan.name}`,
          lines: [
            `Thank you: ${team.name} is on ${plan.name} from today, paid until ${day(row.paidUntil!)}. Your invoice for ${formatCentsExact(event.invoice.amountCents)} is attached.`,
            `${plan.features.join(', ')}: all of it is on now.`,
            `Your plan, invoices and card: ${billing}`,
          ],
        };
      case 'renewed':
        return {
          subject: `${plan.name} renewed for ${team.name}`,
          lines: [
            `${team.name}'s ${plan.name} plan renewed for ${formatCentsExact(event.invoice.amountCents)}, paid until ${day(row.paidUntil!)}. The invoice is attached.`,
            `Your plan, invoices and card: ${billing}`,
          ],
        };
      case 'failed':
        return {
          subject: `We could not renew ${plan.name} for ${team.name}`,
          lines: [
            `The card on file was declined when ${team.name}'s ${plan.name} plan renewed. Nothing changes for ${PLAN_GRACE_DAYS} days, until ${day(new Date(row.pastDueSince!.getTime() + PLAN_GRACE_DAYS * DAY_MS))}, while we try the card again.`,
            `Update the card here so the plan carries on: ${billing}`,
            `If it cannot be charged, the team moves to the Free plan (${freeLimits}). Nothing is deleted: what goes past the Free plan is kept, read-only, until you upgrade again.`,
          ],
        };
      case 'ended':
        return {
          subject: `${team.name} is on the Free plan now`,
          lines: [
            `${team.name}'s ${plan.name} plan has ended, and the team is on the Free plan (${freeLimits}).`,
            `Your sponsors, players, payments and reports are all still there; sponsors beyond the Free plan's ${free.sponsorLimit} stay until their contracts end, and new ones wait until you upgrade: ${billing}`,
          ],
        };
    }
  })();
  const attachments =
    event.kind === 'started' || event.kind === 'renewed'
      ? [
          await planInvoiceAttachment({
            ...event.invoice,
            plan: row.plan,
            team: { name: team.name, contactEmail: team.email },
            supportEmail: deps.config.SUPPORT_EMAIL,
          }),
        ]
      : [];
  await enqueueEmail(db, {
    kind: `plan_${event.kind}`,
    to: team.email,
    toName: team.coach,
    teamId: row.teamId,
    subject: mail.subject,
    attachments,
    ...paragraphsBody([`Hi ${team.coach},`, ...mail.lines, 'The Homefield team']),
  });
}

import { AlertTriangle, CalendarClock, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { type PaidPlan, PLANS } from '../../../shared/plans';
import type { PlanView } from '../../../shared/schemas/plans';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { ApiError } from '../../lib/api';
import { shieldAfterClose } from '../../lib/one-press';
import { ProviderButton } from '../payments/ProviderButton';
import { useChangePlan, usePlanCardPage, useSetPlanRenewal } from './api';

function status(view: PlanView): { label: string; tone: BadgeTone } {
  const sub = view.subscription;
  if (!sub)
    return PLANS[view.plan].priceCents > 0
      ? { label: 'Through your league', tone: 'paid' }
      : { label: 'Free', tone: 'neutral' };
  if (sub.status === 'past_due') return { label: 'Payment failed', tone: 'failed' };
  if (sub.cancelAtPeriodEnd) return { label: 'Ending', tone: 'pending' };
  return { label: 'Active', tone: 'paid' };
}

const WHO = { team: 'your team', business: 'your business', league: "your league's teams" } as const;

/** What cancelling leads to, once the paid period is over. */
const AFTER_CANCEL = {
  team: 'your team moves to Free: sponsors you have stay until their contracts end',
  business: 'your business moves to Free: sponsorships you have are kept',
  league: "your league's teams go back to their own plans and stay in the league",
} as const;

/** One sentence on where the plan stands and what happens next. */
function nextLine(view: PlanView): string {
  const sub = view.subscription;
  const plan = PLANS[view.plan];
  const who = WHO[view.account.kind];
  if (!sub && plan.priceCents > 0)
    return "Your league's League Plan covers your team: unlimited sponsors and the lower fee on gifts. Nothing to pay here.";
  if (!sub && view.account.kind === 'league')
    return 'Choose the League Plan to invite your teams and follow them on one dashboard.';
  if (!sub) return 'No card needed. Upgrade whenever your season needs it.';
  const until = sub.paidUntil ? formatDate(sub.paidUntil) : null;
  if (sub.status === 'past_due') {
    return plan.priceCents === 0
      ? `The last renewal of ${PLANS[sub.plan].name} could not be charged, so ${who} is on Free for now. Update the card and the plan comes back as soon as it is charged.`
      : `The last renewal could not be charged. ${plan.name} stays on until ${formatDate(sub.graceUntil ?? '')} while we try the card again; update it to keep the plan.`;
  }
  if (sub.pendingPlan && PLANS[sub.pendingPlan].priceCents > plan.priceCents)
    return `Switching to ${PLANS[sub.pendingPlan].name} once the payment provider confirms the prorated payment.`;
  if (sub.pendingPlan && PLANS[sub.pendingPlan].priceCents < plan.priceCents)
    return `Moves to ${PLANS[sub.pendingPlan].name} on ${until}, at ${PLANS[sub.pendingPlan].price} ${PLANS[sub.pendingPlan].period}. Until then, ${plan.name} stays on.`;
  if (sub.cancelAtPeriodEnd)
    return `${plan.name} ends on ${until}. After that ${who} ${view.account.kind === 'league' ? 'are on their own plans' : 'is on Free'}; nothing is deleted.`;
  return `Renews on ${until} for ${plan.price}. Cancel any time; the plan runs to the end of what you paid for.`;
}

/** A Free account's places: a team's sponsors or a business's deals, and what happens once all are taken. */
function SponsorPlaces({
  held,
  limit,
  kind,
}: {
  held: number;
  limit: number;
  kind: PlanView['account']['kind'];
}) {
  const what = kind === 'team' ? 'Sponsors' : 'Deals at a time';
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-navy">{what}</span>
        <span className="text-slate-600 tabular-nums">
          {held} of {limit}
        </span>
      </div>
      <ProgressBar
        value={Math.min(held, limit)}
        max={limit}
        label={`${held} of ${limit} ${kind === 'team' ? 'sponsors' : 'deals'}`}
      />
      {held >= limit && (
        <p className="text-sm text-slate-700">
          {kind === 'team'
            ? 'Your team has every sponsor the Free plan holds. The next business that tries is told to check back; upgrade to take them.'
            : 'Your business holds every sponsorship the Free plan allows at a time. Upgrade for unlimited deals, or start a new one once a contract ends.'}
        </p>
      )}
    </div>
  );
}

/** The plan in force, its state, the sponsor places it leaves (Free), and the card and renewal controls. */
export function CurrentPlan({ view }: { view: PlanView }) {
  const [confirming, setConfirming] = useState(false);
  const card = usePlanCardPage(view.account);
  const renewal = useSetPlanRenewal(view.account);
  const change = useChangePlan(view.account);
  const plan = PLANS[view.plan];
  const sub = view.subscription;
  const badge = status(view);

  const setRenewal = (cancel: boolean) =>
    renewal.mutate(cancel, {
      onSuccess: (next) => {
        // "Keep" and "Cancel plan" take each other's place: a second press must not undo the first.
        shieldAfterClose();
        setConfirming(false);
        toast.success(cancel ? 'Your plan will not renew' : `${PLANS[next.plan].name} renews again`);
      },
      onError: (error) =>
        toast.error('Could not change the plan', {
          description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        }),
    });

  return (
    <Card className="p-5 sm:p-8">
      <section aria-label="Current plan" className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm font-medium text-slate-500">Current plan</p>
            <h2 className="mt-0.5 text-2xl font-bold text-navy">{plan.name}</h2>
          </div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className="flex gap-2 text-slate-700">
          {sub?.status === 'past_due' ? (
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
          ) : (
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
          )}
          {nextLine(view)}
        </p>
        {view.sponsors.limit !== null && (
          <SponsorPlaces held={view.sponsors.held} limit={view.sponsors.limit} kind={view.account.kind} />
        )}
        {sub && (
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
            <ProviderButton start={card} errorTitle="Could not open the card page" variant="secondary">
              <CreditCard className="size-4" aria-hidden />
              Update card
            </ProviderButton>
            {sub.pendingPlan && (
              <Button
                variant="secondary"
                loading={change.isPending}
                onClick={() =>
                  change.mutate(sub.plan as PaidPlan, {
                    onSuccess: () => {
                      // "Cancel plan" moves into this button's place: a second press must not open it.
                      shieldAfterClose();
                      toast.success(`${PLANS[sub.plan].name} stays on`);
                    },
                  })
                }
              >
                Keep {PLANS[sub.plan].name}
              </Button>
            )}
            {sub.cancelAtPeriodEnd ? (
              <Button variant="secondary" loading={renewal.isPending} onClick={() => setRenewal(false)}>
                Keep {PLANS[sub.plan].name}
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                Cancel plan
              </Button>
            )}
          </div>
        )}
      </section>
      {sub && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Cancel ${PLANS[sub.plan].name}?`}
          description={`It stays on until ${sub.paidUntil ? formatDate(sub.paidUntil) : 'the end of the period'} and is not charged again. Then ${AFTER_CANCEL[view.account.kind]}, and nothing is deleted.`}
          confirmLabel="Cancel plan"
          pending={renewal.isPending}
          onConfirm={() => setRenewal(true)}
        />
      )}
    </Card>
  );
}

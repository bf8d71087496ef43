import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { formatBps, PLATFORM_FEE_BPS } from '../../../shared/fees';
import { type PaidPlan, PLANS, type PlanId } from '../../../shared/plans';
import type { PlanView } from '../../../shared/schemas/plans';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ApiError } from '../../lib/api';
import { ProviderButton } from '../payments/ProviderButton';
import { useChangePlan, useStartPlanCheckout } from './api';

const CHOICES = {
  team: ['team_free', 'team_pro'],
  business: ['business_free', 'featured_sponsor', 'community_partner'],
  league: ['league'],
} as const;

const HEADING = {
  team: 'Plans for teams',
  business: 'Plans for businesses',
  league: 'The League Plan',
} as const;

/** The fee each plan charges, in the words of the fee lines (shared/fees.ts). */
function feeLine(plan: (typeof CHOICES)[keyof typeof CHOICES][number]): string {
  if (plan === 'league')
    return `Unlimited sponsors and a ${formatBps(PLATFORM_FEE_BPS.team.league.one_time_gift)} Homefield fee on gifts, for every team`;
  return plan === 'team_free' || plan === 'team_pro'
    ? `${formatBps(PLATFORM_FEE_BPS.team[plan].one_time_gift)} Homefield fee on gifts`
    : `${formatBps(PLATFORM_FEE_BPS.business[plan])} commission on sponsorships`;
}

function Upgrade({ view, plan }: { view: PlanView; plan: PaidPlan }) {
  const start = useStartPlanCheckout(view.account, plan);
  if (view.openCheckoutUrl) {
    // A checkout already open (another tab, a back button): the same one, not a second.
    return (
      <a href={view.openCheckoutUrl} className={`${buttonClasses('primary', 'md')} w-full`}>
        Continue to payment
      </a>
    );
  }
  return (
    <ProviderButton
      start={start}
      errorTitle="Could not open the checkout"
      className="w-full text-center whitespace-normal!"
    >
      Upgrade to {PLANS[plan].name}
    </ProviderButton>
  );
}

/**
 * The other paid plan, from a paid plan: up is charged now for the rest of the period, down waits for the
 * renewal (decision 0056). A switch already waiting says so instead of offering it again.
 */
function Switch({ view, plan }: { view: PlanView; plan: PaidPlan }) {
  const change = useChangePlan(view.account);
  const up = PLANS[plan].priceCents > PLANS[view.plan].priceCents;
  if (view.subscription?.pendingPlan === plan) {
    return (
      <p className="text-center text-sm text-slate-600">
        {up ? 'Waiting for the payment provider to confirm the switch.' : 'Starts with your next renewal.'}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Button
        variant={up ? 'primary' : 'secondary'}
        className="w-full whitespace-normal!"
        loading={change.isPending}
        onClick={() =>
          change.mutate(plan, {
            onSuccess: () =>
              toast.success(
                up ? `Switched to ${PLANS[plan].name}` : `${PLANS[plan].name} starts at your renewal`,
              ),
            onError: (error) =>
              toast.error('Could not switch plans', {
                description:
                  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
              }),
          })
        }
      >
        Switch to {PLANS[plan].name}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {up
          ? 'The rest of this period is charged now, prorated.'
          : 'From your next renewal; nothing is charged or refunded now.'}
      </p>
    </div>
  );
}

/** What the card of a plan that is neither current nor buyable now says instead of a button. */
function Instead({ id }: { id: PlanId }) {
  const text =
    PLANS[id].priceCents === 0
      ? 'To move back to Free, cancel your plan above.'
      : `To move to ${PLANS[id].name}, update your card above first.`;
  return <p className="text-center text-sm text-slate-600">{text}</p>;
}

/**
 * The account's plans side by side (Free and Team Pro for a team; Free, Featured Sponsor and Community
 * Partner for a business), with what each holds, from the same definitions the server enforces.
 */
export function PlanOptions({ view, highlight }: { view: PlanView; highlight: PlanId | null }) {
  const onFree = PLANS[view.plan].priceCents === 0;
  const choices = CHOICES[view.account.kind];
  return (
    <section aria-labelledby="plan-options" className="space-y-4">
      <h2 id="plan-options" className="text-xl font-bold">
        {HEADING[view.account.kind]}
      </h2>
      <ul
        className={`grid gap-4 ${choices.length > 1 ? 'sm:grid-cols-2' : ''} ${choices.length > 2 ? 'lg:grid-cols-3' : ''}`}
      >
        {choices.map((id) => {
          const plan = PLANS[id];
          const current = view.plan === id;
          const featured = !current && (highlight ? highlight === id : plan.mostPopular);
          return (
            <li key={id}>
              <Card
                className={`flex h-full flex-col p-5 sm:p-6 ${featured ? 'ring-2 ring-navy' : ''}`}
                aria-current={current ? 'true' : undefined}
              >
                <h3 className="text-lg font-semibold text-navy">{plan.name}</h3>
                <p className="mt-2 flex items-baseline gap-1.5">
                  <span className="text-3xl font-bold text-navy tabular-nums">{plan.price}</span>
                  {plan.period && <span className="text-slate-600">{plan.period}</span>}
                </p>
                <ul className="mt-4 flex-1 space-y-2">
                  {[...plan.features, feeLine(id)].map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-slate-700">
                      <Check className="mt-0.5 size-5 shrink-0 text-field" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className="mt-6">
                  {current ? (
                    <p className="rounded-[var(--radius-control)] bg-slate-50 px-3 py-2.5 text-center text-sm font-semibold text-slate-700 ring-1 ring-slate-200">
                      Your current plan
                    </p>
                  ) : onFree && plan.priceCents > 0 ? (
                    <Upgrade view={view} plan={id as PaidPlan} />
                  ) : plan.priceCents > 0 && view.subscription?.status === 'active' ? (
                    <Switch view={view} plan={id as PaidPlan} />
                  ) : (
                    <Instead id={id} />
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Check } from 'lucide-react';
import { formatBps, PLATFORM_FEE_BPS } from '../../../shared/fees';
import { type PaidPlan, PLANS, type PlanId } from '../../../shared/plans';
import type { PlanView } from '../../../shared/schemas/plans';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ProviderButton } from '../payments/ProviderButton';
import { useStartPlanCheckout } from './api';

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

/** What the card of a plan that is neither current nor buyable now says instead of a button. */
function Instead({ id }: { id: PlanId }) {
  const text =
    PLANS[id].priceCents === 0
      ? 'To move back to Free, cancel your plan above.'
      : `To move to ${PLANS[id].name}, cancel your plan above; switch once it ends.`;
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

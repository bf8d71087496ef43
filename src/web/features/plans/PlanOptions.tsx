import { Check } from 'lucide-react';
import { formatBps, PLATFORM_FEE_BPS } from '../../../shared/fees';
import { PLANS, type TeamPaidPlan } from '../../../shared/plans';
import type { TeamPlanView } from '../../../shared/schemas/plans';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ProviderButton } from '../payments/ProviderButton';
import { useStartPlanCheckout } from './api';

const CHOICES = ['team_free', 'team_pro'] as const;

/** The gift fee each plan charges, in the words of the fee lines (shared/fees.ts). */
const giftFee = (plan: (typeof CHOICES)[number]) =>
  `${formatBps(PLATFORM_FEE_BPS.team[plan].one_time_gift)} Homefield fee on gifts`;

function Upgrade({ view, plan }: { view: TeamPlanView; plan: TeamPaidPlan }) {
  const start = useStartPlanCheckout(view.teamId, plan);
  if (view.openCheckoutUrl) {
    // A checkout already open (another tab, a back button): the same one, not a second.
    return (
      <a href={view.openCheckoutUrl} className={`${buttonClasses('primary', 'md')} w-full`}>
        Continue to payment
      </a>
    );
  }
  return (
    <ProviderButton start={start} errorTitle="Could not open the checkout" className="w-full">
      Upgrade to {PLANS[plan].name}
    </ProviderButton>
  );
}

/** Free and Team Pro side by side, with what each holds, from the same definitions the server enforces. */
export function PlanOptions({ view, highlight }: { view: TeamPlanView; highlight: boolean }) {
  return (
    <section aria-labelledby="plan-options" className="space-y-4">
      <h2 id="plan-options" className="text-xl font-bold">
        Plans for teams
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map((id) => {
          const plan = PLANS[id];
          const current = view.plan === id;
          const featured = id === 'team_pro' && (highlight || plan.mostPopular) && !current;
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
                  {[...plan.features, giftFee(id)].map((feature) => (
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
                  ) : id === 'team_pro' ? (
                    <Upgrade view={view} plan={id} />
                  ) : (
                    <p className="text-center text-sm text-slate-600">
                      To move back to Free, cancel your plan above.
                    </p>
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

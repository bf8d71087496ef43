import { AlertTriangle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates';
import { PLANS } from '../../../shared/plans';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { usePlan } from './api';

/**
 * The dashboard's word about the plan when it needs the coach: every Free sponsor place taken (the
 * upgrade offer), or a renewal that failed. Nothing otherwise.
 */
export function PlanNotice({ teamId }: { teamId: string }) {
  const { data } = usePlan({ kind: 'team', id: teamId });
  if (!data) return null;
  const { held, limit } = data.sponsors;
  const failed = data.subscription?.status === 'past_due';
  if (!failed && (limit === null || held < limit)) return null;
  const pro = PLANS.team_pro;
  return (
    <Card
      className={`flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between ${failed ? 'border-danger/40' : 'border-gold/60 bg-amber-bg/50!'}`}
    >
      <div className="flex items-start gap-3">
        {failed ? (
          <AlertTriangle className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden />
        ) : (
          <Sparkles className="mt-0.5 size-6 shrink-0 text-amber" aria-hidden />
        )}
        <div>
          <h2 className="text-lg font-semibold">
            {failed ? 'Your plan’s renewal failed' : `All ${limit} Free sponsor places are taken`}
          </h2>
          <p className="text-slate-700">
            {failed
              ? `Update the card by ${formatDate(data.subscription?.graceUntil ?? '')} to keep ${PLANS[data.subscription!.plan].name}.`
              : `Businesses that want to sponsor you now are asked to check back. ${pro.name} (${pro.price} ${pro.period}) takes unlimited sponsors.`}
          </p>
        </div>
      </div>
      <Link
        to={failed ? '/billing' : '/billing?plan=team_pro'}
        className={`${buttonClasses(failed ? 'secondary' : 'primary', 'md')} shrink-0`}
      >
        {failed ? 'Update card' : `See ${pro.name}`}
      </Link>
    </Card>
  );
}

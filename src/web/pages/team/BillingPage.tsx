import { ArrowLeft, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PLANS } from '../../../shared/plans';
import type { Team } from '../../../shared/schemas/team';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTeamPlan } from '../../features/plans/api';
import { CurrentPlan } from '../../features/plans/CurrentPlan';
import { InvoiceList } from '../../features/plans/InvoiceList';
import { PlanOptions } from '../../features/plans/PlanOptions';
import { useMyTeam } from '../../features/teams/api';
import { Guard } from '../../lib/guard';

function BillingSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Loading your plan</span>
      <Skeleton className="h-48 w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}

/**
 * Back from the provider's checkout (?checkout=done): the plan starts when the provider reports the
 * payment, which may be a moment behind; the page asks again until it has, and says so once.
 */
function useCheckoutReturn(planIsPaid: boolean | undefined) {
  const [params, setParams] = useSearchParams();
  const back = params.get('checkout');
  const told = useRef(false);
  useEffect(() => {
    if (!back || told.current) return;
    if (back === 'done' && !planIsPaid) return;
    told.current = true;
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    if (back === 'done') toast.success('Payment received', { description: 'Your new plan is on.' });
    else toast.info('Checkout cancelled', { description: 'Nothing was charged. Your plan has not changed.' });
  }, [back, planIsPaid, setParams]);
  return back === 'done' && !told.current;
}

function Billing({ team }: { team: Team }) {
  const [params] = useSearchParams();
  const waiting = params.get('checkout') === 'done';
  const plan = useTeamPlan(team.id, { watch: waiting });
  const paid = plan.data ? plan.data.plan !== 'team_free' : undefined;
  const watching = useCheckoutReturn(paid);
  if (plan.isPending) return <BillingSkeleton />;
  if (plan.isError) {
    return (
      <EmptyState
        title="Could not load your plan"
        description="Please try again."
        action={
          <button type="button" className={buttonClasses('primary')} onClick={() => plan.refetch()}>
            Try again
          </button>
        }
      />
    );
  }
  return (
    <div className="space-y-8">
      {watching && (
        <p
          role="status"
          className="rounded-[var(--radius-control)] bg-slate-50 px-4 py-3 text-slate-700 ring-1 ring-slate-200"
        >
          Waiting for the payment provider to confirm your payment…
        </p>
      )}
      <CurrentPlan view={plan.data} />
      <PlanOptions view={plan.data} highlight={params.get('plan') === 'team_pro'} />
      <InvoiceList view={plan.data} />
    </div>
  );
}

function BillingContent() {
  const { team, isPending } = useMyTeam();
  if (isPending) return <BillingSkeleton />;
  if (!team) {
    return (
      <EmptyState
        icon={<Users aria-hidden />}
        title="Register your team first"
        description={`Plans belong to a team. Create your team profile, then come back to choose ${PLANS.team_pro.name}.`}
        action={
          <Link to="/team-signup" className={buttonClasses('primary')}>
            Create Team Profile
          </Link>
        }
      />
    );
  }
  return (
    <>
      <header className="mb-8">
        <Link to="/team-dashboard" className={`${buttonClasses('ghost', 'sm')} -ml-3`}>
          <ArrowLeft className="size-4" aria-hidden />
          Dashboard
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words sm:text-3xl">Plan and billing</h1>
        <p className="mt-1 text-slate-600">{team.name}</p>
      </header>
      <Billing team={team} />
    </>
  );
}

/** /billing: a team's plan, its upgrade through the provider's checkout, its card, renewal and invoices. */
export default function BillingPage() {
  return (
    <Guard>
      <PageShell title="Plan and billing">
        <div className="mx-auto max-w-3xl">
          <BillingContent />
        </div>
      </PageShell>
    </Guard>
  );
}

import { ArrowLeft, Building2, Trophy, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/plans';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMyBusiness } from '../../features/businesses/api';
import { useMyLeague } from '../../features/leagues/api';
import { type PlanAccountRef, usePlan } from '../../features/plans/api';
import { CurrentPlan } from '../../features/plans/CurrentPlan';
import { InvoiceList } from '../../features/plans/InvoiceList';
import { PlanOptions } from '../../features/plans/PlanOptions';
import { useMyTeam } from '../../features/teams/api';
import { Guard } from '../../lib/guard';
import { useSession } from '../../lib/session';

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

/** The plan the landing page's button asked for (?plan=), to be drawn out among the choices. */
function askedFor(value: string | null): PlanId | null {
  return PLAN_IDS.find((id) => id === value) ?? null;
}

function Billing({ account }: { account: PlanAccountRef }) {
  const [params] = useSearchParams();
  const waiting = params.get('checkout') === 'done';
  const plan = usePlan(account, { watch: waiting });
  const paid = plan.data ? PLANS[plan.data.plan].priceCents > 0 : undefined;
  const watching = useCheckoutReturn(paid);
  if (plan.isPending) return <BillingSkeleton />;
  // A team in a league on the League Plan has nothing to choose here: its league's plan covers it.
  const coveredByLeague = plan.data?.account.kind === 'team' && plan.data.plan === 'league';
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
      {!coveredByLeague && <PlanOptions view={plan.data} highlight={askedFor(params.get('plan'))} />}
      <InvoiceList view={plan.data} />
    </div>
  );
}

function Header({ name, dashboard }: { name: string; dashboard: string }) {
  return (
    <header className="mb-8">
      <Link to={dashboard} className={`${buttonClasses('ghost', 'sm')} -ml-3`}>
        <ArrowLeft className="size-4" aria-hidden />
        Dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words sm:text-3xl">Plan and billing</h1>
      <p className="mt-1 text-slate-600">{name}</p>
    </header>
  );
}

/** What the page says and links to for each kind of account. */
const KINDS = {
  team: {
    icon: <Users aria-hidden />,
    noun: 'team',
    signup: '/team-signup',
    create: 'Create Team Profile',
    plan: PLANS.team_pro.name,
    dashboard: '/team-dashboard',
  },
  business: {
    icon: <Building2 aria-hidden />,
    noun: 'business',
    signup: '/business-signup',
    create: 'Create Business Profile',
    plan: PLANS.featured_sponsor.name,
    dashboard: '/business-dashboard',
  },
  league: {
    icon: <Trophy aria-hidden />,
    noun: 'league',
    signup: '/league',
    create: 'Start a league',
    plan: PLANS.league.name,
    dashboard: '/league',
  },
} as const;

function AccountBilling({
  kind,
  account,
  pending,
}: {
  kind: keyof typeof KINDS;
  account: { id: string; name: string } | null;
  pending: boolean;
}) {
  const copy = KINDS[kind];
  if (pending) return <BillingSkeleton />;
  if (!account) {
    return (
      <EmptyState
        icon={copy.icon}
        title={`Register your ${copy.noun} first`}
        description={`Plans belong to a ${copy.noun}. Create your ${copy.noun} profile, then come back to choose ${copy.plan}.`}
        action={
          <Link to={copy.signup} className={buttonClasses('primary')}>
            {copy.create}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <Header name={account.name} dashboard={copy.dashboard} />
      <Billing account={{ kind, id: account.id }} />
    </>
  );
}

function BusinessBilling() {
  const { business, isPending } = useMyBusiness();
  const account = business && { id: business.id, name: business.businessName };
  return <AccountBilling kind="business" account={account} pending={isPending} />;
}

function TeamBilling() {
  const { team, isPending } = useMyTeam();
  return (
    <AccountBilling kind="team" account={team && { id: team.id, name: team.name }} pending={isPending} />
  );
}

function LeagueBilling() {
  const league = useMyLeague();
  const account = league.data && { id: league.data.id, name: league.data.name };
  return <AccountBilling kind="league" account={account ?? null} pending={league.isPending} />;
}

/** A business account sees its business's plans; a team account its team's, or its league's when asked. */
function BillingContent() {
  const { type } = useSession();
  const [params] = useSearchParams();
  if (type === 'business') return <BusinessBilling />;
  const league = params.get('account') === 'league' || params.get('plan') === 'league';
  return league ? <LeagueBilling /> : <TeamBilling />;
}

/**
 * /billing: the plan of the signed-in user's team or business, its upgrade through the provider's checkout,
 * its card, renewal and invoices.
 */
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

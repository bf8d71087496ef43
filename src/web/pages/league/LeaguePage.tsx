import { ArrowLeft, CreditCard, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '../../../shared/plans';
import type { LeagueView } from '../../../shared/schemas/leagues';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { CalloutCard } from '../../components/ui/CalloutCard';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMyLeague } from '../../features/leagues/api';
import { LeagueBrandingCard } from '../../features/leagues/LeagueBrandingCard';
import { LeagueFigures } from '../../features/leagues/LeagueFigures';
import { LeaguePackages } from '../../features/leagues/LeaguePackages';
import { LeagueTeams } from '../../features/leagues/LeagueTeams';
import { StartLeagueForm } from '../../features/leagues/StartLeagueForm';
import { Guard } from '../../lib/guard';

const plan = PLANS.league;

function Back() {
  return (
    <Link to="/team-dashboard" className={`${buttonClasses('ghost', 'sm')} -ml-3`}>
      <ArrowLeft className="size-4" aria-hidden />
      Dashboard
    </Link>
  );
}

function Start() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <Back />
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Start a league</h1>
        <p className="mt-1 text-slate-600">
          Run your club's or league's teams in one place: one dashboard and one report across them, with{' '}
          {plan.name} ({plan.price} {plan.period}) covering every team.
        </p>
      </header>
      <StartLeagueForm />
    </div>
  );
}

function League({ league }: { league: LeagueView }) {
  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Back />
          <p className="mt-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-field uppercase">
            <span
              className="size-3 rounded-full"
              style={{ backgroundColor: league.brandColor }}
              aria-hidden
            />
            League
          </p>
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{league.name}</h1>
        </div>
        <Link to="/billing?account=league" className={buttonClasses('secondary', 'sm')}>
          <CreditCard className="size-4" aria-hidden />
          Plan and billing
        </Link>
      </header>
      {!league.planActive && (
        <CalloutCard
          icon={<Trophy />}
          action={
            <Link to="/billing?plan=league" className={buttonClasses('primary')}>
              Choose {plan.name}
            </Link>
          }
        >
          Invite your teams and follow them on one dashboard with {plan.name}: {plan.price} {plan.period},
          covering unlimited sponsors and the lower gift fee for every team.
        </CalloutCard>
      )}
      {league.planActive && (
        <section aria-labelledby="league-figures" className="space-y-3">
          <h2 id="league-figures" className="text-xl font-bold">
            Across the league
          </h2>
          <LeagueFigures />
        </section>
      )}
      <section aria-labelledby="league-teams" className="space-y-3">
        <h2 id="league-teams" className="text-xl font-bold">
          Teams
        </h2>
        <LeagueTeams league={league} />
      </section>
      {league.planActive && (
        <section aria-labelledby="league-packages" className="space-y-3">
          <div>
            <h2 id="league-packages" className="text-xl font-bold">
              League sponsorship packages
            </h2>
            <p className="mt-1 text-slate-600">
              One payment from a business, shared equally among your teams; each team delivers the benefits
              and receives its share like any sponsorship.
            </p>
          </div>
          <LeaguePackages teams={league.teams.length} />
        </section>
      )}
      {league.planActive && <LeagueBrandingCard league={league} />}
    </div>
  );
}

function LeagueContent() {
  const league = useMyLeague();
  if (league.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <span className="sr-only">Loading your league</span>
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (league.isError) {
    return (
      <>
        <h1 className="sr-only">League</h1>
        <EmptyState
          title="Could not load your league"
          description="Please try again."
          action={<Button onClick={() => league.refetch()}>Try again</Button>}
        />
      </>
    );
  }
  return league.data ? <League league={league.data} /> : <Start />;
}

/** /league: the signed-in team account's league, its teams and its dashboard (decision 0055). */
export default function LeaguePage() {
  return (
    <Guard allow={['team']}>
      <PageShell title="League">
        <LeagueContent />
      </PageShell>
    </Guard>
  );
}

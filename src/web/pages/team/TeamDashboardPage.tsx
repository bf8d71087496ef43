import { CreditCard, PartyPopper, Pencil, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { NOT_SPECIFIED } from '../../../shared/constants';
import { seasonCaption } from '../../../shared/schemas/season-report';
import type { Team } from '../../../shared/schemas/team';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { ExpensesPanel } from '../../features/expenses/ExpensesPanel';
import { FamilyRequestsPanel } from '../../features/family-requests/FamilyRequestsPanel';
import { TeamLeagueCard } from '../../features/leagues/TeamLeagueCard';
import { PlanNotice } from '../../features/plans/PlanNotice';
import { RosterSection } from '../../features/roster/RosterSection';
import { SeasonCharts } from '../../features/season-report/SeasonCharts';
import { SeasonSwitch } from '../../features/seasons/SeasonSwitch';
import { useTeamDashboard } from '../../features/team-dashboard/api';
import { GiftList } from '../../features/team-dashboard/GiftList';
import { MatchedBusinessesPanel } from '../../features/team-dashboard/MatchedBusinessesPanel';
import { MoneyCard } from '../../features/team-dashboard/MoneyCard';
import { PlayerLeaderboard } from '../../features/team-dashboard/PlayerLeaderboard';
import { PublishCard } from '../../features/team-dashboard/PublishCard';
import { SponsorshipList } from '../../features/team-dashboard/SponsorshipList';
import { TeamStats, TeamStatsSkeleton } from '../../features/team-dashboard/TeamStats';
import { useMyTeam } from '../../features/teams/api';
import { Guard } from '../../lib/guard';

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  // An id holds no spaces: aria-labelledby reads 'section-Matched Businesses' as two ids.
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Dashboard({ team }: { team: Team }) {
  const dashboard = useTeamDashboard(team.id);
  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-field uppercase">
            {team.sport !== NOT_SPECIFIED ? team.sport : 'Team'}
          </p>
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{team.name} Dashboard</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/billing" variant="secondary" size="sm" icon={CreditCard}>
            Plan and billing
          </ButtonLink>
          <ButtonLink to="/league" variant="secondary" size="sm" icon={Trophy}>
            League
          </ButtonLink>
          <ButtonLink to="/team-profile" variant="secondary" size="sm" icon={Pencil}>
            Edit profile
          </ButtonLink>
        </div>
      </header>

      <PublishCard team={team} />
      <PlanNotice teamId={team.id} />
      <TeamLeagueCard teamId={team.id} />
      <FamilyRequestsPanel teamId={team.id} />

      <SeasonSwitch team={team}>
        {dashboard.isPending ? (
          <TeamStatsSkeleton />
        ) : dashboard.isError ? (
          <EmptyState title="Failed to load team data" description="Please refresh the page to try again." />
        ) : (
          <>
            {dashboard.data.hasPending && (
              <Card className="flex items-start gap-3 border-gold/60 bg-amber-bg/50! p-5">
                <PartyPopper className="mt-0.5 size-6 shrink-0 text-amber" aria-hidden />
                <div>
                  <h2 className="text-lg font-semibold">Congratulations!</h2>
                  <p className="text-slate-700">
                    A business has started a sponsorship with your team. It becomes active as soon as the
                    payment goes through.
                  </p>
                </div>
              </Card>
            )}
            <TeamStats
              stats={dashboard.data.stats}
              season={seasonCaption({ start: team.seasonStartDate, end: team.seasonEndDate })}
            />
          </>
        )}

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <Section title="Sponsorships">
            {dashboard.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : (
              <SponsorshipList sponsorships={dashboard.data?.sponsorships ?? []} />
            )}
          </Section>
          <Section title="Matched Businesses">
            <MatchedBusinessesPanel teamId={team.id} />
          </Section>
        </div>

        <Section title="Your money" action={<span className="text-sm text-slate-600">All seasons</span>}>
          <MoneyCard teamId={team.id} />
        </Section>

        <Section
          title="Where the money goes"
          action={<span className="text-sm text-slate-600">This season</span>}
        >
          <ExpensesPanel teamId={team.id} />
        </Section>

        <Section
          title="Gifts to players"
          action={<span className="text-sm text-slate-600">All seasons</span>}
        >
          <GiftList teamId={team.id} />
        </Section>

        <Section title="Season at a glance">
          <SeasonCharts teamId={team.id} />
        </Section>

        <Section
          title="Player leaderboard"
          action={<span className="text-sm text-slate-600">Raised this season</span>}
        >
          <PlayerLeaderboard teamId={team.id} />
        </Section>

        <Section title="Roster">
          <RosterSection teamId={team.id} teamName={team.name} teamSlug={team.slug} />
        </Section>
      </SeasonSwitch>
    </div>
  );
}

function TeamDashboardContent() {
  const { team, isPending, isError, refetch } = useMyTeam();
  if (isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <span className="sr-only">Loading your dashboard</span>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-24 w-full" />
        <TeamStatsSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        title="Failed to load team data"
        description="We could not load your team. Please try again."
        action={
          <button type="button" className={buttonClasses('primary')} onClick={() => refetch()}>
            Try again
          </button>
        }
      />
    );
  }
  if (!team) {
    return (
      <EmptyState
        icon={<Users aria-hidden />}
        title="No Team Found"
        description="Create your team profile to add your roster, set up sponsorship tiers and start raising money."
        action={
          <Link to="/team-signup" className={buttonClasses('primary')}>
            Create Team Profile
          </Link>
        }
      />
    );
  }
  return <Dashboard team={team} />;
}

export default function TeamDashboardPage() {
  return (
    <Guard>
      <PageShell title="Team Dashboard">
        <TeamDashboardContent />
      </PageShell>
    </Guard>
  );
}

import { AlertTriangle, ArrowLeft, Eye } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { seasonCaption } from '../../../shared/schemas/season-report';
import type { Team } from '../../../shared/schemas/team';
import { isSoldOut } from '../../../shared/schemas/tiers';
import { PageShell } from '../../components/PageShell';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { AddSponsorDialog } from '../../features/manual-sponsors/AddSponsorDialog';
import { useTeamSponsors } from '../../features/manual-sponsors/api';
import { CurrentSponsors } from '../../features/manual-sponsors/CurrentSponsors';
import { SeasonReportCard } from '../../features/season-report/SeasonReportCard';
import { RolloverDialog } from '../../features/seasons/RolloverDialog';
import { SeasonSwitch } from '../../features/seasons/SeasonSwitch';
import { ManagerStats, ManagerStatsSkeleton } from '../../features/sponsorship-manager/ManagerStats';
import { useMyTeam } from '../../features/teams/api';
import { useTiers } from '../../features/tiers/api';
import { TiersSection } from '../../features/tiers/TiersSection';
import { Guard } from '../../lib/guard';

const LOAD_FAILED = 'Failed to load team data';

/** Says once, in a toast, that something failed to load; the page shows where and offers a retry. */
function useLoadFailureToast(failed: boolean) {
  useEffect(() => {
    if (failed) toast.error(LOAD_FAILED);
  }, [failed]);
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<AlertTriangle aria-hidden />}
      title={LOAD_FAILED}
      description="Check your connection and try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

function Section({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="text-slate-600">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function Manager({ team }: { team: Team }) {
  const sponsors = useTeamSponsors(team.id);
  const tiers = useTiers(team.id);
  useLoadFailureToast(sponsors.isError || tiers.isError);

  return (
    <div className="space-y-10">
      <header className="space-y-4">
        <ButtonLink to="/team-profile-builder" variant="ghost" size="sm" icon={ArrowLeft} className="-ml-3">
          Back to Team Profile
        </ButtonLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-field uppercase break-words">
              {team.name}
            </p>
            <h1 className="text-2xl font-bold sm:text-3xl">Sponsorship Management</h1>
            <p className="mt-1 max-w-2xl text-slate-600">
              Set the packages businesses can buy, and keep track of everyone who backs your team.
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <RolloverDialog team={team} />
            <ButtonLink to="/team-discovery" variant="secondary" icon={Eye}>
              See your team as sponsors do
            </ButtonLink>
          </div>
        </div>
      </header>

      <SeasonSwitch team={team}>
        {sponsors.isPending ? (
          <ManagerStatsSkeleton />
        ) : sponsors.isError ? null : (
          <ManagerStats
            sponsors={sponsors.data}
            soldOutTiers={tiers.data?.filter(isSoldOut).length}
            season={seasonCaption({ start: team.seasonStartDate, end: team.seasonEndDate })}
          />
        )}

        <SeasonReportCard teamId={team.id} />

        <Section
          id="tiers-heading"
          title="Sponsorship Tiers"
          description="Each tier can be bought until its spots are taken; then it shows as Sold Out."
        >
          {tiers.isError ? (
            <LoadFailed onRetry={() => tiers.refetch()} />
          ) : (
            <TiersSection teamId={team.id} tiers={tiers.data} />
          )}
        </Section>

        <Section
          id="sponsors-heading"
          title="Current Sponsors"
          description="Businesses sponsoring through Homefield, and sponsors you added yourself."
          action={<AddSponsorDialog teamId={team.id} />}
        >
          {sponsors.isPending ? (
            <div className="space-y-3" aria-busy="true">
              <span className="sr-only">Loading sponsors</span>
              <Skeleton className="h-36 w-full rounded-[var(--radius-card)]" />
              <Skeleton className="h-36 w-full rounded-[var(--radius-card)]" />
            </div>
          ) : sponsors.isError ? (
            <LoadFailed onRetry={() => sponsors.refetch()} />
          ) : (
            <CurrentSponsors
              teamId={team.id}
              sponsorships={sponsors.data.sponsorships}
              manualSponsors={sponsors.data.manualSponsors}
            />
          )}
        </Section>
      </SeasonSwitch>
    </div>
  );
}

function ManagerContent() {
  const { team, isPending, isError, refetch } = useMyTeam();
  useLoadFailureToast(isError);
  if (isPending) {
    return (
      <div className="space-y-8" aria-busy="true">
        <span className="sr-only">Loading your sponsorships</span>
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-16 w-80 max-w-full" />
        <ManagerStatsSkeleton />
      </div>
    );
  }
  if (isError) return <LoadFailed onRetry={() => refetch()} />;
  if (!team) return <Navigate to="/team-signup" replace />;
  return <Manager team={team} />;
}

export default function TeamSponsorshipManagerPage() {
  return (
    <Guard>
      <PageShell title="Sponsorship Management">
        <ManagerContent />
      </PageShell>
    </Guard>
  );
}

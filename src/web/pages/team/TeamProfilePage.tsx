import { ArrowLeft, ClipboardList, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '../../components/PageShell';
import { VerificationBadge } from '../../components/StatusBadges';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMyTeam, useTeam } from '../../features/teams/api';
import { ProfileStatusNote } from '../../features/teams/ProfileStatusNote';
import { PROFILE_SECTIONS, TeamProfileForm } from '../../features/teams/TeamProfileForm';
import { ApiError } from '../../lib/api';
import { Guard } from '../../lib/guard';

/** /team-profile and /team-profile/:teamId: the signed-in user's own team profile. */
export default function TeamProfilePage() {
  return (
    <Guard>
      <PageShell title="Team Profile">
        <TeamProfile />
      </PageShell>
    </Guard>
  );
}

/** The team in the path when given (404 unless it is the user's), else the user's team. */
function useProfileTeam(teamId: string | undefined) {
  const byId = useTeam(teamId ?? '', { enabled: Boolean(teamId) });
  const mine = useMyTeam({ enabled: !teamId });
  const query = teamId ? byId : mine;
  const notFound = teamId
    ? byId.error instanceof ApiError && byId.error.status === 404
    : mine.isSuccess && !mine.team;
  return {
    team: query.data ?? null,
    isPending: query.isPending,
    notFound,
    failed: query.isError && !notFound,
    retry: () => query.refetch(),
  };
}

const backHome = (
  <Link to="/" className={buttonClasses('ghost', 'sm')}>
    <ArrowLeft className="size-4" aria-hidden />
    Back to Home
  </Link>
);

function TeamProfile() {
  const { teamId } = useParams();
  const { team, isPending, notFound, failed, retry } = useProfileTeam(teamId);

  useEffect(() => {
    if (failed) toast.error('Failed to load team profile', { id: 'team-profile-load' });
  }, [failed]);

  if (isPending) return <ProfileSkeleton />;
  if (notFound) {
    return (
      <div className="mx-auto max-w-[640px]">
        <div className="mb-4">{backHome}</div>
        <EmptyState
          icon={<ClipboardList aria-hidden />}
          title="No Team Profile Found"
          description="There is no team on your account yet. Register your team to build its profile."
          action={
            <Link to="/team-signup" className={buttonClasses('accent')}>
              Register Your Team
            </Link>
          }
        />
      </div>
    );
  }
  if (failed || !team) {
    return (
      <div className="mx-auto max-w-[640px]">
        <div className="mb-4">{backHome}</div>
        <EmptyState
          icon={<RefreshCw aria-hidden />}
          title="Failed to load team profile"
          description="We could not load your team just now. Check your connection and try again."
          action={<Button onClick={retry}>Try again</Button>}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-[900px]">
      <div className="mb-4">{backHome}</div>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold sm:text-4xl">Team Profile</h1>
          <p className="mt-1 truncate text-lg text-slate-600">{team.name}</p>
        </div>
        <VerificationBadge status={team.verificationStatus} />
      </header>
      <ProfileStatusNote status={team.verificationStatus} />
      <div className="mt-6 lg:grid lg:grid-cols-[180px_minmax(0,640px)] lg:justify-between lg:gap-10">
        <nav aria-label="Profile sections" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {PROFILE_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#profile-${section.id}`}
                  className="block rounded-[var(--radius-control)] px-3 py-2 font-medium text-slate-600 hover:bg-white hover:text-navy"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <TeamProfileForm key={team.id} team={team} />
      </div>
    </div>
  );
}

/** The header, the note and two sections, the size of the loaded page. */
function ProfileSkeleton() {
  return (
    <div className="mx-auto max-w-[900px]" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your team profile
      </span>
      <Skeleton className="mb-4 h-9 w-32" />
      <Skeleton className="h-10 w-64" />
      <Skeleton className="mt-2 h-6 w-48" />
      <Skeleton className="mt-6 h-16 w-full" />
      <div className="mt-6 lg:grid lg:grid-cols-[180px_minmax(0,640px)] lg:justify-between lg:gap-10">
        <div className="hidden space-y-2 lg:block">
          {PROFILE_SECTIONS.map((section) => (
            <Skeleton key={section.id} className="h-9 w-full" />
          ))}
        </div>
        <div className="space-y-6">
          <Skeleton className="h-[420px] w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-[160px] w-full rounded-[var(--radius-card)]" />
        </div>
      </div>
    </div>
  );
}

import { CalendarDays, Clock, MapPin, SearchX, Tag, UserRound, Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatCalendarDate } from '../../../shared/dates';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { useTeamDetails } from '../../features/discovery/api';
import {
  BackLink,
  DetailSection,
  DetailsSkeleton,
  FactList,
  Prose,
} from '../../features/discovery/DetailLayout';
import { sponsorPath } from '../../features/discovery/links';
import { TeamFacts } from '../../features/discovery/TeamFacts';
import { TierCard } from '../../features/discovery/TierCard';
import { useFailureToast } from '../../features/discovery/useFailureToast';
import { VerifiedBadge } from '../../features/discovery/VerifiedBadge';
import { ApiError } from '../../lib/api';
import { Guard } from '../../lib/guard';

function season(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  if (start) return `From ${formatCalendarDate(start)}`;
  if (end) return `Until ${formatCalendarDate(end)}`;
  return null;
}

function TeamDetailsContent({ teamId }: { teamId: string }) {
  const navigate = useNavigate();
  const details = useTeamDetails(teamId);
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  useFailureToast(details.isError && !notFound, 'Failed to load team details', () =>
    navigate('/team-discovery', { replace: true }),
  );

  if (notFound) {
    return (
      <PageShell title="Team Not Found">
        <EmptyState
          icon={<SearchX aria-hidden />}
          title="Team Not Found"
          description="This team is not listed on Homefield right now. It may have been unpublished, or the link may be mistyped."
          action={
            <Link to="/team-discovery" className={buttonClasses('primary')}>
              Back to Teams
            </Link>
          }
        />
      </PageShell>
    );
  }
  if (!details.isSuccess) {
    return (
      <PageShell title="Team">
        <DetailsSkeleton label="Loading the team" />
      </PageShell>
    );
  }

  const team = details.data;
  return (
    <PageShell title={team.name}>
      <div className="space-y-6">
        <BackLink to="/team-discovery">Back to Teams</BackLink>

        <Card className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <TeamFacts sport={team.sport} ageGroup={team.ageGroup} />
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 text-3xl font-bold break-words sm:text-4xl">{team.name}</h1>
              {team.verified && <VerifiedBadge />}
            </div>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4 text-slate-400" aria-hidden />
                {team.location}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4 text-slate-400" aria-hidden />
                Coach {team.coachName}
              </span>
            </p>
          </div>
          <Link to={sponsorPath(team.id)} className={`${buttonClasses('accent', 'lg')} md:shrink-0`}>
            Sponsor This Team
          </Link>
        </Card>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            <DetailSection title="About the Team">
              <Prose text={team.description} />
            </DetailSection>
            <div className="grid gap-6 md:grid-cols-2">
              <DetailSection title="Achievements">
                <Prose text={team.teamAchievements} />
              </DetailSection>
              <DetailSection title="Season Goals">
                <Prose text={team.seasonGoals} />
              </DetailSection>
            </div>
          </div>

          <aside className="space-y-6">
            <DetailSection title="Team Details">
              <FactList
                facts={[
                  {
                    label: 'Team size',
                    icon: <Users />,
                    value: team.teamSize ? `${team.teamSize} players` : null,
                  },
                  { label: 'Location', icon: <MapPin />, value: team.location },
                  { label: 'Coach', icon: <UserRound />, value: team.coachName },
                  {
                    label: 'Season',
                    icon: <CalendarDays />,
                    value: season(team.seasonStartDate, team.seasonEndDate),
                  },
                  { label: 'Practice schedule', icon: <Clock />, value: team.practiceSchedule },
                  { label: 'Coaching staff', icon: <Users />, value: team.coachingStaff },
                ]}
              />
            </DetailSection>
          </aside>
        </div>

        <section aria-labelledby="tiers-title" className="space-y-3">
          <h2 id="tiers-title" className="text-xl font-bold">
            Sponsorship Tiers
          </h2>
          {team.tiers.length === 0 ? (
            <EmptyState
              icon={<Tag aria-hidden />}
              title="No sponsorship tiers yet"
              description="This team hasn't set up sponsorship tiers yet. You can still start a sponsorship and reach the coach from there."
              action={
                <Link to={sponsorPath(team.id)} className={buttonClasses('primary')}>
                  Sponsor This Team
                </Link>
              }
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {team.tiers.map((tier) => (
                <TierCard key={tier.id} tier={tier} teamId={team.id} />
              ))}
            </div>
          )}
        </section>
      </div>
    </PageShell>
  );
}

/** /team-details/:teamId: an approved team as sponsors see it (sign-in required). */
export default function TeamDetailsPage() {
  const { teamId = '' } = useParams();
  return (
    <Guard>
      <TeamDetailsContent teamId={teamId} />
    </Guard>
  );
}

import { CalendarDays, Clock, MapPin, Tag, UserRound, Users } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatCalendarDate } from '../../../shared/dates';
import type { TeamDetailsResponse } from '../../../shared/schemas/discovery';
import { SponsorGroups } from '../../components/SponsorGroups';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useTeamDetails } from '../../features/discovery/api';
import { DetailSection, FactList, Prose } from '../../features/discovery/DetailLayout';
import { DetailHero, DetailsFrame } from '../../features/discovery/DetailsFrame';
import { sponsorPath } from '../../features/discovery/links';
import { TeamFacts, TeamLocationAndCoach } from '../../features/discovery/TeamFacts';
import { TierCard } from '../../features/discovery/TierCard';
import { TeamSpending } from '../../features/expenses/TeamSpending';
import { LeagueBand } from '../../features/leagues/LeagueBand';
import { Guard } from '../../lib/guard';

function season(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
  if (start) return `From ${formatCalendarDate(start)}`;
  if (end) return `Until ${formatCalendarDate(end)}`;
  return null;
}

/**
 * The loaded page: header card, the team's story and facts, then its tiers. Its Sponsor links carry the
 * player a visitor came from (?player=), so the sponsorship credits them.
 */
function TeamProfile({ team }: { team: TeamDetailsResponse['team'] }) {
  const [params] = useSearchParams();
  const playerId = params.get('player');
  return (
    <>
      <DetailHero
        kicker={<TeamFacts sport={team.sport} ageGroup={team.ageGroup} />}
        name={team.name}
        verified={team.verified}
        action={
          <Link
            to={sponsorPath(team.id, null, playerId)}
            className={`${buttonClasses('accent', 'lg')} md:shrink-0`}
          >
            Sponsor This Team
          </Link>
        }
      >
        <TeamLocationAndCoach location={team.location} coachName={team.coachName} />
      </DetailHero>

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
          <LeagueBand league={team.league} />
          <DetailSection title="Our sponsors">
            <SponsorGroups
              groups={team.sponsors}
              empty="No sponsors yet: yours could be the first name here."
            />
          </DetailSection>
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
              <Link to={sponsorPath(team.id, null, playerId)} className={buttonClasses('primary')}>
                Sponsor This Team
              </Link>
            }
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {team.tiers.map((tier) => (
              <TierCard key={tier.id} tier={tier} teamId={team.id} playerId={playerId} />
            ))}
          </div>
        )}
      </section>

      <TeamSpending teamId={team.id} />
    </>
  );
}

function TeamDetailsContent({ teamId }: { teamId: string }) {
  const details = useTeamDetails(teamId);
  return (
    <DetailsFrame
      details={details}
      noun="Team"
      listPath="/team-discovery"
      backLabel="Back to Teams"
      notFoundText="This team is not listed on Homefield right now. It may have been unpublished, or the link may be mistyped."
      failureMessage="Failed to load team details"
      title={(team) => team.name}
    >
      {(team) => <TeamProfile team={team} />}
    </DetailsFrame>
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

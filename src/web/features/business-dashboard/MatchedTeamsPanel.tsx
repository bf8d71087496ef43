import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { NOT_SPECIFIED } from '../../../shared/constants';
import type { MatchedTeam } from '../../../shared/schemas/business-dashboard';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { MatchDetail, MatchDialog, MatchesPanel } from '../matches/MatchParts';
import { useMatchedTeams } from './api';
import { useErrorToast } from './useErrorToast';

const shown = (value: string | null) => (value && value !== NOT_SPECIFIED ? value : null);

function TeamMatchDialog({ match, onClose }: { match: MatchedTeam; onClose: () => void }) {
  const { team } = match;
  return (
    <MatchDialog
      match={match}
      title={team.name}
      onClose={onClose}
      details={
        <>
          <MatchDetail label="Sport">{shown(team.sport)}</MatchDetail>
          <MatchDetail label="Age group">{shown(team.ageGroup)}</MatchDetail>
          <MatchDetail label="Location">{shown(team.location)}</MatchDetail>
          <MatchDetail label="Coach">{team.coachName}</MatchDetail>
          <MatchDetail label="Offer">{match.amountDisplay}</MatchDetail>
        </>
      }
      contact={
        team.contactEmail && (
          <>
            <MatchDetail label="Email">
              <a href={`mailto:${team.contactEmail}`} className="text-sky underline underline-offset-2">
                {team.contactEmail}
              </a>
            </MatchDetail>
            <MatchDetail label="Phone">{team.contactPhone}</MatchDetail>
          </>
        )
      }
    />
  );
}

/** Teams an admin introduced to the business, with each match's status, offer and timeline. */
export function MatchedTeamsPanel() {
  const query = useMatchedTeams();
  useErrorToast(query.isError, 'Failed to load matched teams');
  return (
    <MatchesPanel
      query={query}
      failedTitle="Failed to load matched teams"
      failedText="Please try again in a moment."
      empty={
        <EmptyState
          icon={<Handshake aria-hidden />}
          title="No matched teams yet"
          description="When our team introduces you to a local team, the match and its progress appear here."
          action={
            <Link to="/team-discovery" className={buttonClasses('secondary', 'sm')}>
              Browse teams
            </Link>
          }
        />
      }
      nameOf={(match) => match.team.name}
      dialog={(match, onClose) => <TeamMatchDialog match={match} onClose={onClose} />}
    />
  );
}

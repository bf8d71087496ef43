import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOT_SPECIFIED } from '../../../shared/constants';
import type { MatchedTeam } from '../../../shared/schemas/business-dashboard';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { MatchDetail, MatchDialog, MatchList, MatchListSkeleton } from '../matches/MatchParts';
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
  const [open, setOpen] = useState<MatchedTeam | null>(null);
  useErrorToast(query.isError, 'Failed to load matched teams');

  if (query.isPending) return <MatchListSkeleton />;
  if (query.isError) {
    return (
      <EmptyState
        title="Failed to load matched teams"
        description="Please try again in a moment."
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (query.data.length === 0) {
    return (
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
    );
  }
  return (
    <>
      <MatchList matches={query.data} nameOf={(match) => match.team.name} onOpen={setOpen} />
      {open && <TeamMatchDialog match={open} onClose={() => setOpen(null)} />}
    </>
  );
}

import { Handshake } from 'lucide-react';
import type { MatchedBusiness } from '../../../shared/schemas/team-dashboard';
import { EmptyState } from '../../components/ui/EmptyState';
import { MatchDetail, MatchDialog, MatchesPanel } from '../matches/MatchParts';
import { useMatchedBusinesses } from './api';

function BusinessMatchDialog({ match, onClose }: { match: MatchedBusiness; onClose: () => void }) {
  const { business } = match;
  return (
    <MatchDialog
      match={match}
      title={business.businessName}
      onClose={onClose}
      details={
        <>
          <MatchDetail label="Business">{business.businessName}</MatchDetail>
          <MatchDetail label="Industry">{business.industry}</MatchDetail>
          <MatchDetail label="Website">{business.websiteUrl}</MatchDetail>
          <MatchDetail label="Offer">{match.amountDisplay}</MatchDetail>
          <MatchDetail label="About">{business.businessDescription}</MatchDetail>
        </>
      }
      contact={
        business.businessEmail && (
          <>
            <MatchDetail label="Contact">{business.contactName}</MatchDetail>
            <MatchDetail label="Email">{business.businessEmail}</MatchDetail>
            <MatchDetail label="Phone">{business.phoneNumber}</MatchDetail>
            <MatchDetail label="Address">{business.businessAddress}</MatchDetail>
          </>
        )
      }
    />
  );
}

/** Businesses an admin introduced to the team, with the match's status and a details dialog. */
export function MatchedBusinessesPanel({ teamId }: { teamId: string }) {
  const query = useMatchedBusinesses(teamId);
  return (
    <MatchesPanel
      query={query}
      failedTitle="Failed to load matched businesses"
      empty={
        <EmptyState
          icon={<Handshake aria-hidden />}
          title="No matches yet"
          description="When our team introduces you to a local business, the match and its progress appear here."
        />
      }
      nameOf={(match) => match.business.businessName}
      dialog={(match, onClose) => <BusinessMatchDialog match={match} onClose={onClose} />}
    />
  );
}

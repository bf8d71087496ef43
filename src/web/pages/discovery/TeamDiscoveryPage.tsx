import { Building2, Trophy } from 'lucide-react';
import { teamDiscoveryQuerySchema } from '../../../shared/schemas/discovery';
import { useDiscoveryViewer, useTeamListing } from '../../features/discovery/api';
import { DiscoveryListing } from '../../features/discovery/DiscoveryListing';
import { TeamFilters } from '../../features/discovery/TeamFilters';
import { TeamListingCard, TeamListingCardSkeleton } from '../../features/discovery/TeamListingCard';
import { useUrlQuery } from '../../features/discovery/urlQuery';
import { useFailureToast } from '../../features/discovery/useFailureToast';

/** /team-discovery: approved teams, newest first, with filters that live in the URL. */
export default function TeamDiscoveryPage() {
  const { query, setFilters, setPage, clear } = useUrlQuery(teamDiscoveryQuerySchema);
  const listing = useTeamListing(query);
  const { viewer, signedIn } = useDiscoveryViewer();
  useFailureToast(listing.isError, 'Failed to load teams');

  return (
    <DiscoveryListing
      eyebrow="Sponsor a local team"
      title="Discover Teams"
      intro="Every team here has been reviewed by Homefield. Pick a tier that fits your budget and put your name on a season."
      noun={{ one: 'team', many: 'teams' }}
      invitation={
        viewer && !viewer.hasBusiness
          ? {
              icon: <Building2 aria-hidden />,
              title: 'Sponsor a team in your community',
              text: 'Create a business profile to sponsor teams, follow your sponsorships and see the families you reach.',
              signUp: { to: '/business-signup', label: 'Create Business Profile' },
            }
          : undefined
      }
      signedIn={signedIn}
      filters={<TeamFilters query={query} onChange={setFilters} onClear={clear} />}
      filtered={Boolean(query.q || query.sport || query.location)}
      noMatchHint="Try another name, sport or location"
      nothingListed={{
        icon: <Trophy aria-hidden />,
        title: 'No teams listed yet',
        text: 'Teams appear here once Homefield has approved their profile. Coaching a team? Register it to be the first.',
        signUp: { to: '/team-signup', label: 'Register Your Team' },
      }}
      listing={listing}
      count={listing.data?.teams.length ?? 0}
      skeleton={<TeamListingCardSkeleton />}
      page={query.page}
      onPageChange={setPage}
      onClear={clear}
    >
      {listing.data?.teams.map((team) => (
        <TeamListingCard key={team.id} team={team} signedIn={signedIn} />
      ))}
    </DiscoveryListing>
  );
}

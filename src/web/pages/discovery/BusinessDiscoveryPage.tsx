import { Building2, Users } from 'lucide-react';
import { businessDiscoveryQuerySchema } from '../../../shared/schemas/discovery';
import { useBusinessListing, useDiscoveryViewer } from '../../features/discovery/api';
import { BusinessFilters } from '../../features/discovery/BusinessFilters';
import {
  BusinessListingCard,
  BusinessListingCardSkeleton,
} from '../../features/discovery/BusinessListingCard';
import { DiscoveryListing } from '../../features/discovery/DiscoveryListing';
import { useUrlQuery } from '../../features/discovery/urlQuery';
import { useFailureToast } from '../../features/discovery/useFailureToast';

/** /business-discovery: approved businesses, newest first, searchable by text and industry. */
export default function BusinessDiscoveryPage() {
  const { query, setFilters, setPage, clear } = useUrlQuery(businessDiscoveryQuerySchema);
  const listing = useBusinessListing(query);
  const { viewer, signedIn } = useDiscoveryViewer();
  useFailureToast(listing.isError, 'Failed to load businesses. Please try again.');

  return (
    <DiscoveryListing
      eyebrow="Local sponsors"
      title="Discover Businesses"
      intro="Local businesses reviewed by Homefield that want to back youth sports in their community."
      noun={{ one: 'business', many: 'businesses' }}
      invitation={
        viewer && !viewer.hasTeam
          ? {
              icon: <Users aria-hidden />,
              title: 'Looking for sponsors for your team?',
              text: 'Sign up your team so businesses like these can find you, pick a tier and sponsor your season.',
              signUp: { to: '/team-signup', label: 'Sign Up as Team' },
            }
          : undefined
      }
      signedIn={signedIn}
      filters={<BusinessFilters query={query} onChange={setFilters} onClear={clear} />}
      filtered={Boolean(query.q || query.industry)}
      noMatchHint="Try another name or industry"
      nothingListed={{
        icon: <Building2 aria-hidden />,
        title: 'No businesses listed yet',
        text: 'Businesses appear here once Homefield has approved their profile. Own a local business? Create a profile to be the first.',
        signUp: { to: '/business-signup', label: 'Create Business Profile' },
      }}
      listing={listing}
      count={listing.data?.businesses.length ?? 0}
      skeleton={<BusinessListingCardSkeleton />}
      page={query.page}
      onPageChange={setPage}
      onClear={clear}
    >
      {listing.data?.businesses.map((business) => (
        <BusinessListingCard key={business.id} business={business} signedIn={signedIn} />
      ))}
    </DiscoveryListing>
  );
}

import { Building2, SearchX, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { businessDiscoveryQuerySchema } from '../../../shared/schemas/discovery';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useBusinessListing, useDiscoveryViewer } from '../../features/discovery/api';
import { BusinessFilters } from '../../features/discovery/BusinessFilters';
import {
  BusinessListingCard,
  BusinessListingCardSkeleton,
} from '../../features/discovery/BusinessListingCard';
import { InviteBanner } from '../../features/discovery/InviteBanner';
import { viaSignIn } from '../../features/discovery/links';
import { Pagination } from '../../features/discovery/Pagination';
import { ResultsGrid } from '../../features/discovery/ResultsGrid';
import { useUrlQuery } from '../../features/discovery/urlQuery';
import { useFailureToast } from '../../features/discovery/useFailureToast';

const found = (n: number) => `Found ${n.toLocaleString('en-US')} ${n === 1 ? 'business' : 'businesses'}`;

/** /business-discovery: approved businesses, newest first, searchable by text and industry. */
export default function BusinessDiscoveryPage() {
  const { query, setFilters, setPage, clear } = useUrlQuery(businessDiscoveryQuerySchema);
  const listing = useBusinessListing(query);
  const { viewer, signedIn } = useDiscoveryViewer();
  const { pathname, search } = useLocation();
  useFailureToast(listing.isError, 'Failed to load businesses. Please try again.');
  const filtered = Boolean(query.q || query.industry);

  return (
    <PageShell title="Discover Businesses">
      <div className="space-y-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-field uppercase">Local sponsors</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Discover Businesses</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-600">
            Local businesses reviewed by Homefield that want to back youth sports in their community.
          </p>
        </header>

        {viewer && !viewer.hasTeam && (
          <InviteBanner
            icon={<Users aria-hidden />}
            title="Looking for sponsors for your team?"
            actions={
              <>
                <Link to="/team-signup" className={buttonClasses('accent')}>
                  Sign Up as Team
                </Link>
                {!signedIn && (
                  <Link to={viaSignIn(pathname + search, false)} className={buttonClasses('secondary')}>
                    Sign In
                  </Link>
                )}
              </>
            }
          >
            Sign up your team so businesses like these can find you, pick a tier and sponsor your season.
          </InviteBanner>
        )}

        <BusinessFilters query={query} onChange={setFilters} onClear={clear} />

        <div className="min-h-5 text-sm font-medium text-slate-600" aria-live="polite">
          {listing.data ? found(listing.data.total) : <Skeleton className="h-5 w-36" />}
        </div>

        <ResultsGrid
          status={listing.status}
          count={listing.data?.businesses.length ?? 0}
          updating={listing.isPlaceholderData}
          skeleton={<BusinessListingCardSkeleton />}
          error={
            <EmptyState
              title="Failed to load businesses"
              description="Check your connection, then try again."
              action={<Button onClick={() => listing.refetch()}>Try Again</Button>}
            />
          }
          empty={
            filtered || query.page > 1 ? (
              <EmptyState
                icon={<SearchX aria-hidden />}
                title="No businesses match your search"
                description="Try another name or industry, or clear the filters to see every business."
                action={<Button onClick={clear}>Clear Filters</Button>}
              />
            ) : (
              <EmptyState
                icon={<Building2 aria-hidden />}
                title="No businesses listed yet"
                description="Businesses appear here once Homefield has approved their profile. Own a local business? Create a profile to be the first."
                action={
                  <Link to="/business-signup" className={buttonClasses('primary')}>
                    Create Business Profile
                  </Link>
                }
              />
            )
          }
        >
          {listing.data?.businesses.map((business) => (
            <BusinessListingCard key={business.id} business={business} signedIn={signedIn} />
          ))}
        </ResultsGrid>

        {listing.data && listing.data.businesses.length > 0 && (
          <Pagination
            page={query.page}
            pageSize={listing.data.pageSize}
            total={listing.data.total}
            onPageChange={setPage}
            label="Business pages"
          />
        )}
      </div>
    </PageShell>
  );
}

import { Building2, SearchX, Trophy } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { teamDiscoveryQuerySchema } from '../../../shared/schemas/discovery';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDiscoveryViewer, useTeamListing } from '../../features/discovery/api';
import { InviteBanner } from '../../features/discovery/InviteBanner';
import { viaSignIn } from '../../features/discovery/links';
import { Pagination } from '../../features/discovery/Pagination';
import { ResultsGrid } from '../../features/discovery/ResultsGrid';
import { TeamFilters } from '../../features/discovery/TeamFilters';
import { TeamListingCard, TeamListingCardSkeleton } from '../../features/discovery/TeamListingCard';
import { useUrlQuery } from '../../features/discovery/urlQuery';
import { useFailureToast } from '../../features/discovery/useFailureToast';

const found = (n: number) => `Found ${n.toLocaleString('en-US')} ${n === 1 ? 'team' : 'teams'}`;

/** /team-discovery: approved teams, newest first, with filters that live in the URL. */
export default function TeamDiscoveryPage() {
  const { query, setFilters, setPage, clear } = useUrlQuery(teamDiscoveryQuerySchema);
  const listing = useTeamListing(query);
  const { viewer, signedIn } = useDiscoveryViewer();
  useFailureToast(listing.isError, 'Failed to load teams');
  const filtered = Boolean(query.q || query.sport || query.location);
  const { pathname, search } = useLocation();

  return (
    <PageShell title="Discover Teams">
      <div className="space-y-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-field uppercase">Sponsor a local team</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Discover Teams</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-600">
            Every team here has been reviewed by Homefield. Pick a tier that fits your budget and put your
            name on a season.
          </p>
        </header>

        {viewer && !viewer.hasBusiness && (
          <InviteBanner
            icon={<Building2 aria-hidden />}
            title="Sponsor a team in your community"
            actions={
              <>
                <Link to="/business-signup" className={buttonClasses('accent')}>
                  Create Business Profile
                </Link>
                {!signedIn && (
                  <Link to={viaSignIn(pathname + search, false)} className={buttonClasses('secondary')}>
                    Sign In
                  </Link>
                )}
              </>
            }
          >
            Create a business profile to sponsor teams, follow your sponsorships and see the families you
            reach.
          </InviteBanner>
        )}

        <TeamFilters query={query} onChange={setFilters} onClear={clear} />

        <div className="min-h-5 text-sm font-medium text-slate-600" aria-live="polite">
          {listing.data ? found(listing.data.total) : <Skeleton className="h-5 w-28" />}
        </div>

        <ResultsGrid
          status={listing.status}
          count={listing.data?.teams.length ?? 0}
          updating={listing.isPlaceholderData}
          skeleton={<TeamListingCardSkeleton />}
          error={
            <EmptyState
              title="Failed to load teams"
              description="Check your connection, then try again."
              action={<Button onClick={() => listing.refetch()}>Try Again</Button>}
            />
          }
          empty={
            filtered || query.page > 1 ? (
              <EmptyState
                icon={<SearchX aria-hidden />}
                title="No teams match your search"
                description="Try another name, sport or location, or clear the filters to see every team."
                action={<Button onClick={clear}>Clear Filters</Button>}
              />
            ) : (
              <EmptyState
                icon={<Trophy aria-hidden />}
                title="No teams listed yet"
                description="Teams appear here once Homefield has approved their profile. Coaching a team? Register it to be the first."
                action={
                  <Link to="/team-signup" className={buttonClasses('primary')}>
                    Register Your Team
                  </Link>
                }
              />
            )
          }
        >
          {listing.data?.teams.map((team) => (
            <TeamListingCard key={team.id} team={team} signedIn={signedIn} />
          ))}
        </ResultsGrid>

        {listing.data && listing.data.teams.length > 0 && (
          <Pagination
            page={query.page}
            pageSize={listing.data.pageSize}
            total={listing.data.total}
            onPageChange={setPage}
            label="Team pages"
          />
        )}
      </div>
    </PageShell>
  );
}

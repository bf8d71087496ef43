import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatCount } from '../../../shared/numbers';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { InviteBanner } from './InviteBanner';
import { viaSignIn } from './links';
import { Pagination } from './Pagination';
import { ResultsGrid } from './ResultsGrid';

/** What a listing lists, as its count reads: 'team' / 'teams'. */
export interface ListingNoun {
  one: string;
  many: string;
}

const found = (n: number, noun: ListingNoun) => `Found ${formatCount(n)} ${n === 1 ? noun.one : noun.many}`;

/** An invitation to create what is missing: a team or business profile. */
export interface ListingInvitation {
  icon: ReactNode;
  title: string;
  text: string;
  signUp: { to: string; label: string };
}

/** The parts of a listing query the frame reads. */
interface ListingQuery {
  status: 'pending' | 'error' | 'success';
  data?: { total: number; pageSize: number };
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface DiscoveryListingProps {
  eyebrow: string;
  title: string;
  intro: string;
  noun: ListingNoun;
  /** The navy banner, shown when given (the caller decides who is invited); Sign In is added for visitors. */
  invitation?: ListingInvitation;
  signedIn: boolean;
  filters: ReactNode;
  /** Whether a filter is set, so an empty page means 'no match' rather than 'nothing listed yet'. */
  filtered: boolean;
  /** What to try instead when nothing matches: 'Try another name or industry'. */
  noMatchHint: string;
  /** The empty state when nothing is listed at all, inviting the first one. */
  nothingListed: ListingInvitation;
  listing: ListingQuery;
  /** Cards on this page. */
  count: number;
  skeleton: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
  /** The cards. */
  children: ReactNode;
}

/** The frame of /team-discovery and /business-discovery: header, invitation, filters, count, cards, pages. */
export function DiscoveryListing({
  eyebrow,
  title,
  intro,
  noun,
  invitation,
  signedIn,
  filters,
  filtered,
  noMatchHint,
  nothingListed,
  listing,
  count,
  skeleton,
  page,
  onPageChange,
  onClear,
  children,
}: DiscoveryListingProps) {
  const { pathname, search } = useLocation();
  const pagesLabel = `${noun.one.charAt(0).toUpperCase()}${noun.one.slice(1)} pages`;

  return (
    <PageShell title={title}>
      <div className="space-y-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-field uppercase">{eyebrow}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-600">{intro}</p>
        </header>

        {invitation && (
          <InviteBanner
            icon={invitation.icon}
            title={invitation.title}
            actions={
              <>
                <Link to={invitation.signUp.to} className={buttonClasses('accent')}>
                  {invitation.signUp.label}
                </Link>
                {!signedIn && (
                  <Link to={viaSignIn(pathname + search, false)} className={buttonClasses('secondary')}>
                    Sign In
                  </Link>
                )}
              </>
            }
          >
            {invitation.text}
          </InviteBanner>
        )}

        {filters}

        <div className="min-h-5 text-sm font-medium text-slate-600" aria-live="polite">
          {/* As wide as the count it stands for, in digit widths. */}
          {listing.data ? (
            found(listing.data.total, noun)
          ) : (
            <Skeleton className="h-5" style={{ width: `${found(10, noun).length}ch` }} />
          )}
        </div>

        <ResultsGrid
          status={listing.status}
          count={count}
          updating={listing.isPlaceholderData}
          skeleton={skeleton}
          error={
            <EmptyState
              title={`Failed to load ${noun.many}`}
              description="Check your connection, then try again."
              action={<Button onClick={() => listing.refetch()}>Try Again</Button>}
            />
          }
          empty={
            filtered || page > 1 ? (
              <EmptyState
                icon={<SearchX aria-hidden />}
                title={`No ${noun.many} match your search`}
                description={`${noMatchHint}, or clear the filters to see every ${noun.one}.`}
                action={<Button onClick={onClear}>Clear Filters</Button>}
              />
            ) : (
              <EmptyState
                icon={nothingListed.icon}
                title={nothingListed.title}
                description={nothingListed.text}
                action={
                  <Link to={nothingListed.signUp.to} className={buttonClasses('primary')}>
                    {nothingListed.signUp.label}
                  </Link>
                }
              />
            )
          }
        >
          {children}
        </ResultsGrid>

        {listing.data && count > 0 && (
          <Pagination
            page={page}
            pageSize={listing.data.pageSize}
            total={listing.data.total}
            onPageChange={onPageChange}
            label={pagesLabel}
          />
        )}
      </div>
    </PageShell>
  );
}

import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/Skeleton';
import { VerifiedBadge } from './VerifiedBadge';

/** A listing card's name, linked to its detail page, with the Verified badge beside it. */
export function ListingCardHeading({
  to,
  name,
  verified,
  badge,
}: {
  to: string;
  name: string;
  verified: boolean;
  badge?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h3 className="min-w-0 text-lg leading-snug font-bold break-words">
        <Link to={to} className="rounded-sm hover:underline focus-visible:outline-offset-4">
          {name}
        </Link>
      </h3>
      {verified && <VerifiedBadge label={badge} />}
    </div>
  );
}

/** The heading's shape while the list loads, with the kicker and location lines under it. */
export function ListingCardHeadingSkeleton() {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Skeleton className="h-6 w-3/5" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-2 h-4 w-2/5" />
      <Skeleton className="mt-3 h-4 w-1/2" />
    </>
  );
}

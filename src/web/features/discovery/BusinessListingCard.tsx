import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { BusinessCard } from '../../../shared/schemas/discovery';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { businessKinds } from './businessKinds';
import { Chips } from './Chips';
import { ListingCardHeading, ListingCardHeadingSkeleton } from './ListingCardHeading';
import { businessDetailsPath, viaSignIn } from './links';

/** Tags shown per list on a card; the business page shows them all. */
const CARD_CHIPS = 4;

/** One business of /business-discovery: what it does, where, what it likes to sponsor, View Business. */
export function BusinessListingCard({ business, signedIn }: { business: BusinessCard; signedIn: boolean }) {
  const details = viaSignIn(businessDetailsPath(business.id), signedIn);
  return (
    <Card className={`flex h-full flex-col p-5 ${business.featured ? 'ring-2 ring-navy' : ''}`}>
      {business.featured && (
        <p className="mb-2">
          <FeaturedBadge />
        </p>
      )}
      <ListingCardHeading to={details} name={business.businessName} verified={business.verified} />
      <p className="mt-1 text-sm font-semibold tracking-wide text-field uppercase">
        {businessKinds(business.industry, business.businessType).join(' · ')}
      </p>
      {business.serviceArea && (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="truncate">{business.serviceArea}</span>
        </p>
      )}
      <div className="mt-4 space-y-3">
        <div>
          <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Preferred sports
          </h4>
          <Chips
            items={business.preferredSports}
            limit={CARD_CHIPS}
            label="Preferred sports"
            empty="Any sport"
          />
        </div>
        <div>
          <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Sponsorship interests
          </h4>
          <Chips items={business.sponsorshipCategories} limit={CARD_CHIPS} label="Sponsorship categories" />
        </div>
      </div>
      <div className="mt-auto pt-5">
        <Link to={details} className={`${buttonClasses('secondary', 'md')} w-full`}>
          View Business
        </Link>
      </div>
    </Card>
  );
}

export function BusinessListingCardSkeleton() {
  return (
    <Card className="flex flex-col p-5">
      <ListingCardHeadingSkeleton />
      <Skeleton className="mt-5 h-3 w-24" />
      <div className="mt-2 flex gap-1.5">
        <Skeleton className="h-7 w-16 rounded-full" />
        <Skeleton className="h-7 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-3 w-20" />
      <div className="mt-2 flex gap-1.5">
        <Skeleton className="h-7 w-24 rounded-full" />
        <Skeleton className="h-7 w-28 rounded-full" />
      </div>
      <Skeleton className="mt-6 h-11 w-full" />
    </Card>
  );
}

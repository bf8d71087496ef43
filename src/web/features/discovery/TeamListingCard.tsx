import { MapPin, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money';
import { CARD_TIER_COUNT, type DiscoveryTier, type TeamCard } from '../../../shared/schemas/discovery';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { ListingCardHeading, ListingCardHeadingSkeleton } from './ListingCardHeading';
import { sponsorPath, teamDetailsPath, viaSignIn } from './links';
import { TeamFacts } from './TeamFacts';

interface TeamListingCardProps {
  team: TeamCard;
  /** Signed-out visitors are sent to /auth first, then on to where the link pointed. */
  signedIn: boolean;
}

/** Spots read 'taken of available' (spec part 2, section 4). */
const spotsText = (tier: DiscoveryTier) => `${tier.takenSpots} of ${tier.availableSpots} spots taken`;

function TierRow({
  tier,
  teamId,
  teamName,
  signedIn,
}: {
  tier: DiscoveryTier;
  teamId: string;
  teamName: string;
  signedIn: boolean;
}) {
  return (
    <li
      className={`flex items-center gap-3 rounded-[var(--radius-control)] border border-slate-200 px-3 py-2.5 ${tier.soldOut ? 'bg-slate-50' : ''}`}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={`truncate font-semibold ${tier.soldOut ? 'text-slate-600' : 'text-navy'}`}>
            {tier.name}
          </span>
          <span className={`font-bold tabular-nums ${tier.soldOut ? 'text-slate-600' : 'text-navy'}`}>
            {formatCents(tier.amount)}
          </span>
        </p>
        <p className="text-xs text-slate-600 tabular-nums">{spotsText(tier)}</p>
      </div>
      {tier.soldOut ? (
        <Button variant="secondary" size="sm" disabled>
          Sold Out
        </Button>
      ) : (
        <Link
          to={viaSignIn(sponsorPath(teamId, tier.id), signedIn)}
          className={buttonClasses('primary', 'sm')}
          aria-label={`Sponsor ${teamName}: ${tier.name}, ${formatCents(tier.amount)}`}
        >
          Sponsor
        </Link>
      )}
    </li>
  );
}

/** One team of /team-discovery: who they are, their first tiers with Sponsor buttons, and View Team. */
export function TeamListingCard({ team, signedIn }: TeamListingCardProps) {
  const details = viaSignIn(teamDetailsPath(team.id), signedIn);
  const shown = team.tiers.slice(0, CARD_TIER_COUNT);
  const more = team.tiers.length - shown.length;
  return (
    <Card className="flex h-full flex-col p-5">
      <ListingCardHeading to={details} name={team.name} verified={team.verified} badge="Published/Verified" />
      <TeamFacts sport={team.sport} ageGroup={team.ageGroup} className="mt-1" />
      <ul className="mt-2 space-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="truncate">{team.location}</span>
        </li>
        {team.teamSize != null && (
          <li className="flex items-center gap-1.5">
            <Users className="size-4 shrink-0 text-slate-400" aria-hidden />
            {team.teamSize} players
          </li>
        )}
      </ul>
      {team.description && <p className="mt-3 line-clamp-3 text-slate-700">{team.description}</p>}
      {team.teamAchievements && (
        <p className="mt-2 flex gap-1.5 text-sm text-slate-600">
          <Trophy className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
          <span className="line-clamp-2">{team.teamAchievements}</span>
        </p>
      )}

      <div className="mt-auto pt-4">
        <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Sponsorship tiers
        </h4>
        {shown.length === 0 ? (
          <p className="rounded-[var(--radius-control)] bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
            No sponsorship tiers yet.
          </p>
        ) : (
          <ul className="space-y-2">
            {shown.map((tier) => (
              <TierRow key={tier.id} tier={tier} teamId={team.id} teamName={team.name} signedIn={signedIn} />
            ))}
          </ul>
        )}
        {more > 0 && (
          // The name a screen reader hears starts with the words on screen (WCAG 2.5.3, label in name).
          <Link
            to={details}
            className="mt-2 inline-flex min-h-9 items-center text-sm font-semibold text-sky hover:underline"
          >
            View more options ({more} more {more === 1 ? 'tier' : 'tiers'})
          </Link>
        )}
        <Link to={details} className={`${buttonClasses('secondary', 'md')} mt-3 w-full`}>
          View Team
        </Link>
      </div>
    </Card>
  );
}

/** The card's shape while the list loads. */
export function TeamListingCardSkeleton() {
  return (
    <Card className="flex flex-col p-5">
      <ListingCardHeadingSkeleton />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <Skeleton className="mt-6 h-3 w-28" />
      <Skeleton className="mt-3 h-14 w-full" />
      <Skeleton className="mt-2 h-14 w-full" />
      <Skeleton className="mt-4 h-11 w-full" />
    </Card>
  );
}

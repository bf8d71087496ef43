import { Check, ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money';
import type { DiscoveryTier } from '../../../shared/schemas/discovery';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { sponsorPath } from './links';

const spotsLeft = (n: number) => `${n} ${n === 1 ? 'spot' : 'spots'} left`;

/**
 * One tier on the team page: price, spots left, benefits, logo placement, and Select This Tier or Sold Out.
 * `playerId` is the player whose page the visitor came from; the sponsorship credits them.
 */
export function TierCard({
  tier,
  teamId,
  playerId,
}: {
  tier: DiscoveryTier;
  teamId: string;
  playerId?: string | null;
}) {
  return (
    <Card className={`flex h-full flex-col p-5 ${tier.soldOut ? 'bg-slate-50 opacity-70' : ''}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-bold break-words">{tier.name}</h3>
        {tier.soldOut ? (
          <Badge tone="neutral">Sold Out</Badge>
        ) : (
          <Badge tone="paid">{spotsLeft(tier.spotsLeft)}</Badge>
        )}
      </div>
      <p className="mt-2 text-3xl font-bold text-navy tabular-nums">{formatCents(tier.amount)}</p>
      <p className="text-sm text-slate-500 tabular-nums">
        {tier.takenSpots} of {tier.availableSpots} spots taken
      </p>
      {tier.description && <p className="mt-3 text-slate-700">{tier.description}</p>}
      {tier.benefits.length > 0 && (
        <ul aria-label={`${tier.name} benefits`} className="mt-4 space-y-2">
          {tier.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 text-slate-700">
              <Check className="mt-0.5 size-4 shrink-0 text-field" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
      )}
      {tier.logoPlacement && (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <ImageIcon className="size-4 shrink-0 text-slate-400" aria-hidden />
          Logo placement: <span className="font-medium text-slate-800">{tier.logoPlacement}</span>
        </p>
      )}
      <div className="mt-auto pt-5">
        {tier.soldOut ? (
          <Button variant="secondary" className="w-full" disabled>
            Sold Out
          </Button>
        ) : (
          <Link
            to={sponsorPath(teamId, tier.id, playerId)}
            className={`${buttonClasses('primary')} w-full`}
            aria-label={`Select This Tier: ${tier.name}, ${formatCents(tier.amount)}`}
          >
            Select This Tier
          </Link>
        )}
      </div>
    </Card>
  );
}

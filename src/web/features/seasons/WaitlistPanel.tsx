import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import type { DiscoveryTier } from '../../../shared/schemas/discovery';
import { WAITLIST_HOLD_HOURS } from '../../../shared/schemas/seasons';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTeamWaitlist, useWaitlistToggle } from './api';

/**
 * 'Join waitlist' for the sold-out tiers on the sponsor page: when a spot opens, the first business waiting
 * gets an email and the spot is held for it for 48 hours.
 */
export function WaitlistPanel({ teamId, tiers }: { teamId: string; tiers: DiscoveryTier[] }) {
  const soldOut = tiers.filter((tier) => tier.soldOut);
  const entries = useTeamWaitlist(teamId, soldOut.length > 0);
  const toggle = useWaitlistToggle(teamId);
  if (soldOut.length === 0) return null;

  const act = (tier: DiscoveryTier, join: boolean) =>
    toggle.mutate(
      { tierId: tier.id, join },
      {
        onSuccess: () =>
          toast.success(join ? `You're on the ${tier.name} waitlist` : `You left the ${tier.name} waitlist`),
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-navy" aria-hidden />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">Waiting for a sold-out tier?</h2>
          <p className="text-sm text-slate-600">
            Join its waitlist. When a spot opens we email the first business waiting and hold the spot for it
            for {WAITLIST_HOLD_HOURS} hours.
          </p>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {soldOut.map((tier) => {
          const entry = entries.data?.find((e) => e.tierId === tier.id);
          const waiting = entry?.position != null;
          return (
            <li key={tier.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-navy">{tier.name}</p>
                {entries.isPending ? (
                  <Skeleton className="mt-1 h-4 w-32" />
                ) : (
                  <p className="text-sm text-slate-600" aria-live="polite">
                    {waiting
                      ? `You're number ${entry.position} on the waitlist`
                      : entry
                        ? 'A spot was held for you: check your email'
                        : 'Sold out'}
                  </p>
                )}
              </div>
              <Button
                size="sm"
                variant={waiting ? 'secondary' : 'primary'}
                disabled={entries.isPending}
                loading={toggle.isPending && toggle.variables?.tierId === tier.id}
                onClick={() => act(tier, !waiting)}
                aria-label={`${waiting ? 'Leave' : 'Join'} the ${tier.name} waitlist`}
              >
                {waiting ? 'Leave waitlist' : 'Join waitlist'}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { type HeldMoneyReport, PAYOUT_STATE_LABELS } from '../../../shared/schemas/payouts';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { api, read } from '../../lib/api';

/**
 * The teams whose money Homefield holds because they cannot receive payouts yet (issue 20), most first:
 * the admin sees who to chase; the teams themselves are reminded by email.
 */
export function HeldMoneyCard() {
  const held = useQuery({
    queryKey: ['admin', 'held-money'],
    queryFn: (): Promise<HeldMoneyReport> => read(api.admin['held-money'].$get()),
  });
  if (held.isPending) return <Skeleton className="h-32 w-full" />;
  if (!held.data) return null;
  const { teams, totalHeldCents, teamCount } = held.data;
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="held-money-title">
        <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
          <h3 id="held-money-title" className="font-semibold text-navy">
            Held for teams without payouts
          </h3>
          <p className="text-sm text-slate-600">
            {teamCount === 0
              ? 'Every team with money can receive it: nothing is held.'
              : `${formatCents(totalHeldCents)} for ${teamCount} ${teamCount === 1 ? 'team' : 'teams'} that cannot receive payouts yet. They are reminded by email.`}
          </p>
        </div>
        {teams.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {teams.map((team) => (
              <li key={team.teamId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
                <Landmark className="size-4 shrink-0 text-slate-400" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-800">{team.teamName}</p>
                  <p className="text-xs break-words text-slate-500">
                    {team.contactEmail} · waiting since {formatDate(team.heldSince)}
                  </p>
                </div>
                <Badge tone={team.payoutState === 'restricted' ? 'failed' : 'pending'}>
                  {PAYOUT_STATE_LABELS[team.payoutState]}
                </Badge>
                <span className="font-semibold text-navy tabular-nums">{formatCents(team.heldCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

import { Handshake, Layers } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type { LeagueTierView } from '../../../shared/schemas/league-sponsorships';
import { splitCents } from '../../../shared/split';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { isExplained } from '../teams/teamErrors';
import { TierBenefits } from '../tiers/TierBenefits';
import { TierCardTop } from '../tiers/TierCardTop';
import { TierForm } from '../tiers/TierForm';
import { useDeleteLeagueTier, useLeagueSponsorship, useSaveLeagueTier } from './packages-api';

/** What each team receives of a package, before fees: the largest share, as the split gives it. */
export function shareLine(amount: number, teams: number): string {
  if (teams === 0) return 'Shared among the league’s teams';
  const each = splitCents(
    amount,
    Array.from({ length: teams }, () => 1),
  )[0]!;
  return teams === 1
    ? 'All of it to the league’s one team'
    : `About ${formatCents(each)} to each of ${teams} teams`;
}

function PackageItem({
  tier,
  teams,
  onEdit,
  onDelete,
}: {
  tier: LeagueTierView;
  teams: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="p-5">
      <TierCardTop
        name={tier.name}
        amount={tier.amount}
        detail={<p className="text-sm text-slate-600">{shareLine(tier.amount, teams)}</p>}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {tier.description && <p className="mt-3 break-words text-slate-700">{tier.description}</p>}
      <TierBenefits name={tier.name} benefits={tier.benefits} />
    </Card>
  );
}

/**
 * The league's packages a business buys for every team (decision 0059), the form that makes them, and
 * the businesses that bought one.
 */
export function LeaguePackages({ teams }: { teams: number }) {
  const view = useLeagueSponsorship();
  const save = useSaveLeagueTier();
  const remove = useDeleteLeagueTier();
  const [editing, setEditing] = useState<LeagueTierView | null>(null);
  const [deleting, setDeleting] = useState<LeagueTierView | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);

  if (view.isPending) return <Skeleton className="h-48 w-full" />;
  if (view.isError) {
    return (
      <EmptyState
        title="Could not load your packages"
        description="Please try again."
        action={<Button onClick={() => view.refetch()}>Try again</Button>}
      />
    );
  }
  const { tiers, sponsors } = view.data;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Package deleted'),
      onError: (error) =>
        toast.error('Could not delete the package', {
          description: isExplained(error) ? error.message : undefined,
        }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        {tiers.length === 0 ? (
          <EmptyState
            icon={<Layers aria-hidden />}
            title="No league packages yet"
            description="A package lets one business sponsor every team of the league with one payment. Create one to show it on your league page."
          />
        ) : (
          <ul className="space-y-4">
            {tiers.map((tier) => (
              <li key={tier.id}>
                <PackageItem
                  tier={tier}
                  teams={teams}
                  onEdit={() => {
                    setEditing(tier);
                    setFocusSignal((n) => n + 1);
                  }}
                  onDelete={() => setDeleting(tier)}
                />
              </li>
            ))}
          </ul>
        )}
        <TierForm
          key={editing?.id ?? 'new'}
          league
          save={save}
          tier={editing}
          focusSignal={focusSignal}
          onDone={() => {
            setEditing(null);
            setFocusSignal(0);
          }}
        />
      </div>
      <Card className="p-5 sm:p-6">
        <h3 className="flex items-center gap-2 text-lg font-bold">
          <Handshake className="size-5 text-field" aria-hidden />
          League sponsors
        </h3>
        {sponsors.length === 0 ? (
          <p className="mt-2 text-slate-600">
            Businesses that buy a package appear here, and on every team's dashboard as a sponsor.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {sponsors.map((s) => (
              <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <span className="font-semibold break-words">{s.businessName}</span>
                <span className="text-sm text-slate-600 tabular-nums">
                  {s.tierName}: {formatCents(s.amount)} shared by {s.teams} {s.teams === 1 ? 'team' : 'teams'}
                  , {formatDate(s.paidAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={`Delete the ${deleting?.name ?? ''} package?`}
        description="Businesses will no longer see it. Sponsors who bought it keep what they bought."
        confirmLabel="Delete package"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

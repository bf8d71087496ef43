import { ImageIcon, Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { isSoldOut, spotsLabel, type Tier } from '../../../shared/schemas/tiers';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { isExplained } from '../teams/teamErrors';
import { useDeleteTier } from './api';
import { TierBenefits } from './TierBenefits';
import { TierCardTop } from './TierCardTop';

interface TierListProps {
  teamId: string;
  tiers: Tier[];
  /** The tier open in the form, highlighted. */
  editingId: string | null;
  onEdit: (tier: Tier) => void;
  /** The empty state's action: take the user to the create form. */
  onCreate: () => void;
  onDeleted: (tierId: string) => void;
}

function TierItem({
  tier,
  editing,
  onEdit,
  onDelete,
}: {
  tier: Tier;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const soldOut = isSoldOut(tier);
  return (
    <Card className={`p-5 ${editing ? 'ring-2 ring-gold' : ''}`}>
      <TierCardTop
        name={tier.name}
        amount={tier.amount}
        badges={
          <>
            {soldOut && <Badge tone="neutral">Sold Out</Badge>}
            {editing && <Badge tone="pending">Editing</Badge>}
          </>
        }
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {tier.description && <p className="mt-3 text-slate-700">{tier.description}</p>}
      <TierBenefits name={tier.name} benefits={tier.benefits} />
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <ImageIcon className="size-4 shrink-0" aria-hidden />
          {tier.logoPlacement ?? 'No logo placement'}
        </p>
        <div className="w-full sm:w-48">
          <p className="mb-1 text-sm text-slate-600 tabular-nums">
            <span className="font-semibold text-navy">{spotsLabel(tier)}</span> spots taken
          </p>
          <ProgressBar
            value={tier.takenSpots}
            max={tier.availableSpots}
            label={`${tier.name} spots taken`}
            valueText={`${spotsLabel(tier)} spots taken`}
            tone={soldOut ? 'navy' : 'field'}
          />
        </div>
      </div>
    </Card>
  );
}

/** The team's tiers, cheapest first, each with Edit and a confirmed Delete. */
export function TierList({ teamId, tiers, editingId, onEdit, onCreate, onDeleted }: TierListProps) {
  const remove = useDeleteTier(teamId);
  const [deleting, setDeleting] = useState<Tier | null>(null);

  if (tiers.length === 0) {
    return (
      <EmptyState
        icon={<Layers aria-hidden />}
        title="No tiers yet"
        description="Tiers are the sponsorship packages businesses can buy. Create one so sponsors can support your team."
        action={
          <Button onClick={onCreate}>
            <Plus className="size-4" aria-hidden />
            Create your first tier
          </Button>
        }
      />
    );
  }

  const confirmDelete = () => {
    if (!deleting) return;
    const tierId = deleting.id;
    remove.mutate(tierId, {
      onSuccess: () => {
        toast.success('Sponsorship tier deleted successfully');
        onDeleted(tierId);
      },
      onError: (error) =>
        toast.error('Failed to delete sponsorship tier', {
          description: isExplained(error) ? error.message : undefined,
          duration: 10_000,
        }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <ul className="space-y-4">
        {tiers.map((tier) => (
          <li key={tier.id}>
            <TierItem
              tier={tier}
              editing={tier.id === editingId}
              onEdit={() => onEdit(tier)}
              onDelete={() => setDeleting(tier)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={`Delete the ${deleting?.name ?? ''} tier?`}
        description="Sponsors will no longer see it. A tier that businesses have already bought cannot be deleted."
        confirmLabel="Delete Tier"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

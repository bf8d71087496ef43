import { useState } from 'react';
import type { Tier } from '../../../shared/schemas/tiers';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSaveTier } from './api';
import { TierForm } from './TierForm';
import { TierList } from './TierList';

/** The tier list beside the tier form; Edit opens a tier in the form, saving or cancelling closes it. */
export function TiersSection({ teamId, tiers }: { teamId: string; tiers: Tier[] | undefined }) {
  const save = useSaveTier(teamId);
  const [editing, setEditing] = useState<Tier | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);
  const focusForm = () => setFocusSignal((n) => n + 1);
  // Back to create mode without pulling the focus (and the scroll) to the form.
  const closeForm = () => {
    setEditing(null);
    setFocusSignal(0);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div>
        {tiers ? (
          <TierList
            teamId={teamId}
            tiers={tiers}
            editingId={editing?.id ?? null}
            onEdit={(tier) => {
              setEditing(tier);
              focusForm();
            }}
            onCreate={focusForm}
            onDeleted={(tierId) => {
              if (editing?.id === tierId) closeForm();
            }}
          />
        ) : (
          <div className="space-y-4" aria-busy="true">
            <span className="sr-only">Loading tiers</span>
            <Skeleton className="h-56 w-full rounded-[var(--radius-card)]" />
            <Skeleton className="h-56 w-full rounded-[var(--radius-card)]" />
          </div>
        )}
      </div>
      <TierForm
        key={editing?.id ?? 'new'}
        save={save}
        tier={editing}
        focusSignal={focusSignal}
        onDone={closeForm}
      />
    </div>
  );
}

import { TriangleAlert } from 'lucide-react';
import type { Player } from '../../../shared/schemas/roster';

/**
 * How many players' names the roster's split into first and last name left in doubt (migration 0011,
 * issue 18 hole 6): their public pages say 'Player #N' until the coach confirms each in the list below.
 */
export function NamesToConfirmNote({ players }: { players: Player[] }) {
  const count = players.filter((player) => player.nameNeedsReview).length;
  if (count === 0) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-amber/30 bg-amber-bg px-4 py-3 text-amber"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      {count === 1
        ? '1 player needs their name confirmed. Their page shows their number, not their name, until you do: press “Confirm name” on their row.'
        : `${count} players need their names confirmed. Their pages show their numbers, not their names, until you do: press “Confirm name” on each row.`}
    </p>
  );
}

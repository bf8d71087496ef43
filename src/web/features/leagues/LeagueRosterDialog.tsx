import { formatCents } from '../../../shared/money';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { useLeagueRoster } from './api';

/** A member team's players as the league sees them: public names and this season's figures, read-only. */
export function LeagueRosterDialog({
  team,
  onClose,
}: {
  team: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const roster = useLeagueRoster(team?.id ?? null);
  return (
    <Dialog open={team !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`${team?.name ?? 'Team'} roster`}
        description="Raised this season. The coach keeps the roster; the league sees it."
      >
        {roster.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : roster.isError ? (
          <p className="text-slate-600">Could not load the roster. Please try again.</p>
        ) : roster.data.players.length === 0 ? (
          <p className="text-slate-600">No players on the roster yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {roster.data.players.map((player) => (
              <li key={player.playerId} className="flex items-center justify-between gap-3 py-2.5">
                <span className="font-medium text-navy">{player.publicName}</span>
                <span className="text-sm text-slate-600 tabular-nums">
                  {formatCents(player.raisedCents)} · {player.supporters}{' '}
                  {player.supporters === 1 ? 'supporter' : 'supporters'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { toast } from 'sonner';
import type { Player } from '../../../shared/schemas/roster';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { useRemovePlayer } from './api';

interface RemovePlayerDialogProps {
  teamId: string;
  player: Player | null;
  onOpenChange: (open: boolean) => void;
}

/** What removing does, with the monthly gifts it stops said before, not after (issue 19). */
function removalWarning(player: Player | null): string {
  const base = 'Their personal link stops working and their contacts are deleted. This cannot be undone.';
  const gifts = player?.monthlyGifts ?? 0;
  if (gifts === 0) return base;
  const stop = gifts === 1 ? '1 monthly gift to them will stop' : `${gifts} monthly gifts to them will stop`;
  return `${base} ${stop}, and each donor is told by email. Nothing more will be charged for them.`;
}

export function RemovePlayerDialog({ teamId, player, onOpenChange }: RemovePlayerDialogProps) {
  const remove = useRemovePlayer(teamId);
  const confirm = () => {
    if (!player) return;
    remove.mutate(player.id, {
      onSuccess: () => {
        toast.success('Player removed from roster');
        onOpenChange(false);
      },
      onError: () => toast.error('Failed to remove player'),
    });
  };
  return (
    <Dialog open={player !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Remove ${player?.playerName ?? 'player'}?`}
        description={removalWarning(player)}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" loading={remove.isPending} onClick={confirm}>
              Remove player
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

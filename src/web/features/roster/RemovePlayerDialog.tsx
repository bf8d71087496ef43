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
        description="Their personal link stops working and their contacts are deleted. This cannot be undone."
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

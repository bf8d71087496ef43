import { toast } from 'sonner';
import { formatCents } from '../../../shared/money';
import type { MonthlyGift } from '../../../shared/schemas/giving';
import { Button } from '../../components/ui/Button';
import { DialogContent } from '../../components/ui/Dialog';
import { ItemDialog } from '../../components/ui/ItemDialog';
import { Refusal } from '../account/Refusal';
import { useCancelMonthly } from './api';

/** Asks before stopping a monthly donation for good (pausing is the gentler way, and said so). */
export function CancelMonthlyDialog({ gift, onClose }: { gift: MonthlyGift | null; onClose: () => void }) {
  return (
    <ItemDialog item={gift} onClose={onClose}>
      {(gift) => <CancelQuestion gift={gift} onClose={onClose} />}
    </ItemDialog>
  );
}

function CancelQuestion({ gift, onClose }: { gift: MonthlyGift; onClose: () => void }) {
  const cancel = useCancelMonthly(gift.id);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success('Monthly donation cancelled', {
          description: 'No more payments will be taken. A confirmation is on its way to your inbox.',
        });
        onClose();
      },
    });
  return (
    <DialogContent
      size="max-w-xl"
      title="Cancel monthly donation?"
      description={`Your ${formatCents(gift.amount)} a month to ${gift.playerName} (${gift.teamName}) stops: no more payments are taken. What you already gave stays with the team. To stop for a while instead, pause it.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep my donation
          </Button>
          <Button variant="destructive" loading={cancel.isPending} onClick={confirm}>
            Cancel monthly donation
          </Button>
        </>
      }
    >
      {cancel.error ? <Refusal error={cancel.error} /> : null}
    </DialogContent>
  );
}

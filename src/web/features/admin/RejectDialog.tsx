import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';

interface RejectDialogProps {
  /** The registration being rejected; open while there is one. */
  name: string | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for an optional reason; it goes into the decline email, never into the record. */
export function RejectDialog({ name, pending, onConfirm, onClose }: RejectDialogProps) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onClose()}>
      {name !== null && <RejectForm name={name} pending={pending} onConfirm={onConfirm} />}
    </Dialog>
  );
}

/** Mounted per opening, so a reason typed for one registration never shows for the next. */
function RejectForm({ name, pending, onConfirm }: Omit<RejectDialogProps, 'onClose'> & { name: string }) {
  const [reason, setReason] = useState('');
  return (
    <DialogContent
      title="Reject Registration"
      description={`${name} will be told that the registration was not approved, and invited to resubmit.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => onConfirm(reason.trim())}>
            {pending ? 'Processing...' : 'Reject Registration'}
          </Button>
        </>
      }
    >
      <Field
        label="Reason (optional)"
        htmlFor="reject-reason"
        hint="It goes into the email, which you can edit before it is sent."
      >
        <Textarea
          id="reject-reason"
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby="reject-reason-hint"
        />
      </Field>
    </DialogContent>
  );
}

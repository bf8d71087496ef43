import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { MessageThreadResponse } from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError } from '../../lib/api';
import { useBusinessBlock } from './api';

const describe = (failure: Error) => (failure instanceof ApiError ? failure.message : undefined);

/**
 * The team's way out of an unwanted conversation: block the business (it then cannot write to the team in
 * any thread nor start a new sponsorship; the admins see the report), or lift an earlier block.
 */
export function BlockBusiness({ thread }: { thread: MessageThreadResponse }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const change = useBusinessBlock(thread);

  const block = () =>
    change.mutate(
      { block: true, input: { reason } },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast.success(`${thread.businessName} is blocked`);
        },
        onError: (failure) => {
          setReasonError(failure instanceof ApiError ? failure.fields.reason?.[0] : undefined);
          toast.error('Failed to block this business', { description: describe(failure) });
        },
      },
    );
  const unblock = () =>
    change.mutate(
      { block: false },
      {
        onSuccess: () => toast.success(`${thread.businessName} can message your team again`),
        onError: (failure) =>
          toast.error('Failed to unblock this business', { description: describe(failure) }),
      },
    );

  if (thread.blocked) {
    return (
      <div className="flex flex-col gap-3 rounded-[var(--radius-control)] bg-red-50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-slate-800">
          <Ban className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
          You blocked {thread.businessName}. They cannot message your team or start a new sponsorship.
        </p>
        <Button variant="secondary" size="sm" loading={change.isPending} onClick={unblock}>
          Unblock
        </Button>
      </div>
    );
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Ban className="size-4" aria-hidden />
        Block this business
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Block ${thread.businessName}?`}
        description="They will no longer be able to message your team or start a new sponsorship. Homefield's admins are told, so they can look into it."
        confirmLabel="Block business"
        pending={change.isPending}
        onConfirm={block}
      >
        <Field
          label="Reason (optional)"
          htmlFor={`${id}-reason`}
          error={reasonError}
          hint="Only Homefield's admins see this."
        >
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? `${id}-reason-error` : `${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      </ConfirmDialog>
    </>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import { DialogClose } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';

/**
 * The end of every refund dialog (an admin's, a coach's): the required reason, what went wrong, Cancel and
 * the destructive button naming the amount.
 */
export function RefundFormEnd({
  id,
  reason,
  reasonError,
  failure,
  pending,
  amount,
}: {
  id: string;
  reason: UseFormRegisterReturn<'reason'>;
  reasonError: string | undefined;
  failure: string | null;
  pending: boolean;
  amount: string;
}) {
  return (
    <>
      <Field
        label="Reason"
        htmlFor={id}
        required
        error={reasonError}
        hint="Why the money goes back. It is kept with the refund."
      >
        <Textarea
          id={id}
          rows={3}
          invalid={Boolean(reasonError)}
          aria-required
          aria-describedby={reasonError ? `${id}-error` : `${id}-hint`}
          {...reason}
        />
      </Field>
      {failure && (
        <p
          role="alert"
          className="rounded-[var(--radius-control)] bg-red-50 px-3 py-2 text-sm font-medium text-danger"
        >
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" loading={pending}>
          Refund {amount}
        </Button>
      </div>
    </>
  );
}

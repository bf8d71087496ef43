import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { dollarsToCents, formatCents, formatCentsExact } from '../../../shared/money';
import type { AdminPaymentRow } from '../../../shared/schemas/admin-payments';
import { refundReasonSchema, refundTooLargeMessage } from '../../../shared/schemas/refunds';
import { DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ItemDialog } from '../../components/ui/ItemDialog';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { RefundFormEnd } from '../payments/RefundFormEnd';
import { useAdminRefund } from './usePayments';

const REFUND_FAILED = 'The refund could not be sent. Check your connection and try again.';

/** What is left of the payment to refund. */
const leftOf = (payment: AdminPaymentRow) => payment.amountCents - payment.refundedCents;

/** What happens, in the words the admin confirms. */
export function refundQuestion(payment: AdminPaymentRow): string {
  const already =
    payment.refundedCents > 0
      ? ` ${formatCentsExact(payment.refundedCents)} of it was already refunded.`
      : '';
  const ends =
    payment.kind === 'sponsorship'
      ? ' Refunding all that is left ends the sponsorship and frees its spot.'
      : '';
  return `Refund up to ${formatCentsExact(leftOf(payment))} of ${payment.payerName}'s ${formatCents(payment.amountCents)} payment to their card.${already}${ends} The payer is emailed.`;
}

/** The form as typed: the amount in dollars, checked against what is left before it is sent. */
function refundFormSchema(payment: AdminPaymentRow) {
  const left = leftOf(payment);
  return z.object({
    amount: z.string().transform((typed, ctx) => {
      const cents = dollarsToCents(typed);
      if (cents === null) ctx.addIssue({ code: 'custom', message: 'Enter the amount to refund, like 25.00' });
      else if (cents <= 0) ctx.addIssue({ code: 'custom', message: 'Enter an amount above $0' });
      else if (cents > left) ctx.addIssue({ code: 'custom', message: refundTooLargeMessage(left) });
      return cents ?? 0;
    }),
    reason: refundReasonSchema,
  });
}

interface RefundDialogProps {
  /** The payment to refund; open while there is one. */
  payment: AdminPaymentRow | null;
  onClose: () => void;
}

/** Refunds one payment, in full or in part, with the reason the record keeps (issue 20). */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  return (
    <ItemDialog item={payment} onClose={onClose}>
      {(payment) => <RefundForm payment={payment} onClose={onClose} />}
    </ItemDialog>
  );
}

type FormInput = z.input<ReturnType<typeof refundFormSchema>>;
type FormOutput = z.output<ReturnType<typeof refundFormSchema>>;

function RefundForm({ payment, onClose }: { payment: AdminPaymentRow; onClose: () => void }) {
  const refund = useAdminRefund();
  const [failure, setFailure] = useState<string | null>(null);
  const left = leftOf(payment);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(refundFormSchema(payment)),
    defaultValues: { amount: (left / 100).toFixed(2), reason: '' },
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const typed = dollarsToCents(form.watch('amount'));
  const amount = formatCentsExact(typed !== null && typed > 0 && typed <= left ? typed : left);

  const submit = ({ amount: cents, reason }: FormOutput) => {
    setFailure(null);
    // All that is left goes without an amount: a second admin doing the same gets the first answer.
    const input = {
      kind: payment.kind,
      id: payment.id,
      reason,
      ...(cents === left ? {} : { amountCents: cents }),
    };
    refund.mutate(input, {
      onSuccess: () => {
        toast.success('Refund sent', {
          description: `${formatCentsExact(cents)} goes back to ${payment.payerName} (${payment.reference}).`,
        });
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          setFailure(REFUND_FAILED);
          return;
        }
        const reason = error.fields.reason?.[0];
        const tooMuch = error.fields.amountCents?.[0];
        if (reason) form.setError('reason', { type: 'server', message: reason });
        if (tooMuch) form.setError('amount', { type: 'server', message: tooMuch });
        // A refused field is said under it; anything else (409: refunded meanwhile) up here.
        if (!reason && !tooMuch) setFailure(error.message);
      },
    });
  };

  return (
    <DialogContent title="Refund payment" description={refundQuestion(payment)}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-[var(--radius-control)] bg-slate-50 px-4 py-3 text-sm">
          <dt className="text-slate-500">Reference</dt>
          <dd className="font-mono text-slate-800">{payment.reference}</dd>
          <dt className="text-slate-500">Payment</dt>
          <dd className="break-words text-slate-800">{payment.description}</dd>
          <dt className="text-slate-500">Team</dt>
          <dd className="break-words text-slate-800">{payment.teamName}</dd>
          {payment.payerEmail && (
            <>
              <dt className="text-slate-500">Payer</dt>
              <dd className="break-words text-slate-800">{payment.payerEmail}</dd>
            </>
          )}
        </dl>
        <Field
          label="Amount to refund ($)"
          htmlFor="refund-amount"
          required
          error={errors.amount?.message}
          hint={`Up to ${formatCentsExact(left)}.`}
        >
          <Input
            id="refund-amount"
            inputMode="decimal"
            autoComplete="off"
            invalid={Boolean(errors.amount)}
            aria-required
            aria-describedby={errors.amount ? 'refund-amount-error' : 'refund-amount-hint'}
            {...form.register('amount')}
          />
        </Field>
        <RefundFormEnd
          id="refund-reason"
          reason={form.register('reason')}
          reasonError={errors.reason?.message}
          failure={failure}
          pending={refund.isPending}
          amount={amount}
        />
      </form>
    </DialogContent>
  );
}

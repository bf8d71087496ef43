import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatCents } from '../../../shared/money';
import type { AdminPaymentRow } from '../../../shared/schemas/admin-payments';
import { type AdminRefundInput, adminRefundSchema } from '../../../shared/schemas/refunds';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { RefundFormEnd } from '../payments/RefundFormEnd';
import { useAdminRefund } from './usePayments';

const REFUND_FAILED = 'The refund could not be sent. Check your connection and try again.';

/** What happens, in the words the admin confirms. */
export function refundQuestion(payment: AdminPaymentRow): string {
  const ends = payment.kind === 'sponsorship' ? ' The sponsorship ends and its spot is freed.' : '';
  return `Refund ${formatCents(payment.amountCents)} to ${payment.payerName}? The whole payment goes back to the card.${ends} The payer is emailed.`;
}

interface RefundDialogProps {
  /** The payment to refund; open while there is one. */
  payment: AdminPaymentRow | null;
  onClose: () => void;
}

/** Refunds one payment in full, with the reason the record keeps (issue 20). */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Mounted per opening, so a reason typed for one payment never shows for the next. */}
      {payment && <RefundForm key={payment.id} payment={payment} onClose={onClose} />}
    </Dialog>
  );
}

type FormInput = z.input<typeof adminRefundSchema>;

function RefundForm({ payment, onClose }: { payment: AdminPaymentRow; onClose: () => void }) {
  const refund = useAdminRefund();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, AdminRefundInput>({
    resolver: zodResolver(adminRefundSchema),
    defaultValues: { kind: payment.kind, id: payment.id, reason: '' },
  });
  useUnsaved(form.formState.isDirty);
  const reasonError = form.formState.errors.reason?.message;
  const amount = formatCents(payment.amountCents);

  const submit = (input: AdminRefundInput) => {
    setFailure(null);
    refund.mutate(input, {
      onSuccess: () => {
        toast.success('Refund sent', {
          description: `${amount} goes back to ${payment.payerName} (${payment.reference}).`,
        });
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          setFailure(REFUND_FAILED);
          return;
        }
        const reason = error.fields.reason?.[0];
        if (reason) form.setError('reason', { type: 'server', message: reason });
        // A refused reason is said under its field; anything else (409: refunded meanwhile) up here.
        if (!reason || Object.keys(error.fields).length > 1) setFailure(error.message);
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
        <RefundFormEnd
          id="refund-reason"
          reason={form.register('reason')}
          reasonError={reasonError}
          failure={failure}
          pending={refund.isPending}
          amount={amount}
        />
      </form>
    </DialogContent>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formatCentsExact } from '../../../shared/money';
import { type GiftRefundInput, giftRefundSchema, REFUND_WINDOW_DAYS } from '../../../shared/schemas/refunds';
import type { TeamGiftRow } from '../../../shared/schemas/team-dashboard';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { RefundFormEnd } from '../payments/RefundFormEnd';
import { useRefundGift } from './api';

/** A coach sends a recent gift back (within REFUND_WINDOW_DAYS), saying why. */
export function GiftRefundDialog({
  teamId,
  gift,
  onClose,
}: {
  teamId: string;
  gift: TeamGiftRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={gift?.refundable != null} onOpenChange={(open) => !open && onClose()}>
      {/* Mounted per opening, so a reason typed for one gift never shows for the next. */}
      {gift?.refundable && <GiftRefundForm key={gift.id} teamId={teamId} gift={gift} onClose={onClose} />}
    </Dialog>
  );
}

function GiftRefundForm({
  teamId,
  gift,
  onClose,
}: {
  teamId: string;
  gift: TeamGiftRow;
  onClose: () => void;
}) {
  const refund = useRefundGift(teamId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GiftRefundInput>({
    resolver: zodResolver(giftRefundSchema),
    defaultValues: { reason: '' },
  });
  useUnsaved(form.formState.isDirty);
  const payment = gift.refundable!;
  const amount = formatCentsExact(payment.amountCents);
  const donor = gift.donorName ?? 'the donor';
  const reasonError = form.formState.errors.reason?.message;

  const submit = ({ reason }: GiftRefundInput) => {
    setFailure(null);
    refund.mutate(
      { paymentId: payment.id, reason },
      {
        onSuccess: () => {
          toast.success('Refund sent', { description: `${amount} goes back to ${donor}.` });
          onClose();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.reason?.[0] : undefined;
          if (field) form.setError('reason', { type: 'server', message: field });
          else setFailure(error instanceof Error ? error.message : 'The refund could not be sent.');
        },
      },
    );
  };

  const month = gift.monthly ? ' (its latest month; the monthly gift goes on unless the donor stops it)' : '';
  return (
    <DialogContent
      title="Refund gift"
      description={`Refund ${amount} to ${donor}${month}? The whole payment goes back to the card, it no longer counts toward ${gift.playerName}'s total, and the donor is emailed. A team can refund a gift within ${REFUND_WINDOW_DAYS} days.`}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <RefundFormEnd
          id="gift-refund-reason"
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

import { formatCentsExact } from '../../../shared/money';
import type { AdminPaymentRow } from '../../../shared/schemas/admin-payments';
import { Button } from '../../components/ui/Button';
import { DialogCancel, DialogContent } from '../../components/ui/Dialog';
import { ItemDialog } from '../../components/ui/ItemDialog';
import { Refusal } from '../account/Refusal';
import { useSandboxDispute } from './usePayments';

/** What is still in question: the card issuer disputes what was not refunded. */
const disputed = (payment: AdminPaymentRow) => formatCentsExact(payment.amountCents - payment.refundedCents);

function DisputeSteps({ payment, onClose }: { payment: AdminPaymentRow; onClose: () => void }) {
  const dispute = useSandboxDispute();
  const act = (status: 'needs_response' | 'won' | 'lost') =>
    dispute.mutate({ kind: payment.kind, id: payment.id, status }, { onSuccess: onClose });
  const pressed = dispute.isPending ? dispute.variables?.status : undefined;
  const opened = payment.dispute !== null;
  return (
    <DialogContent
      title={opened ? 'Decide the test dispute' : 'Open a test dispute'}
      description={
        opened
          ? `The card issuer decides ${payment.payerName}'s chargeback of ${disputed(payment)} (${payment.reference}). The team and the admins are told either way.`
          : `The sandbox plays ${payment.payerName}'s card issuer: a chargeback of ${disputed(payment)} on ${payment.reference} takes it from ${payment.teamName}'s money until it is decided, and tells the team and the admins.`
      }
      footer={
        <>
          <DialogCancel />
          {opened ? (
            <>
              <Button variant="destructive" loading={pressed === 'lost'} onClick={() => act('lost')}>
                Team loses
              </Button>
              <Button loading={pressed === 'won'} onClick={() => act('won')}>
                Team wins
              </Button>
            </>
          ) : (
            <Button
              variant="destructive"
              loading={pressed === 'needs_response'}
              onClick={() => act('needs_response')}
            >
              Open dispute
            </Button>
          )}
        </>
      }
    >
      <Refusal error={dispute.error} />
    </DialogContent>
  );
}

/** The sandbox's chargebacks, played by the admin (decision 0037): open one, then win or lose it. */
export function TestDisputeDialog({
  payment,
  onClose,
}: {
  payment: AdminPaymentRow | null;
  onClose: () => void;
}) {
  return (
    <ItemDialog item={payment} onClose={onClose}>
      {(payment) => <DisputeSteps payment={payment} onClose={onClose} />}
    </ItemDialog>
  );
}

import { useState } from 'react';
import { toast } from 'sonner';
import type { PendingBusiness, PendingTeam } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { DialogClose } from '../../components/ui/Dialog';
import { actionFailure } from './access';
import { type DecisionResponse, useRegistrationDecision } from './api';
import { BusinessDetailsDialog } from './BusinessDetailsDialog';
import { dialogDraft, EmailDialog, type EmailDialogDraft } from './EmailDialog';
import { RejectDialog } from './RejectDialog';
import { TeamDetailsDialog } from './TeamDetailsDialog';

export type Registration =
  | { kind: 'team'; record: PendingTeam }
  | { kind: 'business'; record: PendingBusiness };

const KIND_LABEL = { team: 'Team', business: 'Business' } as const;

export function registrationName(item: Registration): string {
  return item.kind === 'team' ? item.record.name : item.record.businessName;
}

/**
 * Review, approve and reject on the approval page: the review dialogs, the reject dialog, the spec's
 * toasts, and then the email dialog prefilled for the contact.
 */
export function useReviewFlow() {
  const decision = useRegistrationDecision();
  const [reviewing, setReviewing] = useState<Registration | null>(null);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [draft, setDraft] = useState<EmailDialogDraft | null>(null);

  const decided = (response: DecisionResponse) => {
    setReviewing(null);
    setRejecting(null);
    setDraft(dialogDraft(response.email));
  };

  const approve = (item: Registration) =>
    decision.mutate(
      { kind: item.kind, id: item.record.id, decision: 'approve' },
      {
        onSuccess: (response) => {
          toast.success('Registration Approved', {
            description: `${KIND_LABEL[item.kind]} has been successfully verified and approved.`,
          });
          decided(response);
        },
        onError: (error) =>
          toast.error('Error', { description: actionFailure(error, 'Failed to approve registration') }),
      },
    );

  const reject = (item: Registration, reason: string) =>
    decision.mutate(
      { kind: item.kind, id: item.record.id, decision: 'reject', reason: reason || undefined },
      {
        onSuccess: (response) => {
          toast.success('Registration Rejected', {
            description: `${registrationName(item)} has been rejected.`,
          });
          decided(response);
        },
        onError: (error) =>
          toast.error('Error', { description: actionFailure(error, 'Failed to reject registration') }),
      },
    );

  const startReject = (item: Registration) => {
    setReviewing(null);
    setRejecting(item);
  };

  /** The id being decided right now, so its buttons show it. */
  const busyId = decision.isPending ? decision.variables.id : null;

  const reviewFooter = reviewing && (
    <>
      <DialogClose asChild>
        <Button variant="secondary">Close</Button>
      </DialogClose>
      <Button variant="destructive" disabled={busyId !== null} onClick={() => startReject(reviewing)}>
        Reject Registration
      </Button>
      <Button loading={busyId === reviewing.record.id} onClick={() => approve(reviewing)}>
        Approve Registration
      </Button>
    </>
  );

  const dialogs = (
    <>
      <TeamDetailsDialog
        team={reviewing?.kind === 'team' ? reviewing.record : null}
        onClose={() => setReviewing(null)}
        footer={reviewFooter}
      />
      <BusinessDetailsDialog
        business={reviewing?.kind === 'business' ? reviewing.record : null}
        onClose={() => setReviewing(null)}
        footer={reviewFooter}
      />
      <RejectDialog
        name={rejecting ? registrationName(rejecting) : null}
        pending={decision.isPending}
        onConfirm={(reason) => rejecting && reject(rejecting, reason)}
        onClose={() => setRejecting(null)}
      />
      <EmailDialog draft={draft} onClose={() => setDraft(null)} />
    </>
  );

  return { review: setReviewing, approve, startReject, busyId, dialogs };
}

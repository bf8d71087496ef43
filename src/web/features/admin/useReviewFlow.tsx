import { useRef, useState } from 'react';
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

type DecisionInput = Parameters<ReturnType<typeof useRegistrationDecision>['mutate']>[0];

/**
 * Review, approve and reject on the approval page: the review dialogs, the reject dialog, the spec's
 * toasts, and then the email dialog prefilled for the contact.
 *
 * Safe to repeat (issue 19): one decision is on its way at a time, and a press that lands while it is
 * (a double click, Approve in the list and in the dialog) is not sent, so the first press's answer is the
 * one that opens the email dialog. React Query runs only the latest mutate()'s own callbacks: a second
 * press used to drop the first one's success, and its 409 showed an error instead of the dialog, so the
 * congratulations was never sent. The server answers a repeat with the same 200 anyway (approvals.ts),
 * and the toasts carry an id, so an answer that does come twice shows once.
 */
export function useReviewFlow() {
  const decision = useRegistrationDecision();
  const [reviewing, setReviewing] = useState<Registration | null>(null);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [draft, setDraft] = useState<EmailDialogDraft | null>(null);
  /** A decision is on its way; set at the press itself, before the page has drawn the busy buttons. */
  const sending = useRef(false);

  const decided = (response: DecisionResponse) => {
    setReviewing(null);
    setRejecting(null);
    setDraft(dialogDraft(response.email));
  };

  const decide = (input: DecisionInput, onSuccess: (response: DecisionResponse) => void, failure: string) => {
    if (sending.current) return;
    sending.current = true;
    decision.mutate(input, {
      onSuccess: (response) => {
        onSuccess(response);
        decided(response);
      },
      onError: (error) =>
        toast.error('Error', { id: `decision-${input.id}`, description: actionFailure(error, failure) }),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const approve = (item: Registration) =>
    decide(
      { kind: item.kind, id: item.record.id, decision: 'approve' },
      () =>
        toast.success('Registration Approved', {
          id: `decision-${item.record.id}`,
          description: `${KIND_LABEL[item.kind]} has been successfully verified and approved.`,
        }),
      'Failed to approve registration',
    );

  const reject = (item: Registration, reason: string) =>
    decide(
      { kind: item.kind, id: item.record.id, decision: 'reject', reason: reason || undefined },
      () =>
        toast.success('Registration Rejected', {
          id: `decision-${item.record.id}`,
          description: `${registrationName(item)} has been rejected.`,
        }),
      'Failed to reject registration',
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

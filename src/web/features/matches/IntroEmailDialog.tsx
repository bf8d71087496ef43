import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type IntroductionDraft,
  type SendIntroduction,
  sendIntroductionSchema,
} from '../../../shared/schemas/matches';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { useUnsaved } from '../../lib/unsaved-changes';
import { actionFailure } from '../admin/access';
import { EmailFields, useBlankDraft } from '../admin/EmailFields';
import { useSendIntroduction } from './api';

export interface IntroductionToSend {
  matchId: string;
  draft: IntroductionDraft;
}

interface IntroEmailDialogProps {
  /** Open while there is an introduction to send. */
  introduction: IntroductionToSend | null;
  onClose: () => void;
}

/**
 * The email dialog (spec part 2, section 2.17) for a match: both parties as recipients, Subject and
 * Message prefilled with the introduction, Cancel and Send Email(s). Unlike the admin's plain email, the
 * server adds each party's own Accept / Decline / Request changes links, so neither recipient can be
 * dropped and the send goes through the match.
 */
export function IntroEmailDialog({ introduction, onClose }: IntroEmailDialogProps) {
  return (
    <Dialog open={introduction !== null} onOpenChange={(open) => !open && onClose()}>
      {introduction && <IntroForm introduction={introduction} onClose={onClose} />}
    </Dialog>
  );
}

function IntroForm({ introduction, onClose }: { introduction: IntroductionToSend; onClose: () => void }) {
  const { matchId, draft } = introduction;
  const send = useSendIntroduction();
  const form = useForm<SendIntroduction>({
    resolver: zodResolver(sendIntroductionSchema),
    defaultValues: { subject: draft.subject, message: draft.message },
  });
  useUnsaved(form.formState.isDirty);
  const blank = useBlankDraft(form);

  const submit = (values: SendIntroduction) =>
    send.mutate(
      { matchId, ...values },
      {
        onSuccess: ({ sent }) => {
          toast.success('Emails Sent', { description: `Successfully sent emails to ${sent} recipient(s)` });
          onClose();
        },
        onError: (error) =>
          toast.error('Error', { description: actionFailure(error, 'Failed to send emails') }),
      },
    );

  return (
    <DialogContent
      title="Send Introduction Emails"
      description="Each recipient gets their own Accept, Decline and Request changes links below your message."
      size="max-w-2xl"
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <div>
          <h3 className="text-sm font-semibold text-navy">Recipients</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-[var(--radius-control)] border border-slate-200">
            {draft.recipients.map((recipient) => (
              <li key={recipient.email} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{recipient.name || recipient.email}</p>
                  <p className="truncate text-sm text-slate-600">{recipient.email}</p>
                </div>
                <span className="shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {recipient.type === 'team' ? 'Team' : 'Sponsor'}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <EmailFields form={form} idPrefix="intro-email" blank={blank} sending={send.isPending} />
      </form>
    </DialogContent>
  );
}

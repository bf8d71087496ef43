import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { adminEmailSchema, type EmailDraft, type EmailRecipient } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useSendEmails } from './api';
import { EmailFields, useBlankDraft } from './EmailFields';

/** What the dialog opens with; every part stays editable before sending. */
export interface EmailDialogDraft {
  recipients: EmailRecipient[];
  subject: string;
  message: string;
}

/** The API's prefilled draft (after an approval or a rejection) as the dialog's. */
export function dialogDraft(draft: EmailDraft): EmailDialogDraft {
  return {
    recipients: [{ email: draft.to, name: draft.toName, type: draft.recipientType }],
    subject: draft.subject,
    message: draft.message,
  };
}

interface EmailDialogProps {
  /** Open while there is a draft. */
  draft: EmailDialogDraft | null;
  onClose: () => void;
  /** After every recipient's email was queued. */
  onSent?: (sent: number) => void;
}

/**
 * The admin's email dialog (spec part 2, section 2.17): the recipients by name and address, Subject,
 * Message, Cancel and Send Email(s). One email per recipient; if one cannot be sent, the ones before it
 * are gone already, so they leave the list and a second try reaches only the rest.
 */
export function EmailDialog({ draft, onClose, onSent }: EmailDialogProps) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft && <EmailForm draft={draft} onClose={onClose} onSent={onSent} />}
    </Dialog>
  );
}

const formSchema = adminEmailSchema.pick({ subject: true, message: true });
type FormValues = { subject: string; message: string };

/** The index N of a `recipients.N.email` field the server named. */
function failedRecipientIndex(error: ApiError): number | null {
  for (const key of Object.keys(error.fields)) {
    const match = /^recipients\.(\d+)\.email$/.exec(key);
    if (match) return Number(match[1]);
  }
  return null;
}

function EmailForm({ draft, onClose, onSent }: EmailDialogProps & { draft: EmailDialogDraft }) {
  const [recipients, setRecipients] = useState(draft.recipients);
  const [alreadySent, setAlreadySent] = useState(0);
  const send = useSendEmails();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { subject: draft.subject, message: draft.message },
  });
  useUnsaved(form.formState.isDirty);
  const blank = useBlankDraft(form);

  const submit = (values: FormValues) =>
    send.mutate(
      { recipients, ...values },
      {
        onSuccess: ({ sent }) => {
          toast.success('Emails Sent', { description: `Successfully sent emails to ${sent} recipient(s)` });
          onSent?.(sent);
          onClose();
        },
        onError: (error) => {
          const failedAt = error instanceof ApiError ? failedRecipientIndex(error) : null;
          if (error instanceof ApiError && failedAt !== null) {
            toast.error('Error', { description: error.message });
            setAlreadySent((count) => count + failedAt);
            setRecipients((current) => current.slice(failedAt));
            return;
          }
          toast.error('Error', { description: 'Failed to send emails' });
        },
      },
    );

  const remove = (index: number) => setRecipients((current) => current.filter((_, i) => i !== index));

  return (
    <DialogContent
      title="Send Email"
      description={`One email goes to each recipient below (${recipients.length}).`}
      size="max-w-2xl"
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <div>
          <h3 className="text-sm font-semibold text-navy">Recipients</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-[var(--radius-control)] border border-slate-200">
            {recipients.map((recipient, index) => (
              <li key={`${recipient.email}-${index}`} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{recipient.name || recipient.email}</p>
                  <p className="truncate text-sm text-slate-600">{recipient.email}</p>
                </div>
                {recipients.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${recipient.email} from the recipients`}
                    onClick={() => remove(index)}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {alreadySent > 0 && (
            <p className="mt-2 text-sm text-field" role="status">
              {alreadySent} email(s) already sent; only the recipients above are left.
            </p>
          )}
        </div>
        <EmailFields
          form={form}
          idPrefix="admin-email"
          blank={blank}
          cannotSend={recipients.length === 0}
          sending={send.isPending}
        />
      </form>
    </DialogContent>
  );
}

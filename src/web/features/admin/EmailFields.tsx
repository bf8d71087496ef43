import type { UseFormReturn } from 'react-hook-form';
import { EMAIL_FIELDS_REQUIRED } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { DialogClose } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';

export interface EmailDraft {
  subject: string;
  message: string;
}

/** Send stays off while either field is blank (spec part 2, 2.17), with the hint under Message. */
export function useBlankDraft(form: UseFormReturn<EmailDraft>): boolean {
  const [subject, message] = form.watch(['subject', 'message']);
  return !subject?.trim() || !message?.trim();
}

interface EmailFieldsProps {
  form: UseFormReturn<EmailDraft>;
  /** Keeps the ids of two dialogs on one page apart: 'admin-email', 'intro-email'. */
  idPrefix: string;
  blank: boolean;
  /** Besides a blank draft, what keeps Send off (no recipients left). */
  cannotSend?: boolean;
  sending: boolean;
}

/** Subject, Message, Cancel and Send Email(s): the bottom of every admin email dialog. */
export function EmailFields({ form, idPrefix, blank, cannotSend = false, sending }: EmailFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <Field label="Subject" htmlFor={`${idPrefix}-subject`} error={errors.subject?.message} required>
        <Input id={`${idPrefix}-subject`} invalid={Boolean(errors.subject)} {...form.register('subject')} />
      </Field>
      <Field
        label="Message"
        htmlFor={`${idPrefix}-message`}
        error={errors.message?.message}
        hint={blank ? EMAIL_FIELDS_REQUIRED : undefined}
        required
      >
        <Textarea
          id={`${idPrefix}-message`}
          rows={8}
          invalid={Boolean(errors.message)}
          aria-describedby={blank ? `${idPrefix}-message-hint` : undefined}
          {...form.register('message')}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={blank || cannotSend} loading={sending}>
          Send Email(s)
        </Button>
      </div>
    </>
  );
}

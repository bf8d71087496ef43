import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate } from '../../../shared/dates';
import {
  FAMILY_REQUEST_HOURS,
  FAMILY_REQUEST_KINDS,
  type FamilyRequestInput,
  familyRequestKindLabel,
  familyRequestSchema,
} from '../../../shared/schemas/family-requests';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { useUnsaved } from '../../lib/unsaved-changes';
import { Refusal } from '../account/Refusal';
import { applyFieldErrors } from '../roster/formErrors';

interface Props {
  teamSlug: string;
  playerNumber: string;
  playerName: string;
  teamName: string;
  open: boolean;
  onClose: () => void;
}

/** A parent or guardian asks to take the child's page down or remove the child's data; no account needed. */
export default function FamilyRequestDialog({ open, onClose, ...player }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <RequestForm {...player} onClose={onClose} />}
    </Dialog>
  );
}

function RequestForm({ teamSlug, playerNumber, playerName, teamName, onClose }: Omit<Props, 'open'>) {
  const id = useId();
  const send = useMutation({
    mutationFn: (input: FamilyRequestInput) =>
      read(
        api.players[':teamSlug'][':playerNumber']['family-requests'].$post({
          param: { teamSlug, playerNumber },
          json: input,
        }),
      ),
  });
  const form = useForm<FamilyRequestInput>({
    resolver: zodResolver(familyRequestSchema),
    defaultValues: { requesterName: '', requesterEmail: '', kind: 'hide_page', message: '' },
  });
  useUnsaved(form.formState.isDirty && !send.isSuccess);
  const { errors } = form.formState;
  const submit = (values: FamilyRequestInput) =>
    send.mutate(values, { onError: (error) => applyFieldErrors(error, form.setError) });

  if (send.isSuccess) {
    return (
      <DialogContent title="Request sent">
        <div role="status" className="text-center">
          <MailCheck className="mx-auto size-12 text-field" aria-hidden />
          <p className="mt-3 text-slate-700">
            {teamName} has been told and must answer by {formatDate(send.data.dueAt)}. If it does not,
            Homefield takes {playerName}'s page down then. We have emailed you a copy and will email you the
            answer.
          </p>
          <Button className="mt-6" onClick={onClose}>
            Close
          </Button>
        </div>
      </DialogContent>
    );
  }
  return (
    <DialogContent
      title={`Ask about ${playerName}'s page`}
      description={`For a parent or guardian. ${teamName} is told at once and answers within ${FAMILY_REQUEST_HOURS / 24} days; if it does not, Homefield takes the page down.`}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-navy">What would you like?</legend>
          <div className="space-y-2">
            {FAMILY_REQUEST_KINDS.map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-slate-300 px-3 py-2.5 has-[:checked]:border-navy has-[:checked]:bg-slate-50"
              >
                <input
                  type="radio"
                  value={kind}
                  className="mt-1 size-4 accent-navy"
                  {...form.register('kind')}
                />
                <span className="text-slate-800">{familyRequestKindLabel(kind)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Your name" htmlFor={`${id}-name`} error={errors.requesterName?.message} required>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            invalid={Boolean(errors.requesterName)}
            aria-describedby={errors.requesterName ? `${id}-name-error` : undefined}
            {...form.register('requesterName')}
          />
        </Field>
        <Field label="Your email" htmlFor={`${id}-email`} error={errors.requesterEmail?.message} required>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            invalid={Boolean(errors.requesterEmail)}
            aria-describedby={errors.requesterEmail ? `${id}-email-error` : undefined}
            {...form.register('requesterEmail')}
          />
        </Field>
        <Field
          label="Anything the team should know (optional)"
          htmlFor={`${id}-message`}
          error={errors.message?.message}
        >
          <Textarea
            id={`${id}-message`}
            rows={3}
            invalid={Boolean(errors.message)}
            {...form.register('message')}
          />
        </Field>
        <Refusal error={send.error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send request
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

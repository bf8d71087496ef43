import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangeEmailInput, changeEmailSchema } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { shieldAfterClose } from '../../lib/one-press';
import { useUnsaved } from '../../lib/unsaved-changes';
import { applyFieldErrors } from '../roster/formErrors';
import { useChangeEmail } from './api';
import { CurrentPasswordField } from './CurrentPasswordField';
import { Refusal } from './Refusal';

const EMPTY: ChangeEmailInput = { newEmail: '', currentPassword: '' };

/** Asks for the new address and the current password; the link mailed there makes the change. */
export function ChangeEmailForm() {
  const id = useId();
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: EMPTY });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const submit = (values: ChangeEmailInput) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset(EMPTY);
        shieldAfterClose();
        setSent(message);
      },
      onError: (error) => applyFieldErrors(error, form.setError),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-[640px] space-y-5">
      {sent && (
        <p role="status" className="rounded-[var(--radius-control)] bg-green-50 px-3 py-2 text-sm text-field">
          {sent}
        </p>
      )}
      <Field label="New email" htmlFor={`${id}-email`} error={errors.newEmail?.message} required>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          invalid={Boolean(errors.newEmail)}
          aria-describedby={errors.newEmail ? `${id}-email-error` : undefined}
          {...form.register('newEmail')}
        />
      </Field>
      <CurrentPasswordField
        id={id}
        error={errors.currentPassword?.message}
        field={form.register('currentPassword')}
      />
      <Refusal error={change.error} />
      <Button type="submit" loading={change.isPending}>
        Send confirmation link
      </Button>
    </form>
  );
}

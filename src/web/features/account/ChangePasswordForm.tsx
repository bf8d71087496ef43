import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type ChangePasswordInput, changePasswordSchema } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/Button';
import { shieldAfterClose } from '../../lib/one-press';
import { useUnsaved } from '../../lib/unsaved-changes';
import { applyFieldErrors } from '../roster/formErrors';
import { useChangePassword } from './api';
import { CurrentPasswordField } from './CurrentPasswordField';
import { NewPasswordFields } from './NewPasswordFields';
import { Refusal } from './Refusal';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Asks for the current password; a change signs out every other device. */
export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const submit = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: ({ endedSessions }) => {
        form.reset(EMPTY);
        shieldAfterClose();
        toast.success('Password changed', {
          description:
            endedSessions > 0
              ? `${endedSessions === 1 ? 'One other device was' : `${endedSessions} other devices were`} signed out.`
              : 'This is the only device signed in.',
        });
      },
      onError: (error) => applyFieldErrors(error, form.setError),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-[640px] space-y-5">
      <CurrentPasswordField
        id={id}
        error={errors.currentPassword?.message}
        field={form.register('currentPassword')}
      />
      <NewPasswordFields
        id={id}
        password={form.watch('newPassword')}
        errors={errors}
        passwordField={form.register('newPassword')}
        confirmField={form.register('confirmPassword')}
      />
      <Refusal error={change.error} />
      <Button type="submit" loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type AccountProfileInput, accountProfileSchema } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { useUnsaved } from '../../lib/unsaved-changes';
import { applyFieldErrors } from '../roster/formErrors';
import { useRename } from './api';
import { Refusal } from './Refusal';

/** The name the account goes by, in greetings and on the security log. */
export function RenameForm({ fullName }: { fullName: string }) {
  const id = useId();
  const rename = useRename();
  const form = useForm<AccountProfileInput>({
    resolver: zodResolver(accountProfileSchema),
    defaultValues: { fullName },
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const submit = (values: AccountProfileInput) =>
    rename.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.success('Name saved');
      },
      onError: (error) => applyFieldErrors(error, form.setError),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-[640px] space-y-5">
      <Field label="Your name" htmlFor={`${id}-name`} error={errors.fullName?.message} required>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          invalid={Boolean(errors.fullName)}
          aria-describedby={errors.fullName ? `${id}-name-error` : undefined}
          {...form.register('fullName')}
        />
      </Field>
      <Refusal error={rename.error} />
      <Button type="submit" loading={rename.isPending}>
        Save name
      </Button>
    </form>
  );
}

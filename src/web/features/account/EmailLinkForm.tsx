import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../auth/EmailField';
import { applyFieldErrors } from '../roster/formErrors';
import { Refusal } from './Refusal';

const schema = z.object({ email: emailSchema });
type EmailInput = z.infer<typeof schema>;

/**
 * Asks for a link by email (a password reset, a donor's giving page). The answer is the same for every
 * address, so the screen says just that.
 */
export function EmailLinkForm({
  request,
  button,
}: {
  request: UseMutationResult<{ message: string }, Error, EmailInput>;
  button: string;
}) {
  const id = useId();
  const form = useForm<EmailInput>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const submit = (values: EmailInput) =>
    request.mutate(values, { onError: (error) => applyFieldErrors(error, form.setError) });

  if (request.isSuccess) {
    return (
      <div role="status" className="text-center">
        <MailCheck className="mx-auto size-12 text-field" aria-hidden />
        <h2 className="mt-3 text-lg font-semibold text-navy">Check your email</h2>
        <p className="mt-2 text-slate-600">{request.data.message}</p>
        <p className="mt-2 text-sm text-slate-500">Nothing after a few minutes? Look in your spam folder.</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <EmailField id={`${id}-email`} error={errors.email?.message} registration={form.register('email')} />
      <Refusal error={request.error} />
      <Button type="submit" className="w-full" loading={request.isPending}>
        {button}
      </Button>
    </form>
  );
}

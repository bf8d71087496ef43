import { zodResolver } from '@hookform/resolvers/zod';
import { XCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { homeFor } from '../../../shared/roles';
import { type ResetPasswordInput, resetPasswordSchema } from '../../../shared/schemas/account';
import { Button, buttonClasses } from '../../components/ui/Button';
import { applyFieldErrors, isExplained } from '../roster/formErrors';
import { useResetPassword } from './api';
import { NewPasswordFields } from './NewPasswordFields';
import { Refusal } from './Refusal';

/** Codes of a link that cannot be spent: the person needs a new one, not another try. */
const DEAD_LINK = new Set(['LINK_INVALID', 'LINK_EXPIRED', 'LINK_USED']);

export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const submit = (values: ResetPasswordInput) =>
    reset.mutate(values, {
      onSuccess: ({ user }) => {
        toast.success('Password changed', {
          description: 'You are signed in, and signed out everywhere else.',
        });
        navigate(homeFor(user?.type ?? 'none'), { replace: true });
      },
      onError: (error) => applyFieldErrors(error, form.setError),
    });

  const error = reset.error;
  if (!token || (isExplained(error) && DEAD_LINK.has(error.code))) {
    return (
      <div role="alert" className="text-center">
        <XCircle className="mx-auto size-12 text-danger" aria-hidden />
        <p className="mt-3 text-slate-700">
          {error?.message ??
            'This reset link is not complete. Open the link from the email again, or ask for a new one.'}
        </p>
        <Link to="/auth/forgot" className={`${buttonClasses('primary', 'md')} mt-6 w-full`}>
          Ask for a new link
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <NewPasswordFields
        id={id}
        password={form.watch('password')}
        errors={form.formState.errors}
        passwordField={form.register('password')}
        confirmField={form.register('confirmPassword')}
      />
      <Refusal error={error} />
      <Button type="submit" className="w-full" loading={reset.isPending}>
        Set new password
      </Button>
    </form>
  );
}

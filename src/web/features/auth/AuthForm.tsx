import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type SignInInput, signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { toastInvalidFields } from './authErrors';
import { EmailField } from './EmailField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface AuthFormProps {
  mode: 'signIn' | 'signUp';
  pending: boolean;
  onSubmit: (values: SignInInput) => void;
}

/** The email and password form of both /auth tabs, checked with the same schema the API uses. */
export function AuthForm({ mode, pending, onSubmit }: AuthFormProps) {
  const id = useId();
  const form = useForm<SignInInput>({
    resolver: zodResolver(mode === 'signIn' ? signInSchema : signUpSchema.omit({ fullName: true })),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  const onInvalid = (invalid: FieldErrors<SignInInput>) =>
    toastInvalidFields(mode, { email: invalid.email?.message, password: invalid.password?.message });
  // A second press before `pending` has disabled the button would send the form twice (a sign-up twice
  // mails its owner that someone tried to sign up with the address): one send until it has settled.
  const sending = useRef(false);
  useEffect(() => {
    if (!pending) sending.current = false;
  }, [pending]);
  const submitOnce = (values: SignInInput) => {
    if (sending.current) return;
    sending.current = true;
    onSubmit(values);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submitOnce, onInvalid)} className="space-y-5">
      <EmailField id={`${id}-email`} error={errors.email?.message} registration={form.register('email')} />
      <Field label="Password" htmlFor={`${id}-password`} error={errors.password?.message} required>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : `${id}-strength`}
          {...form.register('password')}
        />
        {mode === 'signUp' && <PasswordStrengthMeter id={`${id}-strength`} password={password} />}
      </Field>
      {mode === 'signIn' && (
        <p className="-mt-2 text-right text-sm">
          <Link to="/auth/forgot" className="font-semibold text-sky underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
      )}
      <Button type="submit" className="w-full" loading={pending}>
        {mode === 'signIn' ? 'Sign In' : 'Create Account'}
      </Button>
    </form>
  );
}

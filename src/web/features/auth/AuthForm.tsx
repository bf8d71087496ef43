import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { LIMITS } from '../../../shared/limits';
import { type SignInInput, signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { toastInvalidFields } from './authErrors';
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

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-5">
      <Field label="Email" htmlFor={`${id}-email`} error={errors.email?.message} required>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={LIMITS.email}
          invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...form.register('email')}
        />
      </Field>
      <Field label="Password" htmlFor={`${id}-password`} error={errors.password?.message} required>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          maxLength={LIMITS.password}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : `${id}-strength`}
          {...form.register('password')}
        />
        {mode === 'signUp' && <PasswordStrengthMeter id={`${id}-strength`} password={password} />}
      </Field>
      <Button type="submit" className="w-full" loading={pending}>
        {mode === 'signIn' ? 'Sign In' : 'Create Account'}
      </Button>
    </form>
  );
}

import { useId } from 'react';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { type BindableForm, EMAIL_INPUT, InputField } from '../teams/fields';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/*
 * The sign-in details of a new account, as the business signup's first step and both team signups ask
 * them. Each binds its own field name, so any form holding that field can show it.
 */

export function AccountEmailField({ form }: { form: BindableForm<{ email: string }> }) {
  return <InputField form={form} name="email" label="Email" required {...EMAIL_INPUT} />;
}

/** The new password with the strength meter under it, which the box's description points to. */
export function NewPasswordField<T extends { password: string }, Output>({
  form,
}: {
  form: UseFormReturn<T, unknown, Output>;
}) {
  const strengthId = useId();
  // A form's control is tied to its whole value type, so the field's name is cast to that type's path.
  const name = 'password' as Path<T>;
  const password = useWatch({ control: form.control, name }) as string;
  return (
    <InputField
      form={form}
      name={name}
      label="Password"
      required
      type="password"
      autoComplete="new-password"
      describes={strengthId}
    >
      <PasswordStrengthMeter id={strengthId} password={password} />
    </InputField>
  );
}

/** The password typed again; the form's schema says when the two differ. */
export function ConfirmPasswordField({ form }: { form: BindableForm<{ confirmPassword: string }> }) {
  return (
    <InputField
      form={form}
      name="confirmPassword"
      label="Confirm password"
      required
      type="password"
      autoComplete="new-password"
    />
  );
}

import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';

interface NewPasswordFieldsProps {
  id: string;
  password: string;
  errors: FieldErrors<{ password?: string; newPassword?: string; confirmPassword: string }>;
  /** The new password's registration ('password' on the reset form, 'newPassword' on the change form). */
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
}

/** A new password with the sign-up's strength meter, and its repeat: the reset and the change forms. */
export function NewPasswordFields({
  id,
  password,
  errors,
  passwordField,
  confirmField,
}: NewPasswordFieldsProps) {
  const passwordError = (errors.password ?? errors.newPassword)?.message;
  const confirmError = errors.confirmPassword?.message;
  return (
    <>
      <Field label="New password" htmlFor={`${id}-new`} error={passwordError} required>
        <Input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          invalid={Boolean(passwordError)}
          aria-describedby={passwordError ? `${id}-new-error` : `${id}-strength`}
          {...passwordField}
        />
        <PasswordStrengthMeter id={`${id}-strength`} password={password} />
      </Field>
      <Field label="Confirm new password" htmlFor={`${id}-confirm`} error={confirmError} required>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          invalid={Boolean(confirmError)}
          aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
          {...confirmField}
        />
      </Field>
    </>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';

/** The current password a change of the account's secrets asks for first (a new password, a new email). */
export function CurrentPasswordField({
  id,
  error,
  field,
}: {
  id: string;
  error: string | undefined;
  field: UseFormRegisterReturn<'currentPassword'>;
}) {
  return (
    <Field label="Current password" htmlFor={`${id}-current`} error={error} required>
      <Input
        id={`${id}-current`}
        type="password"
        autoComplete="current-password"
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-current-error` : undefined}
        {...field}
      />
    </Field>
  );
}

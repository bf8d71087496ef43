import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';

/** The account email box of the sign-in, sign-up and password-reset forms. */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn<'email'>;
}) {
  return (
    <Field label="Email" htmlFor={id} error={error} required>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
    </Field>
  );
}

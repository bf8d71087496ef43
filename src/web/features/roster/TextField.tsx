import type { ReactNode } from 'react';
import { Field } from '../../components/ui/Field';
import { Input, type InputProps } from '../../components/ui/Input';

interface TextFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose hint or error is tied to it for screen readers. */
export function TextField({ id, label, error, hint, required, ...input }: TextFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Input
        id={id}
        invalid={Boolean(error)}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...input}
      />
    </Field>
  );
}

import { useId } from 'react';
import { type FieldValues, get, type Path } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import type { BindableForm } from '../teams/fields';

interface MoneyFieldProps<T extends FieldValues> {
  form: BindableForm<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}

/** A dollar amount typed as text ('1,250' or '99.50'); the form turns it into cents before sending. */
export function MoneyField<T extends FieldValues>({ form, name, label, required, hint }: MoneyFieldProps<T>) {
  const id = `${useId()}-${name}`;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
          aria-hidden
        >
          $
        </span>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          className="pl-7 tabular-nums"
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          aria-required={required || undefined}
          {...form.register(name)}
        />
      </div>
    </Field>
  );
}

import { type ReactNode, useId, useState } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormReturn,
  useController,
  useWatch,
} from 'react-hook-form';
import { dollarsToCents, formatCents } from '../../../shared/money';
import { CheckboxGroup, type CheckboxOption } from '../../components/ui/CheckboxGroup';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';

/*
 * The business forms' own controls, beside the text, select and textarea fields of ../teams/fields:
 * whole numbers, dollar amounts held as cents, checkbox lists and yes/no flags, each bound to a
 * react-hook-form form with its label, hint and error (client or server).
 */

interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

function useFieldIds(name: string, error: string | undefined, hint: ReactNode) {
  const id = `${useId()}-${name.replace(/\./g, '-')}`;
  return { id, describedBy: error ? `${id}-error` : hint ? `${id}-hint` : undefined };
}

/** A field's message, or its first item's for a list the server refused item by item. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const item of Object.values(error)) {
    const message = messageOf(item);
    if (message) return message;
  }
  return undefined;
}

/** A section of a long form: a small heading, a line of help, and its fields. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-5 border-slate-200 border-t pt-6 first:border-t-0 first:pt-0">
      <header>
        <h3 className="text-base font-semibold text-navy">{title}</h3>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </header>
      {children}
    </section>
  );
}

/** A whole number; an empty box is null (not given). */
export function NumberField<T extends FieldValues>(
  props: BoundProps<T> & { min?: number; max?: number; placeholder?: string },
) {
  const { form, name, label, required, hint, min, max, placeholder } = props;
  const error = messageOf(get(form.formState.errors, name));
  const { id, describedBy } = useFieldIds(name, error, hint);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...form.register(name, {
          setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)),
        })}
      />
    </Field>
  );
}

const dollarText = (cents: unknown) =>
  typeof cents === 'number' && Number.isFinite(cents) ? formatCents(cents).replace('$', '') : '';

interface MoneyFieldProps<T extends FieldValues> extends BoundProps<T> {
  /** The value of an empty box: null (not given) unless told. */
  emptyValue?: 0 | null;
  /**
   * What text that is not an amount becomes: NaN (refused by the schema with its message), or 0 where
   * the specification says bad input falls back to 0 (the profile editor).
   */
  invalidValue?: 0 | typeof Number.NaN;
  placeholder?: string;
}

/** An amount typed in dollars ('1,250' or '12.50') and held by the form in integer cents. */
export function MoneyField<T extends FieldValues>(props: MoneyFieldProps<T>) {
  const {
    form,
    name,
    label,
    required,
    hint,
    emptyValue = null,
    invalidValue = Number.NaN,
    placeholder,
  } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const [text, setText] = useState(() => dollarText(field.value));
  const error = messageOf(fieldState.error);
  const { id, describedBy } = useFieldIds(name, error, hint);
  const toCents = (value: string) =>
    value.trim() === '' ? emptyValue : (dollarsToCents(value) ?? invalidValue);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <div className="relative">
        <span
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
          aria-hidden
        >
          $
        </span>
        <Input
          id={id}
          name={field.name}
          ref={field.ref}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          className="pl-7"
          value={text}
          invalid={Boolean(error)}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onBlur={() => {
            // Show what was understood: '1250' reads back as '1,250', and a fallback 0 as '0'.
            if (typeof field.value === 'number' && Number.isFinite(field.value))
              setText(dollarText(field.value));
            field.onBlur();
          }}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(toCents(event.target.value));
          }}
        />
      </div>
    </Field>
  );
}

/** A list field as a group of checkboxes. */
export function ChoicesField<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  legend: string;
  options: readonly CheckboxOption[];
  columns?: 1 | 2;
}) {
  const { form, name, legend, options, columns = 2 } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <CheckboxGroup
      legend={legend}
      options={options}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={messageOf(fieldState.error)}
      columns={columns}
    />
  );
}

export interface FlagOption<T extends FieldValues> {
  name: Path<T>;
  label: string;
  description?: string;
}

/** Several yes/no fields shown as one group of checkboxes. */
export function FlagsField<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  legend: string;
  flags: readonly FlagOption<T>[];
}) {
  const { form, legend, flags } = props;
  const names = flags.map((flag) => flag.name);
  const values = useWatch({ control: form.control, name: names }) as unknown[];
  const checked = names.filter((_, index) => values[index] === true);
  return (
    <CheckboxGroup
      legend={legend}
      options={flags.map(({ name, label, description }) => ({ value: name, label, description }))}
      value={checked}
      onChange={(next) => {
        for (const name of names)
          form.setValue(name, next.includes(name) as PathValue<T, Path<T>>, { shouldDirty: true });
      }}
    />
  );
}

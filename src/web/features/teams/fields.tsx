import { type ReactNode, useId } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Input, type InputProps } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';

/*
 * Form controls bound to a react-hook-form form: the Field label, the control, its hint and its error
 * (client or server) wired together with ids, so every form on the team side reads the same way.
 */

/** All a control needs of the form, whatever its submitted (transformed) values are. */
export type BindableForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

interface BoundProps<T extends FieldValues> {
  form: BindableForm<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}

function useBinding<T extends FieldValues>({ form, name, hint }: BoundProps<T>) {
  const id = `${useId()}-${name.replace(/\./g, '-')}`;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, error, describedBy };
}

type InputFieldProps<T extends FieldValues> = BoundProps<T> &
  Pick<InputProps, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'> & {
    /** Shown under the control, inside the field (a strength meter, say); `describes` links it. */
    children?: ReactNode;
    describes?: string;
  };

/** The type, keyboard and autofill of an email box, the same on every form that asks for one. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;
/** The same for a phone number: the phone keypad, and the browser offers the saved number. */
export const PHONE_INPUT = { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } as const;

export function InputField<T extends FieldValues>(props: InputFieldProps<T>) {
  const { form, name, label, required, hint, children, describes, ...input } = props;
  const { id, error, describedBy } = useBinding(props);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Input
        id={id}
        invalid={Boolean(error)}
        aria-describedby={describedBy ?? describes}
        aria-required={required || undefined}
        {...input}
        {...form.register(name)}
      />
      {children}
    </Field>
  );
}

export function TextareaField<T extends FieldValues>(
  props: BoundProps<T> & { rows?: number; placeholder?: string },
) {
  const { form, name, label, required, hint, ...textarea } = props;
  const { id, error, describedBy } = useBinding(props);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Textarea
        id={id}
        invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...textarea}
        {...form.register(name)}
      />
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A native select; `placeholder` is the empty first choice. */
export function SelectField<T extends FieldValues>(
  props: BoundProps<T> & { options: readonly (string | Option)[]; placeholder: string },
) {
  const { form, name, label, required, hint, options, placeholder } = props;
  const { id, error, describedBy } = useBinding(props);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Select
        id={id}
        invalid={Boolean(error)}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...form.register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}

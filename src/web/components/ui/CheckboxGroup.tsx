import { useId } from 'react';

export interface CheckboxOption {
  value: string;
  label: string;
  description?: string;
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** Two columns from the small breakpoint up. */
  columns?: 1 | 2;
  disabled?: boolean;
}

/** A fieldset of native checkboxes; the value is the list of checked option values, in option order. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  columns = 1,
  disabled,
}: CheckboxGroupProps) {
  const id = useId();
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-navy">{legend}</legend>
      <div className={`grid gap-2${columns === 2 ? ' sm:grid-cols-2' : ''}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-slate-200 bg-white px-3 py-2.5 hover:border-slate-300 has-[:checked]:border-navy has-[:checked]:bg-slate-50"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-navy"
              checked={value.includes(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>
              <span className="block text-slate-800">{option.label}</span>
              {option.description && (
                <span className="block text-sm text-slate-600">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

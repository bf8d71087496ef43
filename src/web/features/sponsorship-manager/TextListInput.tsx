import { Plus, X } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';

interface TextListInputProps {
  /** Base id: the inputs get `${id}-0`, `${id}-1`... */
  id: string;
  legend: string;
  /** Names one entry for screen readers: 'Benefit' reads 'Benefit 1', 'Remove benefit 1'. */
  itemLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The message of each entry, by index. */
  itemErrors?: (string | undefined)[];
  /** The message of the whole list ('At least one goal is required'). */
  error?: string;
  hint?: string;
  required?: boolean;
  maxItems: number;
  placeholder?: string;
  /** The first input, so the form can focus it when the list is invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of one-line texts with add and remove. An entry can be removed only while more than one
 * remains, so there is always a row to type in; blank rows are dropped when the form is sent.
 */
export function TextListInput({
  id,
  legend,
  itemLabel,
  addLabel,
  values,
  onChange,
  itemErrors = [],
  error,
  hint,
  required,
  maxItems,
  placeholder,
  inputRef,
}: TextListInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const rows = values.length > 0 ? values : [''];

  // Focus follows the row the user just added or removed, once it is on screen.
  useEffect(() => {
    if (focusIndex === null) return;
    inputs.current[Math.min(focusIndex, rows.length - 1)]?.focus();
    setFocusIndex(null);
  }, [focusIndex, rows.length]);

  const change = (index: number, value: string) => onChange(rows.map((v, i) => (i === index ? value : v)));
  const add = () => {
    onChange([...rows, '']);
    setFocusIndex(rows.length);
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    setFocusIndex(index);
  };
  const noun = itemLabel.toLowerCase();

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-navy">
        {legend}
        {required && (
          <span className="ml-0.5 text-danger" aria-hidden>
            *
          </span>
        )}
        {required && <span className="sr-only"> (required)</span>}
      </legend>
      <ol className="space-y-2">
        {rows.map((value, index) => {
          const itemError = itemErrors[index];
          const inputId = `${id}-${index}`;
          return (
            // Rows have no identity beyond their place; the inputs are controlled, so values follow.
            <li key={index}>
              <div className="flex items-start gap-2">
                <Input
                  id={inputId}
                  ref={(element) => {
                    inputs.current[index] = element;
                    if (index === 0 && inputRef) {
                      if (typeof inputRef === 'function') inputRef(element);
                      else inputRef.current = element;
                    }
                  }}
                  aria-label={`${itemLabel} ${index + 1}`}
                  aria-describedby={itemError ? `${inputId}-error` : undefined}
                  invalid={Boolean(itemError || (error && index === 0))}
                  value={value}
                  placeholder={placeholder}
                  onChange={(event) => change(index, event.target.value)}
                />
                {rows.length > 1 && (
                  <Button
                    variant="ghost"
                    className="shrink-0 px-3"
                    aria-label={`Remove ${noun} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                )}
              </div>
              {itemError && (
                <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
                  {itemError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={add} disabled={rows.length >= maxItems}>
        <Plus className="size-4" aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}

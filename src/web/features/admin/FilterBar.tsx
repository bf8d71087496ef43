import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { FilterTextInput } from '../discovery/FilterTextInput';

export interface TextFilter<K extends string> {
  key: K;
  label: string;
  placeholder: string;
}

interface FilterBarProps<K extends string> {
  /** Prefix of the inputs' ids. */
  id: string;
  filters: readonly TextFilter<K>[];
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
  /** More controls after the text boxes (a select, say). */
  children?: ReactNode;
}

/** Text filters that apply when typing pauses; side by side from the small breakpoint up. */
export function FilterBar<K extends string>({ id, filters, values, onChange, children }: FilterBarProps<K>) {
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-2">
      {filters.map((filter) => (
        <Field key={filter.key} label={filter.label} htmlFor={`${id}-${filter.key}`}>
          <FilterTextInput
            id={`${id}-${filter.key}`}
            placeholder={filter.placeholder}
            value={values[filter.key]}
            onCommit={(value) => onChange(filter.key, value)}
          />
        </Field>
      ))}
      {children}
    </Card>
  );
}

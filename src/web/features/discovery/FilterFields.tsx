import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { FilterTextInput } from './FilterTextInput';

interface SearchFilterProps {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  onCommit: (value: string) => void;
}

/** The free-text search: the whole first row on phones, the widest column on desktop. */
export function SearchFilter({ id, label, placeholder, value, onCommit }: SearchFilterProps) {
  return (
    <div className="col-span-2 md:col-span-1">
      <Field label={label} htmlFor={id}>
        <FilterTextInput id={id} placeholder={placeholder} value={value ?? ''} onCommit={onCommit} />
      </Field>
    </div>
  );
}

interface SelectFilterProps {
  id: string;
  label: string;
  /** The first option, which sets no filter: 'All sports'. */
  anyLabel: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A choice among fixed values, or none. */
export function SelectFilter({ id, label, anyLabel, options, value, onChange }: SelectFilterProps) {
  return (
    <Field label={label} htmlFor={id}>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </Field>
  );
}

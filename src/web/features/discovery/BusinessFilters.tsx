import { INDUSTRIES } from '../../../shared/constants';
import type { BusinessDiscoveryQuery } from '../../../shared/schemas/discovery';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { FiltersCard } from './FiltersCard';
import { FilterTextInput } from './FilterTextInput';

interface BusinessFiltersProps {
  query: BusinessDiscoveryQuery;
  onChange: (changes: Partial<Record<'q' | 'industry', string>>) => void;
  onClear: () => void;
}

/** Search and industry for /business-discovery, and Clear Filters. */
export function BusinessFilters({ query, onChange, onClear }: BusinessFiltersProps) {
  return (
    <FiltersCard
      active={Boolean(query.q || query.industry)}
      onClear={onClear}
      columns="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      clearSpan="col-span-1"
    >
      <div className="col-span-2 md:col-span-1">
        <Field label="Search businesses" htmlFor="business-search">
          <FilterTextInput
            id="business-search"
            placeholder="Name, description or area"
            value={query.q ?? ''}
            onCommit={(q) => onChange({ q })}
          />
        </Field>
      </div>
      <Field label="Industry" htmlFor="business-industry">
        <Select
          id="business-industry"
          value={query.industry ?? ''}
          onChange={(event) => onChange({ industry: event.target.value })}
        >
          <option value="">All industries</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </Select>
      </Field>
    </FiltersCard>
  );
}

import { INDUSTRIES } from '../../../shared/constants';
import type { BusinessDiscoveryQuery } from '../../../shared/schemas/discovery';
import { SearchFilter, SelectFilter } from './FilterFields';
import { FiltersCard } from './FiltersCard';

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
      <SearchFilter
        id="business-search"
        label="Search businesses"
        placeholder="Name, description or area"
        value={query.q}
        onCommit={(q) => onChange({ q })}
      />
      <SelectFilter
        id="business-industry"
        label="Industry"
        anyLabel="All industries"
        options={INDUSTRIES}
        value={query.industry}
        onChange={(industry) => onChange({ industry })}
      />
    </FiltersCard>
  );
}

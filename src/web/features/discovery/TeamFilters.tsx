import { SPORTS } from '../../../shared/constants';
import type { TeamDiscoveryQuery } from '../../../shared/schemas/discovery';
import { Field } from '../../components/ui/Field';
import { SearchFilter, SelectFilter } from './FilterFields';
import { FiltersCard } from './FiltersCard';
import { FilterTextInput } from './FilterTextInput';

interface TeamFiltersProps {
  query: TeamDiscoveryQuery;
  onChange: (changes: Partial<Record<'q' | 'sport' | 'location', string>>) => void;
  onClear: () => void;
}

/** Search, sport and location for /team-discovery, and Clear Filters. */
export function TeamFilters({ query, onChange, onClear }: TeamFiltersProps) {
  return (
    <FiltersCard
      active={Boolean(query.q || query.sport || query.location)}
      onClear={onClear}
      columns="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      clearSpan="col-span-2"
    >
      <SearchFilter
        id="team-search"
        label="Search teams"
        placeholder="Team name, description or city"
        value={query.q}
        onCommit={(q) => onChange({ q })}
      />
      <SelectFilter
        id="team-sport"
        label="Sport"
        anyLabel="All sports"
        options={SPORTS.browseFilter}
        value={query.sport}
        onChange={(sport) => onChange({ sport })}
      />
      <Field label="Location" htmlFor="team-location">
        <FilterTextInput
          id="team-location"
          placeholder="City or area"
          value={query.location ?? ''}
          onCommit={(location) => onChange({ location })}
        />
      </Field>
    </FiltersCard>
  );
}

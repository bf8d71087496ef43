import { SPORTS } from '../../../shared/constants';
import type { TeamDiscoveryQuery } from '../../../shared/schemas/discovery';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { FiltersCard } from './FiltersCard';
import { FilterTextInput } from './FilterTextInput';

interface TeamFiltersProps {
  query: TeamDiscoveryQuery;
  onChange: (changes: Partial<Record<'q' | 'sport' | 'location', string>>) => void;
  onClear: () => void;
}

/** Search, sport and location for /team-discovery, and Clear Filters. */
export function TeamFilters({ query, onChange, onClear }: TeamFiltersProps) {
  const active = Boolean(query.q || query.sport || query.location);
  return (
    <FiltersCard
      active={active}
      onClear={onClear}
      columns="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      clearSpan="col-span-2"
    >
      <div className="col-span-2 md:col-span-1">
        <Field label="Search teams" htmlFor="team-search">
          <FilterTextInput
            id="team-search"
            placeholder="Team name, description or city"
            value={query.q ?? ''}
            onCommit={(q) => onChange({ q })}
          />
        </Field>
      </div>
      <Field label="Sport" htmlFor="team-sport">
        <Select
          id="team-sport"
          value={query.sport ?? ''}
          onChange={(event) => onChange({ sport: event.target.value })}
        >
          <option value="">All sports</option>
          {SPORTS.browseFilter.map((sport) => (
            <option key={sport} value={sport}>
              {sport}
            </option>
          ))}
        </Select>
      </Field>
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

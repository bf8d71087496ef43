import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { Team } from '../../../shared/schemas/team';
import { useAdminLoadFailure } from './access';
import { type TeamFilters, useAdminTeams } from './api';
import { teamFacts } from './cardFacts';
import { FilterBar } from './FilterBar';
import { RecordCard } from './RecordCard';
import { RecordGrid } from './RecordGrid';
import { TeamDetailsDialog } from './TeamDetailsDialog';

const FILTERS = [
  { key: 'sport', label: 'Sport', placeholder: 'Filter by sport' },
  { key: 'location', label: 'Location', placeholder: 'Filter by location' },
] as const;

const NO_FILTERS: TeamFilters = { sport: '', location: '', page: 1 };

/** All Teams: every team whatever its status, filtered by sport and location. */
export function TeamsTab() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [shown, setShown] = useState<Team | null>(null);
  const teams = useAdminTeams(filters);
  useAdminLoadFailure(teams.error, 'Failed to load teams');
  const filter = (change: Partial<TeamFilters>) =>
    setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <div className="space-y-4">
      {/* The tab's name as its heading, so the cards' h3s sit under an h2 as in the other tabs. */}
      <h2 className="sr-only">All Teams</h2>
      <FilterBar
        id="admin-teams"
        filters={FILTERS}
        values={filters}
        onChange={(key, value) => filter({ [key]: value })}
      />
      <RecordGrid
        items={teams.data?.teams}
        isPending={teams.isPending}
        isError={teams.isError}
        errorTitle="Failed to load teams"
        onRetry={() => teams.refetch()}
        page={filters.page}
        pageSize={teams.data?.pageSize ?? ADMIN_PAGE_SIZE}
        total={teams.data?.total ?? 0}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        pagesLabel="Team pages"
        noun={['team', 'teams']}
        filtered={Boolean(filters.sport || filters.location)}
        onClearFilters={() => setFilters(NO_FILTERS)}
        itemKey={(team) => team.id}
      >
        {(team) => (
          <RecordCard
            title={team.name}
            status={team.verificationStatus}
            facts={teamFacts(team)}
            onView={() => setShown(team)}
          />
        )}
      </RecordGrid>
      <TeamDetailsDialog team={shown} onClose={() => setShown(null)} />
    </div>
  );
}

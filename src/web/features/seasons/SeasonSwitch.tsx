import { useId, useState } from 'react';
import { seasonLabel } from '../../../shared/schemas/season-report';
import type { Team } from '../../../shared/schemas/team';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePastSeasons } from './api';
import { PastSeasonPanel } from './PastSeasonPanel';

const CURRENT = 'current';

/**
 * The season selector of the dashboard and the sponsorship manager: the current season shows the page's
 * own content (`children`); a past one shows its archived report, read-only.
 */
export function SeasonSwitch({ team, children }: { team: Team; children: React.ReactNode }) {
  const id = useId();
  const seasons = usePastSeasons(team.id);
  const [chosen, setChosen] = useState(CURRENT);
  const current = seasonLabel({ start: team.seasonStartDate, end: team.seasonEndDate });
  const past = seasons.data ?? [];
  const selected = chosen !== CURRENT && past.some((s) => s.id === chosen) ? chosen : CURRENT;
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-navy">
          Season
        </label>
        {seasons.isPending ? (
          <Skeleton className="h-11 w-72 max-w-full" />
        ) : (
          <div className="w-full sm:w-80">
            <Select
              id={id}
              value={selected}
              onChange={(event) => setChosen(event.target.value)}
              aria-describedby={past.length === 0 ? `${id}-hint` : undefined}
            >
              <option value={CURRENT}>Current season · {current}</option>
              {past.map((season) => (
                <option key={season.id} value={season.id}>
                  Past season · {season.label}
                </option>
              ))}
            </Select>
          </div>
        )}
        {!seasons.isPending && past.length === 0 && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            Past seasons appear here once you roll over.
          </p>
        )}
      </div>
      {selected === CURRENT ? children : <PastSeasonPanel teamId={team.id} seasonId={selected} />}
    </div>
  );
}

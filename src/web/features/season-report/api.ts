import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../lib/api';

/** Under ['teams', teamId]: a sponsor or a tier change refreshes it with the rest (useRefreshTeam). */
export const seasonReportKey = (teamId: string) => ['teams', teamId, 'season-report'] as const;

const base = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/season-report`;

/** The season's figures and the charts' data. */
export function useSeasonSummary(teamId: string) {
  return useQuery({
    queryKey: seasonReportKey(teamId),
    queryFn: () => read(api.teams[':teamId']['season-report'].$get({ param: { teamId } })),
  });
}

/** The report as a file: the browser downloads it with the session cookie. */
export const seasonReportUrl = (teamId: string, format: 'pdf' | 'csv') => `/api${base(teamId)}.${format}`;

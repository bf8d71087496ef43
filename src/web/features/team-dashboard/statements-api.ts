import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../lib/api';

/** Under ['teams', teamId]: a refund or a rollover refreshes it with the rest of the team's views. */
export const statementPeriodsKey = (teamId: string) => ['teams', teamId, 'statement-periods'] as const;

/** The months with money and the seasons a statement can cover (owner only). */
export function useStatementPeriods(teamId: string) {
  return useQuery({
    queryKey: statementPeriodsKey(teamId),
    queryFn: () => read(api.teams[':teamId']['statement-periods'].$get({ param: { teamId } })),
  });
}

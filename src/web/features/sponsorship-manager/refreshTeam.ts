import { useQueryClient } from '@tanstack/react-query';

/**
 * Tiers and sponsors feed the manager's stats and the team dashboard's Total Raised: after a change every
 * cached view of the team is read again.
 */
export function useRefreshTeam(teamId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['teams', teamId] });
}

import { useQuery } from '@tanstack/react-query';
import type { MatchedBusiness, TeamDashboard } from '../../../shared/schemas/team-dashboard';
import { api } from '../../lib/api';

export const teamDashboardKey = (teamId: string) => ['teams', teamId, 'dashboard'] as const;

export function useTeamDashboard(teamId: string) {
  return useQuery({
    queryKey: teamDashboardKey(teamId),
    queryFn: () => api<TeamDashboard>(`/teams/${encodeURIComponent(teamId)}/dashboard`),
  });
}

export function useMatchedBusinesses(teamId: string) {
  return useQuery({
    queryKey: ['teams', teamId, 'matches'],
    queryFn: async () =>
      (await api<{ matches: MatchedBusiness[] }>(`/teams/${encodeURIComponent(teamId)}/matches`)).matches,
  });
}

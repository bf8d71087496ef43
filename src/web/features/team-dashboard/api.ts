import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundView } from '../../../shared/schemas/refunds';
import type {
  LeaderboardSettings,
  MatchedBusiness,
  TeamDashboard,
  TeamGiftsPage,
  TeamLeaderboardResponse,
  TeamMoney,
} from '../../../shared/schemas/team-dashboard';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

export const teamDashboardKey = (teamId: string) => ['teams', teamId, 'dashboard'] as const;
/** Roster changes refresh it too (features/roster/api.ts): it lists the same players. */
export const leaderboardKey = (teamId: string) => ['teams', teamId, 'leaderboard'] as const;

const leaderboardPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/leaderboard`;

export function useTeamDashboard(teamId: string) {
  return useQuery({
    queryKey: teamDashboardKey(teamId),
    queryFn: () => api<TeamDashboard>(`/teams/${encodeURIComponent(teamId)}/dashboard`),
  });
}

/** One page of the team's gifts; the page shown stays while the next loads (no jump). */
export function useTeamGifts(teamId: string, page: number) {
  return useQuery({
    queryKey: ['teams', teamId, 'gifts', page],
    queryFn: () => api<TeamGiftsPage>(`/teams/${encodeURIComponent(teamId)}/gifts?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** Refunds one payment of a gift (the row's refundable one); the gifts, figures and money refresh. */
export function useRefundGift(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      api<{ refund: RefundView }>(
        `/teams/${encodeURIComponent(teamId)}/gifts/${encodeURIComponent(paymentId)}/refund`,
        { method: 'POST', body: { reason } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}

/** The team's money from the ledger: raised, fees, refunds, what is held for it. */
export function useTeamMoney(teamId: string) {
  return useQuery({
    queryKey: ['teams', teamId, 'money'],
    queryFn: async () =>
      (await api<{ money: TeamMoney }>(`/teams/${encodeURIComponent(teamId)}/money`)).money,
  });
}

export function useMatchedBusinesses(teamId: string) {
  return useQuery({
    queryKey: ['teams', teamId, 'matches'],
    queryFn: async () =>
      (await api<{ matches: MatchedBusiness[] }>(`/teams/${encodeURIComponent(teamId)}/matches`)).matches,
  });
}

export function useTeamLeaderboard(teamId: string) {
  return useQuery({
    queryKey: leaderboardKey(teamId),
    queryFn: () => api<TeamLeaderboardResponse>(leaderboardPath(teamId)),
  });
}

/** The 'Show the leaderboard on player pages' switch. */
export function useSetLeaderboardPublic(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeaderboardSettings) =>
      api<LeaderboardSettings>(leaderboardPath(teamId), { method: 'PATCH', body: settings }),
    onSuccess: ({ leaderboardPublic }) =>
      client.setQueryData<TeamLeaderboardResponse>(leaderboardKey(teamId), (board) =>
        board ? { ...board, leaderboardPublic } : board,
      ),
  });
}

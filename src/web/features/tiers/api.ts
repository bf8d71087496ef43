import { useQuery } from '@tanstack/react-query';
import type { TierInput, TierListResponse, TierResponse } from '../../../shared/schemas/tiers';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { useRefreshTeam } from '../sponsorship-manager/refreshTeam';

const tiersPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/tiers`;
const tierPath = (teamId: string, tierId: string) => `${tiersPath(teamId)}/${encodeURIComponent(tierId)}`;

export const tiersKey = (teamId: string) => ['teams', teamId, 'tiers'] as const;

/** The team's tiers, cheapest first (owner only). */
export function useTiers(teamId: string) {
  return useQuery({
    queryKey: tiersKey(teamId),
    queryFn: async () => (await api<TierListResponse>(tiersPath(teamId))).tiers,
  });
}

/** Creates a tier, or replaces tier `tierId` when it is given. */
export function useSaveTier(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: async ({ tierId, tier }: { tierId?: string; tier: TierInput }) =>
      (
        await api<TierResponse>(tierId ? tierPath(teamId, tierId) : tiersPath(teamId), {
          method: tierId ? 'PUT' : 'POST',
          body: tier,
        })
      ).tier,
    onSuccess: refresh,
  });
}

export function useDeleteTier(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: (tierId: string) => api<void>(tierPath(teamId, tierId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

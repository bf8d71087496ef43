import { useQuery } from '@tanstack/react-query';
import type { TierInput, TierListResponse, TierResponse } from '../../../shared/schemas/tiers';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { useRefreshTeam } from '../sponsorship-manager/refreshTeam';

const tiers = api.teams[':teamId'].tiers;

export const tiersKey = (teamId: string) => ['teams', teamId, 'tiers'] as const;

/** The team's tiers, cheapest first (owner only). */
export function useTiers(teamId: string) {
  return useQuery({
    queryKey: tiersKey(teamId),
    queryFn: async (): Promise<TierListResponse['tiers']> =>
      (await read(tiers.$get({ param: { teamId } }))).tiers,
  });
}

/** Creates a tier, or replaces tier `tierId` when it is given. */
export function useSaveTier(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: async ({
      tierId,
      tier,
    }: {
      tierId?: string;
      tier: TierInput;
    }): Promise<TierResponse['tier']> =>
      (
        await read(
          tierId
            ? tiers[':tierId'].$put({ param: { teamId, tierId }, json: tier })
            : tiers.$post({ param: { teamId }, json: tier }),
        )
      ).tier,
    onSuccess: refresh,
  });
}

export function useDeleteTier(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: (tierId: string) => read(tiers[':tierId'].$delete({ param: { teamId, tierId } })),
    onSuccess: refresh,
  });
}

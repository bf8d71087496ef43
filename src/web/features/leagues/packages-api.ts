import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeagueSponsorView, LeagueTierView } from '../../../shared/schemas/league-sponsorships';
import type { TierInput } from '../../../shared/schemas/tiers';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/* A league's packages (decision 0059): the owner's under ['leagues', 'mine', 'sponsorship'], a business's on the league page. */

interface LeagueSponsorshipView {
  tiers: LeagueTierView[];
  sponsors: LeagueSponsorView[];
}

const sponsorshipKey = ['leagues', 'mine', 'sponsorship'] as const;

export function useLeagueSponsorship() {
  return useQuery({
    queryKey: sponsorshipKey,
    queryFn: (): Promise<LeagueSponsorshipView> => read(api.leagues.mine.sponsorship.$get()),
  });
}

function useSponsorshipChange<T>(send: (variables: T) => Promise<LeagueSponsorshipView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => client.setQueryData(sponsorshipKey, view),
  });
}

/** Creates a package, or replaces package `tierId` when it is given (the tier form's saver). */
export const useSaveLeagueTier = () =>
  useSponsorshipChange(({ tierId, tier }: { tierId?: string; tier: TierInput }) =>
    read(
      tierId
        ? api.leagues.mine.tiers[':tierId'].$put({ param: { tierId }, json: tier })
        : api.leagues.mine.tiers.$post({ json: tier }),
    ),
  );

export const useDeleteLeagueTier = () =>
  useSponsorshipChange((tierId: string) =>
    read(api.leagues.mine.tiers[':tierId'].$delete({ param: { tierId } })),
  );

/** GET /api/league-pages/:slug/sponsor: the signed-in business's standing on a league page. */
export interface LeagueSponsorStanding {
  refusal: string | null;
  teams: number;
  yourTierIds: string[];
  platformFeeBps: number;
}

export function useLeagueSponsorStanding(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['league-pages', slug, 'sponsor'],
    queryFn: (): Promise<LeagueSponsorStanding> =>
      read(api['league-pages'][':slug'].sponsor.$get({ param: { slug } })),
    enabled,
  });
}

/** Starts the checkout of a league package; the caller goes to the provider's page. */
export function useLeagueCheckout(slug: string) {
  return useMutation({
    mutationFn: (tierId: string) =>
      read(api['league-pages'][':slug'].checkout.$post({ param: { slug }, json: { tierId } })),
  });
}

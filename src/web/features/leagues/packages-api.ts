import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeagueSponsorView, LeagueTierView } from '../../../shared/schemas/league-sponsorships';
import type { TierInput } from '../../../shared/schemas/tiers';
import { api } from '../../lib/api';
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
    queryFn: () => api<LeagueSponsorshipView>('/leagues/mine/sponsorship'),
  });
}

function useSponsorshipChange<T>(send: (variables: T) => Promise<LeagueSponsorshipView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => client.setQueryData(sponsorshipKey, view),
  });
}

const tierPath = (tierId: string) => `/leagues/mine/tiers/${encodeURIComponent(tierId)}`;

/** Creates a package, or replaces package `tierId` when it is given (the tier form's saver). */
export const useSaveLeagueTier = () =>
  useSponsorshipChange(({ tierId, tier }: { tierId?: string; tier: TierInput }) =>
    api<LeagueSponsorshipView>(tierId ? tierPath(tierId) : '/leagues/mine/tiers', {
      method: tierId ? 'PUT' : 'POST',
      body: tier,
    }),
  );

export const useDeleteLeagueTier = () =>
  useSponsorshipChange((tierId: string) =>
    api<LeagueSponsorshipView>(tierPath(tierId), { method: 'DELETE' }),
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
    queryFn: () => api<LeagueSponsorStanding>(`/league-pages/${encodeURIComponent(slug)}/sponsor`),
    enabled,
  });
}

/** Starts the checkout of a league package; the caller goes to the provider's page. */
export function useLeagueCheckout(slug: string) {
  return useMutation({
    mutationFn: (tierId: string) =>
      api<{ url: string }>(`/league-pages/${encodeURIComponent(slug)}/checkout`, { body: { tierId } }),
  });
}

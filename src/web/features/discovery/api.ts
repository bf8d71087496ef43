import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BusinessDetailsResponse,
  BusinessDiscoveryPage,
  BusinessDiscoveryQuery,
  DiscoveryViewer,
  TeamDetailsResponse,
  TeamDiscoveryPage,
  TeamDiscoveryQuery,
} from '../../../shared/schemas/discovery';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toSearch } from './urlQuery';

export const teamListingQuery = (query: TeamDiscoveryQuery) =>
  queryOptions({
    queryKey: ['discovery', 'teams', query],
    queryFn: () => api<TeamDiscoveryPage>(`/discovery/teams${toSearch(query)}`),
  });

/** A page of approved teams; the previous page stays on screen while the next one loads. */
export function useTeamListing(query: TeamDiscoveryQuery) {
  return useQuery({ ...teamListingQuery(query), placeholderData: keepPreviousData });
}

export function useBusinessListing(query: BusinessDiscoveryQuery) {
  return useQuery({
    queryKey: ['discovery', 'businesses', query],
    queryFn: () => api<BusinessDiscoveryPage>(`/discovery/businesses${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export const teamDetailsQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['discovery', 'team', teamId],
    queryFn: async () =>
      (await api<TeamDetailsResponse>(`/discovery/teams/${encodeURIComponent(teamId)}`)).team,
  });

export function useTeamDetails(teamId: string) {
  return useQuery(teamDetailsQuery(teamId));
}

export function useBusinessDetails(businessId: string) {
  return useQuery({
    queryKey: ['discovery', 'business', businessId],
    queryFn: async () =>
      (await api<BusinessDetailsResponse>(`/discovery/businesses/${encodeURIComponent(businessId)}`))
        .business,
  });
}

/** Whether the signed-in visitor has a team or a business: asked only once someone is signed in. */
export const viewerQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['discovery', 'viewer', userId],
    queryFn: () => api<DiscoveryViewer>('/discovery/viewer'),
  });

const SIGNED_OUT: DiscoveryViewer = { signedIn: false, hasBusiness: false, hasTeam: false };

/**
 * What the banners need to know about the visitor. A signed-out visitor is known at once from the
 * session; `viewer` is undefined while a signed-in user's answer is on its way, so no banner flashes.
 */
export function useDiscoveryViewer(): { viewer: DiscoveryViewer | undefined; signedIn: boolean } {
  const { user, isLoading } = useSession();
  const query = useQuery({ ...viewerQuery(user?.id ?? null), enabled: Boolean(user), staleTime: 60_000 });
  if (isLoading) return { viewer: undefined, signedIn: false };
  if (!user) return { viewer: SIGNED_OUT, signedIn: false };
  return { viewer: query.data, signedIn: true };
}

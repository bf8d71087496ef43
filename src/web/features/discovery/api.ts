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
import { api, read } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toQuery } from './urlQuery';

export const teamListingQuery = (query: TeamDiscoveryQuery) =>
  queryOptions({
    queryKey: ['discovery', 'teams', query],
    queryFn: (): Promise<TeamDiscoveryPage> => read(api.discovery.teams.$get({ query: toQuery(query) })),
  });

/** A page of approved teams; the previous page stays on screen while the next one loads. */
export function useTeamListing(query: TeamDiscoveryQuery) {
  return useQuery({ ...teamListingQuery(query), placeholderData: keepPreviousData });
}

export function useBusinessListing(query: BusinessDiscoveryQuery) {
  return useQuery({
    queryKey: ['discovery', 'businesses', query],
    queryFn: (): Promise<BusinessDiscoveryPage> =>
      read(api.discovery.businesses.$get({ query: toQuery(query) })),
    placeholderData: keepPreviousData,
  });
}

export const teamDetailsQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['discovery', 'team', teamId],
    queryFn: async (): Promise<TeamDetailsResponse['team']> =>
      (await read(api.discovery.teams[':teamId'].$get({ param: { teamId } }))).team,
  });

export function useTeamDetails(teamId: string) {
  return useQuery(teamDetailsQuery(teamId));
}

export function useBusinessDetails(businessId: string) {
  return useQuery({
    queryKey: ['discovery', 'business', businessId],
    queryFn: async (): Promise<BusinessDetailsResponse['business']> =>
      (
        await read(
          api.discovery.businesses[':businessId'].$get({
            param: { businessId },
          }),
        )
      ).business,
  });
}

/** Whether the signed-in visitor has a team or a business: asked only once someone is signed in. */
export const viewerQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['discovery', 'viewer', userId],
    queryFn: (): Promise<DiscoveryViewer> => read(api.discovery.viewer.$get()),
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

import { useQuery } from '@tanstack/react-query';
import {
  type BusinessDashboard,
  type MatchedTeamsResponse,
  NO_BUSINESS,
} from '../../../shared/schemas/business-dashboard';
import { ApiError, api, read } from '../../lib/api';

export const businessDashboardKey = ['business', 'dashboard'] as const;

/** The caller's business dashboard; null when they have no business (the API's 404 NO_BUSINESS). */
export function useBusinessDashboard() {
  return useQuery({
    queryKey: businessDashboardKey,
    queryFn: async (): Promise<BusinessDashboard | null> => {
      try {
        return await read(api.business.dashboard.$get());
      } catch (error) {
        if (error instanceof ApiError && error.code === NO_BUSINESS) return null;
        throw error;
      }
    },
  });
}

export function useMatchedTeams() {
  return useQuery({
    queryKey: ['business', 'matches'],
    queryFn: async (): Promise<MatchedTeamsResponse['matches']> =>
      (await read(api.business.matches.$get())).matches,
  });
}

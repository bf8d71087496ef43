import { useQuery } from '@tanstack/react-query';
import type { BusinessImpact } from '../../../shared/schemas/impact';
import { ApiError, api, read } from '../../lib/api';

/** The business's sponsorship results; 'plan-required' on a plan without them (the API's 403). */
export function useBusinessImpact() {
  return useQuery({
    queryKey: ['business', 'impact'],
    queryFn: async (): Promise<BusinessImpact | 'plan-required'> => {
      try {
        return await read(api.business.impact.$get());
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PLAN_REQUIRED') return 'plan-required';
        throw error;
      }
    },
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RevenueReport } from '../../../shared/schemas/revenue';
import { api, read } from '../../lib/api';

/** GET /api/admin/revenue; the last window stays on screen while another one loads. */
export function useRevenue(months: number) {
  return useQuery({
    queryKey: ['admin', 'revenue', months],
    queryFn: (): Promise<RevenueReport> =>
      read(api.admin.revenue.$get({ query: { months: String(months) } })),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, read } from '../../lib/api';

/*
 * Where the team's money is (issue 20): its balance, its payouts and what each carried (owner only).
 * Under ['teams', teamId], so a refund (useRefundGift) reads them again with the rest of the team's views.
 * Finishing payout setup needs nothing more: the money moves in a later round of the server's, and the
 * dashboard the team comes back to reads these when it shows them.
 */

export const payoutsKey = (teamId: string) => ['teams', teamId, 'payouts'] as const;

const payouts = api.teams[':teamId'].payouts;

/** One page of the team's payouts with its balance; the page shown stays while the next loads. */
export const teamPayoutsQuery = (teamId: string, page: number) =>
  queryOptions({
    queryKey: [...payoutsKey(teamId), 'page', page] as const,
    queryFn: () => read(payouts.$get({ param: { teamId }, query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export function useTeamPayouts(teamId: string, page: number) {
  return useQuery(teamPayoutsQuery(teamId, page));
}

/** One payout and the payments it carried; nothing is asked while no payout is chosen. */
export function usePayoutDetail(teamId: string, payoutId: string | null) {
  return useQuery({
    queryKey: [...payoutsKey(teamId), 'detail', payoutId] as const,
    queryFn:
      payoutId === null ? skipToken : () => read(payouts[':payoutId'].$get({ param: { teamId, payoutId } })),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GivingPage, GivingSessionResponse, MonthlyAmountInput } from '../../../shared/schemas/giving';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/** Every giving query starts with this, so one invalidation refreshes every year shown. */
const givingKey = ['giving'] as const;

/** The donor's page for `year` (the newest year with gifts when null); 401 without a giving session. */
export function useGivingPage(year: number | null) {
  return useQuery({
    queryKey: [...givingKey, year],
    queryFn: (): Promise<GivingPage> =>
      read(api.giving.$get({ query: { year: year === null ? undefined : String(year) } })),
  });
}

export function useRequestGivingLink() {
  return useMutation({
    mutationFn: (input: { email: string }) => read(api.giving.link.$post({ json: input })),
  });
}

export function useOpenGiving() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<GivingSessionResponse> =>
      read(api.giving.session.$post({ json: { token } })),
    onSuccess: () => client.invalidateQueries({ queryKey: givingKey }),
  });
}

export function useCloseGiving() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => read(api.giving['sign-out'].$post()),
    onSuccess: () => client.resetQueries({ queryKey: givingKey }),
  });
}

/** A change to one monthly donation; the answer is the page as it now is. */
function useMonthlyChange<V>(send: (variables: V) => Promise<GivingPage>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: givingKey }),
  });
}

const monthly = api.giving.monthly[':id'];

export const useChangeMonthlyAmount = (id: string) =>
  useMonthlyChange((input: MonthlyAmountInput) => read(monthly.$patch({ param: { id }, json: input })));

export const usePauseMonthly = (id: string) =>
  useMonthlyChange((paused: boolean) => read(monthly.pause.$post({ param: { id }, json: { paused } })));

export const useCancelMonthly = (id: string) =>
  useMonthlyChange(() => read(monthly.cancel.$post({ param: { id } })));

/** Where the donor gives a new card: the provider's page, left for by a full navigation. */
export const useChangeCard = (id: string) =>
  useMutation({
    mutationFn: () => read(monthly.card.$post({ param: { id } })),
    onSuccess: ({ url }) => window.location.assign(url),
  });

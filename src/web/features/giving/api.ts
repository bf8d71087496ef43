import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GivingPage, GivingSessionResponse, MonthlyAmountInput } from '../../../shared/schemas/giving';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/** Every giving query starts with this, so one invalidation refreshes every year shown. */
const givingKey = ['giving'] as const;

/** The donor's page for `year` (the newest year with gifts when null); 401 without a giving session. */
export function useGivingPage(year: number | null) {
  return useQuery({
    queryKey: [...givingKey, year],
    queryFn: () => api<GivingPage>(year === null ? '/giving' : `/giving?year=${year}`),
  });
}

export function useRequestGivingLink() {
  return useMutation({
    mutationFn: (input: { email: string }) => api<{ message: string }>('/giving/link', { body: input }),
  });
}

export function useOpenGiving() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<GivingSessionResponse>('/giving/session', { body: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: givingKey }),
  });
}

export function useCloseGiving() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/giving/sign-out', { body: {} }),
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

export const useChangeMonthlyAmount = (id: string) =>
  useMonthlyChange((input: MonthlyAmountInput) =>
    api<GivingPage>(`/giving/monthly/${id}`, { method: 'PATCH', body: input }),
  );

export const usePauseMonthly = (id: string) =>
  useMonthlyChange((paused: boolean) => api<GivingPage>(`/giving/monthly/${id}/pause`, { body: { paused } }));

export const useCancelMonthly = (id: string) =>
  useMonthlyChange(() => api<GivingPage>(`/giving/monthly/${id}/cancel`, { body: {} }));

/** Where the donor gives a new card: the provider's page, left for by a full navigation. */
export const useChangeCard = (id: string) =>
  useMutation({
    mutationFn: () => api<{ url: string }>(`/giving/monthly/${id}/card`, { body: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Expense,
  ExpenseInput,
  SeasonSpending,
  TeamExpensesResponse,
} from '../../../shared/schemas/expenses';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const expensesKey = (teamId: string) => ['teams', teamId, 'expenses'] as const;
const base = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/expenses`;

export function useExpenses(teamId: string, page: number) {
  return useQuery({
    queryKey: [...expensesKey(teamId), page],
    queryFn: () => api<TeamExpensesResponse>(`${base(teamId)}?page=${page}`),
    placeholderData: (previous) => previous,
  });
}

/** The team's raised against spent this season, as its public page shows it. */
export const spendingQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', teamId, 'spending'],
    queryFn: () => api<SeasonSpending>(`/teams/${encodeURIComponent(teamId)}/spending`),
  });

export function useSpending(teamId: string) {
  return useQuery(spendingQuery(teamId));
}

function uploadReceipt(teamId: string, expenseId: string, file: File) {
  const form = new FormData();
  form.append('receipt', file);
  return api<{ expense: Expense }>(`${base(teamId)}/${expenseId}/receipt`, { method: 'PUT', body: form });
}

/**
 * Records an expense (or, with `expenseId`, corrects one), then its receipt when one was chosen: a receipt
 * refused after the expense was saved leaves the expense, and says so, so the coach attaches another.
 */
export function useSaveExpense(teamId: string, expenseId: string | null = null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, receipt }: { input: ExpenseInput; receipt: File | null }) => {
      const { expense } = expenseId
        ? await api<{ expense: Expense }>(`${base(teamId)}/${expenseId}`, { method: 'PUT', body: input })
        : await api<{ expense: Expense }>(base(teamId), { body: input });
      return receipt ? (await uploadReceipt(teamId, expense.id, receipt)).expense : expense;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}

export function useAttachReceipt(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ expenseId, file }: { expenseId: string; file: File }) =>
      uploadReceipt(teamId, expenseId, file),
    onSettled: () => client.invalidateQueries({ queryKey: expensesKey(teamId) }),
  });
}

export function useDeleteExpense(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) => api<void>(`${base(teamId)}/${expenseId}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}

export const receiptUrl = (teamId: string, expenseId: string) => `/api${base(teamId)}/${expenseId}/receipt`;

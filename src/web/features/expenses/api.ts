import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Expense,
  ExpenseInput,
  SeasonSpending,
  TeamExpensesResponse,
} from '../../../shared/schemas/expenses';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const expensesKey = (teamId: string) => ['teams', teamId, 'expenses'] as const;

const team = api.teams[':teamId'];
const expense = team.expenses[':expenseId'];

export function useExpenses(teamId: string, page: number) {
  return useQuery({
    queryKey: [...expensesKey(teamId), page],
    queryFn: (): Promise<TeamExpensesResponse> =>
      read(team.expenses.$get({ param: { teamId }, query: { page: String(page) } })),
    placeholderData: (previous) => previous,
  });
}

/** The team's raised against spent this season, as its public page shows it. */
export const spendingQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['teams', teamId, 'spending'],
    queryFn: (): Promise<SeasonSpending> => read(team.spending.$get({ param: { teamId } })),
  });

export function useSpending(teamId: string) {
  return useQuery(spendingQuery(teamId));
}

function uploadReceipt(teamId: string, expenseId: string, file: File): Promise<{ expense: Expense }> {
  const form = new FormData();
  form.append('receipt', file);
  return read(expense.receipt.$put({ param: { teamId, expenseId } }, { init: { body: form } }));
}

/**
 * Records an expense (or, with `expenseId`, corrects one), then its receipt when one was chosen: a receipt
 * refused after the expense was saved leaves the expense, and says so, so the coach attaches another.
 */
export function useSaveExpense(teamId: string, expenseId: string | null = null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, receipt }: { input: ExpenseInput; receipt: File | null }) => {
      const { expense: saved } = expenseId
        ? await read(expense.$put({ param: { teamId, expenseId }, json: input }))
        : await read(team.expenses.$post({ param: { teamId }, json: input }));
      return receipt ? (await uploadReceipt(teamId, saved.id, receipt)).expense : saved;
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
    mutationFn: (expenseId: string) => read(expense.$delete({ param: { teamId, expenseId } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}

export const receiptUrl = (teamId: string, expenseId: string) =>
  `/api/teams/${encodeURIComponent(teamId)}/expenses/${expenseId}/receipt`;

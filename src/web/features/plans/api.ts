import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamPaidPlan } from '../../../shared/plans';
import type { TeamPlanView } from '../../../shared/schemas/plans';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/* A team's plan and billing (issue 21): under ['teams', teamId] with the team's other views. */

const planPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/plan`;
export const planKey = (teamId: string) => ['teams', teamId, 'plan'] as const;

/** The plan; `watch` asks again every 2 s (back from a checkout, until the provider's report is in). */
export function useTeamPlan(teamId: string, options: { watch?: boolean } = {}) {
  return useQuery({
    queryKey: planKey(teamId),
    queryFn: () => api<TeamPlanView>(planPath(teamId)),
    refetchInterval: options.watch ? 2000 : false,
  });
}

export function useStartPlanCheckout(teamId: string, plan: TeamPaidPlan) {
  return useMutation({
    mutationFn: () => api<{ url: string }>(`${planPath(teamId)}/checkout`, { body: { plan } }),
  });
}

export function usePlanCardPage(teamId: string) {
  return useMutation({
    mutationFn: () => api<{ url: string }>(`${planPath(teamId)}/card`, { method: 'POST' }),
  });
}

export function useSetPlanRenewal(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) =>
      api<TeamPlanView>(`${planPath(teamId)}/renewal`, { body: { cancelAtPeriodEnd } }),
    onSuccess: (view) => client.setQueryData(planKey(teamId), view),
  });
}

export const invoicePath = (teamId: string, invoiceId: string) =>
  `/api${planPath(teamId)}/invoices/${encodeURIComponent(invoiceId)}`;

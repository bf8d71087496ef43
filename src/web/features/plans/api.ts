import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan } from '../../../shared/plans';
import type { PlanAccountView, PlanView } from '../../../shared/schemas/plans';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/* An account's plan and billing (issue 21): under ['teams' | 'businesses' | 'leagues', id, 'plan']. */

export type PlanAccountRef = Pick<PlanAccountView, 'kind' | 'id'>;

const planPath = (account: PlanAccountRef) =>
  account.kind === 'team'
    ? `/teams/${encodeURIComponent(account.id)}/plan`
    : `/${account.kind === 'league' ? 'leagues' : 'businesses'}/mine/plan`;
export const planKey = (account: PlanAccountRef) =>
  [account.kind === 'team' ? 'teams' : `${account.kind}s`, account.id, 'plan'] as const;

/** The plan; `watch` asks again every 2 s (back from a checkout, until the provider's report is in). */
export function usePlan(account: PlanAccountRef, options: { watch?: boolean } = {}) {
  return useQuery({
    queryKey: planKey(account),
    queryFn: () => api<PlanView>(planPath(account)),
    refetchInterval: options.watch ? 2000 : false,
  });
}

export function useStartPlanCheckout(account: PlanAccountRef, plan: PaidPlan) {
  return useMutation({
    mutationFn: () => api<{ url: string }>(`${planPath(account)}/checkout`, { body: { plan } }),
  });
}

/** Switches a paid plan to the other paid plan of its kind (or back, undoing a switch that waits). */
export function useChangePlan(account: PlanAccountRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaidPlan) => api<PlanView>(`${planPath(account)}/change`, { body: { plan } }),
    onSuccess: (view) => client.setQueryData(planKey(account), view),
  });
}

export function usePlanCardPage(account: PlanAccountRef) {
  return useMutation({
    mutationFn: () => api<{ url: string }>(`${planPath(account)}/card`, { method: 'POST' }),
  });
}

export function useSetPlanRenewal(account: PlanAccountRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) =>
      api<PlanView>(`${planPath(account)}/renewal`, { body: { cancelAtPeriodEnd } }),
    onSuccess: (view) => client.setQueryData(planKey(account), view),
  });
}

export const invoicePath = (account: PlanAccountRef, invoiceId: string) =>
  `/api${planPath(account)}/invoices/${encodeURIComponent(invoiceId)}`;

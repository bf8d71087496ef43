import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BUSINESS_PAID_PLANS,
  LEAGUE_PAID_PLANS,
  type PaidPlan,
  TEAM_PAID_PLANS,
} from '../../../shared/plans';
import type { PlanAccountView, PlanView } from '../../../shared/schemas/plans';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/* An account's plan and billing (issue 21): under ['teams' | 'businesses' | 'leagues', id, 'plan']. */

export type PlanAccountRef = Pick<PlanAccountView, 'kind' | 'id'>;

/** What the billing screens ask of an account's plan, whichever kind of account it is. */
interface PlanCalls {
  view: () => Promise<PlanView>;
  checkout: (plan: PaidPlan) => Promise<{ url: string }>;
  change: (plan: PaidPlan) => Promise<PlanView>;
  card: () => Promise<{ url: string }>;
  renewal: (cancelAtPeriodEnd: boolean) => Promise<PlanView>;
  /** An invoice's PDF: a download link, not a call. */
  invoicePath: (invoiceId: string) => string;
}

/** The plan among `plans` (the ones this kind of account buys); any other is refused as the server would. */
function offered<P extends PaidPlan>(plans: readonly P[], plan: PaidPlan): P {
  const found = plans.find((candidate) => candidate === plan);
  if (found === undefined) {
    const message = 'This plan is not offered to this account.';
    throw new ApiError(400, 'VALIDATION_FAILED', message, { plan: [message] });
  }
  return found;
}

/** Only a business has two paid plans to move between (decision 0056): no other account has the route. */
const noChange = (): Promise<PlanView> => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Not found'));

const invoiceIn = (base: string) => (invoiceId: string) =>
  `${base}/invoices/${encodeURIComponent(invoiceId)}`;

/** The routes of the account's plan: /teams/:teamId/plan, /businesses/mine/plan or /leagues/mine/plan. */
function planCalls(account: PlanAccountRef): PlanCalls {
  switch (account.kind) {
    case 'team': {
      const plan = api.teams[':teamId'].plan;
      const param = { teamId: account.id };
      return {
        view: () => read(plan.$get({ param })),
        checkout: (choice) =>
          read(plan.checkout.$post({ param, json: { plan: offered(TEAM_PAID_PLANS, choice) } })),
        change: noChange,
        card: () => read(plan.card.$post({ param })),
        renewal: (cancelAtPeriodEnd) => read(plan.renewal.$post({ param, json: { cancelAtPeriodEnd } })),
        invoicePath: invoiceIn(`/api/teams/${encodeURIComponent(account.id)}/plan`),
      };
    }
    case 'business': {
      const plan = api.businesses.mine.plan;
      return {
        view: () => read(plan.$get()),
        checkout: (choice) =>
          read(plan.checkout.$post({ json: { plan: offered(BUSINESS_PAID_PLANS, choice) } })),
        change: (choice) => read(plan.change.$post({ json: { plan: offered(BUSINESS_PAID_PLANS, choice) } })),
        card: () => read(plan.card.$post()),
        renewal: (cancelAtPeriodEnd) => read(plan.renewal.$post({ json: { cancelAtPeriodEnd } })),
        invoicePath: invoiceIn('/api/businesses/mine/plan'),
      };
    }
    case 'league': {
      const plan = api.leagues.mine.plan;
      return {
        view: () => read(plan.$get()),
        checkout: (choice) =>
          read(plan.checkout.$post({ json: { plan: offered(LEAGUE_PAID_PLANS, choice) } })),
        change: noChange,
        card: () => read(plan.card.$post()),
        renewal: (cancelAtPeriodEnd) => read(plan.renewal.$post({ json: { cancelAtPeriodEnd } })),
        invoicePath: invoiceIn('/api/leagues/mine/plan'),
      };
    }
  }
}

export const planKey = (account: PlanAccountRef) =>
  [account.kind === 'team' ? 'teams' : `${account.kind}s`, account.id, 'plan'] as const;

/** The plan; `watch` asks again every 2 s (back from a checkout, until the provider's report is in). */
export function usePlan(account: PlanAccountRef, options: { watch?: boolean } = {}) {
  return useQuery({
    queryKey: planKey(account),
    queryFn: () => planCalls(account).view(),
    refetchInterval: options.watch ? 2000 : false,
  });
}

export function useStartPlanCheckout(account: PlanAccountRef, plan: PaidPlan) {
  return useMutation({
    mutationFn: () => planCalls(account).checkout(plan),
  });
}

/** Switches a paid plan to the other paid plan of its kind (or back, undoing a switch that waits). */
export function useChangePlan(account: PlanAccountRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaidPlan) => planCalls(account).change(plan),
    onSuccess: (view) => client.setQueryData(planKey(account), view),
  });
}

export function usePlanCardPage(account: PlanAccountRef) {
  return useMutation({
    mutationFn: () => planCalls(account).card(),
  });
}

export function useSetPlanRenewal(account: PlanAccountRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) => planCalls(account).renewal(cancelAtPeriodEnd),
    onSuccess: (view) => client.setQueryData(planKey(account), view),
  });
}

export const invoicePath = (account: PlanAccountRef, invoiceId: string) =>
  planCalls(account).invoicePath(invoiceId);

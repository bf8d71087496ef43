import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountState, SandboxOnboardingInput } from '../../../shared/schemas/payouts';
import type { LeaderboardSettings, TeamLeaderboardResponse } from '../../../shared/schemas/team-dashboard';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

export const teamDashboardKey = (teamId: string) => ['teams', teamId, 'dashboard'] as const;
/** Roster changes refresh it too (features/roster/api.ts): it lists the same players. */
export const leaderboardKey = (teamId: string) => ['teams', teamId, 'leaderboard'] as const;

export function useTeamDashboard(teamId: string) {
  return useQuery({
    queryKey: teamDashboardKey(teamId),
    queryFn: () => read(api.teams[':teamId'].dashboard.$get({ param: { teamId } })),
  });
}

/** One page of the team's gifts; the page shown stays while the next loads (no jump). */
export function useTeamGifts(teamId: string, page: number) {
  return useQuery({
    queryKey: ['teams', teamId, 'gifts', page],
    queryFn: () =>
      read(api.teams[':teamId'].gifts.$get({ param: { teamId }, query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}

/** Refunds one payment of a gift (the row's refundable one); the gifts, figures and money refresh. */
export function useRefundGift(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      read(
        api.teams[':teamId'].gifts[':giftId'].refund.$post({
          param: { teamId, giftId: paymentId },
          json: { reason },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}

/** The team's money from the ledger: raised, fees, refunds, what is held for it. */
export function useTeamMoney(teamId: string) {
  return useQuery({
    queryKey: ['teams', teamId, 'money'],
    queryFn: async () => (await read(api.teams[':teamId'].money.$get({ param: { teamId } }))).money,
  });
}

export function useMatchedBusinesses(teamId: string) {
  return useQuery({
    queryKey: ['teams', teamId, 'matches'],
    queryFn: async () => (await read(api.teams[':teamId'].matches.$get({ param: { teamId } }))).matches,
  });
}

export function useTeamLeaderboard(teamId: string) {
  return useQuery({
    queryKey: leaderboardKey(teamId),
    queryFn: () => read(api.teams[':teamId'].leaderboard.$get({ param: { teamId } })),
  });
}

/** The 'Show the leaderboard on player pages' switch. */
export function useSetLeaderboardPublic(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeaderboardSettings) =>
      read(api.teams[':teamId'].leaderboard.$patch({ param: { teamId }, json: settings })),
    onSuccess: ({ leaderboardPublic }) =>
      client.setQueryData<TeamLeaderboardResponse>(leaderboardKey(teamId), (board) =>
        board ? { ...board, leaderboardPublic } : board,
      ),
  });
}

export const payoutAccountKey = (teamId: string) => ['teams', teamId, 'payout-account'] as const;

/** States a team just back from onboarding may see only because the provider's report is still on its way. */
const AWAITING_REPORT = new Set<PayoutAccountState>(['not_started', 'details_needed']);
const REPORT_POLL_MS = 2_000;

/**
 * The team's payout account as the provider last reported it (owner only). Until `watchUntil` (a time in
 * ms), an account that still looks unfinished is read again every 2 s: Stripe sends the team back before
 * its account.updated event reaches the server.
 */
export function usePayoutAccount(teamId: string, { watchUntil = 0 }: { watchUntil?: number } = {}) {
  return useQuery({
    queryKey: payoutAccountKey(teamId),
    queryFn: () => read(api.teams[':teamId']['payout-account'].$get({ param: { teamId } })),
    refetchInterval: (query) =>
      Date.now() < watchUntil && query.state.data && AWAITING_REPORT.has(query.state.data.state)
        ? REPORT_POLL_MS
        : false,
  });
}

/**
 * Asks for a fresh onboarding link (Stripe's expire within minutes, so one is never kept): the caller
 * sends the team there, and the dashboard reads the account again when the team comes back.
 */
export function useStartPayoutOnboarding(teamId: string) {
  return useMutation({
    mutationFn: () => read(api.teams[':teamId']['payout-account'].onboarding.$post({ param: { teamId } })),
  });
}

const sandboxAccount = api.payments.sandbox.accounts[':accountId'];
const sandboxAccountKey = (accountId: string) => ['payments', 'sandbox-accounts', accountId] as const;

/** The sandbox's onboarding page: the account's team and the test details it submits (owner only). */
export function useSandboxPayoutAccount(accountId: string) {
  return useQuery({
    queryKey: sandboxAccountKey(accountId),
    queryFn: async () => (await read(sandboxAccount.$get({ param: { accountId } }))).account,
  });
}

/** The sandbox answers the onboarding as the provider would; every team's payout account reads again. */
export function useCompleteSandboxOnboarding(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SandboxOnboardingInput) =>
      read(sandboxAccount.complete.$post({ param: { accountId }, json: input })),
    onSuccess: ({ account }) => {
      client.setQueryData(sandboxAccountKey(accountId), account);
      // The sandbox's view names no team id, so any team's cached payout account is read again when shown.
      return client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'teams' && query.queryKey[2] === 'payout-account',
      });
    },
  });
}

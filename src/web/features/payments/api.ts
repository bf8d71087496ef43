import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutResponse,
  SandboxAction,
  SandboxActionResponse,
  SandboxSessionResponse,
  SponsorshipCheckoutInput,
  SponsorshipViewResponse,
  SponsorTeamResponse,
} from '../../../shared/schemas/payments';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const sponsorTeamKey = (teamId: string) => ['payments', 'sponsor-team', teamId] as const;
const sandboxKey = (sessionId: string) => ['payments', 'sandbox', sessionId] as const;

/** The team, its tiers and its contact, for a user with a business (403 BUSINESS_REQUIRED otherwise). */
export function useSponsorTeam(teamId: string) {
  return useQuery({
    queryKey: sponsorTeamKey(teamId),
    queryFn: () => api<SponsorTeamResponse>(`/payments/sponsor-team/${encodeURIComponent(teamId)}`),
  });
}

export function useStartCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SponsorshipCheckoutInput) =>
      api<CheckoutResponse>('/payments/sponsorships/checkout', { body: input }),
    // A refusal (sold out, tier gone) means the tiers on screen are stale.
    onError: (_error, input) => client.invalidateQueries({ queryKey: sponsorTeamKey(input.teamId) }),
  });
}

/** How long the success page waits for a payment still being confirmed before it says so. */
export const CONFIRM_WINDOW_MS = 20_000;
const CONFIRM_POLL_MS = 1_500;

/**
 * The success page's sponsorship. While `poll` is on and the payment is pending (the provider's event has
 * not arrived yet), it is read again every 1.5 s.
 */
export function useSponsorship(sponsorshipId: string, sessionId: string | null, poll: boolean) {
  const query = sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : '';
  return useQuery({
    queryKey: ['payments', 'sponsorships', sponsorshipId, sessionId],
    queryFn: async () =>
      (
        await api<SponsorshipViewResponse>(
          `/payments/sponsorships/${encodeURIComponent(sponsorshipId)}${query}`,
        )
      ).sponsorship,
    enabled: sponsorshipId !== '',
    refetchInterval: (current) =>
      poll && current.state.data?.status === 'pending' ? CONFIRM_POLL_MS : false,
  });
}

export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: sandboxKey(sessionId),
    queryFn: async () =>
      (await api<SandboxSessionResponse>(`/payments/sandbox/sessions/${encodeURIComponent(sessionId)}`))
        .session,
  });
}

export function useSandboxAction(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SandboxAction) =>
      api<SandboxActionResponse>(`/payments/sandbox/sessions/${encodeURIComponent(sessionId)}/${action}`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: sandboxKey(sessionId) }),
  });
}

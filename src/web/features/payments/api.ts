import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutResponse,
  SandboxAction,
  SandboxActionResponse,
  SandboxSessionView,
  SponsorshipCheckoutInput,
  SponsorshipView,
  SponsorTeamResponse,
} from '../../../shared/schemas/payments';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const sponsorTeamKey = (teamId: string) => ['payments', 'sponsor-team', teamId] as const;
const sandboxKey = (sessionId: string) => ['payments', 'sandbox', sessionId] as const;

/** The team, its tiers and its contact, for a user with a business (403 BUSINESS_REQUIRED otherwise). */
export function useSponsorTeam(teamId: string) {
  return useQuery({
    queryKey: sponsorTeamKey(teamId),
    queryFn: (): Promise<SponsorTeamResponse> =>
      read(api.payments['sponsor-team'][':teamId'].$get({ param: { teamId } })),
  });
}

export function useStartCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SponsorshipCheckoutInput): Promise<CheckoutResponse> =>
      read(api.payments.sponsorships.checkout.$post({ json: input })),
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
  return useQuery({
    queryKey: ['payments', 'sponsorships', sponsorshipId, sessionId],
    queryFn: async (): Promise<SponsorshipView> =>
      (
        await read(
          api.payments.sponsorships[':id'].$get({
            param: { id: sponsorshipId },
            query: { session_id: sessionId || undefined },
          }),
        )
      ).sponsorship,
    enabled: sponsorshipId !== '',
    refetchInterval: (current) =>
      poll && current.state.data?.status === 'pending' ? CONFIRM_POLL_MS : false,
  });
}

const sandboxSession = api.payments.sandbox.sessions[':id'];

export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: sandboxKey(sessionId),
    queryFn: async (): Promise<SandboxSessionView> =>
      (await read(sandboxSession.$get({ param: { id: sessionId } }))).session,
  });
}

export function useSandboxAction(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SandboxAction): Promise<SandboxActionResponse> =>
      read(sandboxSession[':action'].$post({ param: { id: sessionId, action } })),
    onSettled: () => client.invalidateQueries({ queryKey: sandboxKey(sessionId) }),
  });
}

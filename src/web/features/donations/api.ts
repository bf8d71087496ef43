import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DonationCancelInfo,
  DonationCancelResponse,
  DonationCheckoutInput,
  DonationCheckoutResponse,
  DonationPlayerResponse,
  DonationView,
} from '../../../shared/schemas/donations';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/** The player page: the player and the page's figures, by the two parts of its address. */
export const donationPlayerQuery = (teamSlug: string, playerNumber: string) =>
  queryOptions({
    queryKey: ['donations', 'player', teamSlug, playerNumber],
    queryFn: (): Promise<DonationPlayerResponse> =>
      read(
        api.players[':teamSlug'][':playerNumber'].$get({
          param: { teamSlug, playerNumber },
        }),
      ),
  });

export function useDonationPlayer(teamSlug: string, playerNumber: string) {
  return useQuery(donationPlayerQuery(teamSlug, playerNumber));
}

export function useStartDonation() {
  return useMutation({
    mutationFn: (input: DonationCheckoutInput): Promise<DonationCheckoutResponse> =>
      read(api.donations.checkout.$post({ json: input })),
  });
}

/** How long the success page waits for a payment still being confirmed before it says so. */
export const CONFIRM_WINDOW_MS = 20_000;
const CONFIRM_POLL_MS = 1_500;

/**
 * The success page's donation. While `poll` is on and the payment is pending (the provider's event has
 * not arrived yet), it is read again every 1.5 s.
 */
export function useDonation(donationId: string, sessionId: string, poll: boolean) {
  return useQuery({
    queryKey: ['donations', donationId, sessionId],
    queryFn: async (): Promise<DonationView> =>
      (
        await read(
          api.donations[':id'].$get({
            param: { id: donationId },
            query: { session_id: sessionId },
          }),
        )
      ).donation,
    enabled: donationId !== '' && sessionId !== '',
    refetchInterval: (current) =>
      poll && current.state.data?.status === 'pending' ? CONFIRM_POLL_MS : false,
  });
}

const cancelKey = (token: string) => ['donations', 'cancel', token] as const;

/** What the cancel link stops; reading it changes nothing. */
export function useCancelLink(token: string) {
  return useQuery({
    queryKey: cancelKey(token),
    queryFn: (): Promise<DonationCancelInfo> => read(api.donations.cancel.$get({ query: { token } })),
    enabled: token !== '',
  });
}

export function useCancelDonation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<DonationCancelResponse> => read(api.donations.cancel.$post({ json: { token } })),
    onSuccess: () => client.invalidateQueries({ queryKey: cancelKey(token) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageThreadResponse,
  SendMessageInput,
  SendMessageResponse,
} from '../../../shared/schemas/messages';
import { api } from '../../lib/api';

export const threadKey = (sponsorshipId: string) => ['sponsorships', sponsorshipId, 'messages'] as const;

const threadPath = (sponsorshipId: string) => `/sponsorships/${encodeURIComponent(sponsorshipId)}/messages`;

/** A sponsorship's thread; re-read every half minute while it is on screen, so replies show up. */
export function useMessageThread(sponsorshipId: string) {
  return useQuery({
    queryKey: threadKey(sponsorshipId),
    queryFn: () => api<MessageThreadResponse>(threadPath(sponsorshipId)),
    refetchInterval: 30_000,
  });
}

/** Sends a message and appends the stored one to the cached thread. */
export function useSendMessage(sponsorshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      api<SendMessageResponse>(threadPath(sponsorshipId), { body: input }),
    onSuccess: ({ message }) =>
      client.setQueryData<MessageThreadResponse>(threadKey(sponsorshipId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      ),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockBusinessInput,
  BusinessBlockResponse,
  MessageThreadResponse,
  SendMessageInput,
  SendMessageResponse,
} from '../../../shared/schemas/messages';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

export const threadKey = (sponsorshipId: string) => ['sponsorships', sponsorshipId, 'messages'] as const;

/** A sponsorship's thread; re-read every half minute while it is on screen, so replies show up. */
export function useMessageThread(sponsorshipId: string) {
  return useQuery({
    queryKey: threadKey(sponsorshipId),
    queryFn: (): Promise<MessageThreadResponse> =>
      read(api.sponsorships[':id'].messages.$get({ param: { id: sponsorshipId } })),
    refetchInterval: 30_000,
  });
}

/** Sends a message and appends the stored one to the cached thread. */
export function useSendMessage(sponsorshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput): Promise<SendMessageResponse> =>
      read(api.sponsorships[':id'].messages.$post({ param: { id: sponsorshipId }, json: input })),
    onSuccess: ({ message }) =>
      client.setQueryData<MessageThreadResponse>(threadKey(sponsorshipId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      ),
  });
}

const blockParam = (thread: MessageThreadResponse) => ({
  teamId: thread.teamId,
  businessId: thread.businessId,
});

/**
 * The team blocks the thread's business (with an optional reason) or lifts the block. A block covers
 * every thread with that business, so every cached thread is read again.
 */
export function useBusinessBlock(thread: MessageThreadResponse) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { block: true; input: BlockBusinessInput } | { block: false },
    ): Promise<BusinessBlockResponse> => {
      const blocked = api.teams[':teamId']['blocked-businesses'][':businessId'];
      const param = blockParam(thread);
      return read(change.block ? blocked.$put({ param, json: change.input }) : blocked.$delete({ param }));
    },
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'sponsorships' && query.queryKey[2] === 'messages',
      }),
  });
}

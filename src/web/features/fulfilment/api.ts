import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FulfilmentChecklist,
  MarkDeliveredInput,
  ThankYouInput,
} from '../../../shared/schemas/fulfilment';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

export const checklistKey = (sponsorshipId: string) => ['sponsorships', sponsorshipId, 'fulfilment'] as const;

const sponsorship = api.sponsorships[':id'];
const item = sponsorship.deliverables[':itemId'];

/** A sponsorship's checklist, for the team (to edit) or the sponsor (to read; re-read every minute). */
export function useChecklist(sponsorshipId: string, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: checklistKey(sponsorshipId),
    queryFn: (): Promise<FulfilmentChecklist> =>
      read(sponsorship.fulfilment.$get({ param: { id: sponsorshipId } })),
    refetchInterval: options.poll ? 60_000 : false,
  });
}

function uploadPhoto(sponsorshipId: string, itemId: string, file: File): Promise<FulfilmentChecklist> {
  const form = new FormData();
  form.append('photo', file);
  return read(item.photo.$put({ param: { id: sponsorshipId, itemId } }, { init: { body: form } }));
}

type Change =
  | { kind: 'mark'; itemId: string; input: MarkDeliveredInput }
  | { kind: 'unmark'; itemId: string }
  | { kind: 'photo'; itemId: string; file: File }
  | { kind: 'removePhoto'; itemId: string }
  | { kind: 'thankYou'; input: ThankYouInput };

function send(sponsorshipId: string, change: Change): Promise<FulfilmentChecklist> {
  switch (change.kind) {
    case 'mark':
      return read(
        item.delivery.$put({ param: { id: sponsorshipId, itemId: change.itemId }, json: change.input }),
      );
    case 'unmark':
      return read(item.delivery.$delete({ param: { id: sponsorshipId, itemId: change.itemId } }));
    case 'photo':
      return uploadPhoto(sponsorshipId, change.itemId, change.file);
    case 'removePhoto':
      return read(item.photo.$delete({ param: { id: sponsorshipId, itemId: change.itemId } }));
    case 'thankYou':
      return read(sponsorship['thank-you'].$put({ param: { id: sponsorshipId }, json: change.input }));
  }
}

/** Any change of the team's: every answer is the whole checklist, which replaces the cached one. */
export function useChangeChecklist(sponsorshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(sponsorshipId, change),
    onSuccess: (checklist) => client.setQueryData(checklistKey(sponsorshipId), checklist),
  });
}

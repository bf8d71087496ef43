import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FulfilmentChecklist,
  fulfilmentPath,
  type MarkDeliveredInput,
  type ThankYouInput,
} from '../../../shared/schemas/fulfilment';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

export const checklistKey = (sponsorshipId: string) => ['sponsorships', sponsorshipId, 'fulfilment'] as const;

const itemPath = (sponsorshipId: string, itemId: string) =>
  `${fulfilmentPath(sponsorshipId)}/deliverables/${encodeURIComponent(itemId)}`;

/** A sponsorship's checklist, for the team (to edit) or the sponsor (to read; re-read every minute). */
export function useChecklist(sponsorshipId: string, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: checklistKey(sponsorshipId),
    queryFn: () => api<FulfilmentChecklist>(`${fulfilmentPath(sponsorshipId)}/fulfilment`),
    refetchInterval: options.poll ? 60_000 : false,
  });
}

function uploadPhoto(sponsorshipId: string, itemId: string, file: File): Promise<FulfilmentChecklist> {
  const form = new FormData();
  form.append('photo', file);
  return api(`${itemPath(sponsorshipId, itemId)}/photo`, { method: 'PUT', body: form });
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
      return api(`${itemPath(sponsorshipId, change.itemId)}/delivery`, { method: 'PUT', body: change.input });
    case 'unmark':
      return api(`${itemPath(sponsorshipId, change.itemId)}/delivery`, { method: 'DELETE' });
    case 'photo':
      return uploadPhoto(sponsorshipId, change.itemId, change.file);
    case 'removePhoto':
      return api(`${itemPath(sponsorshipId, change.itemId)}/photo`, { method: 'DELETE' });
    case 'thankYou':
      return api(`${fulfilmentPath(sponsorshipId)}/thank-you`, { method: 'PUT', body: change.input });
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

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactListResponse,
  ContactResponse,
  ContactValues,
  FundraisingEmailResult,
  FundraisingEmailValues,
  ImportPreview,
  ImportResult,
  PlayerListResponse,
  PlayerResponse,
  PlayerUpdate,
  PlayerValues,
  UnsubscribeInfo,
  UnsubscribeInput,
} from '../../../shared/schemas/roster';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { leaderboardKey } from '../team-dashboard/api';

export const rosterKey = (teamId: string) => ['teams', teamId, 'players'] as const;
const contactsKey = (playerId: string) => ['players', playerId, 'contacts'] as const;

const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/players`;
const playerPath = (playerId: string) => `/players/${encodeURIComponent(playerId)}`;

export function useRoster(teamId: string) {
  return useQuery({
    queryKey: rosterKey(teamId),
    queryFn: async () => (await api<PlayerListResponse>(teamPath(teamId))).players,
  });
}

/**
 * After any roster change the list is read again (the server owns the order and the default goals), and
 * the leaderboard with it: it lists the same players.
 */
function useRefreshRoster(teamId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rosterKey(teamId) }),
      client.invalidateQueries({ queryKey: leaderboardKey(teamId) }),
    ]);
}

export function useAddPlayer(teamId: string) {
  const refresh = useRefreshRoster(teamId);
  return useMutation({
    mutationFn: (player: PlayerValues) => api<PlayerResponse>(teamPath(teamId), { body: player }),
    onSuccess: refresh,
  });
}

export function useUpdatePlayer(teamId: string) {
  const refresh = useRefreshRoster(teamId);
  return useMutation({
    mutationFn: ({ playerId, changes }: { playerId: string; changes: PlayerUpdate }) =>
      api<PlayerResponse>(`${teamPath(teamId)}/${encodeURIComponent(playerId)}`, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: refresh,
  });
}

export function useRemovePlayer(teamId: string) {
  const refresh = useRefreshRoster(teamId);
  return useMutation({
    mutationFn: (playerId: string) =>
      api<void>(`${teamPath(teamId)}/${encodeURIComponent(playerId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** The server's dry run of a CSV import: per-row errors, nothing written. */
export function usePreviewImport(teamId: string) {
  return useMutation({
    mutationFn: (rows: unknown[]) =>
      api<ImportPreview>(`${teamPath(teamId)}/import`, { body: { rows, dryRun: true } }),
  });
}

export function useImportPlayers(teamId: string) {
  const refresh = useRefreshRoster(teamId);
  return useMutation({
    mutationFn: (rows: unknown[]) => api<ImportResult>(`${teamPath(teamId)}/import`, { body: { rows } }),
    onSuccess: refresh,
  });
}

export function useContacts(playerId: string) {
  return useQuery({
    queryKey: contactsKey(playerId),
    queryFn: async () => (await api<ContactListResponse>(`${playerPath(playerId)}/contacts`)).contacts,
  });
}

/** Contact changes also move the roster's contact counts. */
function useRefreshContacts(teamId: string, playerId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contactsKey(playerId) }),
      client.invalidateQueries({ queryKey: rosterKey(teamId) }),
    ]);
}

export function useAddContact(teamId: string, playerId: string) {
  const refresh = useRefreshContacts(teamId, playerId);
  return useMutation({
    mutationFn: (contact: ContactValues) =>
      api<ContactResponse>(`${playerPath(playerId)}/contacts`, { body: contact }),
    onSuccess: refresh,
  });
}

export function useRemoveContact(teamId: string, playerId: string) {
  const refresh = useRefreshContacts(teamId, playerId);
  return useMutation({
    mutationFn: (contactId: string) =>
      api<void>(`${playerPath(playerId)}/contacts/${encodeURIComponent(contactId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useSendFundraisingEmail(playerId: string) {
  return useMutation({
    mutationFn: (email: FundraisingEmailValues) =>
      api<FundraisingEmailResult>(`${playerPath(playerId)}/fundraising-email`, { body: email }),
  });
}

export function useUnsubscribeInfo(link: UnsubscribeInput, enabled: boolean) {
  return useQuery({
    queryKey: ['unsubscribe', link.c, link.t],
    queryFn: () => api<UnsubscribeInfo>(`/unsubscribe?${new URLSearchParams(link)}`),
    enabled,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (link: UnsubscribeInput) => api<{ unsubscribed: true }>('/unsubscribe', { body: link }),
  });
}

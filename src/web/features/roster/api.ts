import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactValues,
  FundraisingEmailValues,
  ImportPreview,
  ImportResult,
  PlayerUpdate,
  PlayerValues,
  UnsubscribeInput,
} from '../../../shared/schemas/roster';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { leaderboardKey } from '../team-dashboard/api';

export const rosterKey = (teamId: string) => ['teams', teamId, 'players'] as const;
const contactsKey = (playerId: string) => ['players', playerId, 'contacts'] as const;

const teamPlayers = api.teams[':teamId'].players;
const player = api.players[':playerId'];

export function useRoster(teamId: string) {
  return useQuery({
    queryKey: rosterKey(teamId),
    queryFn: async () => (await read(teamPlayers.$get({ param: { teamId } }))).players,
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
    mutationFn: (values: PlayerValues) => read(teamPlayers.$post({ param: { teamId }, json: values })),
    onSuccess: refresh,
  });
}

export function useUpdatePlayer(teamId: string) {
  const refresh = useRefreshRoster(teamId);
  return useMutation({
    mutationFn: ({ playerId, changes }: { playerId: string; changes: PlayerUpdate }) =>
      read(teamPlayers[':playerId'].$patch({ param: { teamId, playerId }, json: changes })),
    onSuccess: refresh,
  });
}

export function useRemovePlayer(teamId: string) {
  const refresh = useRefreshRoster(teamId);
  return useMutation({
    mutationFn: (playerId: string) => read(teamPlayers[':playerId'].$delete({ param: { teamId, playerId } })),
    onSuccess: refresh,
  });
}

/** The import route answers a dry run with its preview, and an import with its result. */
function previewOf(answer: ImportPreview | ImportResult): ImportPreview {
  if ('errors' in answer) return answer;
  throw new Error('The dry run of the import answered an import.');
}

function resultOf(answer: ImportPreview | ImportResult): ImportResult {
  if ('imported' in answer) return answer;
  throw new Error('The import answered a dry run.');
}

/** The server's dry run of a CSV import: per-row errors, nothing written. */
export function usePreviewImport(teamId: string) {
  return useMutation({
    mutationFn: async (rows: unknown[]) =>
      previewOf(await read(teamPlayers.import.$post({ param: { teamId }, json: { rows, dryRun: true } }))),
  });
}

export function useImportPlayers(teamId: string) {
  const refresh = useRefreshRoster(teamId);
  return useMutation({
    mutationFn: async (rows: unknown[]) =>
      resultOf(await read(teamPlayers.import.$post({ param: { teamId }, json: { rows } }))),
    onSuccess: refresh,
  });
}

export function useContacts(playerId: string) {
  return useQuery({
    queryKey: contactsKey(playerId),
    queryFn: async () => (await read(player.contacts.$get({ param: { playerId } }))).contacts,
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
      read(player.contacts.$post({ param: { playerId }, json: contact })),
    onSuccess: refresh,
  });
}

export function useRemoveContact(teamId: string, playerId: string) {
  const refresh = useRefreshContacts(teamId, playerId);
  return useMutation({
    mutationFn: (contactId: string) =>
      read(player.contacts[':contactId'].$delete({ param: { playerId, contactId } })),
    onSuccess: refresh,
  });
}

export function useSendFundraisingEmail(playerId: string) {
  return useMutation({
    mutationFn: (email: FundraisingEmailValues) =>
      read(player['fundraising-email'].$post({ param: { playerId }, json: email })),
  });
}

export function useUnsubscribeInfo(link: UnsubscribeInput, enabled: boolean) {
  return useQuery({
    queryKey: ['unsubscribe', link.c, link.t],
    queryFn: () => read(api.unsubscribe.$get({ query: link })),
    enabled,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (link: UnsubscribeInput) => read(api.unsubscribe.$post({ json: link })),
  });
}

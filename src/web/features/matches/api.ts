import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMatchesPage,
  CreateMatchInput,
  LinkActionInput,
  LinkActionResult,
  LinkSupport,
  LinkView,
  MatchBusinessCandidate,
  MatchCandidates,
  MatchDraftResponse,
  MatchTeamCandidate,
  MatchTiersResponse,
  OfferInput,
  SendIntroductionInput,
  SendIntroductionResponse,
} from '../../../shared/schemas/matches';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const matchesKey = ['admin', 'matches'] as const;

const query = (q: string) => ({ q: q || undefined });

/** The Create Matches pick lists: approved teams (with their tiers) and approved businesses. */
export function useTeamCandidates(q: string) {
  return useQuery({
    queryKey: [...matchesKey, 'candidates', 'teams', q],
    queryFn: (): Promise<MatchCandidates<MatchTeamCandidate>> =>
      read(api.admin.matches.candidates.teams.$get({ query: query(q) })),
    placeholderData: keepPreviousData,
  });
}

export function useBusinessCandidates(q: string) {
  return useQuery({
    queryKey: [...matchesKey, 'candidates', 'businesses', q],
    queryFn: (): Promise<MatchCandidates<MatchBusinessCandidate>> =>
      read(api.admin.matches.candidates.businesses.$get({ query: query(q) })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMatches(page: number) {
  return useQuery({
    queryKey: [...matchesKey, 'list', page],
    queryFn: (): Promise<AdminMatchesPage> =>
      read(api.admin.matches.$get({ query: { page: page > 1 ? String(page) : undefined } })),
    placeholderData: keepPreviousData,
  });
}

/** The matched team's tiers now, for a revised offer. */
export function useMatchTiers(matchId: string) {
  return useQuery({
    queryKey: [...matchesKey, matchId, 'tiers'],
    queryFn: async (): Promise<MatchTiersResponse['tiers']> =>
      (await read(api.admin.matches[':matchId'].tiers.$get({ param: { matchId } }))).tiers,
  });
}

/** Every change reads the list again: the server owns the statuses. */
function useRefreshMatches() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...matchesKey, 'list'] });
}

export function useCreateMatch() {
  const onSettled = useRefreshMatches();
  return useMutation({
    mutationFn: (input: CreateMatchInput): Promise<MatchDraftResponse> =>
      read(api.admin.matches.$post({ json: input })),
    onSettled,
  });
}

export function useSendIntroduction() {
  const onSettled = useRefreshMatches();
  return useMutation({
    mutationFn: ({
      matchId,
      ...input
    }: SendIntroductionInput & { matchId: string }): Promise<SendIntroductionResponse> =>
      read(api.admin.matches[':matchId'].send.$post({ param: { matchId }, json: input })),
    onSettled,
  });
}

export function useReviseOffer() {
  const onSettled = useRefreshMatches();
  return useMutation({
    mutationFn: ({ matchId, offer }: { matchId: string; offer: OfferInput }): Promise<MatchDraftResponse> =>
      read(api.admin.matches[':matchId'].offers.$post({ param: { matchId }, json: offer })),
    onSettled,
  });
}

// ---------------------------------------------------------------------------------------------------------
// The email-link pages (no sign-in)

export function useLink(token: string) {
  return useQuery({
    queryKey: ['cta', token],
    queryFn: (): Promise<LinkView> => read(api.cta[':token'].$get({ param: { token } })),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLinkAction(token: string) {
  return useMutation({
    mutationFn: (input: LinkActionInput): Promise<LinkActionResult> =>
      read(api.cta[':token'].$post({ param: { token }, json: input })),
  });
}

export function useSupportEmail() {
  return useQuery({
    queryKey: ['cta', 'support'],
    queryFn: async (): Promise<LinkSupport['supportEmail']> => (await read(api.cta.$get())).supportEmail,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

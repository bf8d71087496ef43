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
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const matchesKey = ['admin', 'matches'] as const;

const query = (q: string) => (q ? `?${new URLSearchParams({ q })}` : '');

/** The Create Matches pick lists: approved teams (with their tiers) and approved businesses. */
export function useTeamCandidates(q: string) {
  return useQuery({
    queryKey: [...matchesKey, 'candidates', 'teams', q],
    queryFn: () => api<MatchCandidates<MatchTeamCandidate>>(`/admin/matches/candidates/teams${query(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useBusinessCandidates(q: string) {
  return useQuery({
    queryKey: [...matchesKey, 'candidates', 'businesses', q],
    queryFn: () =>
      api<MatchCandidates<MatchBusinessCandidate>>(`/admin/matches/candidates/businesses${query(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMatches(page: number) {
  return useQuery({
    queryKey: [...matchesKey, 'list', page],
    queryFn: () => api<AdminMatchesPage>(`/admin/matches${page > 1 ? `?page=${page}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

/** The matched team's tiers now, for a revised offer. */
export function useMatchTiers(matchId: string) {
  return useQuery({
    queryKey: [...matchesKey, matchId, 'tiers'],
    queryFn: async () =>
      (await api<MatchTiersResponse>(`/admin/matches/${encodeURIComponent(matchId)}/tiers`)).tiers,
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
    mutationFn: (input: CreateMatchInput) => api<MatchDraftResponse>('/admin/matches', { body: input }),
    onSettled,
  });
}

export function useSendIntroduction() {
  const onSettled = useRefreshMatches();
  return useMutation({
    mutationFn: ({ matchId, ...input }: SendIntroductionInput & { matchId: string }) =>
      api<SendIntroductionResponse>(`/admin/matches/${encodeURIComponent(matchId)}/send`, { body: input }),
    onSettled,
  });
}

export function useReviseOffer() {
  const onSettled = useRefreshMatches();
  return useMutation({
    mutationFn: ({ matchId, offer }: { matchId: string; offer: OfferInput }) =>
      api<MatchDraftResponse>(`/admin/matches/${encodeURIComponent(matchId)}/offers`, { body: offer }),
    onSettled,
  });
}

// ---------------------------------------------------------------------------------------------------------
// The email-link pages (no sign-in)

const linkPath = (token: string) => `/cta/${encodeURIComponent(token)}`;

export function useLink(token: string) {
  return useQuery({
    queryKey: ['cta', token],
    queryFn: () => api<LinkView>(linkPath(token)),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLinkAction(token: string) {
  return useMutation({
    mutationFn: (input: LinkActionInput) => api<LinkActionResult>(linkPath(token), { body: input }),
  });
}

export function useSupportEmail() {
  return useQuery({
    queryKey: ['cta', 'support'],
    queryFn: async () => (await api<LinkSupport>('/cta')).supportEmail,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HeldSpotView,
  PastSeasonResponse,
  PastSeasonsResponse,
  SeasonRolloverInput,
  SeasonRolloverResponse,
  WaitlistEntry,
  WaitlistResponse,
} from '../../../shared/schemas/seasons';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { myTeamKey } from '../teams/api';

const seasonsPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/seasons`;
/** Under ['teams', teamId], so a rollover refreshes every view of the team at once. */
const pastSeasonsKey = (teamId: string) => ['teams', teamId, 'seasons'] as const;
const waitlistKey = (teamId: string) => ['waitlist', teamId] as const;

export function usePastSeasons(teamId: string) {
  return useQuery({
    queryKey: pastSeasonsKey(teamId),
    queryFn: async () => (await api<PastSeasonsResponse>(seasonsPath(teamId))).seasons,
  });
}

export function usePastSeason(teamId: string, seasonId: string | null) {
  return useQuery({
    queryKey: [...pastSeasonsKey(teamId), seasonId],
    queryFn: () => api<PastSeasonResponse>(`${seasonsPath(teamId)}/${encodeURIComponent(seasonId ?? '')}`),
    enabled: seasonId !== null,
  });
}

/** A past season's report as a file: the browser downloads it with the session cookie. */
export const pastSeasonReportUrl = (teamId: string, seasonId: string, format: 'pdf' | 'csv') =>
  `/api${seasonsPath(teamId)}/${encodeURIComponent(seasonId)}/report.${format}`;

export function useRollOver(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonRolloverInput) =>
      api<SeasonRolloverResponse>(`/teams/${encodeURIComponent(teamId)}/season-rollover`, { body: input }),
    // The season dates, roster, tiers and sponsors all changed.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['teams', teamId] }),
        client.invalidateQueries({ queryKey: myTeamKey }),
      ]),
  });
}

export function useHeldSpot(token: string) {
  return useQuery({
    queryKey: ['renewals', token],
    queryFn: () => api<HeldSpotView>(`/renewals/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useTeamWaitlist(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: waitlistKey(teamId),
    queryFn: async () =>
      (await api<WaitlistResponse>(`/teams/${encodeURIComponent(teamId)}/waitlist`)).entries,
    enabled,
  });
}

export function useWaitlistToggle(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ tierId, join }: { tierId: string; join: boolean }): Promise<void> => {
      const path = `/tiers/${encodeURIComponent(tierId)}/waitlist`;
      if (join) await api<{ entry: WaitlistEntry }>(path, { method: 'POST' });
      else await api<{ left: true }>(path, { method: 'DELETE' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKey(teamId) }),
  });
}

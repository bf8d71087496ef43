import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeasonRolloverInput } from '../../../shared/schemas/seasons';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { myTeamKey } from '../teams/api';

const seasonsPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}/seasons`;
/** Under ['teams', teamId], so a rollover refreshes every view of the team at once. */
const pastSeasonsKey = (teamId: string) => ['teams', teamId, 'seasons'] as const;
const waitlistKey = (teamId: string) => ['waitlist', teamId] as const;

export function usePastSeasons(teamId: string) {
  return useQuery({
    queryKey: pastSeasonsKey(teamId),
    queryFn: async () => (await read(api.teams[':teamId'].seasons.$get({ param: { teamId } }))).seasons,
  });
}

export function usePastSeason(teamId: string, seasonId: string | null) {
  return useQuery({
    queryKey: [...pastSeasonsKey(teamId), seasonId],
    queryFn: () =>
      read(api.teams[':teamId'].seasons[':seasonId'].$get({ param: { teamId, seasonId: seasonId ?? '' } })),
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
      read(api.teams[':teamId']['season-rollover'].$post({ param: { teamId }, json: input })),
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
    queryFn: () => read(api.renewals[':token'].$get({ param: { token } })),
    retry: false,
  });
}

export function useTeamWaitlist(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: waitlistKey(teamId),
    queryFn: async () => (await read(api.teams[':teamId'].waitlist.$get({ param: { teamId } }))).entries,
    enabled,
  });
}

export function useWaitlistToggle(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ tierId, join }: { tierId: string; join: boolean }): Promise<void> => {
      const waitlist = api.tiers[':tierId'].waitlist;
      if (join) await read(waitlist.$post({ param: { tierId } }));
      else await read(waitlist.$delete({ param: { tierId } }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKey(teamId) }),
  });
}

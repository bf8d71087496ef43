import { useQuery } from '@tanstack/react-query';
import type {
  ManualSponsorInput,
  ManualSponsorResponse,
  TeamSponsorsResponse,
} from '../../../shared/schemas/manual-sponsors';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { useRefreshTeam } from '../sponsorship-manager/refreshTeam';

const team = api.teams[':teamId'];

export const teamSponsorsKey = (teamId: string) => ['teams', teamId, 'sponsors'] as const;

/** The manager's stats and current sponsors, platform and manual (owner only). */
export function useTeamSponsors(teamId: string) {
  return useQuery({
    queryKey: teamSponsorsKey(teamId),
    queryFn: (): Promise<TeamSponsorsResponse> => read(team.sponsors.$get({ param: { teamId } })),
  });
}

export function useAddManualSponsor(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: async (sponsor: ManualSponsorInput): Promise<ManualSponsorResponse['manualSponsor']> =>
      (await read(team['manual-sponsors'].$post({ param: { teamId }, json: sponsor }))).manualSponsor,
    onSuccess: refresh,
  });
}

export function useDeleteManualSponsor(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: (sponsorId: string) =>
      read(team['manual-sponsors'][':sponsorId'].$delete({ param: { teamId, sponsorId } })),
    onSuccess: refresh,
  });
}

import { useQuery } from '@tanstack/react-query';
import type {
  ManualSponsorInput,
  ManualSponsorResponse,
  TeamSponsorsResponse,
} from '../../../shared/schemas/manual-sponsors';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { useRefreshTeam } from '../sponsorship-manager/refreshTeam';

const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;

export const teamSponsorsKey = (teamId: string) => ['teams', teamId, 'sponsors'] as const;

/** The manager's stats and current sponsors, platform and manual (owner only). */
export function useTeamSponsors(teamId: string) {
  return useQuery({
    queryKey: teamSponsorsKey(teamId),
    queryFn: () => api<TeamSponsorsResponse>(`${teamPath(teamId)}/sponsors`),
  });
}

export function useAddManualSponsor(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: async (sponsor: ManualSponsorInput) =>
      (await api<ManualSponsorResponse>(`${teamPath(teamId)}/manual-sponsors`, { body: sponsor }))
        .manualSponsor,
    onSuccess: refresh,
  });
}

export function useDeleteManualSponsor(teamId: string) {
  const refresh = useRefreshTeam(teamId);
  return useMutation({
    mutationFn: (sponsorId: string) =>
      api<void>(`${teamPath(teamId)}/manual-sponsors/${encodeURIComponent(sponsorId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LeagueCreateInput,
  LeagueDashboard,
  LeagueRosterView,
  LeagueSeason,
  LeagueUpdateInput,
  LeagueView,
  PublicLeague,
  TeamLeagueView,
} from '../../../shared/schemas/leagues';
import { ApiError, api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/* The League Plan's league (decision 0055): the owner's league under ['leagues'], a team's side under ['teams', id]. */

const mineKey = ['leagues', 'mine'] as const;

/** The signed-in user's league; null when they run none (the API's 404). */
export function useMyLeague() {
  return useQuery({
    queryKey: mineKey,
    queryFn: async (): Promise<LeagueView | null> => {
      try {
        return await api<LeagueView>('/leagues/mine');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** A change to the league that answers the league as it is now. */
function useLeagueChange<T>(send: (variables: T) => Promise<LeagueView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (league) => {
      client.setQueryData(mineKey, league);
      void client.invalidateQueries({ queryKey: [...mineKey, 'dashboard'] });
    },
  });
}

export const useCreateLeague = () =>
  useLeagueChange((input: LeagueCreateInput) => api<LeagueView>('/leagues', { body: input }));

export const useInviteTeam = () =>
  useLeagueChange((teamId: string) => api<LeagueView>('/leagues/mine/invites', { body: { teamId } }));

export const useInviteCoach = () =>
  useLeagueChange((email: string) => api<LeagueView>('/leagues/mine/coach-invites', { body: { email } }));

export const useWithdrawInvite = () =>
  useLeagueChange((inviteId: string) =>
    api<LeagueView>(`/leagues/mine/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' }),
  );

export const useRemoveTeam = () =>
  useLeagueChange((teamId: string) =>
    api<LeagueView>(`/leagues/mine/teams/${encodeURIComponent(teamId)}`, { method: 'DELETE' }),
  );

const seasonQuery = (season: LeagueSeason) => `?season=${encodeURIComponent(String(season))}`;

export function useLeagueDashboard(season: LeagueSeason) {
  return useQuery({
    queryKey: [...mineKey, 'dashboard', season],
    queryFn: () => api<LeagueDashboard>(`/leagues/mine/dashboard${seasonQuery(season)}`),
    // The season picker keeps its years while another season loads.
    placeholderData: keepPreviousData,
  });
}

export const leagueReportPath = (season: LeagueSeason, extension: 'csv' | 'pdf') =>
  `/api/leagues/mine/report.${extension}${seasonQuery(season)}`;

/** A league's public page; null when it is not published (the API's 404). */
export function usePublicLeague(slug: string) {
  return useQuery({
    queryKey: ['league-pages', slug],
    queryFn: async (): Promise<PublicLeague | null> => {
      try {
        return await api<PublicLeague>(`/league-pages/${encodeURIComponent(slug)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Saves the league's details and colour, then its logo when one was chosen. */
export const useSaveLeagueBranding = () =>
  useLeagueChange(async ({ input, logo }: { input: LeagueUpdateInput; logo: File | null }) => {
    const saved = await api<LeagueView>('/leagues/mine', { method: 'PATCH', body: input });
    if (!logo) return saved;
    const form = new FormData();
    form.append('logo', logo);
    return api<LeagueView>('/leagues/mine/logo', { method: 'PUT', body: form });
  });

/** A member team's roster as the league sees it; nothing is asked while no team is chosen. */
export function useLeagueRoster(teamId: string | null) {
  return useQuery({
    queryKey: [...mineKey, 'roster', teamId],
    queryFn: () => api<LeagueRosterView>(`/leagues/mine/teams/${encodeURIComponent(teamId ?? '')}/roster`),
    enabled: teamId !== null,
  });
}

const teamKey = (teamId: string) => ['teams', teamId, 'league'] as const;

/** The coach's side: the league the team is in, and the invitations to answer. */
export function useTeamLeague(teamId: string) {
  return useQuery({
    queryKey: teamKey(teamId),
    queryFn: () => api<TeamLeagueView>(`/teams/${encodeURIComponent(teamId)}/league`),
  });
}

/** Accepts or declines an invitation, or leaves the league; a new league changes the team's plan too. */
export function useTeamLeagueChange(teamId: string) {
  const client = useQueryClient();
  const team = `/teams/${encodeURIComponent(teamId)}`;
  return useMutation({
    mutationFn: (change: { action: 'accept' | 'decline'; inviteId: string } | { action: 'leave' }) =>
      api<TeamLeagueView>(
        change.action === 'leave'
          ? `${team}/league/leave`
          : `${team}/league-invites/${encodeURIComponent(change.inviteId)}/${change.action}`,
        { method: 'POST' },
      ),
    onSuccess: (view) => {
      client.setQueryData(teamKey(teamId), view);
      void client.invalidateQueries({ queryKey: ['teams', teamId, 'plan'] });
    },
  });
}

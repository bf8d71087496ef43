import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LeagueCreateInput,
  LeagueSeason,
  LeagueUpdateInput,
  LeagueView,
  PublicLeague,
} from '../../../shared/schemas/leagues';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/* The League Plan's league (decision 0055): the owner's league under ['leagues'], a team's side under ['teams', id]. */

const mineKey = ['leagues', 'mine'] as const;

/** The signed-in user's league; null when they run none (the API's 404). */
export function useMyLeague() {
  return useQuery({
    queryKey: mineKey,
    queryFn: async (): Promise<LeagueView | null> => {
      try {
        return await read(api.leagues.mine.$get());
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
  useLeagueChange((input: LeagueCreateInput) => read(api.leagues.$post({ json: input })));

export const useInviteTeam = () =>
  useLeagueChange((teamId: string) => read(api.leagues.mine.invites.$post({ json: { teamId } })));

export const useInviteCoach = () =>
  useLeagueChange((email: string) => read(api.leagues.mine['coach-invites'].$post({ json: { email } })));

export const useWithdrawInvite = () =>
  useLeagueChange((inviteId: string) =>
    read(api.leagues.mine.invites[':inviteId'].$delete({ param: { inviteId } })),
  );

export const useRemoveTeam = () =>
  useLeagueChange((teamId: string) => read(api.leagues.mine.teams[':teamId'].$delete({ param: { teamId } })));

const seasonQuery = (season: LeagueSeason) => ({ season: String(season) });

export function useLeagueDashboard(season: LeagueSeason) {
  return useQuery({
    queryKey: [...mineKey, 'dashboard', season],
    queryFn: () => read(api.leagues.mine.dashboard.$get({ query: seasonQuery(season) })),
    // The season picker keeps its years while another season loads.
    placeholderData: keepPreviousData,
  });
}

export const leagueReportPath = (season: LeagueSeason, extension: 'csv' | 'pdf') =>
  `/api/leagues/mine/report.${extension}?${new URLSearchParams(seasonQuery(season))}`;

/** A league's public page; null when it is not published (the API's 404). */
export function usePublicLeague(slug: string) {
  return useQuery({
    queryKey: ['league-pages', slug],
    queryFn: async (): Promise<PublicLeague | null> => {
      try {
        return await read(api['league-pages'][':slug'].$get({ param: { slug } }));
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
    const saved = await read(api.leagues.mine.$patch({ json: input }));
    if (!logo) return saved;
    const form = new FormData();
    form.append('logo', logo);
    return read(api.leagues.mine.logo.$put({}, { init: { body: form } }));
  });

/** A member team's roster as the league sees it; nothing is asked while no team is chosen. */
export function useLeagueRoster(teamId: string | null) {
  return useQuery({
    queryKey: [...mineKey, 'roster', teamId],
    queryFn: () => read(api.leagues.mine.teams[':teamId'].roster.$get({ param: { teamId: teamId ?? '' } })),
    enabled: teamId !== null,
  });
}

const teamKey = (teamId: string) => ['teams', teamId, 'league'] as const;

/** The coach's side: the league the team is in, and the invitations to answer. */
export function useTeamLeague(teamId: string) {
  return useQuery({
    queryKey: teamKey(teamId),
    queryFn: () => read(api.teams[':teamId'].league.$get({ param: { teamId } })),
  });
}

/** Accepts or declines an invitation, or leaves the league; a new league changes the team's plan too. */
export function useTeamLeagueChange(teamId: string) {
  const client = useQueryClient();
  const team = api.teams[':teamId'];
  return useMutation({
    mutationFn: (change: { action: 'accept' | 'decline'; inviteId: string } | { action: 'leave' }) => {
      if (change.action === 'leave') return read(team.league.leave.$post({ param: { teamId } }));
      const invite = team['league-invites'][':inviteId'];
      const param = { teamId, inviteId: change.inviteId };
      return read(
        change.action === 'accept' ? invite.accept.$post({ param }) : invite.decline.$post({ param }),
      );
    },
    onSuccess: (view) => {
      client.setQueryData(teamKey(teamId), view);
      void client.invalidateQueries({ queryKey: ['teams', teamId, 'plan'] });
    },
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PublishTeamInput,
  RegisterTeamInput,
  Team,
  TeamProfile,
  TeamSignupInput,
  TeamSignupSimpleInput,
} from '../../../shared/schemas/team';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { sessionKey } from '../../lib/session';

export const myTeamKey = ['teams', 'mine'] as const;
const teamKey = (teamId: string) => ['teams', teamId] as const;

/** The signed-in user's team; `team` is null when they have none (the API's 404 NO_TEAM). */
export function useMyTeam(options: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: myTeamKey,
    queryFn: async (): Promise<Team | null> => {
      try {
        return (await read(api.teams.mine.$get())).team;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NO_TEAM') return null;
        throw error;
      }
    },
    enabled: options.enabled,
  });
  return { ...query, team: query.data ?? null };
}

/** The owner's own team by id (404 for anyone else's). */
export function useTeam(teamId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: teamKey(teamId),
    queryFn: async () => (await read(api.teams[':teamId'].$get({ param: { teamId } }))).team,
    enabled: options.enabled,
  });
}

/** Every cached copy of the team gets the server's answer. */
function useStoreTeam() {
  const client = useQueryClient();
  return (team: Team) => {
    client.setQueryData(teamKey(team.id), team);
    client.invalidateQueries({ queryKey: myTeamKey });
  };
}

/** Publish or unpublish; `outcome` says whether it went live, was hidden or was sent for review. */
export function usePublishTeam() {
  const storeTeam = useStoreTeam();
  return useMutation({
    mutationFn: ({ teamId, publish }: PublishTeamInput & { teamId: string }) =>
      read(api.teams[':teamId'].publish.$post({ param: { teamId }, json: { publish } })),
    onSuccess: ({ team }) => storeTeam(team),
  });
}

export function useUpdateTeam() {
  const storeTeam = useStoreTeam();
  return useMutation({
    mutationFn: ({ teamId, profile }: { teamId: string; profile: TeamProfile }) =>
      read(api.teams[':teamId'].$put({ param: { teamId }, json: profile })),
    onSuccess: ({ team }) => storeTeam(team),
  });
}

/** A new account and team, finished (and signed in) from the link the answer says was mailed. */
export const useTeamSignup = () =>
  useMutation({ mutationFn: (input: TeamSignupInput) => read(api.teams.signup.$post({ json: input })) });
export const useTeamSignupSimple = () =>
  useMutation({
    mutationFn: (input: TeamSignupSimpleInput) => read(api.teams['signup-simple'].$post({ json: input })),
  });

/** The older form: the signed-in user registers a team (and gains the team role). */
export function useRegisterTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterTeamInput) => read(api.teams.register.$post({ json: input })),
    onSuccess: ({ team }) => {
      client.setQueryData(myTeamKey, team);
      client.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

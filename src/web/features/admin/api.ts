import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBusinessesPage,
  AdminEmailInput,
  AdminOverview,
  AdminTeamsPage,
  AdminUserResponse,
  AdminUsersPage,
  ApprovalQueue,
  BusinessDecisionResponse,
  RejectRegistrationInput,
  SecurityOverview,
  SendEmailsResponse,
  TeamDecisionResponse,
  UserRoleFilter,
} from '../../../shared/schemas/admin';
import type { Role } from '../../../shared/schemas/auth';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { sessionKey } from '../../lib/session';

const adminKey = ['admin'] as const;

/** A query without the empty filters (the API reads ?sport= as no filter, but shorter is clearer). */
function search(params: Record<string, string | number | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

export function useAdminOverview() {
  return useQuery({
    queryKey: [...adminKey, 'overview'],
    queryFn: (): Promise<AdminOverview> => read(api.admin.overview.$get()),
  });
}

export interface TeamFilters {
  sport: string;
  location: string;
  page: number;
}

export function useAdminTeams(filters: TeamFilters) {
  return useQuery({
    queryKey: [...adminKey, 'teams', filters],
    queryFn: (): Promise<AdminTeamsPage> => read(api.admin.teams.$get({ query: search({ ...filters }) })),
    placeholderData: keepPreviousData,
  });
}

export interface BusinessFilters {
  type: string;
  address: string;
  page: number;
}

export function useAdminBusinesses(filters: BusinessFilters) {
  return useQuery({
    queryKey: [...adminKey, 'businesses', filters],
    queryFn: (): Promise<AdminBusinessesPage> =>
      read(api.admin.businesses.$get({ query: search({ ...filters }) })),
    placeholderData: keepPreviousData,
  });
}

export function useApprovalQueue() {
  return useQuery({
    queryKey: [...adminKey, 'approvals'],
    queryFn: (): Promise<ApprovalQueue> => read(api.admin.approvals.$get()),
  });
}

export type RegistrationKind = 'team' | 'business';
export type DecisionResponse = TeamDecisionResponse | BusinessDecisionResponse;

interface DecisionInput {
  kind: RegistrationKind;
  id: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

/** Approve or reject a waiting team or business; every admin list and counter is read again after. */
export function useRegistrationDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, decision, reason }: DecisionInput): Promise<DecisionResponse> => {
      const json: RejectRegistrationInput = { reason };
      if (kind === 'team') {
        const team = api.admin.teams[':teamId'];
        const param = { teamId: id };
        return read(
          decision === 'reject' ? team.reject.$post({ param, json }) : team.approve.$post({ param }),
        );
      }
      const business = api.admin.businesses[':businessId'];
      const param = { businessId: id };
      return read(
        decision === 'reject' ? business.reject.$post({ param, json }) : business.approve.$post({ param }),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

export interface UserFilters {
  q: string;
  role: UserRoleFilter | '';
  page: number;
}

export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: [...adminKey, 'users', filters],
    queryFn: (): Promise<AdminUsersPage> => read(api.admin.users.$get({ query: search({ ...filters }) })),
    placeholderData: keepPreviousData,
  });
}

interface RoleChange {
  userId: string;
  role: Role;
}

/** The list, and the session too: an admin may have changed their own roles. */
function useAfterRoleChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...adminKey, 'users'] }),
      client.invalidateQueries({ queryKey: sessionKey }),
    ]);
}

export function useAssignRole() {
  const onSettled = useAfterRoleChange();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange): Promise<AdminUserResponse> =>
      read(api.admin.users[':userId'].roles.$post({ param: { userId }, json: { role } })),
    onSettled,
  });
}

export function useRemoveRole() {
  const onSettled = useAfterRoleChange();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange): Promise<AdminUserResponse> =>
      read(api.admin.users[':userId'].roles[':role'].$delete({ param: { userId, role } })),
    onSettled,
  });
}

export function useSecurityOverview() {
  return useQuery({
    queryKey: [...adminKey, 'security'],
    queryFn: (): Promise<SecurityOverview> => read(api.admin.security.$get()),
  });
}

export const SECURITY_REPORT_URL = '/api/admin/security/report.csv';

export function useSendEmails() {
  return useMutation({
    mutationFn: (input: AdminEmailInput): Promise<SendEmailsResponse> =>
      read(api.admin.emails.$post({ json: input })),
  });
}

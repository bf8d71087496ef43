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
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { sessionKey } from '../../lib/session';

const adminKey = ['admin'] as const;

/** A query string without the empty filters (the API reads ?sport= as no filter, but shorter is clearer). */
function search(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function useAdminOverview() {
  return useQuery({
    queryKey: [...adminKey, 'overview'],
    queryFn: () => api<AdminOverview>('/admin/overview'),
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
    queryFn: () => api<AdminTeamsPage>(`/admin/teams${search({ ...filters })}`),
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
    queryFn: () => api<AdminBusinessesPage>(`/admin/businesses${search({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

export function useApprovalQueue() {
  return useQuery({
    queryKey: [...adminKey, 'approvals'],
    queryFn: () => api<ApprovalQueue>('/admin/approvals'),
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
    mutationFn: ({ kind, id, decision, reason }: DecisionInput) => {
      const path = `/admin/${kind === 'team' ? 'teams' : 'businesses'}/${encodeURIComponent(id)}/${decision}`;
      const body: RejectRegistrationInput | undefined = decision === 'reject' ? { reason } : undefined;
      return api<DecisionResponse>(path, { method: 'POST', body });
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
    queryFn: () => api<AdminUsersPage>(`/admin/users${search({ ...filters })}`),
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
    mutationFn: ({ userId, role }: RoleChange) =>
      api<AdminUserResponse>(`/admin/users/${encodeURIComponent(userId)}/roles`, { body: { role } }),
    onSettled,
  });
}

export function useRemoveRole() {
  const onSettled = useAfterRoleChange();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange) =>
      api<AdminUserResponse>(`/admin/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(role)}`, {
        method: 'DELETE',
      }),
    onSettled,
  });
}

export function useSecurityOverview() {
  return useQuery({
    queryKey: [...adminKey, 'security'],
    queryFn: () => api<SecurityOverview>('/admin/security'),
  });
}

export const SECURITY_REPORT_URL = '/api/admin/security/report.csv';

export function useSendEmails() {
  return useMutation({
    mutationFn: (input: AdminEmailInput) => api<SendEmailsResponse>('/admin/emails', { body: input }),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSessionsResponse,
  ChangePasswordInput,
  RequestResetInput,
  RequestResetResponse,
  ResetPasswordInput,
} from '../../../shared/schemas/account';
import type { SessionResponse } from '../../../shared/schemas/auth';
import { api } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { sessionKey } from '../../lib/session';

const devicesKey = ['account', 'sessions'] as const;

export function useRequestReset() {
  return useMutation({
    mutationFn: (input: RequestResetInput) =>
      api<RequestResetResponse>('/account/password-reset/request', { body: input }),
  });
}

/** The reset signs this browser in: the new session replaces whatever the app knew. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api<SessionResponse>('/account/password-reset', { body: input }),
    onSuccess: (data) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      client.setQueryData(sessionKey, data);
    },
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ endedSessions: number }>('/account/password', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: () => api<AccountSessionsResponse>('/account/sessions'),
  });
}

export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/account/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}

/** Ends every session, this one too: the app then knows nobody, as after the ordinary sign-out. */
export function useSignOutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/account/sign-out-everywhere', { method: 'POST' }),
    onSuccess: () => {
      client.setQueryData<SessionResponse>(sessionKey, { user: null });
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
    },
  });
}

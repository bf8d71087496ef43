import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ACCOUNT_DELETED,
  type AccountDeletionPlan,
  type AccountProfileInput,
  type AccountSessionsResponse,
  type ChangeEmailInput,
  type ChangeEmailResponse,
  type ChangePasswordInput,
  type ConfirmEmailChangeResponse,
  type DeleteAccountInput,
  type RequestResetInput,
  type RequestResetResponse,
  type ResetPasswordInput,
} from '../../../shared/schemas/account';
import type { SessionResponse } from '../../../shared/schemas/auth';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { leaveAccount, sessionKey } from '../../lib/session';

const devicesKey = ['account', 'sessions'] as const;

export function useRequestReset() {
  return useMutation({
    mutationFn: (input: RequestResetInput): Promise<RequestResetResponse> =>
      read(api.account['password-reset'].request.$post({ json: input })),
  });
}

/** The reset signs this browser in: the new session replaces whatever the app knew. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput): Promise<SessionResponse> =>
      read(api.account['password-reset'].$post({ json: input })),
    onSuccess: (data) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      client.setQueryData(sessionKey, data);
    },
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => read(api.account.password.$post({ json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: (): Promise<AccountSessionsResponse> => read(api.account.sessions.$get()),
  });
}

export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => read(api.account.sessions[':id'].$delete({ param: { id } })),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}

/** Ends every session, this one too: the app then knows nobody, as after the ordinary sign-out. */
export function useSignOutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => read(api.account['sign-out-everywhere'].$post()),
    onSuccess: () => leaveAccount(client),
  });
}

/** Mails the link to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput): Promise<ChangeEmailResponse> =>
      read(api.account.email.$post({ json: input })),
  });
}

/** Opened from the new mailbox: the session, if this browser holds one, learns the new address. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<ConfirmEmailChangeResponse> =>
      read(api.account.email.confirm.$post({ json: { token } })),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

export function useRename() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountProfileInput) => read(api.account.profile.$patch({ json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

/** What deleting the account would do, read when the dialog opens and never kept: it changes with the money. */
export function useDeletionPlan(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'deletion'],
    queryFn: (): Promise<AccountDeletionPlan> => read(api.account.deletion.$get()),
    enabled,
    gcTime: 0,
  });
}

/**
 * Deletes the account; the app then knows nobody and goes home. Said here, not by the dialog: the page that
 * held it is gone by then.
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => read(api.account.delete.$post({ json: input })),
    onSuccess: () => {
      leaveAccount(client);
      toast.success(ACCOUNT_DELETED, {
        description: 'We emailed you what happened to your teams and payments.',
      });
    },
  });
}

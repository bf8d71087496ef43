import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type {
  SessionResponse,
  SessionUser,
  SignInInput,
  SignUpAccepted,
  SignUpInput,
} from '../../shared/schemas/auth';
import { api, read } from './api';
import { useMutation } from './mutation';

export const sessionKey = ['session'] as const;

/** Who is signed in: every page asks (the server too, before it draws one: src/web/entry-server.tsx). */
export const sessionQuery = {
  queryKey: sessionKey,
  queryFn: (): Promise<SessionResponse> => read(api.auth.session.$get()),
};

/**
 * True on a page drawn for any signed-in visitor (shared/ssr.ts, `DrawnFor`): the server checked that
 * someone is signed in, and left who it is to the browser.
 */
export const DrawnForSignedIn = createContext(false);

export function useSession() {
  const query = useQuery({
    ...sessionQuery,
    staleTime: 30_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
  const drawnForSignedIn = useContext(DrawnForSignedIn);
  const user: SessionUser | null = query.data?.user ?? null;
  return {
    user,
    type: user?.type ?? 'none',
    isLoading: query.isPending,
    /** Signed in, the server said, and who is not known yet: the first moments of such a page. */
    vouched: drawnForSignedIn && query.isPending,
  };
}

/** When this browser last left the account on purpose (sign out, sign out everywhere, deletion). */
let leftAt = Number.NEGATIVE_INFINITY;

/**
 * Forgets who was signed in, on purpose: the guarded page the person was on then goes home instead of
 * asking them to sign in again (Guard), which is what signing out should do (issue 22).
 */
export function leaveAccount(client: QueryClient): void {
  leftAt = Date.now();
  client.setQueryData<SessionResponse>(sessionKey, { user: null });
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
}

/** True just after leaveAccount: the few moments in which a guarded page learns that nobody is signed in. */
export const leftOnPurpose = () => Date.now() - leftAt < 5_000;

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput): Promise<SessionResponse> =>
      read(api.auth['sign-in'].$post({ json: input })),
    onSuccess: (data) => client.setQueryData(sessionKey, data),
  });
}

/** Signs nobody in: the account is finished, and signed in, from the link it mails (hole 3 of issue 18). */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput): Promise<SignUpAccepted> =>
      read(api.auth['sign-up'].$post({ json: input })),
  });
}

/** Clears the local session even when the server call fails (an expired session, say); the failure is only logged. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await read(api.auth['sign-out'].$post());
      } catch (error) {
        console.warn('Sign-out call failed; local session cleared anyway', error);
      }
    },
    onSettled: () => leaveAccount(client),
  });
}

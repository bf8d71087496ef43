import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignUpAccepted } from '../../../shared/schemas/auth';
import type {
  Business,
  BusinessAccountInput,
  BusinessProfileUpdate,
  BusinessRegistration,
  BusinessResponse,
} from '../../../shared/schemas/business';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { sessionKey } from '../../lib/session';

export const myBusinessKey = ['businesses', 'mine'] as const;

/** The signed-in user's business; `business` is null when they have none (the API's 404 NO_BUSINESS). */
export function useMyBusiness(options: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: myBusinessKey,
    queryFn: async (): Promise<Business | null> => {
      try {
        return (await read(api.businesses.mine.$get())).business;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NO_BUSINESS') return null;
        throw error;
      }
    },
    enabled: options.enabled,
  });
  return { ...query, business: query.data ?? null };
}

/** Wizard step 1: the account, finished (and signed in) from the link the answer says was mailed. */
export function useCreateBusinessAccount() {
  return useMutation({
    mutationFn: (input: BusinessAccountInput): Promise<SignUpAccepted> =>
      read(api.businesses.account.$post({ json: input })),
  });
}

/** The wizard's final submit; the user now holds the business role, so the session is read again. */
export function useRegisterBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessRegistration): Promise<BusinessResponse> =>
      read(api.businesses.$post({ json: input })),
    onSuccess: ({ business }) => {
      client.setQueryData(myBusinessKey, business);
      client.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

export function useUpdateBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessProfileUpdate): Promise<BusinessResponse> =>
      read(api.businesses.mine.$put({ json: input })),
    onSuccess: ({ business }) => client.setQueryData(myBusinessKey, business),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoMarketingInput } from '../../../shared/schemas/co-marketing';
import type {
  PartnerPage,
  PartnerPageInput,
  PartnerPageSettings,
} from '../../../shared/schemas/partner-page';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

/** Sends the business's co-marketing request (once per submission, however often pressed). */
export function useRequestCoMarketing() {
  return useMutation({
    mutationFn: (input: CoMarketingInput): Promise<{ id: string }> =>
      read(api.business['co-marketing'].$post({ json: input })),
  });
}

export const partnerPageKey = (businessId: string) => ['partners', businessId] as const;

/** A Community Partner's public page; null when it is not published (the API's 404). */
export function usePartnerPage(businessId: string) {
  return useQuery({
    queryKey: partnerPageKey(businessId),
    queryFn: async (): Promise<PartnerPage | null> => {
      try {
        return await read(api.partners[':businessId'].$get({ param: { businessId } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

const settingsKey = ['business', 'partner-page'] as const;
const settings = api.business['partner-page'];

/** The owner's page as saved, and whether it is public. */
export function usePartnerPageSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: (): Promise<PartnerPageSettings> => read(settings.$get()),
  });
}

/** Saves the page's words and colour, then its banner when one was chosen. */
export function useSavePartnerPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, banner }: { input: PartnerPageInput; banner: File | null }) => {
      const saved: PartnerPageSettings = await read(settings.$put({ json: input }));
      if (!banner) return saved;
      const form = new FormData();
      form.append('banner', banner);
      return read(settings.banner.$put({}, { init: { body: form } }));
    },
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
    onSettled: () => client.invalidateQueries({ queryKey: ['partners'] }),
  });
}

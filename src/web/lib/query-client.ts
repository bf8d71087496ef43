import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * One per browser tab, and one per page the server draws (src/web/entry-server.tsx), which never retries:
 * the browser asks again for whatever the page was drawn without.
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; a network blip might.
        retry: (count, error) =>
          !server && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

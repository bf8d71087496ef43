import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
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

/**
 * Takes in the answers a server-drawn page brings (src/server/http/ssr.ts). Without this, every query
 * mounting during hydration would be stale and ask the API again for what the server asked a moment ago:
 * on the discovery page, 19 KB more over a phone's slow link. Only while the page hydrates: a later visit to
 * the same screen (back to a player's page after giving) asks again as usual (`drawnPageHydrated`).
 */
export function adoptDrawnState(client: QueryClient, state: DehydratedState): void {
  const drawnAt = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = drawnAt;
  hydrate(client, state);
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: (query) => query.state.dataUpdatedAt !== drawnAt },
  });
}

/** The drawn page has hydrated (RootLayout): queries refetch on mount as usual again. */
export function drawnPageHydrated(client: QueryClient): void {
  const defaults = client.getDefaultOptions();
  const { refetchOnMount: _, ...queries } = defaults.queries ?? {};
  client.setDefaultOptions({ ...defaults, queries });
}

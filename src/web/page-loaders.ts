import type { QueryClient } from '@tanstack/react-query';
import { teamDiscoveryQuerySchema } from '../shared/schemas/discovery';
import type { DrawnFor } from '../shared/ssr';
import { teamDetailsQuery, teamListingQuery, viewerQuery } from './features/discovery/api';
import { readQuery } from './features/discovery/urlQuery';
import { donationPlayerQuery } from './features/donations/api';
import { spendingQuery } from './features/expenses/api';
import { sessionQuery } from './lib/session';

/*
 * What the pages the server draws show, asked for before the first drawing, so each is drawn once instead
 * of once per round of questions its components would ask in turn (decision 0061: the player page took
 * three drawings, 17 ms, and takes one, 9.5 ms). A route loader, in effect, written with the screens' own
 * query definitions; a page that asks for more than its loader gives is still drawn right, one drawing
 * later (entry-server.tsx).
 */

type Load = (
  params: string[],
  search: URLSearchParams,
  client: QueryClient,
  drawnFor: DrawnFor,
) => Promise<unknown>;

/** The banners' question about a signed-in visitor (features/discovery/api.ts); nothing for anyone else. */
async function viewer(client: QueryClient): Promise<void> {
  const session = await client.ensureQueryData(sessionQuery);
  if (session.user) await client.prefetchQuery(viewerQuery(session.user.id));
}

const LOADERS: [RegExp, Load][] = [
  [
    /^\/team-discovery$/,
    (_, search, client) =>
      Promise.all([
        client.prefetchQuery(teamListingQuery(readQuery(teamDiscoveryQuerySchema, search))),
        viewer(client),
      ]),
  ],
  [
    // Only a signed-in visitor is shown a team's page (and only their visit counts as a view of it). The
    // server draws it for any signed-in visitor (http/ssr.ts): what it shows is the same for each.
    /^\/team-details\/([^/]+)$/,
    async ([teamId], _, client, drawnFor) => {
      if (drawnFor === 'visitor' && !(await client.ensureQueryData(sessionQuery)).user) return;
      await Promise.all([
        client.prefetchQuery(teamDetailsQuery(teamId!)),
        client.prefetchQuery(spendingQuery(teamId!)),
      ]);
    },
  ],
  [
    /^\/player\/([^/]+)\/([^/]+)$/,
    async ([teamSlug, playerNumber], _, client) => {
      const page = await client.fetchQuery(donationPlayerQuery(teamSlug!, playerNumber!)).catch(() => null);
      if (page) await client.prefetchQuery(spendingQuery(page.player.teamId));
    },
  ],
];

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** Asks, as the page at `url` would, for everything it shows; nothing for a page without a loader. */
export async function loadPage(url: string, client: QueryClient, drawnFor: DrawnFor): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  for (const [pattern, load] of LOADERS) {
    const match = pattern.exec(pathname);
    if (match) {
      // A loader that fails (the session unreadable, say) leaves its page to the drawing loop, as before.
      await load(match.slice(1).map(decoded), searchParams, client, drawnFor).catch(() => undefined);
      return;
    }
  }
}

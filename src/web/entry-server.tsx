import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { PAGE_PATHS } from '../shared/page-paths';
import type { ApiTransport, RenderPage } from '../shared/ssr';
import { setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { sessionQuery } from './lib/session';
import { loadPage } from './page-loaders';
import { Providers } from './providers';
import { AppRoutes, NOT_FOUND_FILE, SCREEN_FILES } from './routes';

/*
 * The server draws the public pages (src/server/http/ssr.ts) so a phone paints them from the HTML, before
 * any script has loaded: the same components, drawn from the same API answers, which travel with the page
 * so the browser hydrates them as they are (docs/decisions/0022).
 */

// Several pages are drawn at once: each one's API calls go out as its own visitor.
const visitors = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = visitors.getStore();
  if (!transport) throw new Error('An API call outside a page being drawn');
  return transport(url, init);
});

/** Enough for a page its loader does not cover: its own data, then the queries that wait on it. */
const MAX_PASSES = 4;

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/**
 * Asks what the page shows (its loader, page-loaders.ts), draws it, and while the drawing asked for
 * something more, answers that and draws it again. A query that failed is drawn as loading, as the
 * browser will draw it before it asks again; none is asked twice.
 */
export const render: RenderPage = (url, transport, drawnFor = 'visitor') =>
  visitors.run(transport, async () => {
    const client = createQueryClient({ server: true });
    const forVisitor = drawnFor === 'visitor';
    // Every page shows who is signed in; one drawn for any signed-in visitor leaves that to the browser.
    await Promise.all([forVisitor && client.prefetchQuery(sessionQuery), loadPage(url, client, drawnFor)]);
    const asked = new Set(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    );
    if (!forVisitor) asked.add(hashKey(sessionQuery.queryKey));
    client.removeQueries({ predicate: (q) => q.state.status === 'error' });
    for (let pass = 1; ; pass++) {
      const html = await draw(url, client, !forVisitor);
      const waiting = client
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.status === 'pending' && !asked.has(q.queryHash) && enabled(q) });
      if (waiting.length === 0)
        return { html, state: dehydrate(client), drawings: pass, screen: screenOf(url) };
      if (pass === MAX_PASSES) throw new Error(`${url} was still waiting after ${MAX_PASSES} drawings`);
      for (const query of waiting) asked.add(query.queryHash);
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      client.removeQueries({ predicate: (q) => q.state.status === 'error' });
    }
  });

/** The file of the screen a page's address draws (the server names its chunks in the page). */
function screenOf(url: string): string {
  const { pathname } = new URL(url, 'http://drawn');
  const path = PAGE_PATHS.find((pattern) => matchPath(pattern, pathname));
  return path ? SCREEN_FILES[path] : NOT_FOUND_FILE;
}

/**
 * One drawing, every lazy screen loaded (prerender waits for them). A component that throws fails the
 * drawing (prerender alone would leave that part for the browser to draw, silently).
 */
async function draw(url: string, client: QueryClient, drawnForSignedIn: boolean): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers client={client} drawnForSignedIn={drawnForSignedIn}>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>,
    {
      // One piece: never a boundary held back for an inline script to reveal (our CSP refuses those).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

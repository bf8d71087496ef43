import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { setApiTransport } from '../../src/web/lib/api';

/*
 * Component tests (issue 23, item 8): one screen's logic in happy-dom, with the server's answers given by
 * the test at the app's one HTTP seam (lib/api.ts's transport), so the browser suite keeps only journeys.
 */

const clients: QueryClient[] = [];

// Each test starts clean: unmounted, no cached answers or timers of the last, the app's own transport.
afterEach(() => {
  cleanup();
  for (const client of clients.splice(0)) client.clear();
  setApiTransport((url, init) => fetch(url, init));
});

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The answers, by 'METHOD /api/path' (a function answers from what was sent); unknown ones are 404. */
export type Answers = Record<string, unknown | ((sent: Sent) => unknown)>;

/** Renders `ui` as the app would (queries, router), answering its requests from `answers`. */
export function renderScreen(ui: ReactNode, answers: Answers = {}, { path = '/' } = {}) {
  const sent: Sent[] = [];
  setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    const request: Sent = {
      method,
      path: url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    sent.push(request);
    const answer = answers[`${method} ${url}`];
    if (answer === undefined) {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }
    return Response.json(typeof answer === 'function' ? answer(request) : answer);
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, sent, client };
}

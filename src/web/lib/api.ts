import type { ApiErrorBody } from '../../shared/errors';

/** An API failure with the server's code, message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server, drawing a page (src/web/entry-server.tsx), answers the page's queries in-process. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      // Public pages may be kept for a few seconds by caches between us; the app itself always asks
      // again (with If-None-Match, so an unchanged page costs a 304) and shows a change at once.
      cache: 'no-cache',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach Homefield. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as T | ApiErrorBody | null;
  if (!response.ok) {
    const error = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'UNKNOWN',
      error?.message ?? UNEXPECTED,
      error?.fields,
    );
  }
  return data as T;
}

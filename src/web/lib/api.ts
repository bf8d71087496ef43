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

/** The key of the submission being sent (lib/mutation.ts), read by api() when a mutation calls it. */
let submissionKey: string | null = null;

/**
 * Runs `send` with every request it starts at once carrying `key` as its Idempotency-Key. A mutation's
 * function calls api() before its first await, so the key is read while it is set.
 */
export function withIdempotencyKey<T>(key: string, send: () => Promise<T>): Promise<T> {
  submissionKey = key;
  try {
    return send();
  } finally {
    submissionKey = null;
  }
}

function headersFor(body: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  // A form (a photo) sets its own multipart type with its boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  if (submissionKey) headers['idempotency-key'] = submissionKey;
  return headers;
}

/** Calls the API; `body` is sent as JSON, or as it is when it is a FormData (an upload). */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: headersFor(init.body),
      body: init.body === undefined || init.body instanceof FormData ? init.body : JSON.stringify(init.body),
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

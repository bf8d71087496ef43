import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiRoutes } from '../../server/api-routes';
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

/** The key of the submission being sent (lib/mutation.ts), read by send() when a mutation's call starts. */
let submissionKey: string | null = null;

/**
 * Runs `send` with every request it starts at once carrying `key` as its Idempotency-Key. A mutation's
 * function starts its API call before its first await (hc calls our fetch synchronously), so the key is
 * read while it is set.
 */
export function withIdempotencyKey<T>(key: string, send: () => Promise<T>): Promise<T> {
  submissionKey = key;
  try {
    return send();
  } finally {
    submissionKey = null;
  }
}

/** Our fetch for the typed client: the transport, the submission's key, and a network failure as an ApiError. */
async function send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (submissionKey) headers.set('idempotency-key', submissionKey);
  try {
    return await transport(String(input), {
      ...init,
      headers,
      credentials: 'same-origin',
      // Public pages may be kept for a few seconds by caches between us; the app itself always asks
      // again (with If-None-Match, so an unchanged page costs a 304) and shows a change at once.
      cache: 'no-cache',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach Homefield. Check your connection and try again.');
  }
}

/**
 * The API, typed from the server's routes (src/server/api-routes.ts): a path, a parameter or an answer's
 * field that does not exist is a compile error. Read an answer with `read(api.teams.mine.$get())`.
 */
export const api = encodingParams(hc<ApiRoutes>('/api', { fetch: send }));

type Call = (args?: { param?: Record<string, string> }, ...rest: unknown[]) => unknown;

/**
 * hc writes a path parameter into the URL as it is, and drops the segment of an empty one (`/teams/:id/x`
 * with id '' would ask for `/teams/x`). Here every parameter is encoded, and an empty one is answered with
 * the 404 the server would have given, without asking it.
 */
function encodingParams<T extends object>(node: T): T {
  return new Proxy(node, {
    get(target, key) {
      const next: unknown = Reflect.get(target, key);
      return typeof next === 'function' ? encodingParams(next) : next;
    },
    apply(target, self, [args, ...rest]: Parameters<Call>) {
      if (!args?.param) return Reflect.apply(target as Call, self, [args, ...rest]);
      const param: Record<string, string> = {};
      for (const [name, value] of Object.entries(args.param)) {
        if (!value) return Promise.reject(new ApiError(404, 'NOT_FOUND', 'Not found'));
        param[name] = encodeURIComponent(value);
      }
      return Reflect.apply(target as Call, self, [{ ...args, param }, ...rest]);
    },
  });
}

/** What a route answers when it succeeds (its error answers are thrown as ApiError by read()). */
type Answer<R> =
  R extends ClientResponse<infer T, infer S, string> ? (S extends SuccessStatusCode ? T : never) : never;

/** Waits for a typed client call and returns its answer, or throws the server's error as an ApiError. */
export async function read<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Answer<R>> {
  const response = await request;
  if (response.status === 204) return undefined as Answer<R>;
  const data = (await response.json().catch(() => null)) as Answer<R> | ApiErrorBody | null;
  if (!response.ok) {
    const error = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'UNKNOWN',
      error?.message ?? UNEXPECTED,
      error?.fields,
    );
  }
  return data as Answer<R>;
}

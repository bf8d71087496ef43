import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * HTTP caching of API answers (docs/decisions/0020-http-caching.md). Public pages that anyone may see may
 * be kept by any cache, which asks us (ETag, a 304 when unchanged) before every reuse: a payer landing
 * back on the page sees the new total at once, even behind a CDN (issue 19); pages behind a sign-in are
 * private and revalidated every time; everything else is never stored.
 */
export const CACHE_PUBLIC = 'public, no-cache';
export const CACHE_SIGNED_IN = 'private, no-cache';
export const CACHE_NEVER = 'no-store';

/**
 * A JSON text that remembers the value it was written from, so a route answering it with cacheableJson()
 * keeps its answer's type for the web app's typed client (src/web/lib/api.ts).
 */
export type JsonText<T> = string & { readonly __json?: T };

export function jsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value);
}

/** A weak validator of a JSON text: the same bytes give the same tag on every instance and after deploys. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether the caller's If-None-Match already names `etag` (weak comparison, as RFC 9110 asks for GET). */
function alreadyHeld(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

type CachedJson<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

/**
 * Answers a JSON text with its ETag and `cacheControl`, or 304 with no body when the caller holds it.
 * `etag` defaults to a hash of the body; callers that keep the body (the listing cache) pass theirs.
 */
export function cacheableJson<T>(
  c: Context,
  body: JsonText<T>,
  cacheControl: string,
  etag = etagOf(body),
): CachedJson<T> {
  const headers = { etag, 'cache-control': cacheControl };
  // A 304 carries no body: the client keeps the answer it holds, of this same type.
  const response = alreadyHeld(c, etag)
    ? c.body(null, 304, headers)
    : c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=UTF-8' });
  return response as Response as CachedJson<T>;
}

/** API answers that did not say otherwise are personal or one-off: no cache keeps them. */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', CACHE_NEVER);
  };
}

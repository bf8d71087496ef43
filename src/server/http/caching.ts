import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * HTTP caching of API answers (docs/decisions/0020-http-caching.md). Public pages that anyone may see may
 * be kept by any cache, which asks us (ETag, a 304 when unchanged) before every reuse: a payer landing
 * back on the page sees the new total at once, even behind a CDN (issue 19); pages behind a sign-in are
 * private and revalidated every time; everything else is never stored.
 */
export const CACHE_PUBLIC = 'public, no-cache';
export const CACHE_SIGNED_IN = 'private, no-cache';
export const CACHE_NEVER = 'no-store';

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

/**
 * Answers a JSON text with its ETag and `cacheControl`, or 304 with no body when the caller holds it.
 * `etag` defaults to a hash of the body; callers that keep the body (the listing cache) pass theirs.
 */
export function cacheableJson(c: Context, body: string, cacheControl: string, etag = etagOf(body)): Response {
  const headers = { etag, 'cache-control': cacheControl };
  if (alreadyHeld(c, etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=UTF-8' });
}

/** API answers that did not say otherwise are personal or one-off: no cache keeps them. */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', CACHE_NEVER);
  };
}

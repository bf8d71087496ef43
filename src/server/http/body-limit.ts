import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, BodyLimit } from '../core/deps';
import { AppError } from '../core/errors';

/** A JSON form body is a few kilobytes; this leaves room for the longest lists without reading megabytes. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;
/** The largest limit any route raises its own to (an expense's receipt with its multipart envelope). */
export const LARGEST_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

export const BODY_TOO_LARGE = 'The request body is too large.';

/** The 413 of a body past its limit: `Connection: close`, so the rest of it is never read. */
export const bodyTooLarge = (code = 'BODY_TOO_LARGE', message = BODY_TOO_LARGE) =>
  new AppError(413, code, message, undefined, { connection: 'close' });

/**
 * Every request body is counted while it streams in, for every route: past its route's limit (the default,
 * or what `allowBody` set) reading stops and the request fails with 413, so a 600 MB chunked body costs at
 * most the limit in memory. A declared Content-Length over the limit is refused before a byte is read. The
 * source is not cancelled (that would destroy the socket before the 413 is written): it is left unread, and
 * the 413's `Connection: close` ends the connection once the answer is sent.
 */
export function limitBodies() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const source = c.req.raw.body;
    if (!source) return next();
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > LARGEST_BODY_LIMIT) throw bodyTooLarge();
    let seen = 0;
    const counted = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        const limit = limitOf(c);
        if (seen > limit.bytes || declared > limit.bytes) {
          c.set('bodyTooLarge', true);
          controller.error(tooLargeFor(c));
          return;
        }
        controller.enqueue(chunk);
      },
    });
    const body = source.pipeThrough(counted, { preventCancel: true });
    c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
    await next();
  });
}

/** Raises (or lowers) the body limit of the route it is put before. */
export function allowBody(limit: BodyLimit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('bodyLimit', limit);
    await next();
  });
}

function limitOf(c: Context<AppEnv>): BodyLimit {
  return c.get('bodyLimit') ?? { bytes: DEFAULT_BODY_LIMIT };
}

/** The route's 413 for a body past its limit (app.onError answers this whatever the reader threw). */
export function tooLargeFor(c: Context<AppEnv>): AppError {
  return limitOf(c).error?.() ?? bodyTooLarge();
}

/*
 * Telling "the database cannot be reached" apart from a bug. The first is the caller's to retry (503 with
 * Retry-After); the second is ours to fix (500). Drizzle wraps the driver's error in `cause`, and Node wraps
 * a refused connection to several addresses in an AggregateError, so the whole chain is searched.
 */

/** Socket errors a client gets when the server is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // client.ts: the server did not answer a query within its deadline (a frozen or unreachable server).
  'HF_QUERY_DEADLINE',
]);

/**
 * SQLSTATEs of a server that is going or not there yet: class 08 (connection exception), admin and
 * crash shutdown, "the database system is starting up", too many connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres says these in words only (no code). */
const DRIVER_MESSAGES = [
  // Also "Connection terminated due to connection timeout": the server accepted the socket, never answered.
  'Connection terminated',
  // No free client in the pool within connectionTimeoutMillis (all of them waiting on the server).
  'timeout exceeded when trying to connect',
  // A new connection's own timer (the pool's usually fires first and says "Connection terminated ...").
  'timeout expired',
  // node-postgres's query_timeout (client.ts uses its own deadline, but a caller may set this one).
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (
    typeof e.code === 'string' &&
    (SOCKET_CODES.has(e.code) || SERVER_CODES.has(e.code) || e.code.startsWith('08'))
  ) {
    return true;
  }
  if (
    typeof e.message === 'string' &&
    DRIVER_MESSAGES.some((text) => (e.message as string).startsWith(text))
  ) {
    return true;
  }
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

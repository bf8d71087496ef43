import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Services throw this; the one error handler turns it into { error: { code, message, fields } }. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'NOT_FOUND', what);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const conflict = (code: string, message: string, fields?: Record<string, string[]>) =>
  new AppError(409, code, message, fields);

/**
 * What is kept of a failure: the error's code, the SMTP reply code and a short message, never a
 * password of a connection URL, never more than 300 characters.
 */
export function describeError(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts: string[] = [];
  if (typeof e.code === 'string') parts.push(e.code);
  if (typeof e.responseCode === 'number') parts.push(String(e.responseCode));
  const message =
    typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : 'Unknown error';
  const text = `${parts.length ? `${parts.join(' ')}: ` : ''}${message}`
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

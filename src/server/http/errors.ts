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

import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ApiErrorBody } from '../shared/errors';
import { apiRoutes } from './api-routes';
import type { AppEnv, Deps } from './core/deps';
import { AppError, describeError } from './core/errors';
import { isDatabaseUnavailable } from './db/unavailable';
import { metricsRoutes } from './features/health/metrics';
import { limitBodies, tooLargeFor } from './http/body-limit';
import { noStoreByDefault } from './http/caching';
import { idempotency } from './http/idempotency';
import { loadSession, originCheck, refuseNul, requestContext } from './http/middleware';
import { BOOT_SCRIPT_HASH } from './http/scripts-after-paint';
import { mountWebApp } from './http/static';
import { measureRequests } from './metrics/http';

export interface AppOptions {
  /** Serve the built web app from config.staticDir (off in API tests). */
  serveWeb?: boolean;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  // First, so an answer any other middleware gives is counted and timed too.
  app.use('*', measureRequests(deps));
  app.use('*', requestContext(deps));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      crossOriginEmbedderPolicy: false,
      // The app asks for none of these; clipboard and Web Share need no policy.
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        browsingTopics: [],
      },
    }),
  );
  app.use('*', limitBodies());
  app.use('/api/*', refuseNul());
  app.use('/api/*', originCheck());
  app.use('/api/*', loadSession());
  app.use('/api/*', noStoreByDefault());
  app.use('/api/*', idempotency());

  // Outside /api: for a scraper, not the web app (no session, origin check or idempotency).
  app.route('/metrics', metricsRoutes);
  app.route('/api', apiRoutes);

  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));

  app.onError((rawError, c) => {
    // A body stopped at its limit surfaces as whatever its reader threw (a TypeError from text()...).
    const error = c.var.bodyTooLarge ? tooLargeFor(c) : rawError;
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: PostgreSQL is down or restarting. The caller may retry; the pool reconnects by itself.
      c.var.log?.warn({ err: describeError(error) }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE), 503);
    }
    c.var.log?.error({ err: error }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'An unexpected error occurred. Please try again.'), 500);
  });

  if (options.serveWeb) mountWebApp(app, deps.config.staticDir, deps.config.PAGE_DRAWINGS_AT_ONCE);
  return app;
}

const SERVICE_UNAVAILABLE_MESSAGE = 'Homefield is briefly unavailable. Please try again in a moment.';

function errorBody(code: string, message: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export type App = ReturnType<typeof createApp>;

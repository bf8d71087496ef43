import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/**
 * Field names that may hold a secret wherever they appear in a log line (two levels down): passwords,
 * session and email-link tokens, card details, SMTP and Stripe keys.
 */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'cookie',
  'authorization',
  'set-cookie',
  'cardNumber',
  'cvc',
  'cvv',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
];
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), 'err.params'];

/** A path segment as long as a token (randomToken: 43 characters), never an id (a uuid has 36). */
const TOKEN_SEGMENT = /[A-Za-z0-9_-]{40,}/g;

/** A path as it may be logged: email-link tokens in it (/api/cta/:token) replaced. */
export function loggablePath(path: string): string {
  return path.replace(TOKEN_SEGMENT, '[token]');
}

/**
 * A database error's message repeats every bound parameter (drizzle: "params: a@b.c,$argon2id$..."):
 * emails, password hashes and token hashes. The log keeps the query and the database's own message.
 */
function errorWithoutParams(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  for (const key of ['message', 'stack'] as const) {
    const text = serialized[key];
    if (typeof text === 'string') serialized[key] = text.replace(/\nparams: .*/g, '\nparams: [redacted]');
  }
  delete serialized.params;
  return serialized;
}

/** The app's one logger; tests pass a destination to read what it writes. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'homefield' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errorWithoutParams },
  };
  return destination ? pino(options, destination) : pino(options);
}

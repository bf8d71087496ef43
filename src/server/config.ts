import path from 'node:path';
import { z } from 'zod';

export const DEFAULT_SESSION_SECRET = 'homefield-development-secret-change-me';

const bool = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** Every environment variable the app reads, parsed once. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production (behind its proxy), this machine only otherwise. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // With DATABASE_URL: the longest wait for a pool connection, and for the server to answer one query,
  // before the request answers 503 (issue 18, hole 10: a frozen server). 0 turns either off.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(3000),
  CHECKOUT_EXPIRY_POLL_SECONDS: z.coerce.number().positive().max(3600).default(30),
  PAGE_DRAWINGS_AT_ONCE: z.coerce.number().int().min(1).max(1000).default(16),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).default(DEFAULT_SESSION_SECRET),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  AUTH_IP_LIMIT: z.coerce.number().int().positive().default(50),
  /** Accounts one client address may ask to create per hour, on every sign-up form together. */
  SIGNUP_IP_LIMIT: z.coerce.number().int().positive().default(20),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Homefield <no-reply@homefield.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@homefield.local'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The signing secret of the Connect webhook endpoint (the teams' payout accounts' events), when separate. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  /** The bearer token GET /metrics asks for; unset, that route answers 404 (docs/operations.md). */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist/web'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'HOST'> {
  HOST: string;
  isProduction: boolean;
  /** The dev mailbox exists outside production while mail stays in the outbox (no SMTP). */
  mailboxEnabled: boolean;
  /**
   * The origin every link in an email starts with: APP_URL, or (never in production) this machine's own
   * address. Never the request's Host header, which anyone can forge.
   */
  publicUrl: string;
  paymentsProvider: 'sandbox' | 'stripe';
  dataDir: string;
  staticDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const paymentsProvider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (isProduction) {
    if (!e.APP_URL) {
      throw new Error('APP_URL must be set when NODE_ENV=production: links in emails are built from it');
    }
    if (e.SESSION_SECRET === DEFAULT_SESSION_SECRET) {
      throw new Error('SESSION_SECRET must be set to a private value when NODE_ENV=production');
    }
    if (paymentsProvider === 'sandbox' && e.PAYMENTS_PROVIDER !== 'sandbox') {
      throw new Error(
        'The sandbox payment provider takes pretend payments: set STRIPE_SECRET_KEY, or PAYMENTS_PROVIDER=sandbox on purpose',
      );
    }
  }
  if (paymentsProvider === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  }
  return {
    ...e,
    HOST: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    isProduction,
    mailboxEnabled: !e.SMTP_URL && !isProduction,
    publicUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    paymentsProvider,
    dataDir: path.resolve(e.DATA_DIR),
    staticDir: path.resolve(e.STATIC_DIR),
  };
}

import type { Logger } from 'pino';
import type { SessionUser } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../payments/clock';
import type { PaymentProvider } from '../payments/provider';
import type { BodyLimit } from './body-limit';

/** What every request handler can reach: built once at start-up, passed in, never imported as a global. */
export interface Deps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The email worker, when one runs: kick() after a commit that queued mail delivers it now. */
  mail?: { kick(): void };
  /** Stripe or the sandbox; made from config on first use (payments/provider.ts) unless set here. */
  payments?: PaymentProvider;
  /** The time checkouts and reservations go by: the system clock unless a test sets one. */
  clock?: Clock;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    ip: string;
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /** The body limit of this route, when it is not http/body-limit's default. */
    bodyLimit?: BodyLimit;
    /** Set when the body passed its limit while streaming: whatever the reader threw, the answer is 413. */
    bodyTooLarge?: boolean;
  };
}

import type { Logger } from 'pino';
import type { SessionUser } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every request handler can reach: built once at start-up, passed in, never imported as a global. */
export interface Deps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The email worker, when one runs: kick() after a commit that queued mail delivers it now. */
  mail?: { kick(): void };
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    ip: string;
    user: SessionUser | null;
    sessionTokenHash: string | null;
  };
}

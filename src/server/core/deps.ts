import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { SessionUser } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import type { AttachmentDrawings } from '../email/outbox';
import type { Metrics } from '../metrics/metrics';
import type { Changed, FulfilContext } from '../payments/changes';
import type { CheckoutChange, PaymentProvider, SubscriptionChange } from '../payments/provider';
import type { Clock } from './clock';
import type { AppError } from './errors';

/** What every request handler can reach: built once at start-up, passed in, never imported as a global. */
export interface Deps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The email worker, when one runs: kick() after a commit that queued mail delivers it now. */
  mail?: { kick(): void };
  /** The money-movement job, when one runs: kick() after a payment or refund moves the money now. */
  moneyMovement?: { kick(): void };
  /** Stripe or the sandbox; made from config on first use (payments/provider-of.ts) unless set here. */
  payments?: PaymentProvider;
  /** What each thing sold does when its payment completes, fails or is refunded (server/payment-purposes.ts). */
  paymentPurposes: readonly PaymentPurpose[];
  /** How the outbox draws the files it draws when their message goes out (server/attachment-drawings.ts). */
  attachmentDrawings: AttachmentDrawings;
  /** The time checkouts and reservations go by: the system clock unless a test sets one. */
  clock?: Clock;
  /** This instance's Prometheus registry (metrics/metrics.ts); without it nothing is counted. */
  metrics?: Metrics;
  /**
   * Whether this process takes traffic, as GET /api/health/ready reports it: main.ts says 'serving' once
   * its migrations have finished and 'stopping' when shutdown begins. Unset reads as not serving.
   */
  phase?: 'starting' | 'serving' | 'stopping';
  /** Views of teams' pages, counted in memory and written in rounds (features/impact/page-views.ts). */
  pageViews?: PageViewCounter;
}

export interface PageViewCounter {
  /**
   * One view of the team's page by this request (a page or an API call), on its UTC day: not a crawler's,
   * nor a drawing's already counted.
   */
  count(c: Context<AppEnv>, teamId: string, drawing: string | null): void;
  /** Writes what was counted since the last time; how many rows. */
  flush(): Promise<number>;
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

/** A route's own body limit (http/body-limit.ts). */
export interface BodyLimit {
  bytes: number;
  /** The 413 this route answers (its own code and words), when not the generic one. */
  error?: () => AppError;
}

/*
 * What a feature that sells something does when the provider reports on its payments. payments/fulfil.ts
 * records each event once and asks the purposes in deps.paymentPurposes (listed once, in
 * server/payment-purposes.ts) in turn, inside the event's transaction, so that layer never imports a
 * feature. Each answer is null (or outcome 'unmatched') when the payment is not that purpose's.
 */
export interface RefundReport {
  paymentIds: string[];
  refundedCents: number | null;
}

export interface PaymentPurpose {
  /** A checkout paid, failed or closed, when its metadata names a row of this purpose. */
  checkout(tx: Tx, deps: Deps, change: CheckoutChange, context: FulfilContext): Promise<Changed> | null;
  /** A later month of a subscription this purpose sold. */
  subscription?(tx: Tx, deps: Deps, change: SubscriptionChange, context: FulfilContext): Promise<Changed>;
  /**
   * A refund of the payment stored under any of these ids (a payment and its aliases): refundedCents is
   * everything returned of it so far, null for all of it.
   */
  refunded(tx: Tx, deps: Deps, refund: RefundReport, context: FulfilContext): Promise<Changed | null>;
}

import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { describeError } from '../core/errors';
import type { Database, Db } from '../db/client';
import { emailOutbox } from '../db/schema';

/**
 * What an operator scrapes at GET /metrics (docs/operations.md, decision 0036). One registry per app
 * instance, never prom-client's global one: test files start several apps in one process, and each must
 * count only its own requests.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered request; `route` is the route's pattern (metrics/http.ts), never the raw path. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A job's timer started: how often it runs, for the "last success too old" alert. */
  jobStarted(job: string, intervalSeconds: number): void;
  /** One round of a background job (jobs/periodic.ts), ended well or thrown. */
  jobRound(job: string, result: 'ok' | 'failed', seconds: number): void;
  /** One provider event processed and committed (payments/fulfil.ts). */
  paymentEvent(provider: string, outcome: string): void;
  /** The exposition text, reading the database-backed gauges now. */
  exposition(): Promise<{ contentType: string; text: string }>;
}

/** Read at scrape time, so a Deps whose database is replaced (a test) is measured as it is now. */
export interface MetricsSource {
  readonly database: Database;
  readonly logger: Logger;
}

/** 5 ms to 5 s: the API answers in tens of milliseconds, and a query deadline fails it at 3 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A round is a few queries when idle, and may mail or move money for minutes when work piled up. */
const JOB_BUCKETS = [0.01, 0.05, 0.25, 1, 5, 15, 60, 300];

/**
 * The process's own figures (CPU, memory, garbage collection, event loop), once per process: they are the
 * process's, whatever app instances it runs. Collecting them per app left each app's garbage-collection
 * observer alive for good, and with it the app and its database (test files start an app each).
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(source: MetricsSource): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const processFigures = processMetrics();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer (headers ready), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (absent on PGlite)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      // PGlite is one in-process connection that queues queries itself: no pool, nothing to exhaust, and a
      // constant 1 would only look like a measurement. The gauge is left without samples there.
      const pool = poolOf(source.database);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  // Both outbox gauges come from one query per scrape, started by whichever gauge is collected first.
  let backlog: Promise<OutboxBacklog | null> | null = null;
  const readOnce = () => {
    backlog ??= readOutboxBacklog(source.database.db)
      .catch((error) => {
        source.logger.warn({ err: describeError(error) }, 'metrics: the email outbox could not be read');
        return null;
      })
      .finally(() => {
        backlog = null;
      });
    return backlog;
  };
  new Gauge({
    name: 'email_outbox_depth',
    help: 'Emails waiting to be delivered (pending in the outbox; given-up ones not counted)',
    registers,
    async collect() {
      const read = await readOnce();
      // Without an answer, no sample (reset() would write 0): a made-up depth would hide the outage.
      if (read) this.set(read.depth);
      else this.remove();
    },
  });
  new Gauge({
    name: 'email_outbox_oldest_seconds',
    help: 'Age of the oldest email waiting to be delivered; 0 when none waits',
    registers,
    async collect() {
      const read = await readOnce();
      if (read) this.set(read.oldestSeconds);
      else this.remove();
    },
  });

  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job rounds, by job and result',
    labelNames: ['background_job', 'result'] as const,
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'Unix time the job last finished a round without error',
    labelNames: ['background_job'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'job_round_duration_seconds',
    help: 'Time one round of a background job took',
    labelNames: ['background_job'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobInterval = new Gauge({
    name: 'job_interval_seconds',
    help: 'Time between rounds of a started job, for comparing with its last success',
    labelNames: ['background_job'] as const,
    registers,
  });

  const paymentEvents = new Counter({
    name: 'payment_events_total',
    help: 'Payment provider events processed, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });

  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method: methodLabel(method), route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    jobStarted(job, intervalSeconds) {
      jobInterval.set({ background_job: job }, intervalSeconds);
      // Zeros from the start, so rate() and increase() see the first round of either result.
      jobRuns.inc({ background_job: job, result: 'ok' }, 0);
      jobRuns.inc({ background_job: job, result: 'failed' }, 0);
    },
    jobRound(job, result, seconds) {
      jobRuns.inc({ background_job: job, result });
      jobSeconds.observe({ background_job: job }, seconds);
      if (result === 'ok') jobLastSuccess.set({ background_job: job }, Date.now() / 1000);
    },
    paymentEvent(provider, outcome) {
      paymentEvents.inc({ provider, outcome });
    },
    async exposition() {
      const text = `${await processFigures.metrics()}\n${await registry.metrics()}`;
      return { contentType: registry.contentType, text };
    },
  };
}

/** Node's parser accepts a few dozen methods; anything the app does not route is one label. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string) => (METHODS.has(method) ? method : 'OTHER');

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** drizzle keeps the pg Pool it was given as $client; db/client.ts has no other handle on it to share. */
function poolOf(database: Database): PoolCounts | null {
  if (database.kind !== 'postgres') return null;
  return (database.db as unknown as { $client: PoolCounts }).$client;
}

export interface OutboxBacklog {
  depth: number;
  oldestSeconds: number;
}

/**
 * One read over the pending rows only, which the partial index email_outbox_due_idx (status = 'pending')
 * holds: it costs the backlog, not the outbox's history. The age is the database's own now(), so the
 * app's clock does not enter it.
 */
export function outboxBacklogQuery(db: Db) {
  return db
    .select({
      depth: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)::float8`,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
}

async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await outboxBacklogQuery(db);
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Math.max(0, Number(row?.oldestSeconds ?? 0)) };
}

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './helpers';

/**
 * Idempotency keys (http/idempotency.ts): the first request that carried a key, and once it succeeded, its
 * answer, which a repeat of the same request with the same key gets instead of running again. Rows live a
 * day (the cleanup job deletes older ones).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    key: text('key').primaryKey(),
    /** 'anon' or the session's token hash: a signed-in answer is only ever replayed to the same session. */
    scope: text('scope').notNull(),
    /** Method, path and a hash of the body: the same key on another request is a client's mistake. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    /** When the request that holds the key started; a running row older than the takeover age is abandoned. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the first request runs. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
  },
  (t) => [index('idempotent_requests_created_idx').on(t.createdAt)],
);

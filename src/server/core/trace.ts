import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The id that follows one piece of work wherever it goes (issue 24): a request's id (its x-request-id),
 * or a background job round's. Mail queued while it runs carries it (email_outbox.request_id, the
 * X-Request-Id header), so one id joins the request's log line, the job's and the mail it sent.
 */
const trace = new AsyncLocalStorage<string>();

/** Runs `work` with `id` as the current trace. */
export function withTrace<T>(id: string, work: () => T): T {
  return trace.run(id, work);
}

/** The id of the request or job round this code runs for; null outside any. */
export function currentTraceId(): string | null {
  return trace.getStore() ?? null;
}

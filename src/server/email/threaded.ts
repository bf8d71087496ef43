import { Worker } from 'node:worker_threads';
import type { Deps } from '../core/deps';
import { describeError } from '../core/errors';
import type { EmailWorker } from './worker';

export type ThreadRequest = { type: 'kick' } | { type: 'drain'; id: number } | { type: 'stop' };
type ThreadReply = { id: number; error?: string };

/** server/email-thread.ts through tsx in development and tests; its bundle beside main.js in production. */
const ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './thread-source.mjs' : './email-thread.js',
  import.meta.url,
);

/** A thread that ended without being asked is started again after this. */
const RESTART_MS = 1_000;

/**
 * How long stop() lets the batch in flight finish. A send the server never answers would otherwise hold
 * the shutdown for its socket timeout; a message cut off is sent again after its lease, under the same
 * Message-ID, as after a crash.
 */
export const STOP_WAIT_MS = 15_000;

const EMAIL_THREAD_HEAP_MB = 64;

export interface EmailThread extends EmailWorker {
  /** The thread running now (tests end it to see another take over). */
  current(): Worker;
}

/**
 * The outbox worker (worker.ts) in a thread of its own, on PostgreSQL, where a second pool can reach the
 * database: on the main thread, 20 gifts being paid at once kept the event loop so full that receipts went
 * out at a fraction of the rate the gifts came in (decision 0068). PGlite lives in the main thread, so there
 * the worker stays in it.
 */
export function startEmailThread(
  deps: Pick<Deps, 'config' | 'logger'>,
  options: { stopWaitMs?: number } = {},
): EmailThread {
  const log = deps.logger.child({ component: 'email' });
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let asked = 0;
  let stopping = false;
  let running = false;
  let thread = start();

  function start(): Worker {
    const started = new Worker(ENTRY, {
      workerData: { config: deps.config },
      // Not the process's own preloads (the bench's probe of the main thread's event loop).
      execArgv: [],
      // A batch a lane, receipts of a few KB: far below this. Without a limit V8 sized the thread's heap
      // from the machine's memory and let it grow, and the process's memory with it (the soak test).
      resourceLimits: { maxOldGenerationSizeMb: EMAIL_THREAD_HEAP_MB },
    });
    started.on('message', (reply: ThreadReply) => {
      const asker = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error) asker?.reject(new Error(reply.error));
      else asker?.resolve();
    });
    started.on('error', (error) => log.error({ err: describeError(error) }, 'email thread failed'));
    running = true;
    started.on('exit', (code) => {
      running = false;
      for (const asker of waiting.values()) asker.reject(new Error('the email thread ended'));
      waiting.clear();
      if (stopping) return;
      // Mail must not stop for good with the server still up: another thread takes over the outbox.
      log.error({ code }, 'email thread ended unexpectedly; starting another');
      setTimeout(() => {
        if (!stopping) thread = start();
      }, RESTART_MS).unref();
    });
    return started;
  }

  return {
    kick: () => thread.postMessage({ type: 'kick' } satisfies ThreadRequest),
    drain: () =>
      new Promise<void>((resolve, reject) => {
        // Between a thread's end and the next one's start, nobody would answer.
        if (!running) return reject(new Error('the email thread is starting again'));
        const id = ++asked;
        waiting.set(id, { resolve, reject });
        thread.postMessage({ type: 'drain', id } satisfies ThreadRequest);
      }),
    async stop() {
      stopping = true;
      if (!running) return;
      const ended = new Promise((resolve) => thread.once('exit', resolve));
      thread.postMessage({ type: 'stop' } satisfies ThreadRequest);
      const waited = setTimeout(() => {
        log.warn('the email batch in flight did not finish in time; ending its thread');
        void thread.terminate();
      }, options.stopWaitMs ?? STOP_WAIT_MS);
      await ended;
      clearTimeout(waited);
    },
    current: () => thread,
  };
}

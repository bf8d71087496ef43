/**
 * The outbox worker in a thread of its own (email/threaded.ts starts it): its own event loop, database pool
 * and SMTP connections, so receipts go out while requests keep the main thread busy. Here, not in email/,
 * because it hands the worker the features' attachment drawings, which email/ may not import.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { attachmentDrawings } from './attachment-drawings';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { ThreadRequest } from './email/threaded';
import { OUTBOX_LANES, startEmailWorker } from './email/worker';
import { createLogger } from './logging';

const { config } = workerData as { config: Config };
const logger = createLogger(config).child({ thread: 'email' });
const database = await openDatabase({
  url: config.DATABASE_URL,
  // A claim or a record at a time per lane; the records of a batch going out together share them.
  poolSize: OUTBOX_LANES,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
});
const worker = startEmailWorker({ config, database, logger, attachmentDrawings });

parentPort!.on('message', async (request: ThreadRequest) => {
  if (request.type === 'kick') return worker.kick();
  if (request.type === 'drain') {
    const error = await worker.drain().then(
      () => undefined,
      (failure: unknown) => String(failure),
    );
    return parentPort!.postMessage({ id: request.id, error });
  }
  // Stop: the batch in flight is finished, then the thread ends (its exit is the answer).
  await worker.stop();
  await database.close();
  parentPort!.close();
});

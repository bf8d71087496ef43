import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from './raw';

/** What this needs of a database (db/client's Db, named here so that client.ts can import this file). */
interface Db {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * The `listing_version` sequence (migrations 0006, 0010): every committed change to what the listings show
 * moves it. The listing cache asks for it on every read (http/versioned-cache.ts).
 *
 * On PGlite that one trivial query was most of a cached listing's cost: it runs on the server's only
 * thread (2,400 listings a second with it, 19,500 without, on this machine). PGlite is one process's
 * own database, so every change passes through this process, and the trigger that moves the number also
 * notifies (migration 0010): the number is kept here and asked for again only after a notice. PGlite hands
 * a notice to its listeners while it reads the committing statement's answer, before the writer's code
 * goes on, so a reader after the writer's answer always asks afresh. On a PostgreSQL server other
 * processes write too, and asking is cheap (another process does the work): it asks every time.
 */
interface Watch {
  /** Moves on every notice. */
  changes: number;
  /** The number last read, and how many notices had come when the read began. */
  known?: { version: string; changes: number };
}

const watches = new WeakMap<Db, Watch>();

export const LISTING_CHANNEL = 'listing_version';

/** For PGlite only, where this process sees every change: keep the number between notices. */
export async function watchListingVersion(db: Db, client: PGlite): Promise<void> {
  const watch: Watch = { changes: 0 };
  await client.listen(LISTING_CHANNEL, () => {
    watch.changes++;
  });
  watches.set(db, watch);
}

export async function listingVersion(db: Db): Promise<string> {
  const watch = watches.get(db);
  if (watch?.known && watch.known.changes === watch.changes) return watch.known.version;
  const changes = watch?.changes;
  const version = await sharedRead(db);
  // A notice that came while the number was being read may be about a change it does not include.
  if (watch && changes === watch.changes) watch.known = { version, changes };
  return version;
}

/** A read of the version under way, and the one that starts when it ends, per database. */
const reads = new WeakMap<Db, { now: Promise<string>; next?: Promise<string> }>();

/**
 * On PostgreSQL every cached read asks for the version (PGlite after each change): 2,000 visitors of one
 * shared link at once each queued for a pooled connection, past its 5-s wait (503s in the bench, issue
 * 24). Callers now share reads: one that arrives while a read is under way waits for the next, which starts when that one ends
 * and serves everyone who came meanwhile. So each caller still gets a number read after it asked (a
 * change committed before the call is in it), or the error of the read under way, and at most two reads
 * are in flight per database.
 */
function sharedRead(db: Db): Promise<string> {
  const inFlight = reads.get(db);
  if (!inFlight) return startRead(db);
  // A read that failed fails its waiters too (the database is not answering: 503 at once), rather than
  // each waiting out one more read's deadline (tests/reliability/postgres-frozen.test.ts: 5 s at most).
  inFlight.next ??= inFlight.now.then(() => startRead(db));
  return inFlight.next;
}

function startRead(db: Db): Promise<string> {
  const now = readListingVersion(db);
  reads.set(db, { now });
  const done = () => {
    if (reads.get(db)?.now === now) reads.delete(db);
  };
  now.then(done, done);
  return now;
}

/** The sequence as the database has it now, asked every time. */
export async function readListingVersion(db: Db): Promise<string> {
  // is_called is false until the first change: both states of a fresh sequence read as one version.
  const [row] = await rawRows<{ v: string }>(
    db,
    sql`select last_value::text || is_called::text as v from listing_version`,
  );
  return row!.v;
}

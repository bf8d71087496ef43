import type { Db } from '../../db/client';
import { listingVersion } from '../../db/listing-version';
import { etagOf, type JsonText, jsonText } from '../../http/caching';

/** Distinct queries kept per database; the oldest goes first past this. */
const MAX_ENTRIES = 500;
/** A backstop: an entry older than this is read again even if the version says nothing changed. */
const MAX_AGE_MS = 10_000;

/** A listing page as JSON text, and its ETag (hashed once per change, not per request). */
export interface Listing<T> {
  body: JsonText<T>;
  etag: string;
}

interface Entry extends Listing<unknown> {
  version: string;
  storedAt: number;
}

/** One cache per database (tests and the benchmark open several in one process). */
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * A listing page as its JSON text, served from memory while the `listing_version` sequence has not moved
 * (migration 0006: every committed change to teams, tiers or businesses moves it). The check costs one
 * trivial query instead of the listing's two (none on PGlite between changes: db/listing-version.ts); the
 * page's JSON is built once per change, not per visitor.
 */
export async function cachedListing<T>(db: Db, key: string, load: () => Promise<T>): Promise<Listing<T>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const version = await listingVersion(db);
  const hit = cache.get(key);
  // An entry's key names what it holds: the same query always loads the same type.
  if (hit && hit.version === version && Date.now() - hit.storedAt < MAX_AGE_MS) return hit as Listing<T>;
  const body = jsonText(await load());
  const entry = { version, body, etag: etagOf(body), storedAt: Date.now() };
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  return entry;
}

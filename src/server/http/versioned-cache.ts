import type { Context } from 'hono';
import { DRAWING_HEADER } from '../../shared/ssr';
import type { Db } from '../db/client';
import { listingVersion } from '../db/listing-version';
import { cacheableJson, etagOf, type JsonText, jsonText } from './caching';

/**
 * On an answer to a page's drawing (http/ssr.ts): the version the answer was read at, so a kept drawing
 * checks all such answers with one version read instead of asking each again (http/kept-pages.ts).
 */
export const VERSION_HEADER = 'x-homefield-version';

/** Distinct queries kept per database; the oldest goes first past this. */
const MAX_ENTRIES = 500;
/** A backstop: an entry older than this is read again even if the version says nothing changed. */
const MAX_AGE_MS = 10_000;

/** A kept page as JSON text, and its ETag (hashed once per change, not per request). */
export interface Listing<T> {
  body: JsonText<T>;
  etag: string;
  /** What the text was written from, for a route that reads a field of it (the player page's team). */
  value: T;
  /** The `listing_version` it was read at. */
  version: string;
}

interface Entry extends Listing<unknown> {
  storedAt: number;
}

/** One cache per database (tests and the benchmark open several in one process). */
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * A public page's JSON text, served from memory while the `listing_version` sequence has not moved
 * (migrations 0006 and later: every committed change to what the discovery listings, the team page and
 * the player page show moves it). The check costs one trivial query instead of the page's statements (none
 * on PGlite between changes: db/listing-version.ts); the JSON is built once per change, not per visitor.
 */
export async function cachedByVersion<T>(db: Db, key: string, load: () => Promise<T>): Promise<Listing<T>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const version = await listingVersion(db);
  const hit = cache.get(key);
  // An entry's key names what it holds: the same query always loads the same type.
  if (hit && hit.version === version && Date.now() - hit.storedAt < MAX_AGE_MS) return hit as Listing<T>;
  const value = await load();
  const body = jsonText(value);
  const entry = { version, body, value, etag: etagOf(body), storedAt: Date.now() };
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  return entry;
}

/** Answers a kept page (cacheableJson), naming its version to a drawing that asks for it. */
export function versionedJson<T>(c: Context, listing: Listing<T>, cacheControl: string) {
  if (c.req.header(DRAWING_HEADER)) c.header(VERSION_HEADER, listing.version);
  return cacheableJson(c, listing.body, cacheControl, listing.etag);
}

import { createHash } from 'node:crypto';
import { VERSION_HEADER } from './versioned-cache';

/**
 * On an answer to a page's drawing that counted a view (features/impact/page-views.ts): the team it counted,
 * so that each visit of the kept drawing, served again without asking, counts one too (http/ssr.ts).
 */
export const VIEWED_HEADER = 'x-homefield-viewed';

/** An API answer a drawing was made from, and what it said (its ETag, or a hash of its body). */
export interface Source {
  url: string;
  version: string;
  /** The listing version a kept answer was read at (http/versioned-cache.ts), if it was one. */
  listingVersion: string | null;
  /** The team whose page view the answer counted (features/impact/page-views.ts), if it did. */
  viewed: string | null;
}

/** A drawn page as sent: its compressed body and its status (404 when it shows something missing). */
export interface DrawnAnswer {
  body: Uint8Array<ArrayBuffer>;
  status: 200 | 404;
}

/** A kept page and the teams a visit of it counts a view of (its answers counted them once, when drawn). */
export interface KeptPage {
  answer: DrawnAnswer;
  viewed: string[];
}

/** What a drawing keeps of an API answer it was drawn from. */
export async function sourceOf(url: string, answer: Response): Promise<Source> {
  return {
    url,
    version: await versionOf(answer),
    listingVersion: answer.headers.get(VERSION_HEADER),
    viewed: answer.headers.get(VIEWED_HEADER),
  };
}

async function versionOf(answer: Response): Promise<string> {
  return (
    answer.headers.get('etag') ??
    createHash('sha1')
      .update(await answer.clone().text())
      .digest('base64')
  );
}

/**
 * The pages drawn for no visitor in particular (one not signed in, or any signed-in one: shared/ssr.ts,
 * `DrawnFor`): the same for each, so a crowd arriving from one shared link costs one drawing, not one each.
 * A kept page is served only while every API answer it was drawn from is still the same (asked again
 * in-process: the API's own caches make that cheap, and drawing is the expensive part), so it is never
 * older than what the API would say. The answers kept by the listing version (http/versioned-cache.ts)
 * are checked together by one read of that version instead (a player's page: a crowd on a shared link).
 */
export class KeptPages {
  /** A backstop for what no answer versions (a drawing that mentions the time). */
  static readonly TTL_MS = 10_000;
  static readonly MAX_PAGES = 500;
  private readonly pages = new Map<string, KeptPage & { sources: Source[]; expires: number }>();

  async get(
    key: string,
    ask: (url: string) => Promise<Response>,
    listingVersion: () => Promise<string>,
  ): Promise<KeptPage | undefined> {
    const page = this.pages.get(key);
    if (page && page.expires > Date.now()) {
      // Answers kept by the listing version hold while it has not moved: one read checks them all.
      const versioned = page.sources.filter((source) => source.listingVersion !== null);
      const asked = page.sources.filter((source) => source.listingVersion === null);
      const [version, now] = await Promise.all([
        versioned.length > 0 ? listingVersion() : null,
        Promise.all(asked.map(async ({ url }) => versionOf(await ask(url)))),
      ]);
      if (
        versioned.every((source) => source.listingVersion === version) &&
        now.every((value, i) => value === asked[i]!.version)
      )
        return page;
    }
    this.pages.delete(key);
    return undefined;
  }

  /**
   * Keeps a drawing. `sharedOnly`: only if every answer it was drawn from is one kept by the listing
   * version, the same for every visitor; an answer of another kind may be the visitor's own.
   */
  set(key: string, answer: DrawnAnswer, sources: Source[], sharedOnly = false): void {
    if (sharedOnly && sources.some((source) => source.listingVersion === null)) return;
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.pages.size >= KeptPages.MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    // A drawing asks for some answers on more than one pass: the last answer is the one it drew.
    const last = [...new Map(sources.map((source) => [source.url, source])).values()];
    // An answer asked again (not versioned) counts its view again itself.
    const viewed = [
      ...new Set(last.flatMap((source) => (source.viewed && source.listingVersion ? [source.viewed] : []))),
    ];
    this.pages.set(key, { answer, viewed, sources: last, expires: Date.now() + KeptPages.TTL_MS });
  }
}

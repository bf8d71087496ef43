import { createHash } from 'node:crypto';

/** An API answer a drawing was made from, and what it said (its ETag, or a hash of its body). */
export interface Source {
  url: string;
  version: string;
}

/** A drawn page as sent: its compressed body and its status (404 when it shows something missing). */
export interface DrawnAnswer {
  body: Uint8Array<ArrayBuffer>;
  status: 200 | 404;
}

export async function versionOf(answer: Response): Promise<string> {
  return (
    answer.headers.get('etag') ??
    createHash('sha1')
      .update(await answer.clone().text())
      .digest('base64')
  );
}

/**
 * The pages drawn for visitors who are not signed in: the same for every such visitor, so a crowd arriving
 * from one shared link costs one drawing, not one each. A kept page is served only while every API answer
 * it was drawn from is still the same (asked again in-process: the API's own caches make that cheap, and
 * drawing is the expensive part), so it is never older than what the API would say; a signed-in visitor's
 * page is always drawn afresh.
 */
export class AnonymousPages {
  /** A backstop for what no answer versions (a drawing that mentions the time). */
  static readonly TTL_MS = 10_000;
  static readonly MAX_PAGES = 500;
  private readonly pages = new Map<string, { answer: DrawnAnswer; sources: Source[]; expires: number }>();

  async get(key: string, ask: (url: string) => Promise<Response>): Promise<DrawnAnswer | undefined> {
    const page = this.pages.get(key);
    if (page && page.expires > Date.now()) {
      const now = await Promise.all(page.sources.map(async ({ url }) => versionOf(await ask(url))));
      if (now.every((version, i) => version === page.sources[i]!.version)) return page.answer;
    }
    this.pages.delete(key);
    return undefined;
  }

  set(key: string, answer: DrawnAnswer, sources: Source[]): void {
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.pages.size >= AnonymousPages.MAX_PAGES)
      this.pages.delete(this.pages.keys().next().value as string);
    // A drawing asks for some answers on more than one pass: the last answer is the one it drew.
    const last = [...new Map(sources.map((source) => [source.url, source])).values()];
    this.pages.set(key, { answer, sources: last, expires: Date.now() + AnonymousPages.TTL_MS });
  }
}

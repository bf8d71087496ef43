/**
 * drizzle asks PGlite, with every query, to leave dates, timestamps and intervals (and arrays of them, and
 * numeric arrays) as text: it maps them itself. PGlite copies those nine parsers into its 318 defaults on
 * every query that brings any: 55 µs a query here, a fifth of a small page's time on the server's only
 * thread. PGlite is given them once, when it opens (db/client.ts), and a query that asks for exactly
 * these is sent without them (db/pglite/plans.ts). The test beside this file checks drizzle still asks for
 * these and nothing else.
 */
const AS_TEXT = [
  1082, // date
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
];
const AS_TEXT_KEYS = new Set(AS_TEXT.map(String));

const asIs = (value: string) => value;
export const TEXT_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  AS_TEXT.map((oid) => [oid, asIs]),
);

/** `options` without its parsers when they are the ones PGlite was opened with; as they are otherwise. */
export function withoutOpeningParsers<T extends { parsers?: object }>(options: T | undefined): T | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers);
  if (keys.length !== AS_TEXT_KEYS.size || !keys.every((key) => AS_TEXT_KEYS.has(key))) return options;
  const { parsers: _, ...rest } = options;
  return rest as T;
}

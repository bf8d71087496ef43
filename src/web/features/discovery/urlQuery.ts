import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type QueryValue = string | number | undefined;

/** A query object for the API: empty values and page 1 left out, so equal searches ask the same URL. */
export function toQuery(query: Record<string, QueryValue>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    result[key] = String(value);
  }
  return result;
}

/**
 * The URL's parameters read with the API's own schema. A parameter the API would refuse (a typo in a
 * shared link, page=abc) is dropped rather than breaking the page; the rest still apply.
 */
export function readQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const input: Record<string, string> = Object.fromEntries(params);
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) delete input[key];
      else if (issue.path[0] !== undefined) delete input[String(issue.path[0])];
    }
  }
  return schema.parse({});
}

/**
 * Filters that live in the URL (?q=&sport=&page=), so a search can be shared or bookmarked. A filter
 * change replaces the history entry and goes back to page 1; a page change is a new entry, so Back
 * returns to the previous page.
 */
export function useUrlQuery<S extends z.ZodType>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(schema, params), [schema, params]);

  const setFilters = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { query, setFilters, setPage, clear };
}

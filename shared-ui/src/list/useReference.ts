import { useDeferredValue, useMemo } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { queryClient, useAppQueryClient } from '../query/queryClient';

/** Root of the cache keys of the reference lists: `['reference', key]`. */
export const REFERENCE_QUERY_KEY = 'reference';

/** The cache key of the reference answer named `key` (see {@link loadReference}). */
export function referenceQueryKey(key: string): QueryKey {
  return [REFERENCE_QUERY_KEY, key];
}

/**
 * The cache options of a reference list (regions, legal forms, dropdown lists, ATECO searches:
 * `GET /api/reference/...`): one answer per key for the page's life (never stale, never
 * collected) in the page's QueryClient, shared by the shell and every remote (the client is part
 * of the `@bandi/shared-ui` singleton), so a list two remotes show is asked for once. A failed
 * request is not kept, so the next use asks again.
 */
const REFERENCE_CACHE = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The answer of the reference request `load`, cached under `key`: the request's path and query
 * (e.g. `dropdowns/company_dimensions`, `provinces/03`), which must name one answer, whatever the
 * app asking. Rejects as `load` does. Reads and fills the cache of {@link useReference}.
 */
export function loadReference<T>(key: string, load: () => Promise<T>): Promise<T> {
  return queryClient.fetchQuery({ queryKey: referenceQueryKey(key), queryFn: load, ...REFERENCE_CACHE });
}

const NO_OPTIONS: never[] = [];

/**
 * Options of a reference list for a select: `map` of the cached answer of `load` under `key`
 * ({@link loadReference}, a `useQuery` of the page's QueryClient); `[]` while loading, without a
 * key (null: nothing to ask yet) and on error (a reference list is read quietly: the select stays
 * empty, the page stays).
 *
 * The options are a deferred value, rendered in slices like the list rows (`usePagedList`): a
 * list page's filters are part of the page, and each answer that arrived outside a transition
 * re-rendered the whole page in one task while it loaded (the regions and company sizes of the
 * bandi list of mf-announcements, each a long task of the environment home; issue 12).
 */
export function useReference<T, O>(key: string | null, load: () => Promise<T>, map: (answer: T) => O[]): O[] {
  const result = useQuery(
    {
      queryKey: referenceQueryKey(key ?? ''),
      queryFn: load,
      enabled: key !== null && key !== '',
      ...REFERENCE_CACHE,
    },
    useAppQueryClient(),
  );
  const answer = key && !result.isError ? result.data : undefined;
  // `map` is the caller's inline function: the options follow the answer only
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => (answer === undefined ? NO_OPTIONS : map(answer)), [answer]);
  return useDeferredValue(options);
}

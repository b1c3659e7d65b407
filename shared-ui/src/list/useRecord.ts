import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, type DependencyList } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useAppQueryClient } from '../query/queryClient';

/** State of a single record being loaded (see `useRecord`). */
export interface RecordState<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  /** Loads the record again. */
  reload: () => void;
  /** Replaces the loaded record (e.g. with the answer of an update). */
  setData: (data: T | null) => void;
}

/** Options of `useRecord` beyond its fetcher, dependencies and `enabled`. */
export interface RecordOptions {
  /**
   * The cache key of the record (TanStack Query), e.g. `apiKey('projects', projectId, 'clients',
   * clientId)`; `deps` are appended to it. Two components with the same key share one answer and
   * one request, and a save elsewhere refreshes them with `invalidateQueries({ queryKey })`.
   * Without it the record is cached for this component only (dropped when it unmounts).
   */
  queryKey?: QueryKey;
}

/**
 * Loads one record (a detail page, a settings answer). `fetcher` receives an abort signal and
 * the latest function is always used; `deps` (e.g. `[projectId, clientId]`) trigger a new load.
 * An answer that arrives after a newer load started, or after unmount, is aborted and ignored.
 * Pass `enabled = false` to skip loading (e.g. an invalid id); the state is then not loading.
 *
 * Built on TanStack Query (`useQuery` on the page's QueryClient, ../query/queryClient.ts): the
 * record is the query `[...options.queryKey (else this component), ...deps]`, loaded on mount and
 * whenever the key changes (answers are stale at once), not on window focus. `loading` is true
 * during every load, `reload()` included (the previous record stays in `data` meanwhile); after a
 * failure `data` is null and `error` the failure (a 4xx at once, a network failure or a 5xx after
 * two retries). `setData` writes the cache, so every reader of the same key sees the new record.
 */
export function useRecord<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  enabled = true,
  options: RecordOptions = {},
): RecordState<T> {
  const client = useAppQueryClient();
  const instance = useId();
  const queryKey: QueryKey = [...(options.queryKey ?? ['record', instance]), ...deps];
  const keyRef = useRef(queryKey);
  useEffect(() => {
    keyRef.current = queryKey;
  });
  const result = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => fetcher(signal),
      enabled,
      placeholderData: keepPreviousData,
      ...(options.queryKey ? {} : { gcTime: 0 }),
    },
    client,
  );

  const fetching = enabled && (result.isFetching || result.isPending);
  const data = result.isError || result.data === undefined ? null : result.data;
  const view = useMemo(() => ({ data, loading: fetching, error: fetching ? null : result.error }), [data, fetching, result.error]);
  // rendered as a deferred value (in slices, see usePagedList); loading until it has caught up
  const shown = useDeferredValue(view);

  const refetch = result.refetch;
  const reload = useCallback(() => void refetch(), [refetch]);
  const setData = useCallback((next: T | null) => void client.setQueryData(keyRef.current, next), [client]);
  return { ...shown, loading: view.loading || shown.loading, error: view.loading ? null : shown.error, reload, setData };
}

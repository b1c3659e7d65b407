import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

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

/**
 * Loads one record (a detail page, a settings answer). `fetcher` receives an abort signal and
 * the latest function is always used; `deps` (e.g. `[projectId, clientId]`) trigger a new load.
 * An answer that arrives after a newer load started, or after unmount, is ignored.
 * Pass `enabled = false` to skip loading (e.g. an invalid id); the state is then not loading.
 */
export function useRecord<T>(fetcher: (signal: AbortSignal) => Promise<T>, deps: DependencyList, enabled = true): RecordState<T> {
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>(null);
  const [reloadToken, setReloadToken] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetcherRef
      .current(controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        // rendered as a transition (in slices, see usePagedList)
        startTransition(() => {
          setData(answer);
          setLoading(false);
        });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setData(null);
          setError(err);
          setLoading(false);
        });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the caller's dependencies
  }, [enabled, reloadToken, ...deps]);

  const reload = useCallback(() => setReloadToken((t) => t + 1), []);
  return { data, loading, error, reload, setData };
}

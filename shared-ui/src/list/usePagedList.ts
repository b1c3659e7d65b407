import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { AxiosRequestConfig } from 'axios';
import { api } from '../api/client';
import { PAGE_SIZE, HOME_SEARCH_DEBOUNCE_MS } from '../constants';
import type { Paginated } from '../types';

/** Debounce of the search box of the list pages, in ms (the same value as the home search, SPEC §9). */
export const LIST_SEARCH_DEBOUNCE_MS = HOME_SEARCH_DEBOUNCE_MS;

/** What a list fetcher receives: the API list parameters (DESIGN.md §4) and an abort signal. */
export interface PageQuery {
  skip: number;
  take: number;
  /** Trimmed search text, '' when none. */
  search: string;
  /** Aborted when the answer is no longer wanted (new page, new search, unmount). */
  signal: AbortSignal;
}

/** Loads one page of a list: `{data, total}` as every list endpoint answers. */
export type PageFetcher<T> = (query: PageQuery) => Promise<Paginated<T>>;

export interface PagedListOptions {
  /** Page size sent as `take`; default PAGE_SIZE (15). */
  pageSize?: number;
  /** Debounce of the search text in ms; default LIST_SEARCH_DEBOUNCE_MS. */
  debounceMs?: number;
  /** Search text at the first render. */
  initialSearch?: string;
}

/** State and commands of a paged, searchable list (see `usePagedList`). */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** True while a page is being loaded (also on the first render). */
  loading: boolean;
  /** The error of the last load, or null. */
  error: unknown;
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  setPage: (page: number) => void;
  /** The search text as typed (the request uses it after the debounce). */
  search: string;
  setSearch: (search: string) => void;
  /** Loads the current page again. */
  reload: () => void;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * A paged, searchable list bound to an API list endpoint (`?skip&take&search` -> `{data, total}`).
 *
 * - `fetcher` loads one page; the latest function is always used, so an inline arrow is fine.
 * - `deps` are the values the fetcher depends on (e.g. `projectId`): when one changes the list
 *   goes back to page 1 and loads again.
 * - The search text is debounced; a new search goes back to page 1.
 * - An answer that is no longer wanted is aborted and ignored, so a slow old page never
 *   replaces a newer one.
 * - If the current page became empty (records deleted elsewhere) it moves to the last page.
 */
export function usePagedList<T>(fetcher: PageFetcher<T>, deps: DependencyList = [], options: PagedListOptions = {}): PagedList<T> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const debounceMs = options.debounceMs ?? LIST_SEARCH_DEBOUNCE_MS;

  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [page, setPageState] = useState(1);
  const [search, setSearch] = useState(options.initialSearch ?? '');
  const [query, setQuery] = useState((options.initialSearch ?? '').trim());
  const [reloadToken, setReloadToken] = useState(0);

  // A change of `deps` is detected during render (so the load effect runs once, with page 1).
  const [seenDeps, setSeenDeps] = useState<DependencyList>(deps);
  const [depsVersion, setDepsVersion] = useState(0);
  if (!sameDeps(seenDeps, deps)) {
    setSeenDeps(deps);
    setDepsVersion((v) => v + 1);
    setPageState(1);
  }

  // Debounce: the typed text becomes the query after `debounceMs` without typing.
  useEffect(() => {
    const next = search.trim();
    if (next === query) return undefined;
    const timer = setTimeout(() => {
      setQuery(next);
      setPageState(1);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [search, query, debounceMs]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetcherRef
      .current({ skip: (page - 1) * pageSize, take: pageSize, search: query, signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        const data = Array.isArray(answer?.data) ? answer.data : [];
        const count = typeof answer?.total === 'number' ? answer.total : data.length;
        if (data.length === 0 && count > 0 && page > 1) {
          setPageState(Math.max(1, Math.ceil(count / pageSize)));
          return;
        }
        setItems(data);
        setTotal(count);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setItems([]);
        setTotal(0);
        setError(err);
        setLoading(false);
      });
    return () => controller.abort();
  }, [page, pageSize, query, depsVersion, reloadToken]);

  const setPage = useCallback((next: number) => setPageState(Math.max(1, Math.floor(next))), []);
  const reload = useCallback(() => setReloadToken((t) => t + 1), []);

  return {
    items,
    total,
    loading,
    error,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    setPage,
    search,
    setSearch,
    reload,
  };
}

/** The query parameters of a list request: `skip`, `take`, and `search` only when not empty. */
export function listParams(query: Pick<PageQuery, 'skip' | 'take' | 'search'>): Record<string, string | number> {
  const params: Record<string, string | number> = { skip: query.skip, take: query.take };
  if (query.search) params.search = query.search;
  return params;
}

/**
 * A `PageFetcher` for an API list endpoint through the shared `api` client, e.g.
 * `pageFetcher<Client>(`projects/${projectId}/clients`)`. `config` is merged into the request
 * (e.g. `{ skipGlobalErrorHandling: true }`).
 */
export function pageFetcher<T>(url: string, config: AxiosRequestConfig = {}): PageFetcher<T> {
  return async (query) => {
    const response = await api.get<Paginated<T>>(url, {
      ...config,
      params: { ...(config.params as Record<string, unknown> | undefined), ...listParams(query) },
      signal: query.signal,
    });
    return response.data;
  };
}

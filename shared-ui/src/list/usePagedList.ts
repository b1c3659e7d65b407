import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type DependencyList } from 'react';
import type { AxiosRequestConfig } from 'axios';
import { useSearchParams } from 'react-router-dom';
import { useAddressUpdate } from './useAddressUpdate';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '../api/client';
import { useAppQueryClient } from '../query/queryClient';
import { PAGE_SIZE, HOME_SEARCH_DEBOUNCE_MS } from '../constants';
import type { Paginated } from '../types';
import { listParams, type PageFetcher } from './query';

/** Debounce of the search box of the list pages, in ms (the same value as the home search, docs/rules.md#constants-and-limits). */
export const LIST_SEARCH_DEBOUNCE_MS = HOME_SEARCH_DEBOUNCE_MS;

export type { PageQuery, PageFetcher, PageParams } from './query';
export { listParams } from './query';

export interface PagedListOptions {
  /** Page size sent as `take`; default PAGE_SIZE (15). */
  pageSize?: number;
  /** Debounce of the search text in ms; default LIST_SEARCH_DEBOUNCE_MS. */
  debounceMs?: number;
  /** Search text when the address has none. */
  initialSearch?: string;
  /**
   * The list has sortable columns (ListColumn `sortKey`): the order lives in the address
   * (`?sort=key` / `?sort=-key`, SORT_PARAM) and is sent to the API as `sort`. Off by default, so
   * a list whose own filter is called `sort` (the announcements) is not affected.
   */
  sortable?: boolean;
  /**
   * The cache key of the list (TanStack Query), e.g. `apiKey('projects', projectId, 'clients')`: the
   * pages are cached under it followed by `deps` and `{ page, pageSize, search, sort }`, so a save
   * elsewhere can refresh them with `invalidateQueries({ queryKey })`. Without it the list's
   * pages are cached for this component only (dropped when it unmounts).
   */
  queryKey?: QueryKey;
}

/** State and commands of a paged, searchable list (see `usePagedList`). */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** True when the API gave `total` as an estimate (`total_estimated`): the list says "circa N". */
  totalEstimated?: boolean;
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
  /** The current order (`key`, `-key`, or '' for the API's default); only on a `sortable` list. */
  sort?: string;
  /** Sets the order (back to page 1); only on a `sortable` list. */
  setSort?: (sort: string) => void;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/** Address parameter of the current page of a list (absent on page 1). */
export const PAGE_PARAM = 'page';
/** Address parameter of the search text of a list (absent when empty). */
export const SEARCH_PARAM = 'q';

/** Address parameter of the order of a sortable list: `key` ascending, `-key` descending (absent: the default order). */
export const SORT_PARAM = 'sort';

/** The page number of an address parameter: a positive integer, else 1. */
export function pageFromParam(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * A paged, searchable list bound to an API list endpoint (`?skip&take&search` -> `{data, total}`).
 *
 * - The page and the search text live in the address (`?page=3&q=sabatini`, see PAGE_PARAM and
 *   SEARCH_PARAM): a list is shareable, and keeps its state on reload and back/forward. Filters
 *   kept with `useUrlFilters` live there too, and the order of a `sortable` list (`?sort=-city`,
 *   SORT_PARAM, sent to the API as `sort`). Needs a router (every remote renders in one).
 * - `fetcher` loads one page; the latest function is always used, so an inline arrow is fine.
 * - `deps` are the values the fetcher depends on (e.g. `projectId`, the filters): when one
 *   changes the list loads again; a change that does not come from the address (local state)
 *   also goes back to page 1.
 * - Built on TanStack Query (`useQuery`, the page's QueryClient: ../query/queryClient.ts): each
 *   page is a query keyed by `options.queryKey` (else this component), `deps` and
 *   `{ page, pageSize, search, sort }`. It loads on mount and whenever the key changes (answers
 *   are stale at once, so a list opened again asks again), not on window focus; `reload()`
 *   refetches the current page, and so does `invalidateQueries` on `options.queryKey` from a
 *   save elsewhere. A network failure or a 5xx is retried twice, a 4xx never.
 * - The search text is debounced; a new search goes back to page 1 (replacing the history entry,
 *   so typing does not add one entry per word).
 * - An answer that is no longer wanted is aborted and ignored, so a slow old page never
 *   replaces a newer one.
 * - If the current page became empty (records deleted elsewhere) it moves to the last page.
 */
export function usePagedList<T>(fetcher: PageFetcher<T>, deps: DependencyList = [], options: PagedListOptions = {}): PagedList<T> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const debounceMs = options.debounceMs ?? LIST_SEARCH_DEBOUNCE_MS;

  const [searchParams] = useSearchParams();
  const page = pageFromParam(searchParams.get(PAGE_PARAM));
  const urlSearch = searchParams.get(SEARCH_PARAM);
  const query = (urlSearch ?? options.initialSearch ?? '').trim();
  const address = searchParams.toString();
  const sortable = options.sortable ?? false;
  const sort = sortable ? (searchParams.get(SORT_PARAM) ?? '') : '';

  const [search, setSearch] = useState(urlSearch ?? options.initialSearch ?? '');

  // the address setter (from the address last written by a list hook, useAddressUpdate) changes
  // with every address: the latest is kept in a ref so that `writeAddress` is stable and a new
  // address alone never reloads the list.
  const updateAddress = useAddressUpdate();
  const updateAddressRef = useRef(updateAddress);
  useEffect(() => {
    updateAddressRef.current = updateAddress;
  });

  /** Writes page and search to the address; `replace` keeps the history entry. */
  const writeAddress = useCallback((patch: { page?: number; search?: string; sort?: string }, replace: boolean) => {
    updateAddressRef.current(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (patch.sort !== undefined) {
          if (patch.sort) next.set(SORT_PARAM, patch.sort);
          else next.delete(SORT_PARAM);
        }
        if (patch.search !== undefined) {
          if (patch.search) next.set(SEARCH_PARAM, patch.search);
          else next.delete(SEARCH_PARAM);
        }
        if (patch.page !== undefined) {
          if (patch.page > 1) next.set(PAGE_PARAM, String(patch.page));
          else next.delete(PAGE_PARAM);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );
  }, []);

  // The search text follows the address when it changes there (back/forward, a link).
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    if (search.trim() !== query) setSearch(query);
  }

  // A change of `deps` is detected during render. When the address did not change with it, the
  // change is local (e.g. a filter kept in state): page 1.
  const [seen, setSeen] = useState<{ deps: DependencyList; address: string }>({ deps, address });
  const [backToFirst, setBackToFirst] = useState(false);
  if (!sameDeps(seen.deps, deps) || seen.address !== address) {
    if (!sameDeps(seen.deps, deps) && seen.address === address && page > 1) setBackToFirst(true);
    setSeen({ deps, address });
  }
  useEffect(() => {
    if (!backToFirst) return;
    if (page > 1) writeAddress({ page: 1 }, true);
    else setBackToFirst(false);
  }, [backToFirst, page, writeAddress]);

  // Debounce: the typed text becomes the query after `debounceMs` without typing.
  useEffect(() => {
    const next = search.trim();
    if (next === query) return undefined;
    const timer = setTimeout(() => writeAddress({ search: next, page: 1 }, true), debounceMs);
    return () => clearTimeout(timer);
  }, [search, query, debounceMs, writeAddress]);

  const effectivePage = backToFirst ? 1 : page;
  // the key names the page: a new page, search, order or dependency is a new query, and the query
  // left behind is aborted (its fetcher read the signal) and its late answer ignored
  const instance = useId();
  const queryKey = [...(options.queryKey ?? ['list', instance]), ...deps, { page: effectivePage, pageSize, search: query, sort }];
  const result = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) =>
        fetcher({ skip: (effectivePage - 1) * pageSize, take: pageSize, search: query, signal, ...(sort ? { sort } : {}) }),
      // the page being left stays (total, paginator) while the next one loads
      placeholderData: keepPreviousData,
      // a list of this component only is not kept once it is gone
      ...(options.queryKey ? {} : { gcTime: 0 }),
    },
    useAppQueryClient(),
  );

  const answer = result.isError ? undefined : result.data;
  const data = useMemo(() => (Array.isArray(answer?.data) ? answer.data : []), [answer]);
  const count = typeof answer?.total === 'number' ? answer.total : data.length;
  // the current page came back empty while records exist (deleted elsewhere): the last page
  const overshoot = !result.isPlaceholderData && data.length === 0 && count > 0 && effectivePage > 1;
  useEffect(() => {
    if (overshoot) writeAddress({ page: Math.max(1, Math.ceil(count / pageSize)) }, true);
  }, [overshoot, count, pageSize, writeAddress]);

  const fetching = result.isFetching || result.isPending || overshoot;
  const view = useMemo(
    () => ({
      items: data as T[],
      total: count,
      totalEstimated: answer?.total_estimated === true,
      loading: fetching,
      error: fetching ? null : result.error,
    }),
    [data, count, answer, fetching, result.error],
  );
  // the rows are rendered as a deferred value: React mounts them in slices of a few ms and yields
  // to the browser in between instead of one long task (issue 12, total blocking time of a list
  // page); an urgent update (typing, a new load) still applies first. Until the deferred render
  // has caught up, the list still says it is loading.
  const shown = useDeferredValue(view);

  const refetch = result.refetch;
  const setPage = useCallback((next: number) => writeAddress({ page: Math.max(1, Math.floor(next)) }, false), [writeAddress]);
  const reload = useCallback(() => void refetch(), [refetch]);
  const setSort = useCallback((next: string) => writeAddress({ sort: next, page: 1 }, false), [writeAddress]);

  return {
    ...shown,
    loading: view.loading || shown.loading,
    error: view.loading ? null : shown.error,
    page: effectivePage,
    pageSize,
    pageCount: Math.max(1, Math.ceil(shown.total / pageSize)),
    setPage,
    search,
    setSearch,
    reload,
    ...(sortable ? { sort, setSort } : {}),
  };
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

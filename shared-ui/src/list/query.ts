import type { Paginated } from '../types';

/*
 * The request side of a paged list, without React or the router: the typed API client
 * (../api/typed.ts, part of the login's core entry) builds list requests with it, and the list
 * hooks (./usePagedList.ts, full entry) re-export it (issue 12: the core entry stays free of the
 * list hooks).
 */

/** What a list fetcher receives: the API list parameters (docs/api.md#conventions) and an abort signal. */
export interface PageQuery {
  skip: number;
  take: number;
  /** Trimmed search text, '' when none. */
  search: string;
  /** Aborted when the answer is no longer wanted (new page, new search, unmount). */
  signal: AbortSignal;
  /** The order of a sortable list (`key` or `-key`, e.g. `-created_at`); absent or '' for the API's default. */
  sort?: string;
}

/** Loads one page of a list: `{data, total}` as every list endpoint answers. */
export type PageFetcher<T> = (query: PageQuery) => Promise<Paginated<T>>;

/** The query parameters of a list request (docs/api.md#conventions): `search` and `sort` only when not empty. */
export interface PageParams {
  skip: number;
  take: number;
  search?: string;
  sort?: string;
}

/** The query parameters of a list request: `skip`, `take`, and `search` / `sort` only when not empty. */
export function listParams(query: Pick<PageQuery, 'skip' | 'take' | 'search' | 'sort'>): PageParams {
  const params: PageParams = { skip: query.skip, take: query.take };
  if (query.search) params.search = query.search;
  if (query.sort) params.sort = query.sort;
  return params;
}

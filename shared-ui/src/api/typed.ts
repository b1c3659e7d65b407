import { listParams, type PageFetcher, type PageParams } from '../list/query';
import type { Paginated } from '../types';

/*
 * List helpers over the generated client `@bandi/api-client` (orval over `docs/openapi.json`,
 * docs/architecture.md#api-client), which sends through the shared instance `api` of ./client.ts.
 */

/** The item type of a `{data, total}` answer. */
export type PageItem<R> = R extends { data: (infer T)[]; total: number } ? T : never;

/**
 * A generated list function bound to its path values and filters, e.g.
 * `(params, options) => referentsList(projectId, params, options)`: page parameters in, `{data, total}` out.
 */
export type PageRequest<T> = (params: PageParams, options: { signal: AbortSignal }) => Promise<{ data: Paginated<T> }>;

/**
 * A `usePagedList` fetcher over a generated list function: each page's skip/take/search/sort
 * and abort signal are passed to `request`, e.g.
 * `usePagedList(listFetcher(settingsListAlerts), [])`.
 */
export function listFetcher<T>(request: PageRequest<T>): PageFetcher<T> {
  return async (page) => (await request(listParams(page), { signal: page.signal })).data;
}

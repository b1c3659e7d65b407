import { apiUrl, createApiClient, type ApiClient, type PathsWith, type QueryOf, type ResponseOf } from '@bandi/api-client';
import { api } from './client';
import { listParams, type PageFetcher } from '../list/query';

/**
 * The typed API client of the front ends (`@bandi/api-client` over the shared axios instance
 * `api`, so CSRF, session epoch and the 401/403/404 handlers apply): paths, parameters, bodies
 * and answers come from `docs/openapi.json` (docs/api-contract.md).
 *
 *     const { data } = await apiClient.get('/projects/{projectId}/calls', { path: { projectId }, query: { take: 50 } });
 */
export const apiClient: ApiClient = createApiClient(api);

/** The item type of a `{data, total}` answer. */
export type PageItem<R> = R extends { data: (infer T)[]; total: number } ? T : never;

/**
 * A `usePagedList` fetcher for a typed list path: the page's skip/take/search are added to
 * `query`, items are typed from the path's answer, e.g.
 * `usePagedList(typedPageFetcher('/settings/alerts'), [])`.
 */
export function typedPageFetcher<P extends PathsWith<'get'>>(
  path: P,
  params?: Record<string, string | number>,
  query?: QueryOf<P, 'get'>,
): PageFetcher<PageItem<ResponseOf<P, 'get'>>> {
  return async (page) => {
    const response = await api.get(apiUrl(path, params), {
      params: { ...(query as Record<string, unknown> | undefined), ...listParams(page) },
      signal: page.signal,
    });
    return response.data;
  };
}

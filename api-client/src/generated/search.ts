/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { SearchFindParams, SearchResultView } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const searchFind = (projectId: number, params?: SearchFindParams, options?: SecondParameter<typeof send<SearchResultView>>) => {
  return send<SearchResultView>({ url: `/api/projects/${projectId}/search`, method: 'GET', params }, options);
};
export type SearchFindResult = NonNullable<Awaited<ReturnType<typeof searchFind>>>;

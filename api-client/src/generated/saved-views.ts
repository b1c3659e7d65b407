/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { SavedViewCreateDto, SavedViewUpdateDto, SavedViewView, SavedViewsListParams, SavedViewsResponse } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const savedViewsList = (
  projectId: number,
  params?: SavedViewsListParams,
  options?: SecondParameter<typeof send<SavedViewsResponse>>,
) => {
  return send<SavedViewsResponse>({ url: `/api/projects/${projectId}/saved-views`, method: 'GET', params }, options);
};
export const savedViewsCreate = (
  projectId: number,
  savedViewCreateDto: SavedViewCreateDto,
  options?: SecondParameter<typeof send<SavedViewView>>,
) => {
  return send<SavedViewView>(
    {
      url: `/api/projects/${projectId}/saved-views`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: savedViewCreateDto,
    },
    options,
  );
};
export const savedViewsGet = (projectId: number, viewId: number, options?: SecondParameter<typeof send<SavedViewView>>) => {
  return send<SavedViewView>({ url: `/api/projects/${projectId}/saved-views/${viewId}`, method: 'GET' }, options);
};
export const savedViewsUpdate = (
  projectId: number,
  viewId: number,
  savedViewUpdateDto: SavedViewUpdateDto,
  options?: SecondParameter<typeof send<SavedViewView>>,
) => {
  return send<SavedViewView>(
    {
      url: `/api/projects/${projectId}/saved-views/${viewId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: savedViewUpdateDto,
    },
    options,
  );
};
export const savedViewsRemove = (projectId: number, viewId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/saved-views/${viewId}`, method: 'DELETE' }, options);
};
export type SavedViewsListResult = NonNullable<Awaited<ReturnType<typeof savedViewsList>>>;
export type SavedViewsCreateResult = NonNullable<Awaited<ReturnType<typeof savedViewsCreate>>>;
export type SavedViewsGetResult = NonNullable<Awaited<ReturnType<typeof savedViewsGet>>>;
export type SavedViewsUpdateResult = NonNullable<Awaited<ReturnType<typeof savedViewsUpdate>>>;
export type SavedViewsRemoveResult = NonNullable<Awaited<ReturnType<typeof savedViewsRemove>>>;

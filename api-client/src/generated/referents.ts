/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  ReferentInputDto,
  ReferentPage,
  ReferentPatchDto,
  ReferentReplaceDto,
  ReferentView,
  ReferentsListParams,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const referentsList = (projectId: number, params?: ReferentsListParams, options?: SecondParameter<typeof send<ReferentPage>>) => {
  return send<ReferentPage>({ url: `/api/projects/${projectId}/referents`, method: 'GET', params }, options);
};
export const referentsCreate = (
  projectId: number,
  referentInputDto: ReferentInputDto,
  options?: SecondParameter<typeof send<ReferentView>>,
) => {
  return send<ReferentView>(
    {
      url: `/api/projects/${projectId}/referents`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: referentInputDto,
    },
    options,
  );
};
export const referentsGet = (projectId: number, referentId: number, options?: SecondParameter<typeof send<ReferentView>>) => {
  return send<ReferentView>({ url: `/api/projects/${projectId}/referents/${referentId}`, method: 'GET' }, options);
};
export const referentsUpdate = (
  projectId: number,
  referentId: number,
  referentReplaceDto: ReferentReplaceDto,
  options?: SecondParameter<typeof send<ReferentView>>,
) => {
  return send<ReferentView>(
    {
      url: `/api/projects/${projectId}/referents/${referentId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: referentReplaceDto,
    },
    options,
  );
};
export const referentsPatch = (
  projectId: number,
  referentId: number,
  referentPatchDto: ReferentPatchDto,
  options?: SecondParameter<typeof send<ReferentView>>,
) => {
  return send<ReferentView>(
    {
      url: `/api/projects/${projectId}/referents/${referentId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: referentPatchDto,
    },
    options,
  );
};
export const referentsRemove = (projectId: number, referentId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/referents/${referentId}`, method: 'DELETE' }, options);
};
export const referentsInvite = (projectId: number, referentId: number, options?: SecondParameter<typeof send<ReferentView>>) => {
  return send<ReferentView>({ url: `/api/projects/${projectId}/referents/${referentId}/access`, method: 'POST' }, options);
};
export const referentsRemoveAccess = (projectId: number, referentId: number, options?: SecondParameter<typeof send<ReferentView>>) => {
  return send<ReferentView>({ url: `/api/projects/${projectId}/referents/${referentId}/access`, method: 'DELETE' }, options);
};
export type ReferentsListResult = NonNullable<Awaited<ReturnType<typeof referentsList>>>;
export type ReferentsCreateResult = NonNullable<Awaited<ReturnType<typeof referentsCreate>>>;
export type ReferentsGetResult = NonNullable<Awaited<ReturnType<typeof referentsGet>>>;
export type ReferentsUpdateResult = NonNullable<Awaited<ReturnType<typeof referentsUpdate>>>;
export type ReferentsPatchResult = NonNullable<Awaited<ReturnType<typeof referentsPatch>>>;
export type ReferentsRemoveResult = NonNullable<Awaited<ReturnType<typeof referentsRemove>>>;
export type ReferentsInviteResult = NonNullable<Awaited<ReturnType<typeof referentsInvite>>>;
export type ReferentsRemoveAccessResult = NonNullable<Awaited<ReturnType<typeof referentsRemoveAccess>>>;

/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  ExportsAnnouncementsGlobalParams,
  ExportsAnnouncementsParams,
  ExportsCallsParams,
  ExportsClientsParams,
  ExportsEligibleClientsParams,
  ExportsNegotiationsParams,
  ExportsReferentsParams,
  ExportsStateAidsParams,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const exportsClients = (projectId: number, params?: ExportsClientsParams, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>({ url: `/api/projects/${projectId}/clients/export`, method: 'GET', params, responseType: 'blob' }, options);
};
export const exportsAnnouncementsGlobal = (params?: ExportsAnnouncementsGlobalParams, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>({ url: `/api/announcements/export`, method: 'GET', params, responseType: 'blob' }, options);
};
export const exportsAnnouncements = (
  projectId: number,
  params?: ExportsAnnouncementsParams,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>({ url: `/api/projects/${projectId}/announcements/export`, method: 'GET', params, responseType: 'blob' }, options);
};
export const exportsCalls = (projectId: number, params?: ExportsCallsParams, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>({ url: `/api/projects/${projectId}/calls/export`, method: 'GET', params, responseType: 'blob' }, options);
};
export const exportsReferents = (projectId: number, params?: ExportsReferentsParams, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>({ url: `/api/projects/${projectId}/referents/export`, method: 'GET', params, responseType: 'blob' }, options);
};
export const exportsNegotiations = (
  projectId: number,
  params?: ExportsNegotiationsParams,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>({ url: `/api/projects/${projectId}/negotiations/export`, method: 'GET', params, responseType: 'blob' }, options);
};
export const exportsEligibleClients = (
  projectId: number,
  announcementId: number,
  params?: ExportsEligibleClientsParams,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>(
    {
      url: `/api/projects/${projectId}/announcements/${announcementId}/eligible-clients/export`,
      method: 'GET',
      params,
      responseType: 'blob',
    },
    options,
  );
};
export const exportsStateAids = (
  projectId: number,
  clientId: number,
  params?: ExportsStateAidsParams,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>(
    { url: `/api/projects/${projectId}/clients/${clientId}/state-aids/export`, method: 'GET', params, responseType: 'blob' },
    options,
  );
};
export type ExportsClientsResult = NonNullable<Awaited<ReturnType<typeof exportsClients>>>;
export type ExportsAnnouncementsGlobalResult = NonNullable<Awaited<ReturnType<typeof exportsAnnouncementsGlobal>>>;
export type ExportsAnnouncementsResult = NonNullable<Awaited<ReturnType<typeof exportsAnnouncements>>>;
export type ExportsCallsResult = NonNullable<Awaited<ReturnType<typeof exportsCalls>>>;
export type ExportsReferentsResult = NonNullable<Awaited<ReturnType<typeof exportsReferents>>>;
export type ExportsNegotiationsResult = NonNullable<Awaited<ReturnType<typeof exportsNegotiations>>>;
export type ExportsEligibleClientsResult = NonNullable<Awaited<ReturnType<typeof exportsEligibleClients>>>;
export type ExportsStateAidsResult = NonNullable<Awaited<ReturnType<typeof exportsStateAids>>>;

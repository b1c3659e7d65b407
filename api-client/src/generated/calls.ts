/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { CallBulkDto, CallBulkView, CallDetailView, CallPage, CallsListParams, CreateCallDto, UpdateCallDto } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const callsBulkRun = (projectId: number, callBulkDto: CallBulkDto, options?: SecondParameter<typeof send<CallBulkView>>) => {
  return send<CallBulkView>(
    { url: `/api/projects/${projectId}/calls/bulk`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: callBulkDto },
    options,
  );
};
export const callsList = (projectId: number, params?: CallsListParams, options?: SecondParameter<typeof send<CallPage>>) => {
  return send<CallPage>({ url: `/api/projects/${projectId}/calls`, method: 'GET', params }, options);
};
export const callsCreate = (projectId: number, createCallDto: CreateCallDto, options?: SecondParameter<typeof send<CallDetailView>>) => {
  return send<CallDetailView>(
    { url: `/api/projects/${projectId}/calls`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: createCallDto },
    options,
  );
};
export const callsGet = (projectId: number, callId: number, options?: SecondParameter<typeof send<CallDetailView>>) => {
  return send<CallDetailView>({ url: `/api/projects/${projectId}/calls/${callId}`, method: 'GET' }, options);
};
export const callsUpdate = (
  projectId: number,
  callId: number,
  updateCallDto: UpdateCallDto,
  options?: SecondParameter<typeof send<CallDetailView>>,
) => {
  return send<CallDetailView>(
    {
      url: `/api/projects/${projectId}/calls/${callId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: updateCallDto,
    },
    options,
  );
};
export const callsPatch = (
  projectId: number,
  callId: number,
  updateCallDto: UpdateCallDto,
  options?: SecondParameter<typeof send<CallDetailView>>,
) => {
  return send<CallDetailView>(
    {
      url: `/api/projects/${projectId}/calls/${callId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: updateCallDto,
    },
    options,
  );
};
export const callsArchive = (projectId: number, callId: number, options?: SecondParameter<typeof send<CallDetailView>>) => {
  return send<CallDetailView>({ url: `/api/projects/${projectId}/calls/${callId}/archive`, method: 'POST' }, options);
};
export const callsRestore = (projectId: number, callId: number, options?: SecondParameter<typeof send<CallDetailView>>) => {
  return send<CallDetailView>({ url: `/api/projects/${projectId}/calls/${callId}/restore`, method: 'POST' }, options);
};
export const callsSend = (projectId: number, callId: number, options?: SecondParameter<typeof send<CallDetailView>>) => {
  return send<CallDetailView>({ url: `/api/projects/${projectId}/calls/${callId}/send`, method: 'POST' }, options);
};
export const callsLink = (
  projectId: number,
  callId: number,
  announcementId: number,
  options?: SecondParameter<typeof send<CallDetailView>>,
) => {
  return send<CallDetailView>(
    { url: `/api/projects/${projectId}/calls/${callId}/announcements/${announcementId}`, method: 'POST' },
    options,
  );
};
export const callsUnlink = (
  projectId: number,
  callId: number,
  announcementId: number,
  options?: SecondParameter<typeof send<CallDetailView>>,
) => {
  return send<CallDetailView>(
    { url: `/api/projects/${projectId}/calls/${callId}/announcements/${announcementId}`, method: 'DELETE' },
    options,
  );
};
export type CallsBulkRunResult = NonNullable<Awaited<ReturnType<typeof callsBulkRun>>>;
export type CallsListResult = NonNullable<Awaited<ReturnType<typeof callsList>>>;
export type CallsCreateResult = NonNullable<Awaited<ReturnType<typeof callsCreate>>>;
export type CallsGetResult = NonNullable<Awaited<ReturnType<typeof callsGet>>>;
export type CallsUpdateResult = NonNullable<Awaited<ReturnType<typeof callsUpdate>>>;
export type CallsPatchResult = NonNullable<Awaited<ReturnType<typeof callsPatch>>>;
export type CallsArchiveResult = NonNullable<Awaited<ReturnType<typeof callsArchive>>>;
export type CallsRestoreResult = NonNullable<Awaited<ReturnType<typeof callsRestore>>>;
export type CallsSendResult = NonNullable<Awaited<ReturnType<typeof callsSend>>>;
export type CallsLinkResult = NonNullable<Awaited<ReturnType<typeof callsLink>>>;
export type CallsUnlinkResult = NonNullable<Awaited<ReturnType<typeof callsUnlink>>>;

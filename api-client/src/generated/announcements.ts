/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  AnnouncementBodyDto,
  AnnouncementBulkDto,
  AnnouncementBulkView,
  AnnouncementDetailView,
  AnnouncementPage,
  AnnouncementUpdateDto,
  AnnouncementsListGlobalParams,
  AnnouncementsListProjectParams,
  AnnouncementsLogsGlobalParams,
  AnnouncementsLogsProjectParams,
  AuditPage,
  ImportImportBody,
  ImportReportView,
  StandardDocumentRefPage,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const importImport = (importImportBody: ImportImportBody, options?: SecondParameter<typeof send<ImportReportView>>) => {
  const formData = new FormData();
  if (importImportBody.file !== undefined) {
    formData.append(`file`, importImportBody.file);
  }

  return send<ImportReportView>(
    { url: `/api/announcements/import`, method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: formData },
    options,
  );
};
export const announcementsBulkRunGlobal = (
  announcementBulkDto: AnnouncementBulkDto,
  options?: SecondParameter<typeof send<AnnouncementBulkView>>,
) => {
  return send<AnnouncementBulkView>(
    { url: `/api/announcements/bulk`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: announcementBulkDto },
    options,
  );
};
export const announcementsBulkRunProject = (
  projectId: number,
  announcementBulkDto: AnnouncementBulkDto,
  options?: SecondParameter<typeof send<AnnouncementBulkView>>,
) => {
  return send<AnnouncementBulkView>(
    {
      url: `/api/projects/${projectId}/announcements/bulk`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: announcementBulkDto,
    },
    options,
  );
};
export const announcementsListGlobal = (
  params?: AnnouncementsListGlobalParams,
  options?: SecondParameter<typeof send<AnnouncementPage>>,
) => {
  return send<AnnouncementPage>({ url: `/api/announcements`, method: 'GET', params }, options);
};
export const announcementsCreateGlobal = (
  announcementBodyDto: AnnouncementBodyDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    { url: `/api/announcements`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: announcementBodyDto },
    options,
  );
};
export const announcementsGetGlobal = (announcementId: number, options?: SecondParameter<typeof send<AnnouncementDetailView>>) => {
  return send<AnnouncementDetailView>({ url: `/api/announcements/${announcementId}`, method: 'GET' }, options);
};
export const announcementsUpdateGlobal = (
  announcementId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    {
      url: `/api/announcements/${announcementId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: announcementUpdateDto,
    },
    options,
  );
};
export const announcementsPatchGlobal = (
  announcementId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    {
      url: `/api/announcements/${announcementId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: announcementUpdateDto,
    },
    options,
  );
};
export const announcementsRemoveGlobal = (announcementId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/announcements/${announcementId}`, method: 'DELETE' }, options);
};
export const announcementsDuplicateGlobal = (announcementId: number, options?: SecondParameter<typeof send<AnnouncementDetailView>>) => {
  return send<AnnouncementDetailView>({ url: `/api/announcements/${announcementId}/duplicate`, method: 'POST' }, options);
};
export const announcementsLogsGlobal = (
  announcementId: number,
  params?: AnnouncementsLogsGlobalParams,
  options?: SecondParameter<typeof send<AuditPage>>,
) => {
  return send<AuditPage>({ url: `/api/announcements/${announcementId}/logs`, method: 'GET', params }, options);
};
export const announcementsStandardDocuments = (options?: SecondParameter<typeof send<StandardDocumentRefPage>>) => {
  return send<StandardDocumentRefPage>({ url: `/api/standard-documents`, method: 'GET' }, options);
};
export const announcementsListProject = (
  projectId: number,
  params?: AnnouncementsListProjectParams,
  options?: SecondParameter<typeof send<AnnouncementPage>>,
) => {
  return send<AnnouncementPage>({ url: `/api/projects/${projectId}/announcements`, method: 'GET', params }, options);
};
export const announcementsCreateLocal = (
  projectId: number,
  announcementBodyDto: AnnouncementBodyDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    {
      url: `/api/projects/${projectId}/announcements`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: announcementBodyDto,
    },
    options,
  );
};
export const announcementsGetProject = (
  projectId: number,
  announcementId: number,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>({ url: `/api/projects/${projectId}/announcements/${announcementId}`, method: 'GET' }, options);
};
export const announcementsUpdateProject = (
  projectId: number,
  announcementId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    {
      url: `/api/projects/${projectId}/announcements/${announcementId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: announcementUpdateDto,
    },
    options,
  );
};
export const announcementsPatchProject = (
  projectId: number,
  announcementId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    {
      url: `/api/projects/${projectId}/announcements/${announcementId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: announcementUpdateDto,
    },
    options,
  );
};
export const announcementsRemoveProject = (projectId: number, announcementId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/announcements/${announcementId}`, method: 'DELETE' }, options);
};
export const announcementsDuplicateProject = (
  projectId: number,
  announcementId: number,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    { url: `/api/projects/${projectId}/announcements/${announcementId}/duplicate`, method: 'POST' },
    options,
  );
};
export const announcementsLogsProject = (
  projectId: number,
  announcementId: number,
  params?: AnnouncementsLogsProjectParams,
  options?: SecondParameter<typeof send<AuditPage>>,
) => {
  return send<AuditPage>({ url: `/api/projects/${projectId}/announcements/${announcementId}/logs`, method: 'GET', params }, options);
};
export type ImportImportResult = NonNullable<Awaited<ReturnType<typeof importImport>>>;
export type AnnouncementsBulkRunGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsBulkRunGlobal>>>;
export type AnnouncementsBulkRunProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsBulkRunProject>>>;
export type AnnouncementsListGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsListGlobal>>>;
export type AnnouncementsCreateGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsCreateGlobal>>>;
export type AnnouncementsGetGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsGetGlobal>>>;
export type AnnouncementsUpdateGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsUpdateGlobal>>>;
export type AnnouncementsPatchGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsPatchGlobal>>>;
export type AnnouncementsRemoveGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsRemoveGlobal>>>;
export type AnnouncementsDuplicateGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsDuplicateGlobal>>>;
export type AnnouncementsLogsGlobalResult = NonNullable<Awaited<ReturnType<typeof announcementsLogsGlobal>>>;
export type AnnouncementsStandardDocumentsResult = NonNullable<Awaited<ReturnType<typeof announcementsStandardDocuments>>>;
export type AnnouncementsListProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsListProject>>>;
export type AnnouncementsCreateLocalResult = NonNullable<Awaited<ReturnType<typeof announcementsCreateLocal>>>;
export type AnnouncementsGetProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsGetProject>>>;
export type AnnouncementsUpdateProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsUpdateProject>>>;
export type AnnouncementsPatchProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsPatchProject>>>;
export type AnnouncementsRemoveProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsRemoveProject>>>;
export type AnnouncementsDuplicateProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsDuplicateProject>>>;
export type AnnouncementsLogsProjectResult = NonNullable<Awaited<ReturnType<typeof announcementsLogsProject>>>;

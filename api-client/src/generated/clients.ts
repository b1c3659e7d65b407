/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  AuditPage,
  ClientBulkAccepted,
  ClientBulkDto,
  ClientBulkJobView,
  ClientDetail,
  ClientDocumentListUploadBody,
  ClientDocumentListView,
  ClientDocumentView,
  ClientDocumentsUploadBody,
  ClientDuplicates,
  ClientInputDto,
  ClientManagerOption,
  ClientPage,
  ClientUpdateDto,
  ClientsDuplicatesParams,
  ClientsListParams,
  ClientsLogParams,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const clientsBulkStart = (
  projectId: number,
  clientBulkDto: ClientBulkDto,
  options?: SecondParameter<typeof send<ClientBulkAccepted>>,
) => {
  return send<ClientBulkAccepted>(
    {
      url: `/api/projects/${projectId}/clients/bulk`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: clientBulkDto,
    },
    options,
  );
};
export const clientsBulkManagers = (projectId: number, options?: SecondParameter<typeof send<ClientManagerOption[]>>) => {
  return send<ClientManagerOption[]>({ url: `/api/projects/${projectId}/clients/bulk/managers`, method: 'GET' }, options);
};
export const clientsBulkStatus = (projectId: number, jobId: number, options?: SecondParameter<typeof send<ClientBulkJobView>>) => {
  return send<ClientBulkJobView>({ url: `/api/projects/${projectId}/clients/bulk/${jobId}`, method: 'GET' }, options);
};
export const clientsList = (projectId: number, params?: ClientsListParams, options?: SecondParameter<typeof send<ClientPage>>) => {
  return send<ClientPage>({ url: `/api/projects/${projectId}/clients`, method: 'GET', params }, options);
};
export const clientsCreate = (projectId: number, clientInputDto: ClientInputDto, options?: SecondParameter<typeof send<ClientDetail>>) => {
  return send<ClientDetail>(
    { url: `/api/projects/${projectId}/clients`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: clientInputDto },
    options,
  );
};
export const clientsDuplicates = (
  projectId: number,
  params?: ClientsDuplicatesParams,
  options?: SecondParameter<typeof send<ClientDuplicates>>,
) => {
  return send<ClientDuplicates>({ url: `/api/projects/${projectId}/clients/duplicates`, method: 'GET', params }, options);
};
export const clientsGet = (projectId: number, clientId: number, options?: SecondParameter<typeof send<ClientDetail>>) => {
  return send<ClientDetail>({ url: `/api/projects/${projectId}/clients/${clientId}`, method: 'GET' }, options);
};
export const clientsUpdate = (
  projectId: number,
  clientId: number,
  clientUpdateDto: ClientUpdateDto,
  options?: SecondParameter<typeof send<ClientDetail>>,
) => {
  return send<ClientDetail>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: clientUpdateDto,
    },
    options,
  );
};
export const clientsPatch = (
  projectId: number,
  clientId: number,
  clientUpdateDto: ClientUpdateDto,
  options?: SecondParameter<typeof send<ClientDetail>>,
) => {
  return send<ClientDetail>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: clientUpdateDto,
    },
    options,
  );
};
export const clientsRemove = (projectId: number, clientId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/clients/${clientId}`, method: 'DELETE' }, options);
};
export const clientsLog = (
  projectId: number,
  clientId: number,
  params?: ClientsLogParams,
  options?: SecondParameter<typeof send<AuditPage>>,
) => {
  return send<AuditPage>({ url: `/api/projects/${projectId}/clients/${clientId}/log`, method: 'GET', params }, options);
};
export const clientDocumentListList = (
  projectId: number,
  clientId: number,
  options?: SecondParameter<typeof send<ClientDocumentListView>>,
) => {
  return send<ClientDocumentListView>({ url: `/api/projects/${projectId}/clients/${clientId}/documents`, method: 'GET' }, options);
};
export const clientDocumentListUpload = (
  projectId: number,
  clientId: number,
  clientDocumentListUploadBody: ClientDocumentListUploadBody,
  options?: SecondParameter<typeof send<ClientDocumentListView>>,
) => {
  const formData = new FormData();
  formData.append(`file`, clientDocumentListUploadBody.file);
  formData.append(`type`, clientDocumentListUploadBody.type);
  if (clientDocumentListUploadBody.name !== undefined) {
    formData.append(`name`, clientDocumentListUploadBody.name);
  }
  if (clientDocumentListUploadBody.issue_date !== undefined) {
    formData.append(`issue_date`, clientDocumentListUploadBody.issue_date);
  }
  if (clientDocumentListUploadBody.expiry_date !== undefined) {
    formData.append(`expiry_date`, clientDocumentListUploadBody.expiry_date);
  }
  if (clientDocumentListUploadBody.replace !== undefined) {
    formData.append(`replace`, clientDocumentListUploadBody.replace);
  }

  return send<ClientDocumentListView>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/documents`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
    },
    options,
  );
};
export const clientDocumentListDownload = (
  projectId: number,
  clientId: number,
  documentId: number,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>(
    { url: `/api/projects/${projectId}/clients/${clientId}/documents/items/${documentId}/file`, method: 'GET', responseType: 'blob' },
    options,
  );
};
export const clientDocumentListRemove = (
  projectId: number,
  clientId: number,
  documentId: number,
  options?: SecondParameter<typeof send<void>>,
) => {
  return send<void>({ url: `/api/projects/${projectId}/clients/${clientId}/documents/items/${documentId}`, method: 'DELETE' }, options);
};
export const clientDocumentsUpload = (
  projectId: number,
  clientId: number,
  slot: string,
  clientDocumentsUploadBody: ClientDocumentsUploadBody,
  options?: SecondParameter<typeof send<ClientDocumentView[]>>,
) => {
  const formData = new FormData();
  if (clientDocumentsUploadBody.file !== undefined) {
    formData.append(`file`, clientDocumentsUploadBody.file);
  }
  if (clientDocumentsUploadBody.name !== undefined) {
    formData.append(`name`, clientDocumentsUploadBody.name);
  }
  if (clientDocumentsUploadBody.date !== undefined) {
    formData.append(`date`, clientDocumentsUploadBody.date);
  }

  return send<ClientDocumentView[]>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/documents/${slot}`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
    },
    options,
  );
};
export const clientDocumentsRemove = (projectId: number, clientId: number, slot: string, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/clients/${clientId}/documents/${slot}`, method: 'DELETE' }, options);
};
export const clientDocumentsDownload = (
  projectId: number,
  clientId: number,
  slot: string,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>(
    { url: `/api/projects/${projectId}/clients/${clientId}/documents/${slot}/file`, method: 'GET', responseType: 'blob' },
    options,
  );
};
export type ClientsBulkStartResult = NonNullable<Awaited<ReturnType<typeof clientsBulkStart>>>;
export type ClientsBulkManagersResult = NonNullable<Awaited<ReturnType<typeof clientsBulkManagers>>>;
export type ClientsBulkStatusResult = NonNullable<Awaited<ReturnType<typeof clientsBulkStatus>>>;
export type ClientsListResult = NonNullable<Awaited<ReturnType<typeof clientsList>>>;
export type ClientsCreateResult = NonNullable<Awaited<ReturnType<typeof clientsCreate>>>;
export type ClientsDuplicatesResult = NonNullable<Awaited<ReturnType<typeof clientsDuplicates>>>;
export type ClientsGetResult = NonNullable<Awaited<ReturnType<typeof clientsGet>>>;
export type ClientsUpdateResult = NonNullable<Awaited<ReturnType<typeof clientsUpdate>>>;
export type ClientsPatchResult = NonNullable<Awaited<ReturnType<typeof clientsPatch>>>;
export type ClientsRemoveResult = NonNullable<Awaited<ReturnType<typeof clientsRemove>>>;
export type ClientsLogResult = NonNullable<Awaited<ReturnType<typeof clientsLog>>>;
export type ClientDocumentListListResult = NonNullable<Awaited<ReturnType<typeof clientDocumentListList>>>;
export type ClientDocumentListUploadResult = NonNullable<Awaited<ReturnType<typeof clientDocumentListUpload>>>;
export type ClientDocumentListDownloadResult = NonNullable<Awaited<ReturnType<typeof clientDocumentListDownload>>>;
export type ClientDocumentListRemoveResult = NonNullable<Awaited<ReturnType<typeof clientDocumentListRemove>>>;
export type ClientDocumentsUploadResult = NonNullable<Awaited<ReturnType<typeof clientDocumentsUpload>>>;
export type ClientDocumentsRemoveResult = NonNullable<Awaited<ReturnType<typeof clientDocumentsRemove>>>;
export type ClientDocumentsDownloadResult = NonNullable<Awaited<ReturnType<typeof clientDocumentsDownload>>>;

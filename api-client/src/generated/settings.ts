/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  AdminUserPage,
  AdminUserView,
  AlertPage,
  AlertView,
  CreateAlertDto,
  CreateGlobalExpertDto,
  DocumentTypeInputDto,
  DocumentTypeView,
  DropdownListView,
  DropdownValueDto,
  DropdownValuePage,
  DropdownValueView,
  SettingsAlertListParams,
  SettingsDocumentsParams,
  SettingsGlobalExpertsParams,
  StandardDocumentDto,
  StandardDocumentPage,
  StandardDocumentView,
  UpdateAlertDto,
  UpdateDocumentTypeDto,
  UpdateDropdownValueDto,
  UpdateGlobalExpertDto,
  UpdateStandardDocumentDto,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const settingsGlobalExperts = (params?: SettingsGlobalExpertsParams, options?: SecondParameter<typeof send<AdminUserPage>>) => {
  return send<AdminUserPage>({ url: `/api/settings/global-experts`, method: 'GET', params }, options);
};
export const settingsCreateGlobalExpert = (
  createGlobalExpertDto: CreateGlobalExpertDto,
  options?: SecondParameter<typeof send<AdminUserView>>,
) => {
  return send<AdminUserView>(
    { url: `/api/settings/global-experts`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: createGlobalExpertDto },
    options,
  );
};
export const settingsUpdateGlobalExpert = (
  userId: number,
  updateGlobalExpertDto: UpdateGlobalExpertDto,
  options?: SecondParameter<typeof send<AdminUserView>>,
) => {
  return send<AdminUserView>(
    {
      url: `/api/settings/global-experts/${userId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: updateGlobalExpertDto,
    },
    options,
  );
};
export const settingsDeactivateGlobalExpert = (userId: number, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>({ url: `/api/settings/global-experts/${userId}/deactivate`, method: 'POST' }, options);
};
export const settingsActivateGlobalExpert = (userId: number, options?: SecondParameter<typeof send<AdminUserView>>) => {
  return send<AdminUserView>({ url: `/api/settings/global-experts/${userId}/activate`, method: 'POST' }, options);
};
export const settingsDocuments = (params?: SettingsDocumentsParams, options?: SecondParameter<typeof send<StandardDocumentPage>>) => {
  return send<StandardDocumentPage>({ url: `/api/settings/standard-documents`, method: 'GET', params }, options);
};
export const settingsCreateDocument = (
  standardDocumentDto: StandardDocumentDto,
  options?: SecondParameter<typeof send<StandardDocumentView>>,
) => {
  return send<StandardDocumentView>(
    { url: `/api/settings/standard-documents`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: standardDocumentDto },
    options,
  );
};
export const settingsGetDocument = (id: number, options?: SecondParameter<typeof send<StandardDocumentView>>) => {
  return send<StandardDocumentView>({ url: `/api/settings/standard-documents/${id}`, method: 'GET' }, options);
};
export const settingsUpdateDocument = (
  id: number,
  updateStandardDocumentDto: UpdateStandardDocumentDto,
  options?: SecondParameter<typeof send<StandardDocumentView>>,
) => {
  return send<StandardDocumentView>(
    {
      url: `/api/settings/standard-documents/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: updateStandardDocumentDto,
    },
    options,
  );
};
export const settingsDeleteDocument = (id: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/settings/standard-documents/${id}`, method: 'DELETE' }, options);
};
export const settingsLists = (options?: SecondParameter<typeof send<DropdownListView[]>>) => {
  return send<DropdownListView[]>({ url: `/api/settings/dropdowns`, method: 'GET' }, options);
};
export const settingsValues = (list: string, options?: SecondParameter<typeof send<DropdownValuePage>>) => {
  return send<DropdownValuePage>({ url: `/api/settings/dropdowns/${list}`, method: 'GET' }, options);
};
export const settingsCreateValue = (
  list: string,
  dropdownValueDto: DropdownValueDto,
  options?: SecondParameter<typeof send<DropdownValueView>>,
) => {
  return send<DropdownValueView>(
    { url: `/api/settings/dropdowns/${list}`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: dropdownValueDto },
    options,
  );
};
export const settingsGetValue = (list: string, id: number, options?: SecondParameter<typeof send<DropdownValueView>>) => {
  return send<DropdownValueView>({ url: `/api/settings/dropdowns/${list}/${id}`, method: 'GET' }, options);
};
export const settingsUpdateValue = (
  list: string,
  id: number,
  updateDropdownValueDto: UpdateDropdownValueDto,
  options?: SecondParameter<typeof send<DropdownValueView>>,
) => {
  return send<DropdownValueView>(
    {
      url: `/api/settings/dropdowns/${list}/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: updateDropdownValueDto,
    },
    options,
  );
};
export const settingsDeleteValue = (list: string, id: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/settings/dropdowns/${list}/${id}`, method: 'DELETE' }, options);
};
export const settingsAlertList = (params?: SettingsAlertListParams, options?: SecondParameter<typeof send<AlertPage>>) => {
  return send<AlertPage>({ url: `/api/settings/alerts`, method: 'GET', params }, options);
};
export const settingsCreateAlert = (createAlertDto: CreateAlertDto, options?: SecondParameter<typeof send<AlertView>>) => {
  return send<AlertView>(
    { url: `/api/settings/alerts`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: createAlertDto },
    options,
  );
};
export const settingsGetAlert = (id: number, options?: SecondParameter<typeof send<AlertView>>) => {
  return send<AlertView>({ url: `/api/settings/alerts/${id}`, method: 'GET' }, options);
};
export const settingsUpdateAlert = (id: number, updateAlertDto: UpdateAlertDto, options?: SecondParameter<typeof send<AlertView>>) => {
  return send<AlertView>(
    { url: `/api/settings/alerts/${id}`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: updateAlertDto },
    options,
  );
};
export const settingsDeleteAlert = (id: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/settings/alerts/${id}`, method: 'DELETE' }, options);
};
export const documentTypesList = (options?: SecondParameter<typeof send<DocumentTypeView[]>>) => {
  return send<DocumentTypeView[]>({ url: `/api/document-types`, method: 'GET' }, options);
};
export const documentTypesCreate = (
  documentTypeInputDto: DocumentTypeInputDto,
  options?: SecondParameter<typeof send<DocumentTypeView>>,
) => {
  return send<DocumentTypeView>(
    { url: `/api/settings/document-types`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: documentTypeInputDto },
    options,
  );
};
export const documentTypesUpdate = (
  typeId: number,
  updateDocumentTypeDto: UpdateDocumentTypeDto,
  options?: SecondParameter<typeof send<DocumentTypeView>>,
) => {
  return send<DocumentTypeView>(
    {
      url: `/api/settings/document-types/${typeId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: updateDocumentTypeDto,
    },
    options,
  );
};
export type SettingsGlobalExpertsResult = NonNullable<Awaited<ReturnType<typeof settingsGlobalExperts>>>;
export type SettingsCreateGlobalExpertResult = NonNullable<Awaited<ReturnType<typeof settingsCreateGlobalExpert>>>;
export type SettingsUpdateGlobalExpertResult = NonNullable<Awaited<ReturnType<typeof settingsUpdateGlobalExpert>>>;
export type SettingsDeactivateGlobalExpertResult = NonNullable<Awaited<ReturnType<typeof settingsDeactivateGlobalExpert>>>;
export type SettingsActivateGlobalExpertResult = NonNullable<Awaited<ReturnType<typeof settingsActivateGlobalExpert>>>;
export type SettingsDocumentsResult = NonNullable<Awaited<ReturnType<typeof settingsDocuments>>>;
export type SettingsCreateDocumentResult = NonNullable<Awaited<ReturnType<typeof settingsCreateDocument>>>;
export type SettingsGetDocumentResult = NonNullable<Awaited<ReturnType<typeof settingsGetDocument>>>;
export type SettingsUpdateDocumentResult = NonNullable<Awaited<ReturnType<typeof settingsUpdateDocument>>>;
export type SettingsDeleteDocumentResult = NonNullable<Awaited<ReturnType<typeof settingsDeleteDocument>>>;
export type SettingsListsResult = NonNullable<Awaited<ReturnType<typeof settingsLists>>>;
export type SettingsValuesResult = NonNullable<Awaited<ReturnType<typeof settingsValues>>>;
export type SettingsCreateValueResult = NonNullable<Awaited<ReturnType<typeof settingsCreateValue>>>;
export type SettingsGetValueResult = NonNullable<Awaited<ReturnType<typeof settingsGetValue>>>;
export type SettingsUpdateValueResult = NonNullable<Awaited<ReturnType<typeof settingsUpdateValue>>>;
export type SettingsDeleteValueResult = NonNullable<Awaited<ReturnType<typeof settingsDeleteValue>>>;
export type SettingsAlertListResult = NonNullable<Awaited<ReturnType<typeof settingsAlertList>>>;
export type SettingsCreateAlertResult = NonNullable<Awaited<ReturnType<typeof settingsCreateAlert>>>;
export type SettingsGetAlertResult = NonNullable<Awaited<ReturnType<typeof settingsGetAlert>>>;
export type SettingsUpdateAlertResult = NonNullable<Awaited<ReturnType<typeof settingsUpdateAlert>>>;
export type SettingsDeleteAlertResult = NonNullable<Awaited<ReturnType<typeof settingsDeleteAlert>>>;
export type DocumentTypesListResult = NonNullable<Awaited<ReturnType<typeof documentTypesList>>>;
export type DocumentTypesCreateResult = NonNullable<Awaited<ReturnType<typeof documentTypesCreate>>>;
export type DocumentTypesUpdateResult = NonNullable<Awaited<ReturnType<typeof documentTypesUpdate>>>;

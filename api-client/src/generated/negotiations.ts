/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  BulkNegotiationsDto,
  BulkNegotiationsView,
  CreatedDossierLinkView,
  DossierItemCreateDto,
  DossierItemPatchDto,
  DossierItemView,
  DossierLinkDto,
  DossierLinkPage,
  DossierView,
  DossiersUploadBody,
  NegotiationBoardView,
  NegotiationInputDto,
  NegotiationPage,
  NegotiationPatchDto,
  NegotiationReplaceDto,
  NegotiationStageDto,
  NegotiationView,
  NegotiationsBoardParams,
  NegotiationsListParams,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const negotiationsList = (
  projectId: number,
  params?: NegotiationsListParams,
  options?: SecondParameter<typeof send<NegotiationPage>>,
) => {
  return send<NegotiationPage>({ url: `/api/projects/${projectId}/negotiations`, method: 'GET', params }, options);
};
export const negotiationsCreate = (
  projectId: number,
  negotiationInputDto: NegotiationInputDto,
  options?: SecondParameter<typeof send<NegotiationView>>,
) => {
  return send<NegotiationView>(
    {
      url: `/api/projects/${projectId}/negotiations`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: negotiationInputDto,
    },
    options,
  );
};
export const negotiationsBoard = (
  projectId: number,
  params?: NegotiationsBoardParams,
  options?: SecondParameter<typeof send<NegotiationBoardView>>,
) => {
  return send<NegotiationBoardView>({ url: `/api/projects/${projectId}/negotiations/board`, method: 'GET', params }, options);
};
export const negotiationsGet = (projectId: number, negotiationId: number, options?: SecondParameter<typeof send<NegotiationView>>) => {
  return send<NegotiationView>({ url: `/api/projects/${projectId}/negotiations/${negotiationId}`, method: 'GET' }, options);
};
export const negotiationsUpdate = (
  projectId: number,
  negotiationId: number,
  negotiationReplaceDto: NegotiationReplaceDto,
  options?: SecondParameter<typeof send<NegotiationView>>,
) => {
  return send<NegotiationView>(
    {
      url: `/api/projects/${projectId}/negotiations/${negotiationId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: negotiationReplaceDto,
    },
    options,
  );
};
export const negotiationsPatch = (
  projectId: number,
  negotiationId: number,
  negotiationPatchDto: NegotiationPatchDto,
  options?: SecondParameter<typeof send<NegotiationView>>,
) => {
  return send<NegotiationView>(
    {
      url: `/api/projects/${projectId}/negotiations/${negotiationId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: negotiationPatchDto,
    },
    options,
  );
};
export const negotiationsRemove = (projectId: number, negotiationId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/negotiations/${negotiationId}`, method: 'DELETE' }, options);
};
export const negotiationsMove = (
  projectId: number,
  negotiationId: number,
  negotiationStageDto: NegotiationStageDto,
  options?: SecondParameter<typeof send<NegotiationView>>,
) => {
  return send<NegotiationView>(
    {
      url: `/api/projects/${projectId}/negotiations/${negotiationId}/stage`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: negotiationStageDto,
    },
    options,
  );
};
export const negotiationsBulkOpen = (
  projectId: number,
  announcementId: number,
  bulkNegotiationsDto: BulkNegotiationsDto,
  options?: SecondParameter<typeof send<BulkNegotiationsView>>,
) => {
  return send<BulkNegotiationsView>(
    {
      url: `/api/projects/${projectId}/announcements/${announcementId}/negotiations`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: bulkNegotiationsDto,
    },
    options,
  );
};
export const dossiersGet = (projectId: number, negotiationId: number, options?: SecondParameter<typeof send<DossierView>>) => {
  return send<DossierView>({ url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier`, method: 'GET' }, options);
};
export const dossiersBuild = (projectId: number, negotiationId: number, options?: SecondParameter<typeof send<DossierView>>) => {
  return send<DossierView>({ url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier`, method: 'POST' }, options);
};
export const dossiersAdd = (
  projectId: number,
  negotiationId: number,
  dossierItemCreateDto: DossierItemCreateDto,
  options?: SecondParameter<typeof send<DossierView>>,
) => {
  return send<DossierView>(
    {
      url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/items`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: dossierItemCreateDto,
    },
    options,
  );
};
export const dossiersPatch = (
  projectId: number,
  negotiationId: number,
  itemId: number,
  dossierItemPatchDto: DossierItemPatchDto,
  options?: SecondParameter<typeof send<DossierItemView>>,
) => {
  return send<DossierItemView>(
    {
      url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/items/${itemId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: dossierItemPatchDto,
    },
    options,
  );
};
export const dossiersRemove = (projectId: number, negotiationId: number, itemId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/items/${itemId}`, method: 'DELETE' }, options);
};
export const dossiersUpload = (
  projectId: number,
  negotiationId: number,
  itemId: number,
  dossiersUploadBody: DossiersUploadBody,
  options?: SecondParameter<typeof send<DossierItemView>>,
) => {
  const formData = new FormData();
  formData.append(`file`, dossiersUploadBody.file);

  return send<DossierItemView>(
    {
      url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/items/${itemId}/file`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
    },
    options,
  );
};
export const dossiersDownload = (
  projectId: number,
  negotiationId: number,
  itemId: number,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>(
    { url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/items/${itemId}/file`, method: 'GET', responseType: 'blob' },
    options,
  );
};
export const dossiersZip = (projectId: number, negotiationId: number, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>(
    { url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/zip`, method: 'GET', responseType: 'blob' },
    options,
  );
};
export const dossiersCreateLink = (
  projectId: number,
  negotiationId: number,
  dossierLinkDto: DossierLinkDto,
  options?: SecondParameter<typeof send<CreatedDossierLinkView>>,
) => {
  return send<CreatedDossierLinkView>(
    {
      url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/links`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: dossierLinkDto,
    },
    options,
  );
};
export const dossiersLinks = (projectId: number, negotiationId: number, options?: SecondParameter<typeof send<DossierLinkPage>>) => {
  return send<DossierLinkPage>({ url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/links`, method: 'GET' }, options);
};
export const dossiersRevokeLink = (
  projectId: number,
  negotiationId: number,
  linkId: number,
  options?: SecondParameter<typeof send<void>>,
) => {
  return send<void>({ url: `/api/projects/${projectId}/negotiations/${negotiationId}/dossier/links/${linkId}`, method: 'DELETE' }, options);
};
export type NegotiationsListResult = NonNullable<Awaited<ReturnType<typeof negotiationsList>>>;
export type NegotiationsCreateResult = NonNullable<Awaited<ReturnType<typeof negotiationsCreate>>>;
export type NegotiationsBoardResult = NonNullable<Awaited<ReturnType<typeof negotiationsBoard>>>;
export type NegotiationsGetResult = NonNullable<Awaited<ReturnType<typeof negotiationsGet>>>;
export type NegotiationsUpdateResult = NonNullable<Awaited<ReturnType<typeof negotiationsUpdate>>>;
export type NegotiationsPatchResult = NonNullable<Awaited<ReturnType<typeof negotiationsPatch>>>;
export type NegotiationsRemoveResult = NonNullable<Awaited<ReturnType<typeof negotiationsRemove>>>;
export type NegotiationsMoveResult = NonNullable<Awaited<ReturnType<typeof negotiationsMove>>>;
export type NegotiationsBulkOpenResult = NonNullable<Awaited<ReturnType<typeof negotiationsBulkOpen>>>;
export type DossiersGetResult = NonNullable<Awaited<ReturnType<typeof dossiersGet>>>;
export type DossiersBuildResult = NonNullable<Awaited<ReturnType<typeof dossiersBuild>>>;
export type DossiersAddResult = NonNullable<Awaited<ReturnType<typeof dossiersAdd>>>;
export type DossiersPatchResult = NonNullable<Awaited<ReturnType<typeof dossiersPatch>>>;
export type DossiersRemoveResult = NonNullable<Awaited<ReturnType<typeof dossiersRemove>>>;
export type DossiersUploadResult = NonNullable<Awaited<ReturnType<typeof dossiersUpload>>>;
export type DossiersDownloadResult = NonNullable<Awaited<ReturnType<typeof dossiersDownload>>>;
export type DossiersZipResult = NonNullable<Awaited<ReturnType<typeof dossiersZip>>>;
export type DossiersCreateLinkResult = NonNullable<Awaited<ReturnType<typeof dossiersCreateLink>>>;
export type DossiersLinksResult = NonNullable<Awaited<ReturnType<typeof dossiersLinks>>>;
export type DossiersRevokeLinkResult = NonNullable<Awaited<ReturnType<typeof dossiersRevokeLink>>>;

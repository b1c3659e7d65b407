/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  ClientSharePage,
  CreatedShareView,
  InterestRecordedView,
  NewsletterConfirmedView,
  NewsletterPublicInterestedParams,
  NewsletterTokenDto,
  NewsletterUnsubscribedView,
  PublicAnnouncementView,
  PublicDossierUploadBody,
  PublicDossierUploadParams,
  PublicDossierView,
  PublicDossierViewParams,
  PublicFileParams,
  PublicListForClientParams,
  PublicViewParams,
  ShareDto,
  SharePage,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const newsletterPublicConfirm = (
  newsletterTokenDto: NewsletterTokenDto,
  options?: SecondParameter<typeof send<NewsletterConfirmedView>>,
) => {
  return send<NewsletterConfirmedView>(
    { url: `/api/public/newsletter/confirm`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: newsletterTokenDto },
    options,
  );
};
export const newsletterPublicUnsubscribe = (
  newsletterTokenDto: NewsletterTokenDto,
  options?: SecondParameter<typeof send<NewsletterUnsubscribedView>>,
) => {
  return send<NewsletterUnsubscribedView>(
    {
      url: `/api/public/newsletter/unsubscribe`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: newsletterTokenDto,
    },
    options,
  );
};
export const newsletterPublicOneClick = (token: string, options?: SecondParameter<typeof send<NewsletterUnsubscribedView>>) => {
  return send<NewsletterUnsubscribedView>({ url: `/api/public/newsletter/unsubscribe/${token}`, method: 'POST' }, options);
};
export const newsletterPublicInterested = (
  announcementId: number,
  params?: NewsletterPublicInterestedParams,
  options?: SecondParameter<typeof send<InterestRecordedView>>,
) => {
  return send<InterestRecordedView>({ url: `/api/public/announcements/${announcementId}/interest`, method: 'POST', params }, options);
};
export const publicCreate = (
  projectId: number,
  announcementId: number,
  shareDto: ShareDto,
  options?: SecondParameter<typeof send<CreatedShareView>>,
) => {
  return send<CreatedShareView>(
    {
      url: `/api/projects/${projectId}/announcements/${announcementId}/shares`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: shareDto,
    },
    options,
  );
};
export const publicList = (projectId: number, announcementId: number, options?: SecondParameter<typeof send<SharePage>>) => {
  return send<SharePage>({ url: `/api/projects/${projectId}/announcements/${announcementId}/shares`, method: 'GET' }, options);
};
export const publicListForClient = (
  projectId: number,
  clientId: number,
  params?: PublicListForClientParams,
  options?: SecondParameter<typeof send<ClientSharePage>>,
) => {
  return send<ClientSharePage>({ url: `/api/projects/${projectId}/clients/${clientId}/shares`, method: 'GET', params }, options);
};
export const publicRevoke = (projectId: number, announcementId: number, shareId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/announcements/${announcementId}/shares/${shareId}`, method: 'DELETE' }, options);
};
export const publicView = (
  announcementId: number,
  params?: PublicViewParams,
  options?: SecondParameter<typeof send<PublicAnnouncementView>>,
) => {
  return send<PublicAnnouncementView>({ url: `/api/public/announcements/${announcementId}`, method: 'GET', params }, options);
};
export const publicFile = (
  announcementId: number,
  fileId: string,
  params?: PublicFileParams,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>(
    { url: `/api/public/announcements/${announcementId}/files/${fileId}`, method: 'GET', params, responseType: 'blob' },
    options,
  );
};
export const publicDossierView = (params?: PublicDossierViewParams, options?: SecondParameter<typeof send<PublicDossierView>>) => {
  return send<PublicDossierView>({ url: `/api/public/dossier`, method: 'GET', params }, options);
};
export const publicDossierUpload = (
  itemId: number,
  publicDossierUploadBody: PublicDossierUploadBody,
  params?: PublicDossierUploadParams,
  options?: SecondParameter<typeof send<PublicDossierView>>,
) => {
  const formData = new FormData();
  formData.append(`file`, publicDossierUploadBody.file);

  return send<PublicDossierView>(
    {
      url: `/api/public/dossier/items/${itemId}/file`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      params,
    },
    options,
  );
};
export type NewsletterPublicConfirmResult = NonNullable<Awaited<ReturnType<typeof newsletterPublicConfirm>>>;
export type NewsletterPublicUnsubscribeResult = NonNullable<Awaited<ReturnType<typeof newsletterPublicUnsubscribe>>>;
export type NewsletterPublicOneClickResult = NonNullable<Awaited<ReturnType<typeof newsletterPublicOneClick>>>;
export type NewsletterPublicInterestedResult = NonNullable<Awaited<ReturnType<typeof newsletterPublicInterested>>>;
export type PublicCreateResult = NonNullable<Awaited<ReturnType<typeof publicCreate>>>;
export type PublicListResult = NonNullable<Awaited<ReturnType<typeof publicList>>>;
export type PublicListForClientResult = NonNullable<Awaited<ReturnType<typeof publicListForClient>>>;
export type PublicRevokeResult = NonNullable<Awaited<ReturnType<typeof publicRevoke>>>;
export type PublicViewResult = NonNullable<Awaited<ReturnType<typeof publicView>>>;
export type PublicFileResult = NonNullable<Awaited<ReturnType<typeof publicFile>>>;
export type PublicDossierViewResult = NonNullable<Awaited<ReturnType<typeof publicDossierView>>>;
export type PublicDossierUploadResult = NonNullable<Awaited<ReturnType<typeof publicDossierUpload>>>;

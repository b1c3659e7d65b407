/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { FilesUploadGlobalBody, FilesUploadProjectBody, UploadedFileView } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const filesUploadGlobal = (
  filesUploadGlobalBody: FilesUploadGlobalBody,
  options?: SecondParameter<typeof send<UploadedFileView>>,
) => {
  const formData = new FormData();
  if (filesUploadGlobalBody.file !== undefined) {
    formData.append(`file`, filesUploadGlobalBody.file);
  }

  return send<UploadedFileView>(
    { url: `/api/files`, method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: formData },
    options,
  );
};
export const filesUploadProject = (
  projectId: number,
  filesUploadProjectBody: FilesUploadProjectBody,
  options?: SecondParameter<typeof send<UploadedFileView>>,
) => {
  const formData = new FormData();
  if (filesUploadProjectBody.file !== undefined) {
    formData.append(`file`, filesUploadProjectBody.file);
  }

  return send<UploadedFileView>(
    { url: `/api/projects/${projectId}/files`, method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: formData },
    options,
  );
};
export const filesDownloadGlobal = (announcementId: number, fileId: string, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>({ url: `/api/announcements/${announcementId}/files/${fileId}`, method: 'GET', responseType: 'blob' }, options);
};
export const filesDownloadProject = (
  projectId: number,
  announcementId: number,
  fileId: string,
  options?: SecondParameter<typeof send<Blob>>,
) => {
  return send<Blob>(
    { url: `/api/projects/${projectId}/announcements/${announcementId}/files/${fileId}`, method: 'GET', responseType: 'blob' },
    options,
  );
};
export type FilesUploadGlobalResult = NonNullable<Awaited<ReturnType<typeof filesUploadGlobal>>>;
export type FilesUploadProjectResult = NonNullable<Awaited<ReturnType<typeof filesUploadProject>>>;
export type FilesDownloadGlobalResult = NonNullable<Awaited<ReturnType<typeof filesDownloadGlobal>>>;
export type FilesDownloadProjectResult = NonNullable<Awaited<ReturnType<typeof filesDownloadProject>>>;

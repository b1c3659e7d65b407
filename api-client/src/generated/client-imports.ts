/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type { ClientImportView, ImportMappingDto, ImportUploadDto } from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const clientImportsPreview = (
  projectId: number,
  importUploadDto: ImportUploadDto,
  options?: SecondParameter<typeof send<ClientImportView>>,
) => {
  const formData = new FormData();
  formData.append(`file`, importUploadDto.file);

  return send<ClientImportView>(
    {
      url: `/api/projects/${projectId}/client-imports`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
    },
    options,
  );
};
export const clientImportsGet = (projectId: number, importId: number, options?: SecondParameter<typeof send<ClientImportView>>) => {
  return send<ClientImportView>({ url: `/api/projects/${projectId}/client-imports/${importId}`, method: 'GET' }, options);
};
export const clientImportsMapping = (
  projectId: number,
  importId: number,
  importMappingDto: ImportMappingDto,
  options?: SecondParameter<typeof send<ClientImportView>>,
) => {
  return send<ClientImportView>(
    {
      url: `/api/projects/${projectId}/client-imports/${importId}/mapping`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: importMappingDto,
    },
    options,
  );
};
export const clientImportsCommit = (projectId: number, importId: number, options?: SecondParameter<typeof send<ClientImportView>>) => {
  return send<ClientImportView>({ url: `/api/projects/${projectId}/client-imports/${importId}/commit`, method: 'POST' }, options);
};
export const clientImportsUndo = (projectId: number, importId: number, options?: SecondParameter<typeof send<ClientImportView>>) => {
  return send<ClientImportView>({ url: `/api/projects/${projectId}/client-imports/${importId}/undo`, method: 'POST' }, options);
};
export type ClientImportsPreviewResult = NonNullable<Awaited<ReturnType<typeof clientImportsPreview>>>;
export type ClientImportsGetResult = NonNullable<Awaited<ReturnType<typeof clientImportsGet>>>;
export type ClientImportsMappingResult = NonNullable<Awaited<ReturnType<typeof clientImportsMapping>>>;
export type ClientImportsCommitResult = NonNullable<Awaited<ReturnType<typeof clientImportsCommit>>>;
export type ClientImportsUndoResult = NonNullable<Awaited<ReturnType<typeof clientImportsUndo>>>;

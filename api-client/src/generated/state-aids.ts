/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  DeMinimisView,
  StateAidDto,
  StateAidImportList,
  StateAidImportView,
  StateAidImportsStartBody,
  StateAidPage,
  StateAidUpdateDto,
  StateAidView,
  StateAidsDeMinimisParams,
  UndertakingOperationDto,
  UndertakingOperationPage,
  UndertakingOperationUpdateDto,
  UndertakingOperationView,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const stateAidsList = (projectId: number, clientId: number, options?: SecondParameter<typeof send<StateAidPage>>) => {
  return send<StateAidPage>({ url: `/api/projects/${projectId}/clients/${clientId}/state-aids`, method: 'GET' }, options);
};
export const stateAidsCreate = (
  projectId: number,
  clientId: number,
  stateAidDto: StateAidDto,
  options?: SecondParameter<typeof send<StateAidView>>,
) => {
  return send<StateAidView>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/state-aids`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: stateAidDto,
    },
    options,
  );
};
export const stateAidsGet = (projectId: number, clientId: number, aidId: number, options?: SecondParameter<typeof send<StateAidView>>) => {
  return send<StateAidView>({ url: `/api/projects/${projectId}/clients/${clientId}/state-aids/${aidId}`, method: 'GET' }, options);
};
export const stateAidsUpdate = (
  projectId: number,
  clientId: number,
  aidId: number,
  stateAidUpdateDto: StateAidUpdateDto,
  options?: SecondParameter<typeof send<StateAidView>>,
) => {
  return send<StateAidView>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/state-aids/${aidId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: stateAidUpdateDto,
    },
    options,
  );
};
export const stateAidsRemove = (projectId: number, clientId: number, aidId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/clients/${clientId}/state-aids/${aidId}`, method: 'DELETE' }, options);
};
export const stateAidsDeMinimis = (
  projectId: number,
  clientId: number,
  params?: StateAidsDeMinimisParams,
  options?: SecondParameter<typeof send<DeMinimisView>>,
) => {
  return send<DeMinimisView>({ url: `/api/projects/${projectId}/clients/${clientId}/de-minimis`, method: 'GET', params }, options);
};
export const stateAidImportsStart = (
  projectId: number,
  stateAidImportsStartBody: StateAidImportsStartBody,
  options?: SecondParameter<typeof send<StateAidImportView>>,
) => {
  const formData = new FormData();
  if (stateAidImportsStartBody.file !== undefined) {
    formData.append(`file`, stateAidImportsStartBody.file);
  }

  return send<StateAidImportView>(
    {
      url: `/api/projects/${projectId}/state-aid-imports`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
    },
    options,
  );
};
export const stateAidImportsList = (projectId: number, options?: SecondParameter<typeof send<StateAidImportList>>) => {
  return send<StateAidImportList>({ url: `/api/projects/${projectId}/state-aid-imports`, method: 'GET' }, options);
};
export const stateAidImportsGet = (projectId: number, importId: number, options?: SecondParameter<typeof send<StateAidImportView>>) => {
  return send<StateAidImportView>({ url: `/api/projects/${projectId}/state-aid-imports/${importId}`, method: 'GET' }, options);
};
export const undertakingOperationsList = (
  projectId: number,
  clientId: number,
  options?: SecondParameter<typeof send<UndertakingOperationPage>>,
) => {
  return send<UndertakingOperationPage>(
    { url: `/api/projects/${projectId}/clients/${clientId}/undertaking-operations`, method: 'GET' },
    options,
  );
};
export const undertakingOperationsCreate = (
  projectId: number,
  clientId: number,
  undertakingOperationDto: UndertakingOperationDto,
  options?: SecondParameter<typeof send<UndertakingOperationView>>,
) => {
  return send<UndertakingOperationView>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/undertaking-operations`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: undertakingOperationDto,
    },
    options,
  );
};
export const undertakingOperationsGet = (
  projectId: number,
  clientId: number,
  operationId: number,
  options?: SecondParameter<typeof send<UndertakingOperationView>>,
) => {
  return send<UndertakingOperationView>(
    { url: `/api/projects/${projectId}/clients/${clientId}/undertaking-operations/${operationId}`, method: 'GET' },
    options,
  );
};
export const undertakingOperationsUpdate = (
  projectId: number,
  clientId: number,
  operationId: number,
  undertakingOperationUpdateDto: UndertakingOperationUpdateDto,
  options?: SecondParameter<typeof send<UndertakingOperationView>>,
) => {
  return send<UndertakingOperationView>(
    {
      url: `/api/projects/${projectId}/clients/${clientId}/undertaking-operations/${operationId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: undertakingOperationUpdateDto,
    },
    options,
  );
};
export const undertakingOperationsRemove = (
  projectId: number,
  clientId: number,
  operationId: number,
  options?: SecondParameter<typeof send<void>>,
) => {
  return send<void>(
    { url: `/api/projects/${projectId}/clients/${clientId}/undertaking-operations/${operationId}`, method: 'DELETE' },
    options,
  );
};
export type StateAidsListResult = NonNullable<Awaited<ReturnType<typeof stateAidsList>>>;
export type StateAidsCreateResult = NonNullable<Awaited<ReturnType<typeof stateAidsCreate>>>;
export type StateAidsGetResult = NonNullable<Awaited<ReturnType<typeof stateAidsGet>>>;
export type StateAidsUpdateResult = NonNullable<Awaited<ReturnType<typeof stateAidsUpdate>>>;
export type StateAidsRemoveResult = NonNullable<Awaited<ReturnType<typeof stateAidsRemove>>>;
export type StateAidsDeMinimisResult = NonNullable<Awaited<ReturnType<typeof stateAidsDeMinimis>>>;
export type StateAidImportsStartResult = NonNullable<Awaited<ReturnType<typeof stateAidImportsStart>>>;
export type StateAidImportsListResult = NonNullable<Awaited<ReturnType<typeof stateAidImportsList>>>;
export type StateAidImportsGetResult = NonNullable<Awaited<ReturnType<typeof stateAidImportsGet>>>;
export type UndertakingOperationsListResult = NonNullable<Awaited<ReturnType<typeof undertakingOperationsList>>>;
export type UndertakingOperationsCreateResult = NonNullable<Awaited<ReturnType<typeof undertakingOperationsCreate>>>;
export type UndertakingOperationsGetResult = NonNullable<Awaited<ReturnType<typeof undertakingOperationsGet>>>;
export type UndertakingOperationsUpdateResult = NonNullable<Awaited<ReturnType<typeof undertakingOperationsUpdate>>>;
export type UndertakingOperationsRemoveResult = NonNullable<Awaited<ReturnType<typeof undertakingOperationsRemove>>>;

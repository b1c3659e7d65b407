/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  EffectiveRemotePage,
  PinReleaseDto,
  RegisterReleaseDto,
  ReleasePage,
  ReleaseView,
  ReleasesListParams,
  RemotePage,
  RemoteView,
  UpdateRemoteDto,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const federationList = (options?: SecondParameter<typeof send<RemotePage>>) => {
  return send<RemotePage>({ url: `/api/federation/remotes`, method: 'GET' }, options);
};
export const federationUpdate = (name: string, updateRemoteDto: UpdateRemoteDto, options?: SecondParameter<typeof send<RemoteView>>) => {
  return send<RemoteView>(
    { url: `/api/federation/remotes/${name}`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: updateRemoteDto },
    options,
  );
};
export const releasesList = (params?: ReleasesListParams, options?: SecondParameter<typeof send<ReleasePage>>) => {
  return send<ReleasePage>({ url: `/api/federation/releases`, method: 'GET', params }, options);
};
export const releasesRegister = (registerReleaseDto: RegisterReleaseDto, options?: SecondParameter<typeof send<ReleaseView>>) => {
  return send<ReleaseView>(
    { url: `/api/federation/releases`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: registerReleaseDto },
    options,
  );
};
export const releasesPromote = (id: number, options?: SecondParameter<typeof send<ReleaseView>>) => {
  return send<ReleaseView>({ url: `/api/federation/releases/${id}/promote`, method: 'POST' }, options);
};
export const releasesRollback = (name: string, options?: SecondParameter<typeof send<ReleaseView>>) => {
  return send<ReleaseView>({ url: `/api/federation/remotes/${name}/rollback`, method: 'POST' }, options);
};
export const releasesRestoreBuiltin = (name: string, options?: SecondParameter<typeof send<RemoteView>>) => {
  return send<RemoteView>({ url: `/api/federation/remotes/${name}/builtin`, method: 'POST' }, options);
};
export const releasesPin = (
  name: string,
  projectId: number,
  pinReleaseDto: PinReleaseDto,
  options?: SecondParameter<typeof send<ReleaseView>>,
) => {
  return send<ReleaseView>(
    {
      url: `/api/federation/remotes/${name}/pins/${projectId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: pinReleaseDto,
    },
    options,
  );
};
export const releasesUnpin = (name: string, projectId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/federation/remotes/${name}/pins/${projectId}`, method: 'DELETE' }, options);
};
export const releasesEffective = (projectId: number, options?: SecondParameter<typeof send<EffectiveRemotePage>>) => {
  return send<EffectiveRemotePage>({ url: `/api/projects/${projectId}/federation/remotes`, method: 'GET' }, options);
};
export type FederationListResult = NonNullable<Awaited<ReturnType<typeof federationList>>>;
export type FederationUpdateResult = NonNullable<Awaited<ReturnType<typeof federationUpdate>>>;
export type ReleasesListResult = NonNullable<Awaited<ReturnType<typeof releasesList>>>;
export type ReleasesRegisterResult = NonNullable<Awaited<ReturnType<typeof releasesRegister>>>;
export type ReleasesPromoteResult = NonNullable<Awaited<ReturnType<typeof releasesPromote>>>;
export type ReleasesRollbackResult = NonNullable<Awaited<ReturnType<typeof releasesRollback>>>;
export type ReleasesRestoreBuiltinResult = NonNullable<Awaited<ReturnType<typeof releasesRestoreBuiltin>>>;
export type ReleasesPinResult = NonNullable<Awaited<ReturnType<typeof releasesPin>>>;
export type ReleasesUnpinResult = NonNullable<Awaited<ReturnType<typeof releasesUnpin>>>;
export type ReleasesEffectiveResult = NonNullable<Awaited<ReturnType<typeof releasesEffective>>>;

/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  AddProjectUserDto,
  AdminUserView,
  CreateProjectDto,
  InvitationView,
  InviteProjectUserDto,
  LogosUploadBody,
  ModulesDto,
  ModulesView,
  ProjectPage,
  ProjectSettingsView,
  ProjectUserPage,
  ProjectView,
  ProjectsListParams,
  ProjectsUsersParams,
  UpdateProjectDto,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const projectsList = (params?: ProjectsListParams, options?: SecondParameter<typeof send<ProjectPage>>) => {
  return send<ProjectPage>({ url: `/api/projects`, method: 'GET', params }, options);
};
export const projectsCreate = (createProjectDto: CreateProjectDto, options?: SecondParameter<typeof send<ProjectView>>) => {
  return send<ProjectView>(
    { url: `/api/projects`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: createProjectDto },
    options,
  );
};
export const projectsGet = (projectId: number, options?: SecondParameter<typeof send<ProjectView>>) => {
  return send<ProjectView>({ url: `/api/projects/${projectId}`, method: 'GET' }, options);
};
export const projectsUpdate = (
  projectId: number,
  updateProjectDto: UpdateProjectDto,
  options?: SecondParameter<typeof send<ProjectView>>,
) => {
  return send<ProjectView>(
    { url: `/api/projects/${projectId}`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: updateProjectDto },
    options,
  );
};
export const projectsPatch = (
  projectId: number,
  updateProjectDto: UpdateProjectDto,
  options?: SecondParameter<typeof send<ProjectView>>,
) => {
  return send<ProjectView>(
    { url: `/api/projects/${projectId}`, method: 'PATCH', headers: { 'Content-Type': 'application/json' }, data: updateProjectDto },
    options,
  );
};
export const projectsModules = (projectId: number, options?: SecondParameter<typeof send<ModulesView>>) => {
  return send<ModulesView>({ url: `/api/projects/${projectId}/modules`, method: 'GET' }, options);
};
export const projectsSetModules = (projectId: number, modulesDto: ModulesDto, options?: SecondParameter<typeof send<ModulesView>>) => {
  return send<ModulesView>(
    { url: `/api/projects/${projectId}/modules`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: modulesDto },
    options,
  );
};
export const projectsUsers = (projectId: number, params?: ProjectsUsersParams, options?: SecondParameter<typeof send<ProjectUserPage>>) => {
  return send<ProjectUserPage>({ url: `/api/projects/${projectId}/users`, method: 'GET', params }, options);
};
export const projectUsersAdd = (
  projectId: number,
  addProjectUserDto: AddProjectUserDto,
  options?: SecondParameter<typeof send<AdminUserView>>,
) => {
  return send<AdminUserView>(
    { url: `/api/projects/${projectId}/users`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: addProjectUserDto },
    options,
  );
};
export const projectsSettings = (projectId: number, options?: SecondParameter<typeof send<ProjectSettingsView>>) => {
  return send<ProjectSettingsView>({ url: `/api/projects/${projectId}/settings`, method: 'GET' }, options);
};
export const projectUsersInvite = (
  projectId: number,
  inviteProjectUserDto: InviteProjectUserDto,
  options?: SecondParameter<typeof send<InvitationView>>,
) => {
  return send<InvitationView>(
    {
      url: `/api/projects/${projectId}/users/invite`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: inviteProjectUserDto,
    },
    options,
  );
};
export const projectUsersRemove = (projectId: number, userId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/users/${userId}`, method: 'DELETE' }, options);
};
export const logosUpload = (
  projectId: number,
  kind: string,
  logosUploadBody: LogosUploadBody,
  options?: SecondParameter<typeof send<ProjectView>>,
) => {
  const formData = new FormData();
  if (logosUploadBody.file !== undefined) {
    formData.append(`file`, logosUploadBody.file);
  }

  return send<ProjectView>(
    { url: `/api/projects/${projectId}/logos/${kind}`, method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, data: formData },
    options,
  );
};
export const logosClear = (projectId: number, kind: string, options?: SecondParameter<typeof send<ProjectView>>) => {
  return send<ProjectView>({ url: `/api/projects/${projectId}/logos/${kind}`, method: 'DELETE' }, options);
};
export const logosImage = (fileId: string, options?: SecondParameter<typeof send<Blob>>) => {
  return send<Blob>({ url: `/api/logos/${fileId}`, method: 'GET', responseType: 'blob' }, options);
};
export type ProjectsListResult = NonNullable<Awaited<ReturnType<typeof projectsList>>>;
export type ProjectsCreateResult = NonNullable<Awaited<ReturnType<typeof projectsCreate>>>;
export type ProjectsGetResult = NonNullable<Awaited<ReturnType<typeof projectsGet>>>;
export type ProjectsUpdateResult = NonNullable<Awaited<ReturnType<typeof projectsUpdate>>>;
export type ProjectsPatchResult = NonNullable<Awaited<ReturnType<typeof projectsPatch>>>;
export type ProjectsModulesResult = NonNullable<Awaited<ReturnType<typeof projectsModules>>>;
export type ProjectsSetModulesResult = NonNullable<Awaited<ReturnType<typeof projectsSetModules>>>;
export type ProjectsUsersResult = NonNullable<Awaited<ReturnType<typeof projectsUsers>>>;
export type ProjectUsersAddResult = NonNullable<Awaited<ReturnType<typeof projectUsersAdd>>>;
export type ProjectsSettingsResult = NonNullable<Awaited<ReturnType<typeof projectsSettings>>>;
export type ProjectUsersInviteResult = NonNullable<Awaited<ReturnType<typeof projectUsersInvite>>>;
export type ProjectUsersRemoveResult = NonNullable<Awaited<ReturnType<typeof projectUsersRemove>>>;
export type LogosUploadResult = NonNullable<Awaited<ReturnType<typeof logosUpload>>>;
export type LogosClearResult = NonNullable<Awaited<ReturnType<typeof logosClear>>>;
export type LogosImageResult = NonNullable<Awaited<ReturnType<typeof logosImage>>>;

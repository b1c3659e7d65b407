/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (orval): do not edit.
 * Change the API, then `npm run openapi` (root).
 */
import type {
  AnnouncementBodyDto,
  AnnouncementDetailView,
  AnnouncementUpdateDto,
  AuditPage,
  NameDto,
  TemplatePage,
  TemplateView,
  TemplatesListGlobalParams,
  TemplatesListProjectParams,
  TemplatesLogsGlobalParams,
  TemplatesLogsProjectParams,
} from './index.schemas';

import { send } from '../send';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

export const templatesListGlobal = (params?: TemplatesListGlobalParams, options?: SecondParameter<typeof send<TemplatePage>>) => {
  return send<TemplatePage>({ url: `/api/templates`, method: 'GET', params }, options);
};
export const templatesCreateGlobal = (announcementBodyDto: AnnouncementBodyDto, options?: SecondParameter<typeof send<TemplateView>>) => {
  return send<TemplateView>(
    { url: `/api/templates`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: announcementBodyDto },
    options,
  );
};
export const templatesGetGlobal = (templateId: number, options?: SecondParameter<typeof send<TemplateView>>) => {
  return send<TemplateView>({ url: `/api/templates/${templateId}`, method: 'GET' }, options);
};
export const templatesUpdateGlobal = (
  templateId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<TemplateView>>,
) => {
  return send<TemplateView>(
    { url: `/api/templates/${templateId}`, method: 'PUT', headers: { 'Content-Type': 'application/json' }, data: announcementUpdateDto },
    options,
  );
};
export const templatesPatchGlobal = (
  templateId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<TemplateView>>,
) => {
  return send<TemplateView>(
    { url: `/api/templates/${templateId}`, method: 'PATCH', headers: { 'Content-Type': 'application/json' }, data: announcementUpdateDto },
    options,
  );
};
export const templatesRemoveGlobal = (templateId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/templates/${templateId}`, method: 'DELETE' }, options);
};
export const templatesLogsGlobal = (
  templateId: number,
  params?: TemplatesLogsGlobalParams,
  options?: SecondParameter<typeof send<AuditPage>>,
) => {
  return send<AuditPage>({ url: `/api/templates/${templateId}/logs`, method: 'GET', params }, options);
};
export const templatesAnnouncementFromGlobal = (
  templateId: number,
  nameDto: NameDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    { url: `/api/templates/${templateId}/announcements`, method: 'POST', headers: { 'Content-Type': 'application/json' }, data: nameDto },
    options,
  );
};
export const templatesSaveGlobalAsTemplate = (
  announcementId: number,
  nameDto: NameDto,
  options?: SecondParameter<typeof send<TemplateView>>,
) => {
  return send<TemplateView>(
    {
      url: `/api/announcements/${announcementId}/template`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: nameDto,
    },
    options,
  );
};
export const templatesListProject = (
  projectId: number,
  params?: TemplatesListProjectParams,
  options?: SecondParameter<typeof send<TemplatePage>>,
) => {
  return send<TemplatePage>({ url: `/api/projects/${projectId}/templates`, method: 'GET', params }, options);
};
export const templatesCreateProject = (
  projectId: number,
  announcementBodyDto: AnnouncementBodyDto,
  options?: SecondParameter<typeof send<TemplateView>>,
) => {
  return send<TemplateView>(
    {
      url: `/api/projects/${projectId}/templates`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: announcementBodyDto,
    },
    options,
  );
};
export const templatesGetProject = (projectId: number, templateId: number, options?: SecondParameter<typeof send<TemplateView>>) => {
  return send<TemplateView>({ url: `/api/projects/${projectId}/templates/${templateId}`, method: 'GET' }, options);
};
export const templatesUpdateProject = (
  projectId: number,
  templateId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<TemplateView>>,
) => {
  return send<TemplateView>(
    {
      url: `/api/projects/${projectId}/templates/${templateId}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: announcementUpdateDto,
    },
    options,
  );
};
export const templatesPatchProject = (
  projectId: number,
  templateId: number,
  announcementUpdateDto: AnnouncementUpdateDto,
  options?: SecondParameter<typeof send<TemplateView>>,
) => {
  return send<TemplateView>(
    {
      url: `/api/projects/${projectId}/templates/${templateId}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      data: announcementUpdateDto,
    },
    options,
  );
};
export const templatesRemoveProject = (projectId: number, templateId: number, options?: SecondParameter<typeof send<void>>) => {
  return send<void>({ url: `/api/projects/${projectId}/templates/${templateId}`, method: 'DELETE' }, options);
};
export const templatesLogsProject = (
  projectId: number,
  templateId: number,
  params?: TemplatesLogsProjectParams,
  options?: SecondParameter<typeof send<AuditPage>>,
) => {
  return send<AuditPage>({ url: `/api/projects/${projectId}/templates/${templateId}/logs`, method: 'GET', params }, options);
};
export const templatesAnnouncementFromProject = (
  projectId: number,
  templateId: number,
  nameDto: NameDto,
  options?: SecondParameter<typeof send<AnnouncementDetailView>>,
) => {
  return send<AnnouncementDetailView>(
    {
      url: `/api/projects/${projectId}/templates/${templateId}/announcements`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: nameDto,
    },
    options,
  );
};
export const templatesSaveProjectAsTemplate = (
  projectId: number,
  announcementId: number,
  nameDto: NameDto,
  options?: SecondParameter<typeof send<TemplateView>>,
) => {
  return send<TemplateView>(
    {
      url: `/api/projects/${projectId}/announcements/${announcementId}/template`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: nameDto,
    },
    options,
  );
};
export type TemplatesListGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesListGlobal>>>;
export type TemplatesCreateGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesCreateGlobal>>>;
export type TemplatesGetGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesGetGlobal>>>;
export type TemplatesUpdateGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesUpdateGlobal>>>;
export type TemplatesPatchGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesPatchGlobal>>>;
export type TemplatesRemoveGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesRemoveGlobal>>>;
export type TemplatesLogsGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesLogsGlobal>>>;
export type TemplatesAnnouncementFromGlobalResult = NonNullable<Awaited<ReturnType<typeof templatesAnnouncementFromGlobal>>>;
export type TemplatesSaveGlobalAsTemplateResult = NonNullable<Awaited<ReturnType<typeof templatesSaveGlobalAsTemplate>>>;
export type TemplatesListProjectResult = NonNullable<Awaited<ReturnType<typeof templatesListProject>>>;
export type TemplatesCreateProjectResult = NonNullable<Awaited<ReturnType<typeof templatesCreateProject>>>;
export type TemplatesGetProjectResult = NonNullable<Awaited<ReturnType<typeof templatesGetProject>>>;
export type TemplatesUpdateProjectResult = NonNullable<Awaited<ReturnType<typeof templatesUpdateProject>>>;
export type TemplatesPatchProjectResult = NonNullable<Awaited<ReturnType<typeof templatesPatchProject>>>;
export type TemplatesRemoveProjectResult = NonNullable<Awaited<ReturnType<typeof templatesRemoveProject>>>;
export type TemplatesLogsProjectResult = NonNullable<Awaited<ReturnType<typeof templatesLogsProject>>>;
export type TemplatesAnnouncementFromProjectResult = NonNullable<Awaited<ReturnType<typeof templatesAnnouncementFromProject>>>;
export type TemplatesSaveProjectAsTemplateResult = NonNullable<Awaited<ReturnType<typeof templatesSaveProjectAsTemplate>>>;

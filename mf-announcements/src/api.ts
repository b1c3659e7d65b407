/**
 * The API calls of the announcements remote, through the typed client of `@bandi/shared-ui`
 * (`apiClient`, generated from docs/openapi.json, docs/api-contract.md): paths, queries, bodies
 * and answers are the generated ones. Each call goes to the global area (`/announcements`,
 * `/templates`, `/files`) without `projectId`, or to the environment's paths with it
 * (docs/screens.md#admin-pages, docs/screens.md#environment-pages); both answer the same schema.
 * Errors are axios errors after the shared interceptors (pass `skipGlobalErrorHandling` in
 * `config` to handle them on the page).
 */
import { isAxiosError, type AxiosRequestConfig } from 'axios';
import type { Schema } from '@bandi/api-client';
import { apiClient, listParams, typedPageFetcher, type PageFetcher } from '@bandi/shared-ui';
import type { AnnouncementBody, AnnouncementListItem, AnnouncementQuery, TemplateListItem, UploadedFile } from './types';

/** Axios options of one call (headers such as If-Match, `signal`, `skipGlobalErrorHandling`). */
type Config = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;
/** A record id as the route gives it (string) or as an answer carries it (number). */
type Id = string | number;

const local = (projectId: string | undefined): projectId is string => !!projectId;

/** Fetcher of the announcement list of the area, for `usePagedList`. */
export function announcementsFetcher(projectId: string | undefined, query: AnnouncementQuery): PageFetcher<AnnouncementListItem> {
  return local(projectId)
    ? typedPageFetcher('/projects/{projectId}/announcements', { projectId }, query)
    : typedPageFetcher('/announcements', undefined, query);
}

/**
 * Fetcher of the template list of the area (global ones included in an environment); a 404 of
 * the collection (environment without the module) reads as an empty list, so the page shows its
 * empty state instead of leaving for the not-found screen.
 */
export function templatesFetcher(projectId: string | undefined): PageFetcher<TemplateListItem> {
  return async (page) => {
    const config = { query: listParams(page), signal: page.signal, skipGlobalErrorHandling: true };
    try {
      return (
        local(projectId)
          ? await apiClient.get('/projects/{projectId}/templates', { path: { projectId }, ...config })
          : await apiClient.get('/templates', config)
      ).data;
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 404) return { data: [], total: 0 };
      throw error;
    }
  };
}

/** Calls of the area: list count, detail, create, update, delete, duplicate, save as template. */
export const announcementsApi = {
  list: async (projectId: string | undefined, query: AnnouncementQuery, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.get('/projects/{projectId}/announcements', { path: { projectId }, query, ...config })
      : await apiClient.get('/announcements', { query, ...config })
    ).data,
  get: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.get('/projects/{projectId}/announcements/{announcementId}', { path: { projectId, announcementId: id }, ...config })
      : await apiClient.get('/announcements/{announcementId}', { path: { announcementId: id }, ...config })
    ).data,
  create: async (projectId: string | undefined, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.post('/projects/{projectId}/announcements', body, { path: { projectId }, ...config })
      : await apiClient.post('/announcements', body, config)
    ).data,
  update: async (projectId: string | undefined, id: Id, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.put('/projects/{projectId}/announcements/{announcementId}', body, {
          path: { projectId, announcementId: id },
          ...config,
        })
      : await apiClient.put('/announcements/{announcementId}', body, { path: { announcementId: id }, ...config })
    ).data,
  remove: async (projectId: string | undefined, id: Id, config: Config = {}): Promise<void> => {
    if (local(projectId))
      await apiClient.delete('/projects/{projectId}/announcements/{announcementId}', {
        path: { projectId, announcementId: id },
        ...config,
      });
    else await apiClient.delete('/announcements/{announcementId}', { path: { announcementId: id }, ...config });
  },
  duplicate: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.post('/projects/{projectId}/announcements/{announcementId}/duplicate', undefined, {
          path: { projectId, announcementId: id },
          ...config,
        })
      : await apiClient.post('/announcements/{announcementId}/duplicate', undefined, { path: { announcementId: id }, ...config })
    ).data,
  saveAsTemplate: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.post(
          '/projects/{projectId}/announcements/{announcementId}/template',
          {},
          { path: { projectId, announcementId: id }, ...config },
        )
      : await apiClient.post('/announcements/{announcementId}/template', {}, { path: { announcementId: id }, ...config })
    ).data,
  /** "Importa da incentivi.gov.it" (global area): multipart `file`. */
  import: async (file: FormData, config: Config = {}) => (await apiClient.post('/announcements/import', file, config)).data,
  /** "Condividi": a public link of the call for a client of the environment. */
  share: async (projectId: string, id: Id, body: Schema<'ShareDto'>, config: Config = {}) =>
    (
      await apiClient.post('/projects/{projectId}/announcements/{announcementId}/shares', body, {
        path: { projectId, announcementId: id },
        ...config,
      })
    ).data,
};

/** Templates of the area: detail, create, update, delete, "crea bando da template". */
export const templatesApi = {
  get: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.get('/projects/{projectId}/templates/{templateId}', { path: { projectId, templateId: id }, ...config })
      : await apiClient.get('/templates/{templateId}', { path: { templateId: id }, ...config })
    ).data,
  create: async (projectId: string | undefined, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.post('/projects/{projectId}/templates', body, { path: { projectId }, ...config })
      : await apiClient.post('/templates', body, config)
    ).data,
  update: async (projectId: string | undefined, id: Id, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.put('/projects/{projectId}/templates/{templateId}', body, { path: { projectId, templateId: id }, ...config })
      : await apiClient.put('/templates/{templateId}', body, { path: { templateId: id }, ...config })
    ).data,
  remove: async (projectId: string | undefined, id: Id, config: Config = {}): Promise<void> => {
    if (local(projectId))
      await apiClient.delete('/projects/{projectId}/templates/{templateId}', { path: { projectId, templateId: id }, ...config });
    else await apiClient.delete('/templates/{templateId}', { path: { templateId: id }, ...config });
  },
  createAnnouncement: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await apiClient.post(
          '/projects/{projectId}/templates/{templateId}/announcements',
          {},
          { path: { projectId, templateId: id }, ...config },
        )
      : await apiClient.post('/templates/{templateId}/announcements', {}, { path: { templateId: id }, ...config })
    ).data,
};

/** Upload of a document (information sheet, additional document, attachment) in the area: multipart `file`. */
export async function uploadFile(projectId: string | undefined, file: FormData, config: Config = {}): Promise<UploadedFile> {
  return (
    local(projectId)
      ? await apiClient.post('/projects/{projectId}/files', file, { path: { projectId }, ...config })
      : await apiClient.post('/files', file, config)
  ).data;
}

/** The public page of a shared call (`?token=` of the link; 404 on any bad link). */
export const publicApi = {
  announcement: async (id: Id, token: string, config: Config = {}) =>
    (await apiClient.get('/public/announcements/{announcementId}', { path: { announcementId: id }, query: { token }, ...config })).data,
  interest: async (id: Id, token: string, config: Config = {}) =>
    (
      await apiClient.post('/public/announcements/{announcementId}/interest', undefined, {
        path: { announcementId: id },
        query: { token },
        ...config,
      })
    ).data,
};

/**
 * The API calls of the announcements remote, through the generated client `@bandi/api-client`
 * (orval over docs/openapi.json, docs/architecture.md#api-client): paths, queries, bodies and
 * answers are the generated ones. Each request goes to the global area (`/announcements`,
 * `/templates`, `/files`) without `projectId`, or to the environment's paths with it
 * (docs/screens.md#admin-pages, docs/screens.md#environment-pages); both answer the same schema.
 * Errors are axios errors after the shared interceptors (pass `skipGlobalErrorHandling` in
 * `config` to handle them on the page).
 */
import { isAxiosError, type AxiosRequestConfig } from 'axios';
import {
  announcementsCreateGlobal,
  announcementsCreateLocal,
  announcementsDuplicateGlobal,
  announcementsDuplicateProject,
  announcementsGetGlobal,
  announcementsGetProject,
  announcementsListGlobal,
  announcementsListProject,
  announcementsRemoveGlobal,
  announcementsRemoveProject,
  announcementsUpdateGlobal,
  announcementsUpdateProject,
  filesUploadGlobal,
  filesUploadProject,
  importImport,
  newsletterPublicInterested,
  publicCreate,
  publicView,
  templatesAnnouncementFromGlobal,
  templatesAnnouncementFromProject,
  templatesCreateGlobal,
  templatesCreateProject,
  templatesGetGlobal,
  templatesGetProject,
  templatesListGlobal,
  templatesListProject,
  templatesRemoveGlobal,
  templatesRemoveProject,
  templatesSaveGlobalAsTemplate,
  templatesSaveProjectAsTemplate,
  templatesUpdateGlobal,
  templatesUpdateProject,
  type Schema,
} from '@bandi/api-client';
import { listFetcher, listParams, type PageFetcher } from '@bandi/shared-ui';
import type { AnnouncementBody, AnnouncementListItem, AnnouncementQuery, TemplateListItem, UploadedFile } from './types';

/** Axios options of one request (headers such as If-Match, `signal`, `skipGlobalErrorHandling`). */
type Config = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;
/** A record id as the route gives it (string) or as an answer carries it (number). */
type Id = string | number;

const local = (projectId: string | undefined): projectId is string => !!projectId;

/** Fetcher of the announcement list of the area, for `usePagedList`. */
export function announcementsFetcher(projectId: string | undefined, query: AnnouncementQuery): PageFetcher<AnnouncementListItem> {
  return local(projectId)
    ? listFetcher((params, options) => announcementsListProject(Number(projectId), { ...query, ...params } as AnnouncementQuery, options))
    : listFetcher((params, options) => announcementsListGlobal({ ...query, ...params } as AnnouncementQuery, options));
}

/**
 * Fetcher of the template list of the area (global ones included in an environment); a 404 of
 * the collection (environment without the module) reads as an empty list, so the page shows its
 * empty state instead of leaving for the not-found screen.
 */
export function templatesFetcher(projectId: string | undefined): PageFetcher<TemplateListItem> {
  return async (page) => {
    const config = { signal: page.signal, skipGlobalErrorHandling: true };
    try {
      return (
        local(projectId)
          ? await templatesListProject(Number(projectId), listParams(page), config)
          : await templatesListGlobal(listParams(page), config)
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
    (local(projectId) ? await announcementsListProject(Number(projectId), query, config) : await announcementsListGlobal(query, config))
      .data,
  get: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await announcementsGetProject(Number(projectId), Number(id), config)
      : await announcementsGetGlobal(Number(id), config)
    ).data,
  create: async (projectId: string | undefined, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId) ? await announcementsCreateLocal(Number(projectId), body, config) : await announcementsCreateGlobal(body, config))
      .data,
  update: async (projectId: string | undefined, id: Id, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId)
      ? await announcementsUpdateProject(Number(projectId), Number(id), body, config)
      : await announcementsUpdateGlobal(Number(id), body, config)
    ).data,
  remove: async (projectId: string | undefined, id: Id, config: Config = {}): Promise<void> => {
    if (local(projectId)) await announcementsRemoveProject(Number(projectId), Number(id), config);
    else await announcementsRemoveGlobal(Number(id), config);
  },
  duplicate: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await announcementsDuplicateProject(Number(projectId), Number(id), config)
      : await announcementsDuplicateGlobal(Number(id), config)
    ).data,
  saveAsTemplate: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await templatesSaveProjectAsTemplate(Number(projectId), Number(id), {}, config)
      : await templatesSaveGlobalAsTemplate(Number(id), {}, config)
    ).data,
  /** "Importa da incentivi.gov.it" (global area): the file sent as multipart `file`. */
  import: async (file: Blob, config: Config = {}) => (await importImport({ file }, config)).data,
  /** "Condividi": a public link of the announcement for a client of the environment. */
  share: async (projectId: string, id: Id, body: Schema<'ShareDto'>, config: Config = {}) =>
    (await publicCreate(Number(projectId), Number(id), body, config)).data,
};

/** Templates of the area: detail, create, update, delete, "crea bando da template". */
export const templatesApi = {
  get: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId) ? await templatesGetProject(Number(projectId), Number(id), config) : await templatesGetGlobal(Number(id), config))
      .data,
  create: async (projectId: string | undefined, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId) ? await templatesCreateProject(Number(projectId), body, config) : await templatesCreateGlobal(body, config)).data,
  update: async (projectId: string | undefined, id: Id, body: AnnouncementBody, config: Config = {}) =>
    (local(projectId)
      ? await templatesUpdateProject(Number(projectId), Number(id), body, config)
      : await templatesUpdateGlobal(Number(id), body, config)
    ).data,
  remove: async (projectId: string | undefined, id: Id, config: Config = {}): Promise<void> => {
    if (local(projectId)) await templatesRemoveProject(Number(projectId), Number(id), config);
    else await templatesRemoveGlobal(Number(id), config);
  },
  createAnnouncement: async (projectId: string | undefined, id: Id, config: Config = {}) =>
    (local(projectId)
      ? await templatesAnnouncementFromProject(Number(projectId), Number(id), {}, config)
      : await templatesAnnouncementFromGlobal(Number(id), {}, config)
    ).data,
};

/** Upload of a document (information sheet, additional document, attachment) in the area, as multipart `file`. */
export async function uploadFile(projectId: string | undefined, file: Blob, config: Config = {}): Promise<UploadedFile> {
  return (local(projectId) ? await filesUploadProject(Number(projectId), { file }, config) : await filesUploadGlobal({ file }, config))
    .data;
}

/** The public page of a shared announcement (`?token=` of the link; 404 on any bad link). */
export const publicApi = {
  announcement: async (id: Id, token: string, config: Config = {}) => (await publicView(Number(id), { token }, config)).data,
  interest: async (id: Id, token: string, config: Config = {}) => (await newsletterPublicInterested(Number(id), { token }, config)).data,
};

/**
 * Shapes of the announcement answers: aliases of the schemas generated from docs/openapi.json
 * (`@bandi/api-client`, docs/api-contract.md), never hand-written copies.
 */
import type { AnnouncementsListGlobalParams, Schema } from '@bandi/api-client';

/** Scope, status and state of an announcement. */
export type AnnouncementScope = Schema<'AnnouncementListItemView'>['scope'];
export type AnnouncementStatus = Schema<'AnnouncementListItemView'>['status'];
export type AnnouncementState = Schema<'AnnouncementListItemView'>['state'];

/** The form body of an announcement or template (POST, and PUT with `version`/If-Match). */
export type AnnouncementBody = Schema<'AnnouncementBodyDto'>;
/** The filters of the announcement lists (GET /announcements?...). */
export type AnnouncementQuery = AnnouncementsListGlobalParams;
/** An item of the announcement lists. */
export type AnnouncementListItem = Schema<'AnnouncementListItemView'>;
/** An announcement as its detail answers it (also after create, update, duplicate). */
export type AnnouncementDetail = Schema<'AnnouncementDetailView'>;
/** A shared announcement as the public page answers it. */
export type PublicAnnouncement = Schema<'PublicAnnouncementView'>;
/** What both the detail and the public page show of an announcement (Altro's custom fields: the detail only). */
export type AnnouncementContent = Omit<PublicAnnouncement, 'share'> & Partial<Pick<AnnouncementDetail, 'announcements_custom_fields'>>;
/** An additional document or other attachment of an announcement. */
export type AnnouncementDocument = Schema<'AnnouncementDocumentView'>;
/** An item of the template lists. */
export type TemplateListItem = Schema<'TemplateListEntryView'>;
/** One template (form fields, authors, `editable`). */
export type Template = Schema<'TemplateView'>;
/** The report of an incentivi.gov.it import. */
export type ImportReport = Schema<'ImportReportView'>;
/** A stored file of an announcement (information sheet, document). */
export type FileInfo = Schema<'FileInfoView'>;
/** An uploaded file (its id goes into the announcement body). */
export type UploadedFile = Schema<'UploadedFileView'>;

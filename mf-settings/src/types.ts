/**
 * Shapes of the settings answers: aliases of the schemas generated from docs/openapi.json
 * (`@bandi/api-client`, docs/api-contract.md), never hand-written copies.
 */
import type { Schema } from '@bandi/api-client';

/** A user of an environment as listed by GET /api/projects/{projectId}/settings. */
export type ProjectUser = Schema<'ProjectUserView'>;

/** Answer of GET /api/projects/{projectId}/settings. */
export type ProjectSettings = Schema<'ProjectSettingsView'>;

/** A user as answered by /api/users and /api/settings/global-experts writes. */
export type AdminUser = Schema<'AdminUserView'>;

/** A standard document of the global settings. */
export type StandardDocument = Schema<'StandardDocumentView'>;

/** A value of a configurable dropdown list. */
export type DropdownValue = Schema<'DropdownValueView'>;

/** A system alert and its kind. */
export type Alert = Schema<'AlertView'>;
export type AlertType = Alert['type'];

/** A client document type and its default validity (GET /api/document-types, docs/domain.md#client-documents). */
export type DocumentType = Schema<'DocumentTypeView'>;

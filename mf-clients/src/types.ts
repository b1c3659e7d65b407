/**
 * Shapes of the client and referent answers: aliases of the schemas generated from the OpenAPI
 * document (docs/api-contract.md; @bandi/api-client), never hand-written copies, plus the UI
 * labels of the dimension classes (docs/domain.md#clients, docs/domain.md#eligibility).
 */
import type { Schema } from '@bandi/api-client';
import type { CompanyDimension } from '@bandi/domain';

/** An item of GET /api/projects/{projectId}/clients. */
export type ClientListItem = Schema<'ClientSummary'>;

/** The full client of GET/POST/PUT .../clients/{clientId}. */
export type Client = Schema<'ClientDetail'>;

/** A document of a client with its status (GET .../clients/{clientId}/documents, docs/domain.md#client-documents). */
export type ClientDocumentItem = Schema<'ClientDocumentItemView'>;

/** GET .../clients/{clientId}/documents: the documents and the counts of expired/expiring ones. */
export type ClientDocumentList = Schema<'ClientDocumentListView'>;

/** A document type with its default validity (GET /api/document-types). */
export type DocumentTypeItem = Schema<'DocumentTypeView'>;

/** The client that already holds a P.IVA/CF: GET .../clients/duplicates and the `duplicates` of a save's 422. */
export type DuplicateClient = Schema<'ClientDuplicateView'>;

/** The duplicates a refused save names (422 `duplicates`), per field. */
export type DuplicatesFound = Schema<'ClientDuplicatesFound'>;

/** The body of POST .../clients (PUT and PATCH take the same fields, all optional). */
export type ClientInput = Schema<'ClientInputDto'>;

/** A related enterprise of a client (associated, connected, connected by person). */
export type Relation = Schema<'CompanyRelationView'>;

/** Figures of one year: staff in ULA, amounts in EUR (a related enterprise's history). */
export type YearFigures = Schema<'YearFiguresView'>;

/** A row of GET .../clients/{clientId}/eligible-announcements: the announcement and the client's verdict. */
export type EligibleAnnouncement = Schema<'EligibleAnnouncement'>;

/** A call (richiesta) of a client, as GET /api/projects/{projectId}/calls lists it. */
export type ClientCall = Schema<'CallView'>;

/** A negotiation (trattativa). Amounts in EUR. */
export type Negotiation = Schema<'NegotiationView'>;

/** A column of the negotiations board (GET .../negotiations/board): a stage and its cards. */
export type NegotiationColumn = Schema<'NegotiationStageColumnView'>;

/** The body of PATCH .../negotiations/{negotiationId} (the fields sent change). */
export type NegotiationPatch = Schema<'NegotiationPatchDto'>;

/** A negotiation stage key. */
export type NegotiationStage = Schema<'NegotiationStageDto'>['stage'];

/** A note on a client. */
export type Note = Schema<'NoteView'>;

/** An item of GET /api/projects/{projectId}/referents. */
export type Referent = Schema<'ReferentView'>;

/** Company dimension classes (@bandi/domain `COMPANY_DIMENSIONS`). */
export type Dimension = CompanyDimension;
/** UI: Italian labels of the dimension classes. */
export const DIMENSION_LABELS: Record<Dimension, string> = { micro: 'Micro', small: 'Piccola', medium: 'Media', large: 'Grande' };

/** Answer of GET /api/projects/{projectId}/clients/bulk/{jobId}: a bulk action's progress and results. */
export type ClientBulkJob = Schema<'ClientBulkJobView'>;

/** Body of POST /api/projects/{projectId}/clients/bulk. */
export type ClientBulkRequest = Schema<'ClientBulkDto'>;

/** An aid received by the client (GET .../clients/{clientId}/state-aids): amounts in cents. */
export type StateAid = Schema<'StateAidView'>;

/** The de minimis situation of a client at a date (GET .../clients/{clientId}/de-minimis). */
export type DeMinimisSituation = Schema<'DeMinimisView'>;

/** A merger or split of the client's single undertaking (GET .../clients/{clientId}/undertaking-operations). */
export type UndertakingOperation = Schema<'UndertakingOperationView'>;

/** Body of POST .../clients/{clientId}/undertaking-operations. */
export type UndertakingOperationBody = Schema<'UndertakingOperationDto'>;

/** An RNA import (POST/GET /api/projects/{projectId}/state-aid-imports). */
export type StateAidImport = Schema<'StateAidImportView'>;

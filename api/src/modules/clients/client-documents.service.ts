import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { defaultDocumentExpiry, documentStatus, todayInRome } from '@bandi/domain';
import { AuditService } from '../audit/audit.service';
import { FilesService } from '../files/files.service';
import type { User } from '../users/user.entity';
import type { UploadedFilePart } from '../../common/http/upload';
import type { TenantQuery } from '../../common/tenancy/tenant-query';
import { ClientDocumentsRepository, type ClientDocumentRow } from './client-documents.repository';
import type { ClientDocumentItemView, ClientDocumentListView, ClientDocumentUploadDto } from './client-documents.dto';
import { DocumentTypesRepository, type DocumentTypeRow } from './document-types.repository';
import { ClientsService } from './clients.service';
import { apiError } from '../../common/http/api-error';

/** 422 `{message, errors: {field: [msg]}}` of a document upload (docs/api.md#client-documents). */
export class InvalidDocumentException extends UnprocessableEntityException {
  constructor(errors: Record<string, string[]>) {
    super({ message: 'I dati inviati non sono validi', errors });
  }
}

/** The fields of an upload once checked: dates `YYYY-MM-DD` or null. */
export interface CheckedUpload {
  type: DocumentTypeRow;
  name: string | undefined;
  issue_date: string | null;
  expiry_date: string | null;
  replace: boolean;
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * A client's documents (docs/domain.md#client-documents, docs/api.md#client-documents): several per
 * type, each with issue and expiry date (default: the type's validity from the issue date), status
 * today (Europe/Rome) 'valido' / 'in scadenza' (within 30 days) / 'scaduto', history of the
 * replaced ones, soft deletion with an audit entry. Visibility of the client: ClientsService
 * (another environment's client, or one a referent does not follow: 404).
 */
@Injectable()
export class ClientDocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly documents: ClientDocumentsRepository,
    private readonly types: DocumentTypesRepository,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  /** Every document of the client not deleted, with status and `current`, and the counts of current ones expired/expiring. 404 not visible. */
  async list(user: User, projectId: number, clientId: number, today = todayInRome()): Promise<ClientDocumentListView> {
    await this.clients.assertVisible(user, projectId, clientId);
    const tq = this.documents.tenant(this.dataSource, projectId);
    const rows = await this.documents.list(tq, clientId);
    return { data: rows.map((r) => view(r, today)), alerts: await this.documents.alerts(tq, clientId, today) };
  }

  /**
   * Checks an upload's fields against the type and today: 422 unknown or inactive type, issue date
   * in the future, expiry before the issue date, no expiry for a type whose expiry is printed on the
   * document (documento d'identità). The expiry defaults to the type's validity from the issue date.
   */
  async check(dto: ClientDocumentUploadDto, today = todayInRome()): Promise<CheckedUpload> {
    const type = await this.types.byCode(this.dataSource, dto.type);
    if (!type || !type.active) throw new InvalidDocumentException({ type: ['Tipo di documento inesistente'] });
    const issue = dto.issue_date || null;
    const errors: Record<string, string[]> = {};
    if (issue && issue > today) errors.issue_date = ['La data di rilascio non può essere nel futuro'];
    const expiry = dto.expiry_date || defaultDocumentExpiry(issue, type);
    if (expiry && issue && expiry < issue) errors.expiry_date = ['La scadenza non può precedere la data di rilascio'];
    if (!expiry && type.expiry_from_document) errors.expiry_date = ['Indica la scadenza riportata sul documento'];
    if (Object.keys(errors).length) throw new InvalidDocumentException(errors);
    return { type, name: dto.name?.trim() || undefined, issue_date: issue, expiry_date: expiry, replace: dto.replace !== 'false' };
  }

  /**
   * Stores the file (FilesService: type by content, at most 10 MB; 422 otherwise) and adds the
   * document to the client in one transaction with its audit entry; with `replace` the current
   * documents of the type become history. Answers the client's list. 404 client not visible.
   */
  async upload(
    user: User,
    projectId: number,
    clientId: number,
    file: UploadedFilePart,
    fields: CheckedUpload,
  ): Promise<ClientDocumentListView> {
    await this.store(user, projectId, clientId, file, fields);
    return this.list(user, projectId, clientId);
  }

  /** upload() without the answer: the file stored and the document added with its audit entry. 404 client not visible; 422 bad file. */
  private async store(user: User, projectId: number, clientId: number, file: UploadedFilePart, fields: CheckedUpload): Promise<void> {
    await this.clients.assertVisible(user, projectId, clientId);
    const info = await this.files.upload(file, { userId: user.id, projectId });
    await this.dataSource.transaction(async (em) => {
      const { id, replaced } = await this.documents.insert(
        this.documents.tenant(em, projectId),
        clientId,
        {
          type_id: fields.type.id,
          name: fields.name ?? info.original_name,
          issue_date: fields.issue_date,
          expiry_date: fields.expiry_date,
          file_id: info.id,
          uploaded_by: user.id,
        },
        fields.replace,
      );
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: clientId,
        action: 'document.uploaded',
        changes: { fields: ['documents'], slot: fields.type.code, document_id: id, file_id: info.id, replaced },
      });
    });
  }

  /**
   * The eleven slots of migration 0006 (ClientDocumentsController): stores the file as the slot
   * type's current document (the previous one becomes history), dated `date` (`YYYY-MM-DD` or
   * none) with the expiry of the type's validity. 404 unknown slot type or client not visible; 422
   * bad file.
   */
  async uploadToSlot(
    user: User,
    projectId: number,
    clientId: number,
    slot: string,
    file: UploadedFilePart,
    dto: { name?: string; date?: string },
  ): Promise<void> {
    const type = await this.slotType(slot);
    await this.store(user, projectId, clientId, file, {
      type,
      name: dto.name?.trim() || undefined,
      issue_date: dto.date ?? null,
      expiry_date: defaultDocumentExpiry(dto.date, type),
      replace: true,
    });
  }

  /** The file id of the slot's current document; 404 when the slot is empty or the client not visible. */
  async slotFile(user: User, projectId: number, clientId: number, slot: string): Promise<string> {
    await this.clients.assertVisible(user, projectId, clientId);
    const fileId = await this.documents.currentFileOf(this.documents.tenant(this.dataSource, projectId), clientId, slot);
    if (!fileId) throw apiError('clients.document_not_uploaded');
    return fileId;
  }

  /** Empties the slot: its current documents are soft-deleted (rows kept) with an audit entry. 404 client not visible. */
  async clearSlot(user: User, projectId: number, clientId: number, slot: string): Promise<void> {
    await this.clients.assertVisible(user, projectId, clientId);
    await this.audited(user, projectId, clientId, async (tq) => {
      await this.documents.clearSlot(tq, clientId, slot, user.id);
      return { action: 'document.deleted', changes: { fields: ['documents'], slot } };
    });
  }

  /** The document type of a slot, active or not; 404 unknown. */
  private async slotType(slot: string): Promise<DocumentTypeRow> {
    const type = await this.types.byCode(this.dataSource, slot);
    if (!type) throw apiError('clients.document_type_unknown');
    return type;
  }

  /** The file id of a document of the client (current or history); 404 when absent, deleted or not visible. */
  async fileOf(user: User, projectId: number, clientId: number, documentId: number): Promise<string> {
    await this.clients.assertVisible(user, projectId, clientId);
    const fileId = await this.documents.fileOf(this.documents.tenant(this.dataSource, projectId), clientId, documentId);
    if (!fileId) throw apiError('clients.document_not_found');
    return fileId;
  }

  /** Soft-deletes a document (it leaves the list and the counts; the row and the audit entry stay). 404 when absent or not visible. */
  async remove(user: User, projectId: number, clientId: number, documentId: number): Promise<void> {
    await this.clients.assertVisible(user, projectId, clientId);
    await this.audited(user, projectId, clientId, async (tq) => {
      const done = await this.documents.softDelete(tq, clientId, documentId, user.id);
      if (!done) throw apiError('clients.document_not_found');
      return { action: 'document.deleted', changes: { fields: ['documents'], slot: done.type_code, document_id: documentId } };
    });
  }

  /**
   * Runs `write` on the client's environment in one transaction with the audit entry it answers
   * (`action` and `changes` of the client `clientId`, by `user`).
   */
  private async audited(
    user: User,
    projectId: number,
    clientId: number,
    write: (tq: TenantQuery) => Promise<{ action: 'document.deleted'; changes: Record<string, unknown> & { fields: string[] } }>,
  ): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const { action, changes } = await write(this.documents.tenant(em, projectId));
      await this.audit.record(em, { userId: user.id, projectId, entity: 'client', entityId: clientId, action, changes });
    });
  }
}

/** A listed row as the API answers it, with its status on `today`. */
function view(r: ClientDocumentRow, today: string): ClientDocumentItemView {
  return {
    id: r.id,
    type_id: r.type_id,
    type_code: r.type_code,
    type_label: r.type_label,
    name: r.name,
    issue_date: r.issue_date,
    expiry_date: r.expiry_date,
    status: documentStatus(r.expiry_date, today),
    current: r.replaced_at == null,
    file: r.file_id
      ? { id: r.file_id, original_name: r.file_name ?? '', mime_type: r.file_mime_type ?? '', size_bytes: Number(r.file_size_bytes ?? 0) }
      : null,
    uploaded_by: r.uploaded_by,
    uploaded_by_name: r.uploaded_by_name,
    created_at: iso(r.created_at)!,
    replaced_at: iso(r.replaced_at),
    replaced_by: r.replaced_by,
  };
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DocumentTypeInputDto, DocumentTypeView, UpdateDocumentTypeDto } from './client-documents.dto';
import { InvalidDocumentException } from './client-documents.service';
import { DocumentTypesRepository, type DocumentTypeRow } from './document-types.repository';
import { apiError } from '../../common/http/api-error';

/** A stable code from a label: lowercase ASCII letters, digits and underscores ("Certificato SOA" -> certificato_soa). */
export function codeFromLabel(label: string): string {
  const code = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 32);
  return code || 'tipo';
}

/** The validity fields after a change: one rule at most (422 otherwise). */
function validity(v: Pick<DocumentTypeRow, 'validity_days' | 'validity_months' | 'expiry_from_document'>) {
  const set = [v.validity_days != null, v.validity_months != null, v.expiry_from_document].filter(Boolean).length;
  if (set > 1) {
    const message = 'Indica una sola regola: giorni, mesi o scadenza riportata sul documento';
    throw new InvalidDocumentException({ validity_days: [message], validity_months: [message], expiry_from_document: [message] });
  }
}

/**
 * The global list of client document types and their default validity
 * (docs/domain.md#client-documents): listed for every logged-in user, added and edited from the
 * global settings (who may: DocumentTypesController). SQL: DocumentTypesRepository.
 */
@Injectable()
export class DocumentTypesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly types: DocumentTypesRepository,
  ) {}

  /** Every document type (active and not), by position. */
  list(): Promise<DocumentTypeView[]> {
    return this.types.list(this.dataSource);
  }

  /** Adds a type (code from the label, `_2`, `_3`… when taken). 422 label taken or more than one validity rule. */
  async create(dto: DocumentTypeInputDto): Promise<DocumentTypeView> {
    const values = {
      label: dto.label.trim(),
      validity_days: dto.validity_days ?? null,
      validity_months: dto.validity_months ?? null,
      expiry_from_document: dto.expiry_from_document ?? false,
      active: dto.active ?? true,
    };
    validity(values);
    return this.dataSource.transaction(async (em) => {
      if (await this.types.labelTaken(em, values.label, null))
        throw new InvalidDocumentException({ label: ['Esiste già un tipo con questo nome'] });
      const base = codeFromLabel(values.label);
      let code = base;
      for (let n = 2; await this.types.byCode(em, code); n++) code = `${base}_${n}`;
      return this.types.insert(em, { ...values, code });
    });
  }

  /** Edits a type's label, validity or active flag (the fields sent). 404 unknown; 422 as for create. */
  async update(id: number, dto: UpdateDocumentTypeDto): Promise<DocumentTypeView> {
    return this.dataSource.transaction(async (em) => {
      const current = await this.types.byId(em, id);
      if (!current) throw apiError('clients.document_type_not_found');
      const values = {
        label: dto.label?.trim() ?? current.label,
        validity_days: dto.validity_days !== undefined ? dto.validity_days : current.validity_days,
        validity_months: dto.validity_months !== undefined ? dto.validity_months : current.validity_months,
        expiry_from_document: dto.expiry_from_document ?? current.expiry_from_document,
        active: dto.active ?? current.active,
      };
      validity(values);
      if (await this.types.labelTaken(em, values.label, id))
        throw new InvalidDocumentException({ label: ['Esiste già un tipo con questo nome'] });
      return (await this.types.update(em, id, values))!;
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { Queryable } from '../../common/tenancy/tenant-query';

/** A row of `document_types` (migration 0035) as the API answers it. */
export interface DocumentTypeRow {
  id: number;
  code: string;
  label: string;
  validity_days: number | null;
  validity_months: number | null;
  expiry_from_document: boolean;
  builtin: boolean;
  active: boolean;
  position: number;
}

const COLUMNS = 'id, code, label, validity_days, validity_months, expiry_from_document, builtin, active, position';

/**
 * The SQL of the global list of client document types (`document_types`, migration 0035;
 * docs/domain.md#client-documents). A global table, the same for every environment: no tenancy
 * scope applies (it is not environment-owned, api/src/common/tenancy/tenant-tables.ts).
 */
@Injectable()
export class DocumentTypesRepository {
  /** Every type (active and not), by position then label. */
  async list(db: Queryable): Promise<DocumentTypeRow[]> {
    return db.query(`SELECT ${COLUMNS} FROM document_types ORDER BY position, lower(label), id`);
  }

  /** The type with this id, or undefined. */
  async byId(db: Queryable, id: number): Promise<DocumentTypeRow | undefined> {
    return (await db.query(`SELECT ${COLUMNS} FROM document_types WHERE id = $1`, [id]))[0];
  }

  /** The type with this code (a slot of migration 0006, `durc`, or an added type's code), or undefined. */
  async byCode(db: Queryable, code: string): Promise<DocumentTypeRow | undefined> {
    return (await db.query(`SELECT ${COLUMNS} FROM document_types WHERE code = $1`, [code]))[0];
  }

  /** True when another type (not `exceptId`) has this label, case-insensitively. */
  async labelTaken(db: Queryable, label: string, exceptId: number | null): Promise<boolean> {
    const rows = await db.query(`SELECT 1 FROM document_types WHERE lower(label) = lower($1) AND id <> $2`, [label, exceptId ?? 0]);
    return rows.length > 0;
  }

  /** Inserts an administrator's type (position after the others, before "Altro"); answers it. */
  async insert(
    db: Queryable,
    values: Pick<DocumentTypeRow, 'code' | 'label' | 'validity_days' | 'validity_months' | 'expiry_from_document' | 'active'>,
  ): Promise<DocumentTypeRow> {
    const rows = await db.query(
      `INSERT INTO document_types (code, label, validity_days, validity_months, expiry_from_document, active, position)
       VALUES ($1, $2, $3, $4, $5, $6, (SELECT COALESCE(max(position), 0) + 10 FROM document_types WHERE position < 1000))
       RETURNING ${COLUMNS}`,
      [values.code, values.label, values.validity_days, values.validity_months, values.expiry_from_document, values.active],
    );
    return rows[0];
  }

  /** Sets label, validity and active flag of a type; answers it (undefined when absent). */
  async update(
    db: Queryable,
    id: number,
    values: Pick<DocumentTypeRow, 'label' | 'validity_days' | 'validity_months' | 'expiry_from_document' | 'active'>,
  ): Promise<DocumentTypeRow | undefined> {
    const rows = await db.query(
      `UPDATE document_types SET label = $2, validity_days = $3, validity_months = $4, expiry_from_document = $5, active = $6, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, values.label, values.validity_days, values.validity_months, values.expiry_from_document, values.active],
    );
    return (Array.isArray(rows[0]) ? rows[0] : rows)[0];
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The eleven document slots of migration 0006 and DURC with their Italian labels and default
 * validity (docs/domain.md#client-documents): visura camerale 6 calendar months (practice of public
 * calls), DURC 120 days (DM 30 gennaio 2015 art. 7), documento d'identità the expiry printed on it.
 */
const SEEDED: [code: string, label: string, days: number | null, months: number | null, fromDocument: boolean][] = [
  ['identity', "Documento d'identità", null, null, true],
  ['ordinary_chamber', 'Visura camerale ordinaria', null, 6, false],
  ['antimafia', 'Antimafia', null, null, false],
  ['budget', 'Bilancio', null, null, false],
  ['fiscal_code', 'Codice fiscale', null, null, false],
  ['bondage_rating', 'Rating di legalità', null, null, false],
  ['final_act', 'Atto costitutivo', null, null, false],
  ['statute', 'Statuto', null, null, false],
  ['company_dimension', 'Dichiarazione dimensione d’impresa', null, null, false],
  ['rental_agreement', 'Contratto di locazione', null, null, false],
  ['durc', 'DURC (regolarità contributiva)', 120, null, false],
  ['other', 'Altro', null, null, false],
];

/**
 * Issue 35, "Client documents": `document_types`, the global list of document types (the eleven
 * slots, DURC and the types the administrator adds) with their default validity; `client_documents`
 * holds several documents per type (the unique (client_id, slot) goes), each with issue and expiry
 * date, who uploaded it and when, and its history: a newer document of the type marks the older
 * `replaced_at`/`replaced_by`; a deletion is soft (`deleted_at`/`deleted_by`, with an audit entry).
 * Existing rows keep their data: `slot` becomes `type_id`, `date` becomes `issue_date`, and the
 * expiry of a visura camerale with a date is computed from it.
 */
export class ClientDocumentTypes1763800000035 implements MigrationInterface {
  name = 'ClientDocumentTypes1763800000035';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS document_types (
        id serial PRIMARY KEY,
        code varchar(40) NOT NULL UNIQUE,
        label varchar(120) NOT NULL,
        validity_days int CHECK (validity_days BETWEEN 1 AND 3650),
        validity_months int CHECK (validity_months BETWEEN 1 AND 120),
        expiry_from_document boolean NOT NULL DEFAULT false,
        builtin boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        position int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (validity_days IS NULL OR validity_months IS NULL),
        CHECK (NOT expiry_from_document OR (validity_days IS NULL AND validity_months IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS document_types_label_idx ON document_types (lower(label))`);
    for (const [i, [code, label, days, months, fromDocument]] of SEEDED.entries()) {
      await q.query(
        `INSERT INTO document_types (code, label, validity_days, validity_months, expiry_from_document, builtin, position)
         VALUES ($1, $2, $3, $4, $5, true, $6) ON CONFLICT (code) DO NOTHING`,
        [code, label, days, months, fromDocument, code === 'other' ? 1000 : (i + 1) * 10],
      );
    }
    // the slot's check and the unique (client_id, slot) of 0006, whatever PostgreSQL named them
    const constraints: { conname: string }[] = await q.query(
      `SELECT conname FROM pg_constraint WHERE conrelid = 'client_documents'::regclass AND contype IN ('u', 'c')`,
    );
    for (const { conname } of constraints) await q.query(`ALTER TABLE client_documents DROP CONSTRAINT "${conname}"`);
    await q.query(`ALTER TABLE client_documents ADD COLUMN type_id int REFERENCES document_types(id) ON DELETE RESTRICT`);
    await q.query(`UPDATE client_documents d SET type_id = t.id FROM document_types t WHERE t.code = d.slot`);
    await q.query(`ALTER TABLE client_documents ALTER COLUMN type_id SET NOT NULL`);
    await q.query(`ALTER TABLE client_documents DROP COLUMN slot`);
    await q.query(`ALTER TABLE client_documents RENAME COLUMN date TO issue_date`);
    await q.query(`
      ALTER TABLE client_documents
        ADD COLUMN expiry_date date,
        ADD COLUMN uploaded_by int REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN replaced_at timestamptz,
        ADD COLUMN replaced_by int REFERENCES client_documents(id) ON DELETE SET NULL,
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN deleted_by int REFERENCES users(id) ON DELETE SET NULL,
        ADD CONSTRAINT client_documents_expiry_check CHECK (expiry_date IS NULL OR issue_date IS NULL OR expiry_date >= issue_date)`);
    await q.query(`
      UPDATE client_documents d
         SET expiry_date = CASE WHEN t.validity_months IS NOT NULL THEN (d.issue_date + make_interval(months => t.validity_months))::date
                                ELSE d.issue_date + t.validity_days END
        FROM document_types t
       WHERE t.id = d.type_id AND d.issue_date IS NOT NULL AND (t.validity_months IS NOT NULL OR t.validity_days IS NOT NULL)`);
    // a client's documents by type; the current ones by expiry (the client's and La mia giornata's counts)
    await q.query(`CREATE INDEX IF NOT EXISTS client_documents_client_type_idx ON client_documents (client_id, type_id)`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS client_documents_current_expiry_idx ON client_documents (expiry_date, client_id)
        WHERE replaced_at IS NULL AND deleted_at IS NULL AND expiry_date IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS client_documents_replaced_by_idx ON client_documents (replaced_by) WHERE replaced_by IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // back to one row per client and slot: the newest current document of each type that has a slot
    await q.query(`DELETE FROM client_documents d WHERE d.deleted_at IS NOT NULL OR d.replaced_at IS NOT NULL`);
    await q.query(`DELETE FROM client_documents d USING client_documents n
                    WHERE n.client_id = d.client_id AND n.type_id = d.type_id AND n.id > d.id`);
    await q.query(`ALTER TABLE client_documents ADD COLUMN slot varchar(30)`);
    await q.query(`UPDATE client_documents d SET slot = t.code FROM document_types t WHERE t.id = d.type_id`);
    await q.query(
      `DELETE FROM client_documents WHERE slot NOT IN ('identity','ordinary_chamber','antimafia','budget','fiscal_code','bondage_rating','final_act','statute','company_dimension','rental_agreement','other')`,
    );
    for (const idx of ['client_documents_client_type_idx', 'client_documents_current_expiry_idx', 'client_documents_replaced_by_idx'])
      await q.query(`DROP INDEX IF EXISTS ${idx}`);
    await q.query(`ALTER TABLE client_documents DROP CONSTRAINT IF EXISTS client_documents_expiry_check`);
    for (const col of ['type_id', 'expiry_date', 'uploaded_by', 'created_at', 'replaced_at', 'replaced_by', 'deleted_at', 'deleted_by'])
      await q.query(`ALTER TABLE client_documents DROP COLUMN IF EXISTS ${col}`);
    await q.query(`ALTER TABLE client_documents RENAME COLUMN issue_date TO date`);
    await q.query(`ALTER TABLE client_documents ALTER COLUMN slot SET NOT NULL`);
    await q.query(
      `ALTER TABLE client_documents ADD CHECK (slot IN ('identity','ordinary_chamber','antimafia','budget','fiscal_code','bondage_rating','final_act','statute','company_dimension','rental_agreement','other')), ADD UNIQUE (client_id, slot)`,
    );
    await q.query(`DROP TABLE IF EXISTS document_types`);
  }
}

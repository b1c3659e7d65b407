import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, "Dossier" and "Upload link for the referent" (docs/domain.md#dossier):
 * - `dossier_items`: the checklist of one negotiation, built from its announcement's standard documents,
 *   additional documents, expense items' required attachments and custom fields (`source_kind`,
 *   `source_ref` the source row, unique per negotiation so that a refresh adds only what is new),
 *   plus the items staff add (`manual`). Each item: required or optional, `status` (mancante /
 *   caricato / scaduto / verificato / non applicabile), the linked client document or its own
 *   uploaded file, a note, who verified it and when.
 * - `dossier_upload_links`: the referent's upload links of one negotiation's dossier: a 256-bit
 *   token stored as its SHA-256, expiring, revocable (own table: `announcement_shares` is keyed on
 *   an announcement and its public page shows the announcement, not a dossier).
 * - the notification kind `dossier_upload` (an upload through such a link, told to the client's managers).
 */
export class Dossiers1763800000037 implements MigrationInterface {
  name = 'Dossiers1763800000037';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS dossier_items (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        negotiation_id int NOT NULL REFERENCES negotiations(id) ON DELETE CASCADE,
        source_kind varchar(30) NOT NULL
          CHECK (source_kind IN ('standard_document','additional_document','expense_attachment','custom_field','manual')),
        source_ref varchar(100),
        label varchar(255) NOT NULL,
        required boolean NOT NULL DEFAULT true,
        status varchar(20) NOT NULL DEFAULT 'mancante'
          CHECK (status IN ('mancante','caricato','scaduto','verificato','non applicabile')),
        client_document_id int REFERENCES client_documents(id) ON DELETE SET NULL,
        file_id uuid REFERENCES files(id) ON DELETE SET NULL,
        note text,
        verified_by int REFERENCES users(id) ON DELETE SET NULL,
        verified_at timestamptz,
        uploaded_via_link boolean NOT NULL DEFAULT false,
        position int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version int NOT NULL DEFAULT 1
      )`);
    await q.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS dossier_items_source_idx ON dossier_items (negotiation_id, source_kind, source_ref) WHERE source_ref IS NOT NULL`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS dossier_items_project_idx ON dossier_items (project_id, negotiation_id)`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS dossier_items_document_idx ON dossier_items (client_document_id) WHERE client_document_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS dossier_items_file_idx ON dossier_items (file_id) WHERE file_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS dossier_upload_links (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        negotiation_id int NOT NULL REFERENCES negotiations(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS dossier_upload_links_negotiation_idx ON dossier_upload_links (project_id, negotiation_id)`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('task_assigned','interest','announcement_changed','dossier_upload'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE kind = 'dossier_upload'`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('task_assigned','interest','announcement_changed'))`,
    );
    await q.query(`DROP TABLE IF EXISTS dossier_upload_links`);
    await q.query(`DROP TABLE IF EXISTS dossier_items`);
  }
}

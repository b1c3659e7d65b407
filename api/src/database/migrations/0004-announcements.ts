import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The announcement (bando) of docs/domain.md#announcements in full: requirement columns on `announcements`, simple
 * value lists as text[] (GIN-indexed for eligibility), structured child collections as tables,
 * environment-specific Documentazione/Altro on global announcements (`project_id` on the child rows),
 * uploaded files, templates, public share tokens, the standard documents catalogue, and the
 * Italian full-text search vector (name A, authority B, description C).
 */
export class Announcements1763800000004 implements MigrationInterface {
  name = 'Announcements1763800000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE files (
        id uuid PRIMARY KEY,
        storage_key varchar(200) NOT NULL UNIQUE,
        original_name varchar(255) NOT NULL,
        mime_type varchar(120) NOT NULL,
        size_bytes bigint NOT NULL,
        sha256 char(64) NOT NULL,
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        uploaded_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      ALTER TABLE announcements
        ADD COLUMN information_sheet_file_id uuid REFERENCES files(id) ON DELETE SET NULL,
        ADD COLUMN facilitation_cumulability text,
        ADD COLUMN facilitation_intensity_of_help text,
        ADD COLUMN facilitation_relief text,
        ADD COLUMN aid_scheme_general_taxation boolean NOT NULL DEFAULT false,
        ADD COLUMN aid_scheme_temporary_framework boolean NOT NULL DEFAULT false,
        ADD COLUMN aid_scheme_de_minimis boolean NOT NULL DEFAULT false,
        ADD COLUMN aid_scheme_exemption boolean NOT NULL DEFAULT false,
        ADD COLUMN number_of_employees_min int,
        ADD COLUMN number_of_employees_max int,
        ADD COLUMN year_of_establishment_min int,
        ADD COLUMN year_of_establishment_max int,
        ADD COLUMN annual_volume_min numeric(15,2),
        ADD COLUMN annual_volume_max numeric(15,2),
        ADD COLUMN eligible_expense_min numeric(15,2),
        ADD COLUMN eligible_expense_max numeric(15,2),
        ADD COLUMN grant_min numeric(15,2),
        ADD COLUMN grant_max numeric(15,2),
        ADD COLUMN include_ateco_codes boolean NOT NULL DEFAULT true,
        ADD COLUMN subscribed_to_cciaa varchar(5) CHECK (subscribed_to_cciaa IN ('yes','no')),
        ADD COLUMN female_enterprise boolean NOT NULL DEFAULT false,
        ADD COLUMN youth_enterprise boolean NOT NULL DEFAULT false,
        ADD COLUMN public_entity_enterprise boolean NOT NULL DEFAULT false,
        ADD COLUMN company_dimensions text[] NOT NULL DEFAULT '{}',
        ADD COLUMN areas_of_intervention text[] NOT NULL DEFAULT '{}',
        ADD COLUMN legal_forms text[] NOT NULL DEFAULT '{}',
        ADD COLUMN business_registers text[] NOT NULL DEFAULT '{}',
        ADD COLUMN interprofessional_funds text[] NOT NULL DEFAULT '{}',
        ADD COLUMN source_data jsonb,
        ADD COLUMN created_by int REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN updated_by int REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('italian', coalesce(name, '')), 'A') ||
          setweight(to_tsvector('italian', coalesce(supplying_authority, '')), 'B') ||
          setweight(to_tsvector('italian', coalesce(description, '')), 'C')) STORED`);
    await q.query(`CREATE INDEX announcements_search_idx ON announcements USING gin (search_vector)`);
    await q.query(`CREATE INDEX announcements_dimensions_idx ON announcements USING gin (company_dimensions)`);
    await q.query(`CREATE INDEX announcements_status_dates_idx ON announcements (status, start_date, end_date)`);
    // ATECO requirement entries (ATECO 2025 codes at any level; match by prefix); original 2007 code kept for imports
    await q.query(`
      CREATE TABLE announcement_ateco_codes (
        id serial PRIMARY KEY,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        value varchar(10) NOT NULL,
        "primary" boolean NOT NULL DEFAULT false,
        original_code_2007 varchar(10)
      )`);
    await q.query(`CREATE INDEX announcement_ateco_announcement_idx ON announcement_ateco_codes (announcement_id)`);
    await q.query(`CREATE INDEX announcement_ateco_value_idx ON announcement_ateco_codes (value varchar_pattern_ops)`);
    // territory requirement: nation (Italia/Europa/Extra UE) and optionally region, province, comune
    await q.query(`
      CREATE TABLE announcement_locations (
        id serial PRIMARY KEY,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        nation varchar(10) NOT NULL CHECK (nation IN ('Italia','Europa','Extra UE')),
        region_code char(2) REFERENCES regions(code),
        province_acronym char(2) REFERENCES provinces(acronym),
        city_istat_code char(6) REFERENCES comuni(istat_code)
      )`);
    await q.query(`CREATE INDEX announcement_locations_announcement_idx ON announcement_locations (announcement_id)`);
    await q.query(`CREATE INDEX announcement_locations_region_idx ON announcement_locations (region_code)`);
    await q.query(`
      CREATE TABLE announcement_expense_items (
        id serial PRIMARY KEY,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        description text NOT NULL,
        max_import_note text,
        max_import_value numeric(15,2),
        max_import_percentage numeric(5,2),
        min_import_note text,
        min_import_value numeric(15,2),
        min_import_percentage numeric(5,2),
        required_attachment text[] NOT NULL DEFAULT '{}',
        note text,
        sort_order int NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX announcement_expense_items_announcement_idx ON announcement_expense_items (announcement_id)`);
    // Documentazione: the standard documents catalogue (settings → documentazione-bandi)
    await q.query(`
      CREATE TABLE standard_documents (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL UNIQUE,
        description text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // project_id NULL: part of the announcement itself; set: added by that environment to a global announcement
    await q.query(`
      CREATE TABLE announcement_standard_documents (
        id serial PRIMARY KEY,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        standard_document_id int NOT NULL REFERENCES standard_documents(id) ON DELETE CASCADE,
        project_id int REFERENCES projects(id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX announcement_standard_documents_uq ON announcement_standard_documents (announcement_id, standard_document_id, coalesce(project_id, 0))`,
    );
    await q.query(`
      CREATE TABLE announcement_documents (
        id serial PRIMARY KEY,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL CHECK (kind IN ('additional','other_attachment')),
        name varchar(255) NOT NULL,
        file_id uuid REFERENCES files(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX announcement_documents_announcement_idx ON announcement_documents (announcement_id, project_id)`);
    await q.query(`
      CREATE TABLE announcement_custom_fields (
        id serial PRIMARY KEY,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        label varchar(200) NOT NULL,
        value text,
        sort_order int NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX announcement_custom_fields_announcement_idx ON announcement_custom_fields (announcement_id, project_id)`);
    // templates (docs/domain.md#templates): a named snapshot of the announcement form; global or per environment
    await q.query(`
      CREATE TABLE announcement_templates (
        id serial PRIMARY KEY,
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        scope varchar(10) NOT NULL CHECK (scope IN ('global','local')),
        name varchar(500) NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        updated_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((scope = 'global') = (project_id IS NULL))
      )`);
    await q.query(`CREATE INDEX announcement_templates_project_idx ON announcement_templates (project_id)`);
    // public pages: unguessable tokens (only the SHA-256 is stored), expiring and revocable
    await q.query(`
      CREATE TABLE announcement_shares (
        id serial PRIMARY KEY,
        token_hash char(64) NOT NULL UNIQUE,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        client_id int REFERENCES clients(id) ON DELETE CASCADE,
        call_id int REFERENCES calls(id) ON DELETE CASCADE,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (client_id IS NOT NULL OR call_id IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX audit_log_project_idx ON audit_log (project_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'announcement_shares',
      'announcement_templates',
      'announcement_custom_fields',
      'announcement_documents',
      'announcement_standard_documents',
      'standard_documents',
      'announcement_expense_items',
      'announcement_locations',
      'announcement_ateco_codes',
    ])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    await q.query(`DROP INDEX IF EXISTS audit_log_project_idx`);
    await q.query(`ALTER TABLE announcements DROP COLUMN IF EXISTS search_vector`);
    // the remaining added columns are dropped with the table in 0002's down
    await q.query(`DROP TABLE IF EXISTS files CASCADE`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client registry of docs/domain.md#clients in full, plus negotiations and client notes (docs/domain.md#referents-negotiations-notes-newsletters-alerts):
 * scalar fields on `clients`; child collections as tables (locations with the legal seat, ATECO
 * 2025 codes, partners, administrators, banks, yearly history, managing users, company-size
 * relations, the eleven document slots). For eligibility (docs/domain.md#eligibility) the client also carries
 * indexed derived columns kept by the service on every save: the effective company dimension,
 * the latest history figures and the year of establishment.
 */
export class Clients1763800000006 implements MigrationInterface {
  name = 'Clients1763800000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE clients
        ADD COLUMN reference varchar(100),
        ADD COLUMN section varchar(100),
        ADD COLUMN interprofessional_fund varchar(200),
        ADD COLUMN constitution_date date,
        ADD COLUMN activity_description text,
        ADD COLUMN website varchar(255),
        ADD COLUMN sdi varchar(7),
        ADD COLUMN ccnl_type varchar(200),
        ADD COLUMN inps_registration_number varchar(40),
        ADD COLUMN inps_location varchar(200),
        ADD COLUMN inail_registration_number varchar(40),
        ADD COLUMN inail_location varchar(200),
        ADD COLUMN accounting_type varchar(60),
        ADD COLUMN note text,
        ADD COLUMN subscribed_to_cciaa varchar(3) CHECK (subscribed_to_cciaa IN ('yes','no')),
        ADD COLUMN rea_number varchar(20),
        ADD COLUMN registration_number varchar(40),
        ADD COLUMN section_cciaa varchar(100),
        ADD COLUMN registration_date date DEFAULT CURRENT_DATE,
        ADD COLUMN social_capital numeric(15,2),
        ADD COLUMN public_entity_enterprise boolean NOT NULL DEFAULT false,
        ADD COLUMN youth_enterprise boolean NOT NULL DEFAULT false,
        ADD COLUMN female_enterprise boolean NOT NULL DEFAULT false,
        ADD COLUMN autonomous boolean NOT NULL DEFAULT true,
        ADD COLUMN associated boolean NOT NULL DEFAULT false,
        ADD COLUMN connected boolean NOT NULL DEFAULT false,
        ADD COLUMN connected_by_person boolean NOT NULL DEFAULT false,
        ADD COLUMN company_dimension_notes text,
        ADD COLUMN public_bodies_share numeric(5,2),
        ADD COLUMN company_dimension varchar(6) CHECK (company_dimension IN ('micro','small','medium','large')),
        ADD COLUMN company_dimension_computed varchar(6) CHECK (company_dimension_computed IN ('micro','small','medium','large')),
        ADD COLUMN company_dimension_manual boolean NOT NULL DEFAULT false,
        ADD COLUMN company_dimension_basis jsonb,
        ADD COLUMN region_code char(2) REFERENCES regions(code),
        ADD COLUMN established_year int,
        ADD COLUMN latest_headcount numeric(10,2),
        ADD COLUMN latest_turnover numeric(15,2),
        ADD COLUMN latest_balance_sheet_total numeric(15,2),
        ADD COLUMN created_by int REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN updated_by int REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX clients_project_name_idx ON clients (project_id, business_name)`);
    await q.query(`CREATE INDEX clients_project_dimension_idx ON clients (project_id, company_dimension)`);
    await q.query(`CREATE INDEX clients_project_region_idx ON clients (project_id, region_code)`);
    // legal seat (kind 'legal', one per client) and other locations (kind 'operating')
    await q.query(`
      CREATE TABLE client_locations (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('legal','operating')),
        "primary" boolean NOT NULL DEFAULT false,
        address varchar(255),
        postal_code char(5),
        city varchar(120),
        city_istat_code char(6) REFERENCES comuni(istat_code),
        province varchar(2),
        region_code char(2) REFERENCES regions(code),
        nation varchar(10) NOT NULL DEFAULT 'Italia' CHECK (nation IN ('Italia','Europa','Extra UE'))
      )`);
    await q.query(`CREATE INDEX client_locations_client_idx ON client_locations (client_id)`);
    await q.query(`CREATE UNIQUE INDEX client_locations_legal_uq ON client_locations (client_id) WHERE kind = 'legal'`);
    await q.query(`
      CREATE TABLE client_ateco_codes (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        value varchar(10) NOT NULL,
        "primary" boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX client_ateco_client_idx ON client_ateco_codes (client_id)`);
    await q.query(`CREATE INDEX client_ateco_value_idx ON client_ateco_codes (value varchar_pattern_ops)`);
    await q.query(`
      CREATE TABLE client_partners (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        name varchar(255) NOT NULL,
        fiscal_code varchar(16),
        share_percent numeric(5,2),
        note text
      )`);
    await q.query(`CREATE INDEX client_partners_client_idx ON client_partners (client_id)`);
    await q.query(`
      CREATE TABLE client_administrators (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        surname varchar(100) NOT NULL,
        fiscal_code varchar(16),
        role varchar(100),
        start_date date
      )`);
    await q.query(`CREATE INDEX client_administrators_client_idx ON client_administrators (client_id)`);
    await q.query(`
      CREATE TABLE client_banks (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        iban varchar(34),
        branch varchar(200)
      )`);
    await q.query(`CREATE INDEX client_banks_client_idx ON client_banks (client_id)`);
    // yearly figures: staff in ULA, amounts in EUR
    await q.query(`
      CREATE TABLE client_history (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        year int NOT NULL,
        headcount numeric(10,2),
        turnover numeric(15,2),
        balance_sheet_total numeric(15,2),
        UNIQUE (client_id, year)
      )`);
    await q.query(`
      CREATE TABLE client_managers (
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        PRIMARY KEY (client_id, user_id)
      )`);
    await q.query(`CREATE INDEX client_managers_user_idx ON client_managers (user_id)`);
    // company-size relations (Racc. 2003/361/CE): associated = partner 25-50%, connected = linked
    await q.query(`
      CREATE TABLE client_company_relations (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL CHECK (kind IN ('associated','connected','connected_by_person')),
        name varchar(255) NOT NULL,
        vat_number varchar(16),
        share_percent numeric(5,2),
        headcount numeric(10,2),
        turnover numeric(15,2),
        balance_sheet_total numeric(15,2),
        note text
      )`);
    await q.query(`CREATE INDEX client_company_relations_client_idx ON client_company_relations (client_id)`);
    await q.query(`
      CREATE TABLE client_documents (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        slot varchar(30) NOT NULL CHECK (slot IN ('identity','ordinary_chamber','antimafia','budget','fiscal_code','bondage_rating','final_act','statute','company_dimension','rental_agreement','other')),
        name varchar(255),
        date date,
        file_id uuid REFERENCES files(id) ON DELETE SET NULL,
        UNIQUE (client_id, slot)
      )`);
    // negotiations (trattative): a client's pursuit of an announcement through a grant's life
    await q.query(`
      CREATE TABLE negotiations (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        announcement_id int REFERENCES announcements(id) ON DELETE SET NULL,
        title varchar(255) NOT NULL,
        stage varchar(30) NOT NULL DEFAULT 'contact' CHECK (stage IN ('contact','engagement','application_submitted','under_review','admitted','grant_decree','disbursement','reporting','closed_won','closed_lost')),
        position int NOT NULL DEFAULT 0,
        amount_requested numeric(15,2),
        amount_granted numeric(15,2),
        success_fee_percent numeric(5,2),
        success_fee_amount numeric(15,2),
        stage_deadlines jsonb NOT NULL DEFAULT '{}',
        lost_reason text,
        note text,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (stage <> 'closed_lost' OR lost_reason IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX negotiations_project_stage_idx ON negotiations (project_id, stage, position)`);
    await q.query(`CREATE INDEX negotiations_client_idx ON negotiations (client_id)`);
    await q.query(`
      CREATE TABLE client_notes (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX client_notes_client_idx ON client_notes (client_id, created_at DESC)`);
    // eligibility: open published announcements by end date (the other requirement indexes come from 0004)
    await q.query(`CREATE INDEX announcements_published_end_idx ON announcements (end_date) WHERE status = 'published'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS announcements_published_end_idx`);
    for (const t of [
      'client_notes',
      'negotiations',
      'client_documents',
      'client_company_relations',
      'client_managers',
      'client_history',
      'client_banks',
      'client_administrators',
      'client_partners',
      'client_ateco_codes',
      'client_locations',
    ])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    for (const idx of ['clients_project_name_idx', 'clients_project_dimension_idx', 'clients_project_region_idx'])
      await q.query(`DROP INDEX IF EXISTS ${idx}`);
    // the added columns are dropped with the table in 0002's down
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** First tables of the four remotes: announcements, clients, referents, client_referents, calls. */
export class SkeletonCatalogue1763800000002 implements MigrationInterface {
  name = 'SkeletonCatalogue1763800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE announcements (
        id serial PRIMARY KEY,
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        scope varchar(10) NOT NULL DEFAULT 'global' CHECK (scope IN ('global','local')),
        status varchar(12) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','published')),
        name varchar(500) NOT NULL,
        description text,
        start_date date,
        end_date date,
        evaluation_procedure varchar(60),
        supplying_authority varchar(500),
        link_regulatory varchar(1000),
        fact_sheet text,
        type_non_repayable_fund boolean NOT NULL DEFAULT false,
        type_concessionary_financing boolean NOT NULL DEFAULT false,
        type_fiscal_bonus boolean NOT NULL DEFAULT false,
        type_interest_account boolean NOT NULL DEFAULT false,
        type_warranty boolean NOT NULL DEFAULT false,
        source varchar(40),
        source_id varchar(40),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((scope = 'global') = (project_id IS NULL))
      )`);
    await q.query(`CREATE INDEX announcements_project_idx ON announcements (project_id)`);
    await q.query(`CREATE INDEX announcements_end_date_idx ON announcements (end_date)`);
    await q.query(`CREATE UNIQUE INDEX announcements_source_idx ON announcements (source, source_id) WHERE source IS NOT NULL`);
    await q.query(`
      CREATE TABLE clients (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        business_name varchar(255) NOT NULL,
        vat_number varchar(11),
        fiscal_code varchar(16),
        legal_form varchar(100),
        email varchar(255),
        pec varchar(255),
        phone varchar(40),
        city varchar(120),
        province varchar(2),
        region varchar(60),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX clients_project_idx ON clients (project_id)`);
    await q.query(`CREATE INDEX clients_vat_idx ON clients (vat_number)`);
    await q.query(`CREATE INDEX clients_fiscal_code_idx ON clients (fiscal_code)`);
    await q.query(`
      CREATE TABLE referents (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        surname varchar(100) NOT NULL,
        email varchar(255),
        phone varchar(40),
        organisation varchar(255),
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX referents_project_idx ON referents (project_id)`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_referent_fk FOREIGN KEY (referent_id) REFERENCES referents(id) ON DELETE SET NULL`,
    );
    await q.query(`
      CREATE TABLE client_referents (
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        referent_id int NOT NULL REFERENCES referents(id) ON DELETE CASCADE,
        PRIMARY KEY (client_id, referent_id)
      )`);
    await q.query(`CREATE INDEX client_referents_referent_idx ON client_referents (referent_id)`);
    await q.query(`
      CREATE TABLE calls (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        type varchar(10) NOT NULL CHECK (type IN ('client','supplier')),
        client_id int REFERENCES clients(id) ON DELETE CASCADE,
        referent_id int REFERENCES referents(id) ON DELETE SET NULL,
        company_name varchar(255),
        call_date date NOT NULL DEFAULT CURRENT_DATE,
        status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open','in_progress','closed','archived')),
        note text,
        areas_of_intervention text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX calls_project_idx ON calls (project_id, call_date DESC)`);
    await q.query(`CREATE INDEX calls_client_idx ON calls (client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_referent_fk`);
    for (const t of ['calls', 'client_referents', 'referents', 'clients', 'announcements']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference data tables (filled by the seed from api/data, see SOURCES.md): ATECO 2025 and
 * 2007 (agg. 2022) with the ISTAT recoding table, regions, provinces, comuni, foreign states,
 * legal forms (ISO 20275 ELF), and the dropdown lists managed in settings.
 */
export class ReferenceData1763800000003 implements MigrationInterface {
  name = 'ReferenceData1763800000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ateco_codes (
        version varchar(4) NOT NULL CHECK (version IN ('2025','2007')),
        code varchar(10) NOT NULL,
        description text NOT NULL,
        description_en text,
        level smallint NOT NULL CHECK (level BETWEEN 1 AND 6),
        level_name varchar(20) NOT NULL,
        parent_code varchar(10),
        section char(1) NOT NULL,
        sort_order int NOT NULL,
        PRIMARY KEY (version, code)
      )`);
    await q.query(`CREATE INDEX ateco_codes_prefix_idx ON ateco_codes (version, code varchar_pattern_ops)`);
    await q.query(`CREATE INDEX ateco_codes_parent_idx ON ateco_codes (version, parent_code)`);
    await q.query(`CREATE INDEX ateco_codes_fts_idx ON ateco_codes USING gin (to_tsvector('italian', description))`);
    await q.query(`
      CREATE TABLE ateco_recoding (
        code_2007 varchar(10) PRIMARY KEY,
        level smallint NOT NULL,
        correspondences smallint,
        subtype varchar(5),
        recoding_type char(1),
        code_2025 varchar(10),
        code_2025_chamber varchar(10)
      )`);
    await q.query(`
      CREATE TABLE regions (
        code char(2) PRIMARY KEY,
        name varchar(80) NOT NULL,
        area_code smallint NOT NULL,
        area varchar(30) NOT NULL,
        statute varchar(10) NOT NULL
      )`);
    await q.query(`
      CREATE TABLE provinces (
        code varchar(3) PRIMARY KEY,
        historical_code varchar(3) NOT NULL,
        acronym char(2) NOT NULL UNIQUE,
        name varchar(80) NOT NULL,
        kind varchar(40) NOT NULL,
        region_code char(2) NOT NULL REFERENCES regions(code)
      )`);
    await q.query(`CREATE INDEX provinces_region_idx ON provinces (region_code)`);
    await q.query(`
      CREATE TABLE comuni (
        istat_code char(6) PRIMARY KEY,
        name varchar(120) NOT NULL,
        other_name varchar(120),
        cadastral_code char(4) NOT NULL UNIQUE,
        province_acronym char(2) NOT NULL REFERENCES provinces(acronym),
        region_code char(2) NOT NULL REFERENCES regions(code),
        cap char(5),
        caps text[] NOT NULL DEFAULT '{}',
        population int,
        latitude double precision,
        longitude double precision
      )`);
    await q.query(`CREATE INDEX comuni_name_idx ON comuni (lower(name) varchar_pattern_ops)`);
    await q.query(`CREATE INDEX comuni_province_idx ON comuni (province_acronym)`);
    await q.query(`
      CREATE TABLE foreign_states (
        belfiore_code char(4) PRIMARY KEY,
        name varchar(120) NOT NULL,
        iso2 varchar(2),
        valid_from date,
        valid_to date
      )`);
    await q.query(`
      CREATE TABLE legal_forms (
        elf_code char(4) PRIMARY KEY,
        name varchar(200) NOT NULL,
        abbreviations varchar(200),
        active boolean NOT NULL
      )`);
    await q.query(`
      CREATE TABLE dropdown_values (
        id serial PRIMARY KEY,
        list varchar(40) NOT NULL,
        value varchar(80) NOT NULL,
        label varchar(200) NOT NULL,
        sort_order int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (list, value)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'dropdown_values',
      'legal_forms',
      'foreign_states',
      'comuni',
      'provinces',
      'regions',
      'ateco_recoding',
      'ateco_codes',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The six requirement limits that publishing asks for (domain LIMIT_FIELDS, docs/rules.md#form-rules). */
const LIMIT_FIELDS = [
  'number_of_employees_min',
  'number_of_employees_max',
  'year_of_establishment_min',
  'year_of_establishment_max',
  'annual_volume_min',
  'annual_volume_max',
];

/**
 * Issue 39, defect 1: an announcement imported from incentivi.gov.it could not be saved again (384 of the
 * 502 bundled calls), since the publish rule asked for the six employees / founding year /
 * turnover limits, which the open data never gives, and for ATECO codes and company dimensions,
 * which it leaves out for "Tutti i settori" (380) and "Non classificabile" (12).
 * `announcements.requirements_without_limit text[]` names the requirements the announcement sets no
 * restriction for (domain UNRESTRICTED_FIELDS: "Nessun minimo" / "Nessun massimo", "Tutte le
 * dimensioni", "Tutti i settori"); publishing accepts those empty, and eligibility already reads an
 * empty requirement as none. The announcements imported so far get the limits they left blank, and the
 * lists their source left empty; the others keep an empty list, so a draft typed by staff still
 * asks for each value or an explicit "no restriction".
 */
export class RequirementsWithoutLimit1763800000023 implements MigrationInterface {
  name = 'RequirementsWithoutLimit1763800000023';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE announcements ADD COLUMN IF NOT EXISTS requirements_without_limit text[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `UPDATE announcements SET requirements_without_limit =
         ARRAY(SELECT f FROM unnest($1::text[]) WITH ORDINALITY AS l(f, n) WHERE (to_jsonb(announcements) ->> f) IS NULL ORDER BY n)
         || CASE WHEN company_dimensions = '{}' THEN ARRAY['announcements_company_dimensions'] ELSE '{}'::text[] END
         || CASE WHEN coalesce(trim(source_data ->> 'Codici_ATECO'), '') = '' OR trim(source_data ->> 'Codici_ATECO') ILIKE 'tutti%'
                 THEN ARRAY['announcements_ateco_codes'] ELSE '{}'::text[] END
       WHERE source = 'incentivi.gov.it'`,
      [LIMIT_FIELDS],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE announcements DROP COLUMN IF EXISTS requirements_without_limit`);
  }
}

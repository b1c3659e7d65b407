import type { DataSource } from 'typeorm';

/**
 * Factories of issue 4: announcements with requirements (schema of migration 0004) for the
 * eligibility tests. Each returns the inserted row's id.
 */
export interface AnnouncementRequirements {
  projectId?: number | null;
  name?: string;
  status?: 'draft' | 'published';
  end_date?: string | null;
  company_dimensions?: string[];
  number_of_employees_min?: number | null;
  number_of_employees_max?: number | null;
  year_of_establishment_min?: number | null;
  year_of_establishment_max?: number | null;
  annual_volume_min?: number | null;
  annual_volume_max?: number | null;
  legal_forms?: string[];
  subscribed_to_cciaa?: 'yes' | 'no' | null;
  female_enterprise?: boolean;
  youth_enterprise?: boolean;
  public_entity_enterprise?: boolean;
  include_ateco_codes?: boolean;
  ateco?: string[];
  locations?: { nation?: string; region_code?: string | null; province_acronym?: string | null; city_istat_code?: string | null }[];
}

export async function createAnnouncementWithRequirements(ds: DataSource, r: AnnouncementRequirements = {}): Promise<number> {
  const projectId = r.projectId ?? null;
  const [row] = await ds.query(
    `INSERT INTO announcements (project_id, scope, status, name, end_date, company_dimensions, number_of_employees_min, number_of_employees_max,
       year_of_establishment_min, year_of_establishment_max, annual_volume_min, annual_volume_max, legal_forms, subscribed_to_cciaa,
       female_enterprise, youth_enterprise, public_entity_enterprise, include_ateco_codes)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
    [
      projectId,
      projectId ? 'local' : 'global',
      r.status ?? 'published',
      r.name ?? `Bando ${Math.random().toString(36).slice(2, 8)}`,
      r.end_date === undefined ? '2099-12-31' : r.end_date,
      r.company_dimensions ?? [],
      r.number_of_employees_min ?? null,
      r.number_of_employees_max ?? null,
      r.year_of_establishment_min ?? null,
      r.year_of_establishment_max ?? null,
      r.annual_volume_min ?? null,
      r.annual_volume_max ?? null,
      r.legal_forms ?? [],
      r.subscribed_to_cciaa ?? null,
      r.female_enterprise ?? false,
      r.youth_enterprise ?? false,
      r.public_entity_enterprise ?? false,
      r.include_ateco_codes ?? true,
    ],
  );
  for (const v of r.ateco ?? [])
    await ds.query(`INSERT INTO announcement_ateco_codes (announcement_id, value) VALUES ($1,$2)`, [row.id, v]);
  for (const l of r.locations ?? []) {
    await ds.query(
      `INSERT INTO announcement_locations (announcement_id, nation, region_code, province_acronym, city_istat_code) VALUES ($1,$2,$3,$4,$5)`,
      [row.id, l.nation ?? 'Italia', l.region_code ?? null, l.province_acronym ?? null, l.city_istat_code ?? null],
    );
  }
  return row.id;
}

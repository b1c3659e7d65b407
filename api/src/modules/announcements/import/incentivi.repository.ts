import type { DataSource, EntityManager } from 'typeorm';
import { LIMIT_FIELDS, type UnrestrictedField } from '@bandi/domain';
import type { IncentivoRow, mapRow } from './incentivi';

/** `announcements.source` of the announcements imported from incentivi.gov.it. */
export const INCENTIVI_SOURCE = 'incentivi.gov.it';

/** The reference rows the mapping of an incentivi.gov.it row reads (ISTAT territories, ATECO, areas of intervention). */
export interface IncentiviReference {
  regions: { code: string; name: string }[];
  comuni: { istat_code: string; name: string; other_name: string | null; province_acronym: string; region_code: string }[];
  ateco: { version: string; code: string }[];
  /** ATECO 2007 -> 2025 (ISTAT recoding table), the codes that have one. */
  recoding: { code_2007: string; code_2025: string }[];
  areas: { value: string; label: string }[];
}

/** One mapped row to write: its source id and data, the announcement's columns, the lists left without restriction, and its child rows. */
export interface ImportedWrite {
  sourceId: string;
  sourceData: IncentivoRow;
  /** Announcement columns (constant names of mapRow) and their values. */
  values: Record<string, unknown>;
  /** Lists the row leaves empty on purpose ("Non classificabile", "Tutti i settori"). */
  unrestricted: UnrestrictedField[];
  mapped: Pick<ReturnType<typeof mapRow>, 'ateco' | 'locations' | 'expenses' | 'custom'>;
}

/**
 * The SQL of the incentivi.gov.it import (docs/domain.md, the real calls): the reference tables the
 * mapping reads, the announcements already imported (`source = 'incentivi.gov.it'`), and the write of one
 * call with its child collections. Imported announcements are global (`project_id` NULL, no environment):
 * listed in api/test/tenancy-allowlist.ts.
 */
export async function referenceRows(ds: DataSource | EntityManager): Promise<IncentiviReference> {
  return {
    regions: await ds.query(`SELECT code, name FROM regions`),
    comuni: await ds.query(`SELECT istat_code, name, other_name, province_acronym, region_code FROM comuni`),
    ateco: await ds.query(`SELECT version, code FROM ateco_codes`),
    recoding: await ds.query(`SELECT code_2007, code_2025 FROM ateco_recoding WHERE code_2025 IS NOT NULL`),
    areas: await ds.query(`SELECT value, label FROM dropdown_values WHERE list = 'areas_of_intervention'`),
  };
}

/** The announcements imported before: id, the source's id and the source row as stored. */
export function importedAnnouncements(ds: DataSource): Promise<{ id: number; source_id: string; source_data: unknown }[]> {
  return ds.query(`SELECT id, source_id, source_data FROM announcements WHERE source = $1`, [INCENTIVI_SOURCE]);
}

/**
 * Writes one imported announcement inside `em`'s transaction: a new global published announcement (`existingId`
 * null) whose `requirements_without_limit` lists the six limits the export never states and
 * `w.unrestricted`, or the update of announcement `existingId` (the limits still blank stay listed, a
 * limit staff typed in stays); then its ATECO codes, places, expense items and the import's custom
 * fields replace the stored ones (an environment's own custom fields on the announcement are kept).
 */
export async function writeImported(em: EntityManager, w: ImportedWrite, existingId: number | null): Promise<void> {
  const cols = Object.keys(w.values);
  const vals = Object.values(w.values);
  let annId = existingId;
  if (annId === null) {
    const [r] = await em.query(
      `INSERT INTO announcements (scope, status, source, source_id, source_data, include_ateco_codes, requirements_without_limit, ${cols.join(', ')})
       VALUES ('global', 'published', $1, $2, $3, true, $4, ${cols.map((_, i) => `$${i + 5}`).join(', ')}) RETURNING id`,
      [INCENTIVI_SOURCE, w.sourceId, JSON.stringify(w.sourceData), [...LIMIT_FIELDS, ...w.unrestricted], ...vals],
    );
    annId = r.id as number;
  } else {
    await em.query(
      `UPDATE announcements SET source_data = $2, include_ateco_codes = true, updated_at = now(),
         requirements_without_limit = ARRAY(SELECT f FROM unnest($3::text[]) WITH ORDINALITY AS l(f, n) WHERE (to_jsonb(announcements) ->> f) IS NULL ORDER BY n) || $4::text[],
         ${cols.map((c, i) => `${c} = $${i + 5}`).join(', ')} WHERE id = $1`,
      [annId, JSON.stringify(w.sourceData), LIMIT_FIELDS, w.unrestricted, ...vals],
    );
    for (const t of ['announcement_ateco_codes', 'announcement_locations', 'announcement_expense_items'])
      await em.query(`DELETE FROM ${t} WHERE announcement_id = $1`, [annId]);
    await em.query(`DELETE FROM announcement_custom_fields WHERE announcement_id = $1 AND project_id IS NULL`, [annId]);
  }
  const multi = async (table: string, columns: string[], rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i += 300) {
      const chunk = rows.slice(i, i + 300);
      const params: unknown[] = [];
      const values = chunk.map((r) => `(${r.map((x) => (params.push(x), `$${params.length}`)).join(',')})`).join(',');
      await em.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values}`, params);
    }
  };
  const m = w.mapped;
  await multi(
    'announcement_ateco_codes',
    ['announcement_id', 'value', 'original_code_2007'],
    m.ateco.map((a) => [annId, a.value, a.original_code_2007]),
  );
  await multi(
    'announcement_locations',
    ['announcement_id', 'nation', 'region_code', 'province_acronym', 'city_istat_code'],
    m.locations.map((l) => [annId, l.nation, l.region, l.province, l.city]),
  );
  await multi(
    'announcement_expense_items',
    ['announcement_id', 'description', 'sort_order'],
    m.expenses.map((d, i) => [annId, d, i]),
  );
  await multi(
    'announcement_custom_fields',
    ['announcement_id', 'label', 'value', 'sort_order'],
    m.custom.map((c, i) => [annId, c.label.slice(0, 200), c.value, i]),
  );
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ComuneIndex, normName } from '../../modules/announcements/import/comuni';

/** Label of the custom field where the import keeps the territory names it could not match. */
const UNMATCHED_LABEL = 'Territori non riconosciuti (fonte)';

/**
 * Issue 10: calls imported from incentivi.gov.it before bilingual comuni with two equal names
 * (Gais, Lana, Plaus) and renamed ones ("Montagna" -> "Montagna sulla Strada del Vino") were
 * resolved lost those comuni (kept only in the custom field "Territori non riconosciuti (fonte)").
 * A re-import does not fix them (the source row is unchanged), so this data fix resolves the
 * names of that field again with the import's resolver (docs/domain.md "Territories of imported
 * announcements"): on announcements already limited to comuni, each name now matching one comune of the announcement's
 * regions becomes a territory row; the field keeps the names still unmatched, or goes. Announcements
 * mapped to whole regions, and announcements without the field, are not touched. Nothing to undo.
 */
export class ImportedComuni1763800000012 implements MigrationInterface {
  name = 'ImportedComuni1763800000012';

  async up(q: QueryRunner): Promise<void> {
    const fields: { id: number; announcement_id: number; value: string; source_data: Record<string, unknown> | null }[] = await q.query(
      `SELECT f.id, f.announcement_id, f.value, a.source_data FROM announcement_custom_fields f JOIN announcements a ON a.id = f.announcement_id
        WHERE a.source = 'incentivi.gov.it' AND f.project_id IS NULL AND f.label = $1`,
      [UNMATCHED_LABEL],
    );
    if (!fields.length) return;
    const index = new ComuneIndex(await q.query(`SELECT istat_code, name, other_name, province_acronym, region_code FROM comuni`));
    const regionByName = new Map<string, string>();
    for (const r of await q.query(`SELECT code, name FROM regions`)) {
      regionByName.set(normName(r.name), r.code);
      regionByName.set(normName(String(r.name).split('/')[0]), r.code);
    }
    for (const f of fields) {
      const [{ cities }] = await q.query(
        `SELECT count(*)::int AS cities FROM announcement_locations WHERE announcement_id = $1 AND city_istat_code IS NOT NULL`,
        [f.announcement_id],
      );
      if (!cities) continue;
      const regions = new Set<string>();
      for (const n of regionNames(f.source_data?.Regioni)) {
        const code = regionByName.get(normName(n));
        if (code) regions.add(code);
      }
      const still: string[] = [];
      for (const name of String(f.value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const c = regionByName.has(normName(name)) ? null : index.resolve(name, regions);
        if (!c) {
          still.push(name);
          continue;
        }
        await q.query(
          `INSERT INTO announcement_locations (announcement_id, nation, region_code, province_acronym, city_istat_code)
           SELECT $1, 'Italia', $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM announcement_locations WHERE announcement_id = $1 AND city_istat_code = $4)`,
          [f.announcement_id, c.region, c.province, c.istat],
        );
      }
      if (!still.length) await q.query(`DELETE FROM announcement_custom_fields WHERE id = $1`, [f.id]);
      else await q.query(`UPDATE announcement_custom_fields SET value = $2 WHERE id = $1`, [f.id, still.join(', ')]);
    }
  }

  async down(): Promise<void> {
    // a data fix: the comuni found stay
  }
}

/** `Regioni` of the export: a JSON array in a string (or an array). */
function regionNames(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  try {
    const parsed = JSON.parse(String(raw ?? ''));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

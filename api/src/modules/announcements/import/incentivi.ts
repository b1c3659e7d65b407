import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { REPO_ROOT } from '../../../config';

/** The bundled open-data file (copy of shared/data, credited in api/data/SOURCES.md). */
export const INCENTIVI_FILE = path.join(REPO_ROOT, 'api', 'data', 'incentivi', 'incentivi_gov_it_opendata_2025-04-05_subset.json');
/** `source` value of imported calls. */
export const INCENTIVI_SOURCE = 'incentivi.gov.it';

/** One row of the incentivi.gov.it open data export (fields as published by MIMIT). */
export type IncentivoRow = Record<string, unknown>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Forma_agevolazione values -> SPEC §3.3 funding-type booleans. */
const FUNDING_TYPES: Record<string, 'type_non_repayable_fund' | 'type_concessionary_financing' | 'type_fiscal_bonus' | 'type_interest_account' | 'type_warranty'> = {
  'Contributo/Fondo perduto': 'type_non_repayable_fund',
  'Prestito/Anticipo rimborsabile': 'type_concessionary_financing',
  'Agevolazione fiscale': 'type_fiscal_bonus',
  'Riduzione dei contributi di previdenza sociale': 'type_fiscal_bonus',
  'Contributo in conto interessi': 'type_interest_account',
  'Interventi a garanzia': 'type_warranty',
};

const jsonList = (raw: unknown): string[] => {
  if (Array.isArray(raw)) return raw.map(String);
  const v = str(raw);
  if (!v) return [];
  try {
    const parsed = JSON.parse(v);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};
const isoDate = (raw: unknown): string | null => {
  const v = str(raw);
  return /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;
};

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { id: string; reason: string }[];
}

/**
 * Imports incentivi.gov.it rows as published global calls, idempotent on ID_Incentivo
 * (walking-skeleton mapping: title, description, dates, authority, link, funding types; the
 * announcements issue extends it to requirements, territories, ATECO and expense items).
 * A row without ID or title is rejected and reported; nothing of it is written.
 */
export async function importIncentivi(dataSource: DataSource, rows: IncentivoRow[]): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, rejected: [] };
  const existing = new Map<string, Record<string, unknown>>();
  for (const r of await dataSource.query(`SELECT * FROM announcements WHERE source = $1`, [INCENTIVI_SOURCE])) existing.set(r.source_id, r);
  for (const row of rows) {
    const id = str(row.ID_Incentivo).trim();
    const name = str(row.Titolo).trim();
    if (!id || !name) {
      report.rejected.push({ id: id || '?', reason: !id ? 'ID_Incentivo mancante' : 'Titolo mancante' });
      continue;
    }
    const types = { type_non_repayable_fund: false, type_concessionary_financing: false, type_fiscal_bonus: false, type_interest_account: false, type_warranty: false };
    for (const f of jsonList(row.Forma_agevolazione)) if (FUNDING_TYPES[f]) types[FUNDING_TYPES[f]] = true;
    const values = {
      name: name.slice(0, 500),
      description: str(row.Descrizione) || null,
      start_date: isoDate(row.Data_apertura),
      end_date: isoDate(row.Data_chiusura),
      supplying_authority: str(row.Soggetto_Concedente).slice(0, 500) || null,
      link_regulatory: str(row.Link_istituzionale).slice(0, 1000) || null,
      ...types,
    };
    const old = existing.get(id);
    if (!old) {
      await dataSource.query(
        `INSERT INTO announcements (scope, status, source, source_id, name, description, start_date, end_date, supplying_authority, link_regulatory,
           type_non_repayable_fund, type_concessionary_financing, type_fiscal_bonus, type_interest_account, type_warranty)
         VALUES ('global','published',$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
        [INCENTIVI_SOURCE, id, values.name, values.description, values.start_date, values.end_date, values.supplying_authority, values.link_regulatory,
          values.type_non_repayable_fund, values.type_concessionary_financing, values.type_fiscal_bonus, values.type_interest_account, values.type_warranty],
      );
      report.created++;
      continue;
    }
    const fmt = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v ?? null);
    const changed = Object.entries(values).some(([k, v]) => fmt(old[k]) !== v);
    if (!changed) {
      report.unchanged++;
      continue;
    }
    await dataSource.query(
      `UPDATE announcements SET name=$2, description=$3, start_date=$4, end_date=$5, supplying_authority=$6, link_regulatory=$7,
         type_non_repayable_fund=$8, type_concessionary_financing=$9, type_fiscal_bonus=$10, type_interest_account=$11, type_warranty=$12, updated_at=now()
       WHERE source=$1 AND source_id=$13`,
      [INCENTIVI_SOURCE, values.name, values.description, values.start_date, values.end_date, values.supplying_authority, values.link_regulatory,
        values.type_non_repayable_fund, values.type_concessionary_financing, values.type_fiscal_bonus, values.type_interest_account, values.type_warranty, id],
    );
    report.updated++;
  }
  return report;
}

/** Reads the bundled JSON file. */
export function readBundledIncentivi(): IncentivoRow[] {
  return JSON.parse(fs.readFileSync(INCENTIVI_FILE, 'utf8'));
}

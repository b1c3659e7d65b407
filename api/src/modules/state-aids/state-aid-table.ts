import { ImportFileError, parseClientFile, type CellValue } from '../client-imports/client-import.parser';
import type { RnaAid } from './rna-parser';

/**
 * The columns of an RNA "visura" retyped by a person (CSV or XLSX), as the "Aiuti ricevuti"
 * export writes them (exports/export-columns.ts STATE_AID_COLUMNS; docs/api.md#state-aid-aiuti-ricevuti-de-minimis),
 * matched by header without regard to case and spaces: the field of the RNA AIUTO each one fills.
 */
const HEADERS: Record<string, keyof TableRow> = {
  'codice fiscale beneficiario': 'beneficiary_code',
  'data di concessione': 'grant_date',
  'soggetto concedente': 'granting_body',
  'titolo della misura': 'measure_title',
  car: 'car',
  cor: 'cor',
  cup: 'cup',
  regolamento: 'regulation',
  strumento: 'instrument',
  'elemento di aiuto (eur)': 'aid_element',
  'importo nominale (eur)': 'nominal_amount',
};

interface TableRow {
  beneficiary_code: string;
  grant_date: string;
  granting_body: string;
  measure_title: string;
  car: string;
  cor: string;
  cup: string;
  regulation: string;
  instrument: string;
  aid_element: string;
  nominal_amount: string;
}

/** `15/01/2026` -> `2026-01-15`; an ISO date (XLSX date cell) as it is; anything else as written (rejected later). */
function isoDate(v: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : v;
}

/** An EUR amount as RNA writes it (`260000.00`): from a number cell, or Italian text `260.000,00` / `260000,00`. */
function rnaAmount(v: CellValue): string {
  if (typeof v === 'number') return v.toFixed(2);
  const s = String(v ?? '').replace(/\s|€/g, '');
  return s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
}

/**
 * The aid of a CSV/XLSX visura (first sheet; header row with the columns of {@link HEADERS}, at
 * least "Codice fiscale beneficiario", "COR", "Data di concessione", "Regolamento" and "Elemento
 * di aiuto (EUR)") as RNA AIUTO records with one component of one instrument each, so that the
 * RNA import's rules apply unchanged (state-aid-imports.service.ts `aidRows`: reasons of
 * rejection, idempotence on COR + component). A row's component id is its rank among the rows of
 * the same COR (1, 2 …): the same file imported again adds nothing.
 * @throws ImportFileError (Italian message) for an unreadable file or missing columns.
 */
export async function readAidTable(buffer: Buffer): Promise<RnaAid[]> {
  const sheet = (await parseClientFile(buffer)).sheets[0];
  if (!sheet) throw new ImportFileError('Il file non ha una riga di intestazione');
  const columns = sheet.headers.map(
    (h) =>
      HEADERS[
        String(h ?? '')
          .trim()
          .toLowerCase()
          .replace(/\s+/g, ' ')
      ],
  );
  const missing = (['beneficiary_code', 'cor', 'grant_date', 'regulation', 'aid_element'] as const).filter((k) => !columns.includes(k));
  if (missing.length)
    throw new ImportFileError(
      `Colonne mancanti: ${missing.map((k) => Object.keys(HEADERS).find((h) => HEADERS[h] === k)).join(', ')} (usa le intestazioni dell'esportazione "Aiuti ricevuti")`,
    );
  const ranks = new Map<string, number>();
  return sheet.rows
    .filter((cells) => cells.some((c) => c !== null && String(c).trim() !== ''))
    .map((cells) => {
      const row = Object.fromEntries(Object.keys(HEADERS).map((h) => [HEADERS[h], ''])) as unknown as TableRow;
      columns.forEach((k, i) => {
        if (!k) return;
        const v = cells[i];
        row[k] = k === 'aid_element' || k === 'nominal_amount' ? rnaAmount(v) : String(v ?? '').trim();
      });
      const rank = (ranks.get(row.cor) ?? 0) + 1;
      ranks.set(row.cor, rank);
      return {
        car: row.car,
        cor: row.cor,
        measure_title: row.measure_title,
        granting_body: row.granting_body,
        grant_date: isoDate(row.grant_date),
        cup: row.cup,
        beneficiary_code: row.beneficiary_code,
        beneficiary_name: '',
        components: [
          {
            id: String(rank),
            regulation_code: row.regulation,
            regulation_description: '',
            instruments: [{ description: row.instrument, aid_element: row.aid_element, nominal_amount: row.nominal_amount }],
          },
        ],
      };
    });
}

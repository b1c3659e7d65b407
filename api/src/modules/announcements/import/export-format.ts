import { formatNumberIt } from '@bandi/domain';
import type { IncentivoRow } from './incentivi';

/** Why parse-worker.cjs refuses an export file ('time' comes from export-parser.ts). */
export type ExportError = 'unreadable' | 'not-array' | 'rows' | 'columns' | 'depth' | 'field' | 'time';

/** What parse-worker.cjs exports (plain CommonJS, shared with its worker thread). */
interface ParseWorkerModule {
  parseExport(task: { text: string; fileName?: string }): { rows: IncentivoRow[] } | { error: Exclude<ExportError, 'time'> };
  EXPORT_LIMITS: { rows: number; columns: number; fieldChars: number; depth: number };
}
const parseWorker = require('./parse-worker.cjs') as ParseWorkerModule;

/** Limits of an export file (rows, columns, characters of a field, JSON nesting): parse-worker.cjs. */
export const EXPORT_LIMITS = parseWorker.EXPORT_LIMITS;

/**
 * Parses an export file's content on the calling thread (the command line import; the API reads
 * uploads in a worker thread, export-parser.ts): JSON (an array of rows) or CSV with a header row;
 * every value as text. Throws an Error with an Italian message for an unreadable file or one
 * beyond EXPORT_LIMITS.
 */
export function parseIncentivi(content: string, fileName = ''): IncentivoRow[] {
  const out = parseWorker.parseExport({ text: content, fileName });
  if ('rows' in out) return out.rows;
  throw new Error(exportErrorMessage(out.error));
}

/** The Italian message of a refused export (parse-worker.cjs errors, 'time' from export-parser.ts). */
export function exportErrorMessage(error: ExportError): string {
  switch (error) {
    case 'not-array':
      return 'Il file JSON deve contenere un elenco di bandi';
    case 'rows':
      return `Il file contiene più di ${formatNumberIt(EXPORT_LIMITS.rows)} bandi: dividilo in più file`;
    case 'columns':
      return `Il file ha più di ${EXPORT_LIMITS.columns} colonne: non è un export di incentivi.gov.it`;
    case 'depth':
      return `Il file JSON ha più di ${EXPORT_LIMITS.depth} livelli annidati: non è un export di incentivi.gov.it`;
    case 'field':
      return `Il file ha un campo di più di ${formatNumberIt(EXPORT_LIMITS.fieldChars)} caratteri: non è un export di incentivi.gov.it`;
    case 'time':
      return 'La lettura del file ha richiesto troppo tempo';
    default:
      return 'Il file non è un export JSON o CSV di incentivi.gov.it leggibile';
  }
}

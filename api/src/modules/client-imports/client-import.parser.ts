import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** A cell as the import reads it: text, a number, an ISO date (`YYYY-MM-DD`, from an XLSX date cell) or empty. */
export type CellValue = string | number | null;

/** One sheet of a file: its header row and the data rows below it (cells by column position). */
export interface ParsedSheet {
  name: string;
  headers: string[];
  rows: CellValue[][];
  /** The file's row number (1-based, as Excel shows it) of `rows[0]`. */
  firstRow: number;
}

/** A file read by {@link parseClientFile}: its format, how a CSV was read, and its sheets (a CSV has one). */
export interface ParsedFile {
  format: 'xlsx' | 'csv';
  /** CSV only: the text encoding found (UTF-8 with or without BOM, else Windows-1252). */
  encoding: 'utf-8' | 'windows-1252' | null;
  /** CSV only: the separator found. */
  separator: ';' | ',' | '\t' | null;
  sheets: ParsedSheet[];
}

/** Limits of an import file (docs/api.md#client-imports); beyond them the upload is a 422. */
export const IMPORT_LIMITS = {
  /** Bytes of the file (10 MB). */
  bytes: 10 * 1024 * 1024,
  /** Data rows of the chosen sheet. */
  rows: 10_000,
  /** Columns of a sheet. */
  columns: 200,
  /** Cells of the whole workbook (rows × columns of every sheet). */
  cells: 1_000_000,
  /** Characters of one cell. */
  cellChars: 10_000,
} as const;

/** A file the import refuses: `message` is the Italian reason (422 on field `file`). */
export class ImportFileError extends Error {}

export const FILE_MESSAGES = {
  empty: 'Il file è vuoto',
  type: 'Formato non riconosciuto: carica un file Excel (.xlsx) o CSV',
  xls: 'Il formato Excel 97-2003 (.xls) non è supportato: salva il file come .xlsx o CSV',
  unreadableXlsx: 'Il file Excel non può essere letto: è danneggiato o protetto da password',
  unreadableCsv: 'Il file CSV non può essere letto: controlla virgolette e separatori',
  bytes: 'Il file supera la dimensione massima di 10 MB',
  rows: `Il file supera il limite di ${IMPORT_LIMITS.rows.toLocaleString('it-IT')} righe`,
  columns: `Il file supera il limite di ${IMPORT_LIMITS.columns} colonne`,
  cells: `Il file supera il limite di ${IMPORT_LIMITS.cells.toLocaleString('it-IT')} celle`,
  cellChars: `Una cella supera il limite di ${IMPORT_LIMITS.cellChars.toLocaleString('it-IT')} caratteri`,
  noHeader: 'Il file non ha una riga di intestazione',
} as const;

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Buffer) => b.length >= 8 && b.readUInt32BE(0) === 0xd0cf11e0 && b.readUInt32BE(4) === 0xa1b11ae1;

/**
 * Reads an uploaded client file: XLSX (by its ZIP signature; exceljs) or CSV (anything else that is
 * text). A CSV is decoded as UTF-8 (a BOM is dropped) unless it is not valid UTF-8, then as
 * Windows-1252; its separator is the one of `;`, `,` and tab that splits the first lines most
 * consistently. Every sheet's first non-empty row is its header row; trailing empty rows are dropped.
 * @throws ImportFileError with the Italian reason: empty file, another type (binary, .xls), damaged
 * file, more than {@link IMPORT_LIMITS} rows, columns, cells or characters in a cell.
 */
export async function parseClientFile(buffer: Buffer): Promise<ParsedFile> {
  if (!buffer.length) throw new ImportFileError(FILE_MESSAGES.empty);
  if (buffer.length > IMPORT_LIMITS.bytes) throw new ImportFileError(FILE_MESSAGES.bytes);
  if (isOle(buffer)) throw new ImportFileError(FILE_MESSAGES.xls);
  if (isZip(buffer)) return { format: 'xlsx', encoding: null, separator: null, sheets: await readXlsx(buffer) };
  return readCsv(buffer);
}

/** The text of a CSV: UTF-8 when valid (BOM dropped), else Windows-1252. @throws ImportFileError for binary content. */
export function decodeText(buffer: Buffer): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  // a NUL byte or many control characters: not a text file (an image, a PDF, a zip of another kind)
  let controls = 0;
  for (const byte of buffer.subarray(0, 64 * 1024)) {
    if (byte === 0) throw new ImportFileError(FILE_MESSAGES.type);
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) controls++;
  }
  if (controls > 8) throw new ImportFileError(FILE_MESSAGES.type);
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
    return { text, encoding: 'utf-8' };
  } catch {
    // iconv-lite: Node's TextDecoder('windows-1252') answers 0x80-0x9F as latin1's C1 controls,
    // not as Windows-1252's € ‚ „ … ’ “ ” – — ™
    return { text: iconv.decode(buffer, 'win1252'), encoding: 'windows-1252' };
  }
}

/** The separator of a CSV text: the candidate giving the same count (> 0) on most of the first lines, `;` first on ties. */
export function detectSeparator(text: string): ';' | ',' | '\t' {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim())
    .slice(0, 20);
  let best: ';' | ',' | '\t' = ';';
  let bestScore = -1;
  for (const sep of [';', '\t', ','] as const) {
    // count outside double quotes
    const counts = lines.map((l) => {
      let n = 0;
      let quoted = false;
      for (const ch of l) {
        if (ch === '"') quoted = !quoted;
        else if (ch === sep && !quoted) n++;
      }
      return n;
    });
    const first = counts[0] ?? 0;
    if (!first) continue;
    const score = counts.filter((c) => c === first).length * 1000 + first;
    if (score > bestScore) {
      best = sep;
      bestScore = score;
    }
  }
  return best;
}

function readCsv(buffer: Buffer): ParsedFile {
  const { text, encoding } = decodeText(buffer);
  const separator = detectSeparator(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separator,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: IMPORT_LIMITS.cellChars * 4,
      to: IMPORT_LIMITS.rows + 50,
    }) as string[][];
  } catch {
    throw new ImportFileError(FILE_MESSAGES.unreadableCsv);
  }
  const sheet = toSheet(
    'CSV',
    records.map((r) => r.map(unneutralise)),
  );
  return { format: 'csv', encoding, separator, sheets: [sheet] };
}

/**
 * A CSV cell as written before a spreadsheet's formula guard: the apostrophe that the exports (and
 * Excel's own "text" prefix) put before a leading `= + - @`, tab or CR is dropped, so that an
 * exported `'+39 02 1234567` reads back as `+39 02 1234567` (export-writer.ts `neutraliseCsv`).
 */
export function unneutralise(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** The value of an exceljs cell as a {@link CellValue}: formulas give their result, dates their UTC day, rich text its text. */
function cellValue(v: ExcelJS.CellValue): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'VERO' : 'FALSO';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellValue((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in v) return String((v as { text: unknown }).text ?? '');
    if ('error' in v) return null;
  }
  return String(v);
}

async function readXlsx(buffer: Buffer): Promise<ParsedSheet[]> {
  // loaded with the first XLSX import only, as the exports do (export-writer.ts): exceljs and its
  // zip readers are about 450 of the API's 2,900 modules (docs/architecture.md "Memory")
  const { Workbook } = require('exceljs') as typeof ExcelJS;
  const wb = new Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError(FILE_MESSAGES.unreadableXlsx);
  }
  const sheets: ParsedSheet[] = [];
  let cells = 0;
  for (const ws of wb.worksheets) {
    if (ws.rowCount > IMPORT_LIMITS.rows + 50) throw new ImportFileError(FILE_MESSAGES.rows);
    if (ws.columnCount > IMPORT_LIMITS.columns) throw new ImportFileError(FILE_MESSAGES.columns);
    cells += ws.rowCount * ws.columnCount;
    if (cells > IMPORT_LIMITS.cells) throw new ImportFileError(FILE_MESSAGES.cells);
    const records: CellValue[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const values: CellValue[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        values[col - 1] = cellValue(cell.value);
      });
      records[n - 1] = values;
    });
    sheets.push(toSheet(ws.name, records));
  }
  if (!sheets.length) throw new ImportFileError(FILE_MESSAGES.empty);
  return sheets;
}

const blank = (v: CellValue | undefined) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** Header row (the first non-empty one) and the rows below it, trailing empty rows and columns dropped; limits checked. */
function toSheet(name: string, records: (CellValue[] | undefined)[]): ParsedSheet {
  const all = Array.from(records, (r) => Array.from(r ?? [], (v) => (v === undefined ? null : v)));
  const first = all.findIndex((r) => r.some((v) => !blank(v)));
  if (first < 0) return { name, headers: [], rows: [], firstRow: 2 };
  let width = 0;
  for (const r of all) {
    for (let i = r.length - 1; i >= width; i--) {
      if (!blank(r[i])) {
        width = i + 1;
        break;
      }
    }
    for (const v of r) if (typeof v === 'string' && v.length > IMPORT_LIMITS.cellChars) throw new ImportFileError(FILE_MESSAGES.cellChars);
  }
  if (width > IMPORT_LIMITS.columns) throw new ImportFileError(FILE_MESSAGES.columns);
  const headers = Array.from({ length: width }, (_, i) => {
    const h = all[first][i];
    return h === null || h === undefined ? '' : String(h).trim();
  });
  let rows = all.slice(first + 1);
  while (rows.length && !rows[rows.length - 1].some((v) => !blank(v))) rows.pop();
  if (rows.length > IMPORT_LIMITS.rows) throw new ImportFileError(FILE_MESSAGES.rows);
  rows = rows.map((r) => Array.from({ length: width }, (_, i) => (blank(r[i]) ? null : (r[i] as CellValue))));
  return { name, headers, rows, firstRow: first + 2 };
}

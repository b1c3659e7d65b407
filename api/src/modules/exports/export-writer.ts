import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import type ExcelJSModule from 'exceljs';
import { stringify } from 'csv-stringify/sync';

/**
 * The one writer of the list exports (issue 33, docs/api.md#exports): rows arrive in batches from
 * an async iterator (the list's own query, page after page) and leave as XLSX (exceljs's streaming
 * WorkbookWriter: each row is committed to the zip as it is written) or CSV (`;`-separated, UTF-8
 * with BOM, CRLF: what Italian Excel opens). Memory stays flat: one batch at a time, and the next
 * batch is read only once the output has drained (backpressure of the HTTP response).
 */

/** The formats of an export (`?format=`). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * How a column's cells are written:
 * - `text`: a string (formula-like values neutralised, see {@link neutraliseCsv});
 * - `code`: a code kept as text with its leading zeros (P.IVA, codice fiscale, ATECO, CAP, ISTAT);
 * - `date`: a calendar date `YYYY-MM-DD` → an XLSX date cell (dd/mm/yyyy), `dd/mm/yyyy` in CSV;
 * - `datetime`: a timestamp → date-time cell in Europe/Rome wall-clock time;
 * - `amount`: EUR (number or numeric string) → number cell with the EUR format, `1234,56` in CSV;
 * - `number`: a plain number (counts, percentages), Italian decimal comma in CSV;
 * - `boolean`: Sì / No.
 */
export type CellKind = 'text' | 'code' | 'date' | 'datetime' | 'amount' | 'number' | 'boolean';

/** One column: Italian header, kind, the value read from a row, width in characters (XLSX). */
export interface ExportColumn<R> {
  header: string;
  kind: CellKind;
  value: (row: R) => unknown;
  width?: number;
}

/** Number formats of the XLSX cells. */
const NUM_FMT: Partial<Record<CellKind, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  amount: '#,##0.00 [$€-410]',
  code: '@',
  text: '@',
};

/** A text beginning with one of these could be read as a formula by a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The CSV form of a text cell: a leading apostrophe before `= + - @`, tab or CR, so that no spreadsheet evaluates it. */
export function neutraliseCsv(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` (or a Date) → a Date at UTC midnight of that day (exceljs writes UTC serials), or null. */
function calendarDate(v: unknown): Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return new Date(Date.UTC(v.getFullYear(), v.getMonth(), v.getDate()));
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp → a Date whose UTC fields are the Europe/Rome wall-clock time (what the sheet shows), or null. */
function romeDateTime(v: unknown): Date | null {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) return null;
  const p = Object.fromEntries(romeParts.formatToParts(d).map((x) => [x.type, Number(x.value)]));
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

function toNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

function toText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.length ? v.map(String).join(', ') : null;
  return String(v);
}

/** The typed value of a cell (XLSX): Date, number, string or null. Text never becomes a formula (exceljs writes strings as strings). */
export function xlsxValue(kind: CellKind, v: unknown): Date | number | string | null {
  switch (kind) {
    case 'date':
      return calendarDate(v);
    case 'datetime':
      return romeDateTime(v);
    case 'amount':
    case 'number':
      return toNumber(v);
    case 'boolean':
      return v === null || v === undefined ? null : v ? 'Sì' : 'No';
    default:
      return toText(v);
  }
}

/** The text of a CSV cell (before quoting): Italian dates and decimal comma, Sì/No, neutralised text. */
export function csvValue(kind: CellKind, v: unknown): string {
  const x = xlsxValue(kind, v);
  if (x === null) return '';
  if (x instanceof Date) {
    const day = `${two(x.getUTCDate())}/${two(x.getUTCMonth() + 1)}/${x.getUTCFullYear()}`;
    return kind === 'datetime' ? `${day} ${two(x.getUTCHours())}:${two(x.getUTCMinutes())}` : day;
  }
  if (typeof x === 'number') return (kind === 'amount' ? x.toFixed(2) : String(x)).replace('.', ',');
  return kind === 'boolean' ? x : neutraliseCsv(x);
}

/**
 * CSV lines of `records` (csv-stringify): `;`-separated, CRLF-terminated, a field quoted when it
 * holds `;`, a quote or a line break (csv-stringify quotes on the delimiter and the quote; line
 * breaks inside a cell are matched here, as Excel needs them quoted).
 */
function csvLines(records: string[][]): string {
  return stringify(records, { delimiter: ';', record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/** The CSV cells of `row`, one per column. */
function csvRecord<R>(columns: ExportColumn<R>[], row: R): string[] {
  return columns.map((c) => csvValue(c.kind, c.value(row)));
}

/** Waits until `out` has drained below its high-water mark (backpressure), unless it was destroyed. */
async function drained(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/** What {@link writeExport} needs: the format, the sheet's name, the columns, the rows in batches, and a hook run once every row is written. */
export interface ExportJob<R> {
  format: ExportFormat;
  sheet: string;
  columns: ExportColumn<R>[];
  batches: AsyncIterable<R[]>;
  /** Runs after the last row and before the stream ends (the audit entry), with the row count. */
  onComplete?: (rows: number) => Promise<void>;
}

/**
 * Writes the export to a stream, returned at once: the caller sends it while the rows are still
 * being read. A failure after the first bytes destroys the stream (the download is cut, never a
 * file that looks complete).
 */
export function writeExport<R>(job: ExportJob<R>): Readable {
  const out = new PassThrough();
  const run = job.format === 'csv' ? writeCsv(job, out) : writeXlsx(job, out);
  run.catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}

async function writeCsv<R>(job: ExportJob<R>, out: PassThrough): Promise<void> {
  let rows = 0;
  out.write(`\uFEFF${csvLines([job.columns.map((c) => c.header)])}`);
  for await (const batch of job.batches) {
    if (out.destroyed) return;
    out.write(csvLines(batch.map((r) => csvRecord(job.columns, r))));
    rows += batch.length;
    await drained(out);
  }
  await job.onComplete?.(rows);
  out.end();
}

async function writeXlsx<R>(job: ExportJob<R>, out: PassThrough): Promise<void> {
  // loaded with the first export only (docs/architecture.md "Memory": start-footprint.test.ts)
  const ExcelJS = require('exceljs') as typeof ExcelJSModule;
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(job.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = job.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? Math.max(12, Math.min(40, c.header.length + 4)),
    style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let rows = 0;
  for await (const batch of job.batches) {
    if (out.destroyed) return;
    for (const r of batch) ws.addRow(job.columns.map((c) => xlsxValue(c.kind, c.value(r)))).commit();
    rows += batch.length;
    await drained(out);
  }
  await job.onComplete?.(rows);
  ws.commit();
  await wb.commit();
}

/**
 * The rows of a paged list, batch after batch: `fetch(skip, take)` is the list's own query (the
 * same filters, search and order as on screen) and is asked for the next batch only when the
 * previous one has been written. Stops at the first short batch.
 */
export async function* pagedBatches<R>(fetch: (skip: number, take: number) => Promise<R[]>, batchSize: number): AsyncGenerator<R[]> {
  for (let skip = 0; ; skip += batchSize) {
    const rows = await fetch(skip, batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}

/** Rows per batch of an export: EXPORT_BATCH_SIZE (a positive integer) or 500; read on every export. */
export function exportBatchSize(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.EXPORT_BATCH_SIZE);
  return Number.isInteger(n) && n > 0 ? n : 500;
}

/** `attachment` Content-Disposition of `<base>-YYYY-MM-DD.<format>` (today in Europe/Rome). */
export function exportFileName(base: string, format: ExportFormat, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
  return `${base}-${day}.${format}`;
}

/** The Content-Type of a format. */
export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

'use strict';
/**
 * Reads an incentivi.gov.it export (issue 36: no parser runs unbounded on the request thread). An
 * upload of 10 MB of CSV took 1.4 s of csv-parse on the API's event loop, during which no other
 * tenant's request was answered; here it runs in a piscina worker thread started by
 * export-parser.ts, below the request thread's priority and under a time limit. The command line
 * import (cli.ts) calls the same function directly (nothing else runs in that process).
 *
 * Plain CommonJS (not TypeScript) so that the same file runs under `node dist/main.js` and under
 * Jest (a Worker loads its file with Node's own loader); build copies it to dist.
 *
 * Task: `{ text: string, fileName: string }` (the file decoded as UTF-8).
 * Answer: `{ rows: object[] }` (JSON: the array's items as they are; CSV, separated by `,` or `;`:
 * one object per line after the header, every value as text), or `{ error: 'unreadable' | 'not-array' | 'rows' | 'columns' }`:
 * - unreadable: neither JSON nor CSV (a syntax error, a field longer than MAX_FIELD_CHARS);
 * - not-array: JSON whose top level is not a list;
 * - rows: more than EXPORT_LIMITS.rows rows (the whole incentivi.gov.it catalogue has about 2,000);
 * - columns: a CSV header with more than EXPORT_LIMITS.columns columns (the export has 30).
 */
const { parse } = require('csv-parse/sync');

/** What an export never needs; beyond it the file is refused before any row is imported. */
const EXPORT_LIMITS = {
  /** rows of one file */
  rows: 5000,
  /** columns of a CSV header */
  columns: 200,
  /** characters of one CSV field (a description of a call is a few thousand) */
  fieldChars: 100000,
};

/**
 * The field delimiter of a CSV: `;` when its header line has more of them than commas (a
 * spreadsheet saved as CSV with Italian settings writes `;`, as the decimal separator is the
 * comma; issue 39, defect 2), else `,` (the open-data export).
 * @param {string} text
 * @returns {',' | ';'}
 */
function delimiterOf(text) {
  const header = text.slice(0, Math.max(0, text.indexOf('\n')) || 10000);
  const count = (c) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * @param {{ text: string, fileName?: string }} task
 * @returns {{ rows: object[] } | { error: 'unreadable' | 'not-array' | 'rows' | 'columns' }}
 */
function parseExport({ text, fileName = '' }) {
  const body = text.replace(/^\uFEFF/, '');
  try {
    if (/\.json$/i.test(fileName) || /^\s*\[/.test(body)) {
      const parsed = JSON.parse(body);
      if (!Array.isArray(parsed)) return { error: 'not-array' };
      if (parsed.length > EXPORT_LIMITS.rows) return { error: 'rows' };
      return { rows: parsed };
    }
    let wide = false;
    const rows = parse(body, {
      delimiter: delimiterOf(body),
      columns: (header) => {
        wide = header.length > EXPORT_LIMITS.columns;
        return wide ? header.slice(0, 1) : header;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
      max_record_size: EXPORT_LIMITS.fieldChars,
      // one row past the limit is enough to refuse the file: the rest is not read
      to: EXPORT_LIMITS.rows + 1,
    });
    if (wide) return { error: 'columns' };
    if (rows.length > EXPORT_LIMITS.rows) return { error: 'rows' };
    return { rows };
  } catch {
    return { error: 'unreadable' };
  }
}

module.exports = parseExport;
module.exports.parseExport = parseExport;
module.exports.EXPORT_LIMITS = EXPORT_LIMITS;

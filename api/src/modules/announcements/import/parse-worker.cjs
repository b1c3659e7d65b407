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
 * Answer: `{ rows: Record<string, string>[] }`, every value as text (CSV, separated by `,` or `;`:
 * one object per line after the header; JSON: the array's items, a nested list or object written
 * back as JSON text, `null` as '', an item that is no object as `{}`), so the request thread
 * receives flat rows only; or `{ error }`:
 * - unreadable: neither JSON nor CSV (a syntax error);
 * - not-array: JSON whose top level is not a list;
 * - rows: more than EXPORT_LIMITS.rows rows (the whole incentivi.gov.it catalogue has about 2,000);
 *   a JSON list is counted before it is parsed;
 * - columns: a CSV header, or a JSON item, with more than EXPORT_LIMITS.columns columns (the export has 30);
 * - depth: JSON nested deeper than EXPORT_LIMITS.depth levels (the export has 3: the list, a row, a
 *   list inside a row), found before it is parsed;
 * - field: a value longer than EXPORT_LIMITS.fieldChars characters.
 */
const { parse } = require('csv-parse/sync');

/** What an export never needs; beyond it the file is refused before any row is imported. */
const EXPORT_LIMITS = {
  /** rows of one file */
  rows: 5000,
  /** columns of a CSV header */
  columns: 200,
  /** characters of one field (a description of an announcement is a few thousand) */
  fieldChars: 100000,
  /** nesting of a JSON file: the list, a row, a list or object inside a row, ... */
  depth: 8,
};

/**
 * Nesting depth and number of items of the top-level list of a JSON text, read on the characters
 * without recursion and without building anything (brackets inside strings are ignored). Stops as
 * soon as the depth passes EXPORT_LIMITS.depth or the items EXPORT_LIMITS.rows, so a hostile file
 * (a million nested brackets, millions of tiny rows) costs one partial pass and no parse.
 * @param {string} text
 * @returns {'depth' | 'rows' | null}
 */
function jsonShapeError(text) {
  let depth = 0;
  let items = 0;
  let list = false;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (depth === 0) list = c === 0x5b;
      if (++depth > EXPORT_LIMITS.depth) return 'depth';
    } else if (c === 0x7d || c === 0x5d) depth--;
    // n items of the top-level list have n - 1 commas between them
    else if (c === 0x2c && depth === 1 && list && ++items >= EXPORT_LIMITS.rows) return 'rows';
  }
  return null;
}

/**
 * One JSON item as a flat row of text (as the CSV export gives it): `null`/absent -> '', a list
 * or object -> its JSON text, anything else -> String(value); an item that is no object -> `{}`.
 * @param {unknown} item
 * @returns {Record<string, string> | 'columns' | 'field'}
 */
function flatRow(item) {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return {};
  const keys = Object.keys(item);
  if (keys.length > EXPORT_LIMITS.columns) return 'columns';
  /** @type {Record<string, string>} */
  const row = {};
  for (const k of keys) {
    const v = item[k];
    const text = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (text.length > EXPORT_LIMITS.fieldChars) return 'field';
    row[k] = text;
  }
  return row;
}

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
 * @returns {{ rows: Record<string, string>[] } | { error: 'unreadable' | 'not-array' | 'rows' | 'columns' | 'depth' | 'field' }}
 */
function parseExport({ text, fileName = '' }) {
  const body = text.replace(/^\uFEFF/, '');
  try {
    if (/\.json$/i.test(fileName) || /^\s*\[/.test(body)) {
      const shape = jsonShapeError(body);
      if (shape) return { error: shape };
      const parsed = JSON.parse(body);
      if (!Array.isArray(parsed)) return { error: 'not-array' };
      if (parsed.length > EXPORT_LIMITS.rows) return { error: 'rows' };
      const rows = [];
      for (const item of parsed) {
        const row = flatRow(item);
        if (typeof row === 'string') return { error: row };
        rows.push(row);
      }
      return { rows };
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
  } catch (err) {
    return { error: err && err.code === 'CSV_MAX_RECORD_SIZE' ? 'field' : 'unreadable' };
  }
}

/**
 * The thread's preparation (DocumentWorker's `prepare`): csv-parse is loaded with this file, so
 * nothing is left to do; run before each task so that a new thread's start (at nice +10, slow on a
 * busy machine) does not count against the reading's time limit (EXPORT_PARSE_TIMEOUT_MS). The
 * exports queued ahead wait in DocumentWorker, outside the limit too.
 */
function prepare() {
  return true;
}

module.exports = parseExport;
module.exports.parseExport = parseExport;
module.exports.prepare = prepare;
module.exports.EXPORT_LIMITS = EXPORT_LIMITS;

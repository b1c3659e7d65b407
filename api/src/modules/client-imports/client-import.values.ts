import { normName } from '../announcements/import/comuni';
import { type LegalFormRow, matchLegalForm } from '../clients/legal-form';
import type { CellValue } from './client-import.parser';

/** Text of a cell, trimmed ('' for empty); a number as written in plain digits. */
export function text(v: CellValue): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  return v.replace(/\u00a0/g, ' ').trim();
}

/**
 * A number written the Italian or the English way, with or without a currency: `1.234,56`,
 * `1,234.56`, `€ 1.234`, `1234,5 EUR`, `-12`. Both separators: the last one is the decimal one.
 * One kind only: repeated, or a `.` followed by exactly three digits, is a thousands separator
 * (`1.234` = 1234, Italian); otherwise decimal (`1,5` = 1.5, `12.50` = 12.5). Null when not a number.
 */
export function parseAmount(v: CellValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  let s = text(v)
    .replace(/€|eur(o)?/gi, '')
    .replace(/[\s']/g, '');
  if (!s) return null;
  let sign = 1;
  if (/^\(.*\)$/.test(s)) {
    sign = -1;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    sign = -sign;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const dec = lastDot > lastComma ? '.' : ',';
    const thou = dec === '.' ? ',' : '.';
    const [int, frac, extra] = s.split(dec);
    if (extra !== undefined || !new RegExp(`^\\d{1,3}(\\${thou}\\d{3})*$`).test(int)) return null;
    normalized = `${int.split(thou).join('')}.${frac}`;
  } else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : '';
    const parts = sep ? s.split(sep) : [s];
    if (parts.length > 2 || (sep === '.' && parts[1].length === 3)) {
      if (!/^\d{1,3}$/.test(parts[0]) || parts.slice(1).some((p) => !/^\d{3}$/.test(p))) return null;
      normalized = parts.join('');
    } else normalized = parts.join('.');
  }
  const n = Number(normalized);
  return Number.isFinite(n) ? sign * n : null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY-MM-DD` when the day exists in the calendar, else null. */
function isoDay(y: number, m: number, d: number): string | null {
  if (y < 1800 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/**
 * A date as `YYYY-MM-DD` from: an XLSX date cell (already ISO), `dd/mm/yyyy` (also with `-` or
 * `.`, two-digit years as 19xx/20xx by the 70 pivot), ISO `yyyy-mm-dd` (a time part ignored), or an
 * Excel serial day number (1900 system: 45292 = 2024-01-01; from 3000, 1908). Null when none of these or not a real day.
 */
export function parseDate(v: CellValue): string | null {
  if (typeof v === 'number' || /^\d{5}$/.test(text(v))) {
    const n = Number(v);
    // 3000 = 1908-03-18: a smaller number is more likely a year or a typo than a date
    if (!Number.isInteger(n) || n < 3000 || n > 110_000) return null;
    const dt = new Date(Date.UTC(1899, 11, 30) + n * 86_400_000);
    return dt.toISOString().slice(0, 10);
  }
  const s = text(v);
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (!m) return null;
  let y = Number(m[3]);
  if (m[3].length === 2) y += y < 70 ? 2000 : 1900;
  return isoDay(y, Number(m[2]), Number(m[1]));
}

/** Digits of a code that a spreadsheet may have stored as a number (leading zeros lost): padded to `width`. */
export function digits(v: CellValue, width: number): string {
  const s = text(v).replace(/\s+/g, '');
  if (typeof v === 'number' || /^\d+$/.test(s)) return /^\d+$/.test(s) && s.length < width ? s.padStart(width, '0') : s;
  return s;
}

/** Reference tables the import resolves values against, loaded once per preview or commit. */
export interface ReferenceRows {
  comuni: {
    istat_code: string;
    name: string;
    other_name: string | null;
    province_acronym: string;
    region_code: string;
    cap: string | null;
    caps: string[] | null;
  }[];
  provinces: { acronym: string; name: string }[];
  ateco: { version: string; code: string }[];
  recoding: { code_2007: string; code_2025: string }[];
  legalForms: LegalFormRow[];
}

/** A comune as the import resolves it. */
export interface ComuneMatch {
  istat: string;
  name: string;
  province: string;
  /** Its CAPs (the main one first). */
  caps: string[];
}

/** What a value resolves to: the value, or the Italian error; `note`: a warning kept with the row. */
export type Resolved<T> = { value: T; note?: string } | { error: string };

/** The reference tables indexed for the import's lookups (comuni by name or ISTAT code, ATECO 2025 and 2007, legal forms). */
export class ImportReference {
  private readonly comuneByIstat = new Map<string, ComuneMatch>();
  private readonly comuniByName = new Map<string, ComuneMatch[]>();
  private readonly provinceByName = new Map<string, string>();
  private readonly provinces = new Set<string>();
  private readonly ateco2025 = new Set<string>();
  private readonly ateco2007 = new Set<string>();
  private readonly recoding = new Map<string, string>();

  constructor(private readonly rows: ReferenceRows) {
    for (const c of rows.comuni) {
      const caps = [c.cap, ...(c.caps ?? [])].filter((x): x is string => !!x);
      const m = { istat: c.istat_code, name: c.name, province: c.province_acronym, caps };
      this.comuneByIstat.set(c.istat_code, m);
      for (const n of new Set([c.name, c.other_name].filter((x): x is string => !!x).map(normName))) {
        this.comuniByName.set(n, [...(this.comuniByName.get(n) ?? []), m]);
      }
    }
    for (const p of rows.provinces) {
      this.provinces.add(p.acronym);
      this.provinceByName.set(normName(p.name), p.acronym);
    }
    for (const a of rows.ateco) (a.version === '2025' ? this.ateco2025 : this.ateco2007).add(a.code);
    for (const r of rows.recoding) this.recoding.set(r.code_2007, r.code_2025);
  }

  /** A province acronym from its acronym or name ("MI", "Milano"); null when unknown. */
  province(v: CellValue): string | null {
    const s = text(v);
    if (!s) return null;
    if (/^[A-Za-z]{2}$/.test(s) && this.provinces.has(s.toUpperCase())) return s.toUpperCase();
    return this.provinceByName.get(normName(s)) ?? null;
  }

  /** A comune by ISTAT code (6 digits; a number that lost its leading zeros is padded) or by name, narrowed by `province`. */
  comune(v: CellValue, province: string | null): Resolved<ComuneMatch> {
    const s = text(v);
    if (/^\d{4,6}$/.test(s.replace(/\s/g, ''))) {
      const c = this.comuneByIstat.get(digits(v, 6));
      return c ? { value: c } : { error: 'Codice ISTAT del comune non trovato' };
    }
    const all = this.comuniByName.get(normName(s)) ?? [];
    const found = province ? all.filter((c) => c.province === province) : all;
    if (found.length === 1) return { value: found[0] };
    if (!found.length) return { error: province && all.length ? 'Comune non trovato nella provincia indicata' : 'Comune non trovato' };
    return { error: 'Indica la provincia: più comuni hanno questo nome' };
  }

  /**
   * An ATECO code (with or without dots: `62.10.00`, `621000`, `62.1`) as an ATECO 2025 code: a
   * code of ATECO 2025 as it is; else an ATECO 2007 (2022 update) code recoded with the ISTAT table
   * (representative code), as the announcements' import does, with a note naming both.
   */
  ateco(v: CellValue): Resolved<string> {
    const raw = text(v).replace(/\s+/g, '');
    if (!raw) return { error: 'Codice ATECO mancante' };
    let code = raw;
    if (/^\d{2,6}$/.test(raw)) code = [raw.slice(0, 2), raw.slice(2, 4), raw.slice(4, 6)].filter(Boolean).join('.');
    if (/^\d{2}\.\d{3,4}$/.test(code)) code = `${code.slice(0, 5)}.${code.slice(5)}`;
    if (!/^\d{2}(\.\d{1,2}){0,2}$/.test(code)) return { error: 'Codice ATECO non valido' };
    if (this.ateco2025.has(code)) return { value: code };
    const recoded = this.recoding.get(code);
    if (this.ateco2007.has(code) && recoded && this.ateco2025.has(recoded)) {
      return { value: recoded, note: `Codice ATECO 2007 ${code} convertito nel codice ATECO 2025 ${recoded}` };
    }
    return { error: `Codice ATECO inesistente: ${code}` };
  }

  /** A legal form (ELF code, full name or usual abbreviation: "S.r.l.", "SPA", "OV32") as its ELF code. */
  legalForm(v: CellValue): Resolved<string> {
    const code = matchLegalForm(text(v), this.rows.legalForms);
    return code ? { value: code } : { error: 'Forma giuridica non riconosciuta' };
  }
}

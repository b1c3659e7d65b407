import dayjs from 'dayjs';
import { formatEuro, formatNumberIt } from '@bandi/domain';
import 'dayjs/locale/it';

// Dates in Italian for every front end: this module is part of the full entry, which every page
// that shows a date loads (the login page, which shows none, does without dayjs: issue 12).
dayjs.locale('it');

/** What a list cell or a detail field shows when a value is missing. */
export const EMPTY_VALUE = '—';

/** Italian date format of the product (e.g. 31/12/2026). */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** What an empty date input shows: the Italian order of `DATE_FORMAT` ("giorno/mese/anno"). */
export const DATE_PLACEHOLDER = 'gg/mm/aaaa';
/** Italian date-and-time format of the product (e.g. 31/12/2026 14:05). */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/**
 * Formats an API date (`YYYY-MM-DD`) or timestamp (full ISO) in Italian, `DD/MM/YYYY` by default.
 * `null`, `undefined`, an empty string or an unparsable value give `fallback` (default "—").
 * A `YYYY-MM-DD` date is read as a calendar date, so no time zone can shift it by a day.
 */
export function formatDate(value: string | Date | null | undefined, format: string = DATE_FORMAT, fallback: string = EMPTY_VALUE): string {
  if (value === null || value === undefined || value === '') return fallback;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.locale('it').format(format) : fallback;
}

/** Formats an API timestamp in Italian with hours and minutes (`DD/MM/YYYY HH:mm`). */
export function formatDateTime(value: string | Date | null | undefined, fallback: string = EMPTY_VALUE): string {
  return formatDate(value, DATE_TIME_FORMAT, fallback);
}

/** "Sì" / "No" for a boolean; `fallback` for null or undefined. */
export function formatBoolean(value: boolean | null | undefined, fallback: string = EMPTY_VALUE): string {
  if (value === null || value === undefined) return fallback;
  return value ? 'Sì' : 'No';
}

/** Joins the non-empty parts with `separator`; `fallback` when none is left. */
export function joinParts(parts: Array<string | null | undefined>, separator = ' ', fallback: string = EMPTY_VALUE): string {
  const kept = parts.map((p) => (typeof p === 'string' ? p.trim() : '')).filter(Boolean);
  return kept.length ? kept.join(separator) : fallback;
}

/**
 * An amount in euro in Italian, the one money format of the screens: 8200000 -> "8.200.000,00 €"
 * (docs/screens.md "Numbers, money and years"); null, undefined or a non-number give `fallback`.
 */
export function formatMoney(value: number | string | null | undefined, fallback: string = EMPTY_VALUE): string {
  if (value === null || value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatEuro(n) : fallback;
}

/**
 * A quantity in Italian ("1.250", "12,5"); null or undefined give `fallback`. Years and codes are
 * not quantities: print them as they are ("2015").
 */
export function formatNumber(value: number | string | null | undefined, fallback: string = EMPTY_VALUE, maxDecimals = 2): string {
  if (value === null || value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatNumberIt(n, maxDecimals) : fallback;
}

/**
 * A percentage in Italian, the number through `formatNumberIt` and a space before the sign:
 * 8.5 -> "8,5 %", 60 -> "60 %" (docs/screens.md "Numbers, money and years"); `value` is already in
 * percent (8.5 for 8,5 %). Null, undefined or a non-number give `fallback`.
 */
export function formatPercent(value: number | string | null | undefined, fallback: string = EMPTY_VALUE, maxDecimals = 2): string {
  if (value === null || value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? `${formatNumberIt(n, maxDecimals)} %` : fallback;
}

/**
 * Reads a date as a person in Italy types it, day first: "31/12/2026", "1/3/2026", "01.03.2026"
 * or "01-03-2026" (an ISO "2026-03-01" is accepted too), and gives the API's `YYYY-MM-DD`; null
 * for anything else or a day that does not exist ("31/02/2026"). The parser of `DateField`:
 * Mantine's own reads "04/05/2026" month first.
 */
export function parseItalianDate(text: string | null | undefined): string | null {
  const s = (text ?? '').trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  const it = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  const [year, month, day] = iso ? [+iso[1], +iso[2], +iso[3]] : it ? [+it[3], +it[2], +it[1]] : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

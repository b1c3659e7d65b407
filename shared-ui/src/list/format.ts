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

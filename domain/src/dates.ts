/**
 * Calendar dates of the product (docs/domain.md "Dates"): users, calls and deadlines are in
 * Italy, so "today" is the date in Europe/Rome, whatever the time zone of the server or browser
 * (between 23:00 and 24:00 UTC, 22:00 in summer, the UTC date is still yesterday's).
 */
export const PRODUCT_TIME_ZONE = 'Europe/Rome';

/**
 * `YYYY-MM-DD` in Europe/Rome (the en-CA locale writes ISO dates). Built once, on first use: the
 * announcement lists ask for today on every request, and a browser's first formatter with a time zone
 * loads the zone's data, 21-46 ms of the main thread in Chromium (issue 12), which the pages that
 * never ask for today (the login page, the lists) should not pay while they load.
 */
let romeDate: Intl.DateTimeFormat | undefined;

/**
 * Today's date in Italy as `YYYY-MM-DD` (ISO 8601 calendar date).
 * @param now the instant to read (default: the current time); tests pass a fixed one.
 */
export function todayInRome(now: Date = new Date()): string {
  romeDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE });
  return romeDate.format(now);
}

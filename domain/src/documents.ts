/**
 * Client documents' validity (docs/domain.md#client-documents): a document type may give a
 * default validity, counted from the issue date in calendar months (visura camerale: 6) or in
 * days (DURC: 120, DM 30 gennaio 2015 art. 7), or leave the expiry to the document itself
 * (documento d'identità: the date printed on it). A document is "scaduto" after its expiry date,
 * "in scadenza" when it expires within {@link DOCUMENT_EXPIRING_DAYS} days (today included),
 * "valido" otherwise (and when it has no expiry).
 */

/** Window of "in scadenza", days: the document expires today or within the next 30 days. */
export const DOCUMENT_EXPIRING_DAYS = 30;

/** Status of a document on a given day: valid, expiring within 30 days, expired. */
export const DOCUMENT_STATUSES = ['valido', 'in scadenza', 'scaduto'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The default-validity rule of a document type (columns of `document_types`). */
export interface DocumentValidityRule {
  /** Validity in days from the issue date (DURC: 120), or null. */
  validity_days: number | null;
  /** Validity in calendar months from the issue date (visura camerale: 6), or null. */
  validity_months: number | null;
  /** The expiry is the one printed on the document (identity card): no default. */
  expiry_from_document: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

function parse(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * `date` (`YYYY-MM-DD`) plus `months` calendar months, on the last day of the month when the day
 * does not exist there (31 August + 6 months = 28/29 February), as PostgreSQL's `date + interval`.
 */
export function addCalendarMonths(date: string, months: number): string {
  const d = parse(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return format(target);
}

/** `date` (`YYYY-MM-DD`) plus `days` days. */
export function addCalendarDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/**
 * The default expiry of a document issued on `issueDate` (`YYYY-MM-DD`) under `rule`: issue date
 * plus the months or days of validity; null when the type gives none (no expiry, or the one of the
 * document) or when the issue date is unknown.
 */
export function defaultDocumentExpiry(issueDate: string | null | undefined, rule: DocumentValidityRule): string | null {
  if (!issueDate || rule.expiry_from_document) return null;
  if (rule.validity_months) return addCalendarMonths(issueDate, rule.validity_months);
  if (rule.validity_days) return addCalendarDays(issueDate, rule.validity_days);
  return null;
}

/**
 * Status of a document expiring on `expiryDate` (`YYYY-MM-DD` or null) on day `today`
 * (`YYYY-MM-DD`, Europe/Rome: todayInRome): "scaduto" when the expiry is before today, "in
 * scadenza" when it is today or within {@link DOCUMENT_EXPIRING_DAYS} days, otherwise "valido"
 * (also without an expiry).
 */
export function documentStatus(expiryDate: string | null | undefined, today: string): DocumentStatus {
  if (!expiryDate) return 'valido';
  if (expiryDate < today) return 'scaduto';
  if (expiryDate <= addCalendarDays(today, DOCUMENT_EXPIRING_DAYS)) return 'in scadenza';
  return 'valido';
}

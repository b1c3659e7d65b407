/**
 * The one canonical form of an e-mail address (issue 11): Unicode NFKC, surrounding blanks
 * removed, lower case by the Unicode default mapping of JavaScript (locale-independent, unlike
 * PostgreSQL `lower()`, which follows the database collation). The same form is stored, looked
 * up (`email = $1`, never `lower(email)`), checked for uniqueness and used in throttle keys, so
 * `admİn@demo.local` (dotted capital I, lower case `i̇`) is a different, unknown address and cannot
 * reach `admin@demo.local` with a fresh throttle counter.
 */
export function canonicalEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}

/** canonicalEmail for optional values: null/undefined/blank -> null. */
export function canonicalEmailOrNull(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  return canonicalEmail(email) || null;
}

/**
 * Italian identification codes, checked the same way in the API (class-validator decorators in
 * api/src/modules/italian/italian.decorators.ts, services) and in the mf-clients form (Yup), both
 * importing them from this package.
 *
 * - Partita IVA: 11 digits, the last one a Luhn-like check digit (DPR 633/1972 art. 35; Agenzia
 *   delle Entrate, "Controllo formale della partita IVA").
 * - Codice fiscale: a natural person's 16-character code (DM 23/12/1976; structure, dates and the
 *   omocodia substitutions LMNPQRSTUV for digits are checked by the pattern of
 *   `@marketto/codice-fiscale-utils`, the check character by its `CheckDigitizer`), or the 11-digit
 *   code of a company/entity, which uses the partita IVA algorithm.
 * - Codice destinatario SDI: 7 uppercase alphanumerics; "0000000" = invoices delivered to the PEC
 *   (Agenzia delle Entrate, specifiche tecniche FatturaPA).
 * - Numero REA: the Chamber's registration number, 1-7 digits, optionally prefixed by the
 *   province acronym ("MI-1234567" or "MI 1234567").
 */
import { CheckDigitizer, Matcher } from '@marketto/codice-fiscale-utils';
import { EMAIL_RE } from './patterns';

/** Italian messages of the checks below (one per field error). */
export const ITALIAN_MESSAGES = {
  vatNumber: 'Partita IVA non valida: 11 cifre con cifra di controllo corretta',
  fiscalCode: 'Codice fiscale non valido: 16 caratteri (persona fisica) o 11 cifre (società)',
  sdi: 'Codice SDI non valido: 7 caratteri alfanumerici ("0000000" per recapito tramite PEC)',
  pec: 'Indirizzo PEC non valido',
  email: 'Indirizzo e-mail non valido',
  rea: 'Numero REA non valido: fino a 7 cifre, eventualmente precedute dalla sigla della provincia (es. MI-1234567)',
  cap: 'CAP non valido: 5 cifre',
  capComune: 'Il CAP non corrisponde al comune indicato',
} as const;

const PERSON_CF = new RegExp(`^${Matcher.CODICE_FISCALE}$`);

/** Check digit of the first 10 digits of a partita IVA / company codice fiscale. */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = first10.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Uppercases and removes blanks (what the user may type around a code). */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** True for a well-formed partita IVA (11 digits, correct check digit, not all zeros). Accepts an "IT" prefix. */
export function isValidPartitaIva(value: string): boolean {
  const v = normalizeCode(value).replace(/^IT/, '');
  if (!/^\d{11}$/.test(v) || v === '00000000000') return false;
  return partitaIvaCheckDigit(v.slice(0, 10)) === Number(v[10]);
}

/** True for a 16-character personal codice fiscale (omocodia allowed) with the right check character. */
export function isValidPersonalCodiceFiscale(value: string): boolean {
  const v = normalizeCode(value);
  if (v.length !== 16 || !PERSON_CF.test(v)) return false;
  return CheckDigitizer.checkDigit(v.slice(0, 15)) === v[15];
}

/** True for a personal (16 characters) or company (11 digits) codice fiscale. */
export function isValidCodiceFiscale(value: string): boolean {
  const v = normalizeCode(value);
  if (/^\d{11}$/.test(v)) return isValidPartitaIva(v);
  return isValidPersonalCodiceFiscale(v);
}

/** True for a 7-character SDI recipient code (uppercase letters and digits; "0000000" allowed). */
export function isValidSdi(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(normalizeCode(value));
}

/** True for an e-mail address (PEC addresses are e-mail addresses of a certified provider). */
export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

/** True for a REA number, optionally with the province acronym ("MI-1234567"). */
export function isValidRea(value: string): boolean {
  return /^([A-Z]{2}[- ]?)?\d{1,7}$/.test(value.trim().toUpperCase());
}

/** True for a 5-digit CAP. Whether it belongs to the comune is checked against the comuni table. */
export function isValidCapFormat(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

/** A valid partita IVA from 7 company digits and the 3-digit office code (tests, seed, benchmark). */
export function makePartitaIva(company7: string, office3: string): string {
  const first10 = `${company7}${office3}`;
  return `${first10}${partitaIvaCheckDigit(first10)}`;
}

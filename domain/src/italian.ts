/**
 * Italian identification codes, checked the same way in the API (class-validator decorators in
 * api/src/modules/italian/italian.decorators.ts, services) and in the mf-clients form (Yup), both
 * importing them from this package.
 *
 * - Partita IVA: 11 digits (DPR 633/1972 art. 35; DM 23/12/1976): 7 digits of the taxpayer (not
 *   all zeros), 3 digits of the tax office (001-100 the provincial offices, 120 and 121 added later,
 *   888 and 999 the special codes of the Agenzia delle Entrate), and a Luhn check digit. Written
 *   forms such as "IT 00118439991", "IT-01626160210", "IT: 02331250163" or "IT - 01404480202"
 *   are compacted to the 11 digits first (`compactPartitaIva`). Same rule as the reference
 *   implementation python-stdnum `stdnum.it.iva`; see docs/domain.md.
 * - IBAN: ISO 13616 (country, two mod-97 check digits, BBAN of the country's length; for Italy
 *   27 characters with the CIN letter, ABI, CAB and a 12-character account), checked by the
 *   `ibantools` library (`isValidIban`).
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
import { electronicFormatIBAN, validateIBAN } from 'ibantools';
import { EMAIL_RE } from './patterns';

/** Italian messages of the checks below (one per field error). */
export const ITALIAN_MESSAGES = {
  vatNumber: 'Partita IVA non valida: 11 cifre (eventualmente precedute da IT) con codice ufficio e cifra di controllo corretti',
  iban: 'IBAN non valido: controlla paese, cifre di controllo e lunghezza (27 caratteri per un IBAN italiano)',
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

/**
 * The 11 digits of a partita IVA as written by people: uppercases, drops an "IT" country prefix
 * and the separators blank, "-", "." and ":" ("IT - 01404480202" -> "01404480202"). Anything
 * else is left in place, so the result of a wrong input is still refused by `isValidPartitaIva`.
 */
export function compactPartitaIva(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s.:-]+/g, '')
    .replace(/^IT/, '');
}

/**
 * True when the tax-office code (digits 8-10 of a partita IVA) exists: 001-100 (the provincial
 * offices), 120 and 121, 888 and 999 (special codes of the Agenzia delle Entrate).
 */
export function isValidPartitaIvaOffice(office3: string): boolean {
  if (!/^\d{3}$/.test(office3)) return false;
  const n = Number(office3);
  return (n >= 1 && n <= 100) || n === 120 || n === 121 || n === 888 || n === 999;
}

/**
 * True for a partita IVA in any usual written form (see `compactPartitaIva`): 11 digits, taxpayer
 * digits 1-7 not all zeros, a valid office code (digits 8-10) and the right check digit.
 */
export function isValidPartitaIva(value: string): boolean {
  const v = compactPartitaIva(value);
  if (!/^\d{11}$/.test(v) || v.startsWith('0000000')) return false;
  if (!isValidPartitaIvaOffice(v.slice(7, 10))) return false;
  return partitaIvaCheckDigit(v.slice(0, 10)) === Number(v[10]);
}

/** The electronic form of an IBAN (no blanks, uppercase), e.g. "IT60 X054 2811 1010 0000 0123 456" -> "IT60X0542811101000000123456". */
export function compactIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** Values of the characters in odd positions (1st, 3rd, ...) for the CIN, indexed by 0-9 / A-Z (digit d = letter d). */
const CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/**
 * The CIN (control internal number) letter of an Italian BBAN from ABI (5 digits), CAB (5 digits)
 * and account (12 characters) concatenated: odd positions through the CIN table, even positions
 * by value (digits 0-9, letters A-Z = 0-25), the sum modulo 26 as a letter (ABI/CeBI rule, the
 * same in San Marino). `ibantools` checks the Italian BBAN format but not this letter.
 */
export function italianCin(abiCabAccount: string): string {
  let sum = 0;
  for (let i = 0; i < 22; i++) {
    const ch = abiCabAccount.charCodeAt(i);
    const k = ch >= 48 && ch <= 57 ? ch - 48 : ch - 65;
    sum += i % 2 === 0 ? CIN_ODD[k] : k;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * True for an IBAN (ISO 13616) checked by `ibantools`: known country, BBAN length and format of
 * that country (Italy: 27 characters, CIN letter, 5-digit ABI and CAB, 12-character account),
 * mod-97 check digits; for Italy and San Marino also the CIN letter (`italianCin`). Blanks and
 * lowercase are accepted; "IT60X" is refused.
 */
export function isValidIban(value: string): boolean {
  const v = compactIban(value);
  if (!v || !validateIBAN(v).valid) return false;
  if (v.startsWith('IT') || v.startsWith('SM')) return italianCin(v.slice(5)) === v[4];
  return true;
}

/** True for a 16-character personal codice fiscale (omocodia allowed) with the right check character. */
export function isValidPersonalCodiceFiscale(value: string): boolean {
  const v = normalizeCode(value);
  if (v.length !== 16 || !PERSON_CF.test(v)) return false;
  return CheckDigitizer.checkDigit(v.slice(0, 15)) === v[15];
}

/**
 * True for the 11-digit codice fiscale of a company or entity: the partita IVA check digit. The
 * office code is not checked, as entities without a VAT position (associations, public bodies:
 * e.g. 80209930587 or 97xxxxxxxxx) have codes with other middle digits.
 */
function isValidCompanyFiscalCode(v: string): boolean {
  return /^\d{11}$/.test(v) && v !== '00000000000' && partitaIvaCheckDigit(v.slice(0, 10)) === Number(v[10]);
}

/** True for a personal (16 characters) or company (11 digits) codice fiscale. */
export function isValidCodiceFiscale(value: string): boolean {
  const v = normalizeCode(value);
  if (/^\d{11}$/.test(v)) return isValidCompanyFiscalCode(v);
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

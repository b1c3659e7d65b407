import type { DataSource, EntityManager } from 'typeorm';
import { LegalForm } from '../reference/legal-form.entity';

/**
 * A client's legal form is an ISO 20275 ELF code of the `legal_forms` table (GLEIF list, Italy,
 * e.g. OV32 = Società a responsabilità limitata), the same codes the announcements' legal-form
 * requirement stores, so the two can be compared (docs/domain.md, "Forma giuridica").
 */

/** Italian message of an unknown or inactive code (422, field `legal_form`). */
export const LEGAL_FORM_MESSAGE = 'Forma giuridica non valida: scegli una voce dell’elenco (codice ELF ISO 20275)';

/** A row of the legal_forms table. */
export interface LegalFormRow {
  elf_code: string;
  name: string;
  abbreviations: string | null;
  active: boolean;
}

/**
 * Common Italian abbreviations the GLEIF list does not carry (it lists only some, e.g. SRL, SPA,
 * SNC), keyed by their compact form (see `legalFormKey`).
 */
const EXTRA_ABBREVIATIONS: Record<string, string> = {
  sas: 'CGSO', // società in accomandita semplice
  sapa: 'DLS4', // società in accomandita per azioni
  srlunipersonale: 'B5TO', // S.r.l. con unico socio
  srlsemplificata: '8GU1',
  spaunipersonale: 'X32V', // S.p.A. con socio unico
  stp: 'ZZOG', // società tra professionisti
  dittaindividuale: 'LHBB', // impresa individuale
  coop: 'QRZJ',
  scarl: 'BL52',
};

/**
 * The comparison key of a legal-form text: lowercase, accents and apostrophes dropped ("Società"
 * and "Societa'" are the same), every character that is not a letter or digit removed, so
 * "S.r.l.", "srl" and "S R L" give "srl".
 */
export function legalFormKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The ELF code a free-text legal form stands for, or null when none or more than one fits.
 * Order: an ELF code itself; a full name of an active form; an abbreviation of the GLEIF list
 * that belongs to one active form only and is not the name of another; the common abbreviations
 * above. Used by migration 0010 on the texts stored before legal forms were coded.
 */
export function matchLegalForm(text: string, forms: LegalFormRow[]): string | null {
  const key = legalFormKey(text);
  if (!key) return null;
  const active = forms.filter((f) => f.active);
  const byCode = active.find((f) => f.elf_code.toLowerCase() === key);
  if (byCode) return byCode.elf_code;
  const byName = active.filter((f) => legalFormKey(f.name) === key);
  if (byName.length === 1) return byName[0].elf_code;
  if (byName.length > 1) return null;
  const byAbbreviation = active.filter((f) =>
    (f.abbreviations ?? '')
      .split(';')
      .map(legalFormKey)
      .some((a) => a === key),
  );
  if (byAbbreviation.length === 1) return byAbbreviation[0].elf_code;
  if (byAbbreviation.length > 1) return null;
  const extra = EXTRA_ABBREVIATIONS[key];
  return extra && active.some((f) => f.elf_code === extra) ? extra : null;
}

/**
 * Checks `scalars.legal_form` (when sent) against the active codes of `legal_forms`: stores it
 * uppercased, null for an empty value; an unknown or inactive code is reported with `add`
 * (field `legal_form`). Choosing a code also clears the uncoded text kept by migration 0010.
 */
export async function checkLegalForm(
  em: EntityManager,
  scalars: Record<string, unknown>,
  add: (field: string, message: string) => void,
): Promise<void> {
  if (!('legal_form' in scalars)) return;
  const value = typeof scalars.legal_form === 'string' ? scalars.legal_form.trim().toUpperCase() : null;
  scalars.legal_form = value || null;
  if (!value) return;
  const row = await em.getRepository(LegalForm).existsBy({ elf_code: value, active: true });
  if (!row) add('legal_form', LEGAL_FORM_MESSAGE);
  else scalars.legal_form_text = null;
}

/** The Italian name of an ELF code (null for null or an unknown code). */
export async function legalFormName(ds: DataSource | EntityManager, code: unknown): Promise<string | null> {
  if (typeof code !== 'string' || !code) return null;
  const row = await ds.getRepository(LegalForm).findOne({ select: { elf_code: true, name: true }, where: { elf_code: code } });
  return row?.name ?? null;
}

import { amount, numOrNull, smeFormValues, smeRequestBody, type Amount, type HistoryRow, type RelatedRow } from '../sme/smeForm';
import { compactIban, todayInRome } from '@bandi/domain';
import type { Client, ClientInput, Dimension } from '../../types';
import { genericClientFields, type GenericClientField } from './fields';

/**
 * The form values of the table's generic lines (./fields.ts), typed from it: a string for 'text',
 * 'textarea' and 'date' ('' for null), a boolean for 'checkbox'.
 */
export type ClientFieldValues = { [F in GenericClientField as F['name']]: F['kind'] extends 'checkbox' ? boolean : string };

/**
 * The request body members of the generic lines: the trimmed text or null when blank (a `required`
 * line: the trimmed text, never null), the boolean of a checkbox.
 */
export type ClientFieldBody = {
  [F in GenericClientField as F['name']]: F['kind'] extends 'checkbox' ? boolean : F extends { required: true } ? string : string | null;
};

/**
 * Form values: the generic lines of ./fields.ts (strings for text inputs, '' = null; booleans for
 * flags), then the fields with their own widget or conversion, the rows and the SME collections.
 */
export interface ClientFormValues extends ClientFieldValues {
  legal_form: string;
  accounting_type: string;
  subscribed_to_cciaa: '' | 'yes' | 'no';
  section_cciaa: string;
  interprofessional_fund: string;
  /** Capitale sociale in euro, as the money input holds it (a number, '' while empty). */
  social_capital: Amount;
  public_bodies_share: string;
  company_dimension_override: '' | Dimension;
  client_legal_location: { address: string; postal_code: string; city: string; province: string };
  clients_ateco_codes: { value: string; primary: boolean }[];
  clients_history: HistoryRow[];
  clients_location: Row[];
  clients_partners: Row[];
  clients_administrators: Row[];
  clients_banks: Row[];
  related: RelatedRow[];
  clients_referents: string[];
}

export type Row = Record<string, string>;

/** The repeatable sections edited as rows of text inputs. */
export type RowSection = 'clients_location' | 'clients_partners' | 'clients_administrators' | 'clients_banks';

/** Columns of the repeatable sections (all edited as text; numbers converted on submit). */
export const ROWS: Record<RowSection, { key: string; label: string; w?: number; maxLength?: number }[]> = {
  clients_location: [
    { key: 'address', label: 'Indirizzo' },
    { key: 'postal_code', label: 'CAP', w: 90, maxLength: 5 },
    { key: 'city', label: 'Comune' },
    { key: 'province', label: 'Prov.', w: 70, maxLength: 2 },
  ],
  clients_partners: [
    { key: 'name', label: 'Socio' },
    // 16 characters, or 11 digits with blanks as written on a visura
    { key: 'fiscal_code', label: 'Codice fiscale', maxLength: 20 },
    { key: 'share_percent', label: 'Quota %', w: 90 },
  ],
  clients_administrators: [
    { key: 'name', label: 'Nome' },
    { key: 'surname', label: 'Cognome' },
    { key: 'fiscal_code', label: 'Codice fiscale', maxLength: 20 },
    { key: 'role', label: 'Carica' },
  ],
  clients_banks: [
    { key: 'name', label: 'Banca' },
    // 27 characters for Italy, up to 34 (ISO 13616) plus the blanks of the groups of four
    { key: 'iban', label: 'IBAN', maxLength: 42 },
    { key: 'branch', label: 'Filiale' },
  ],
};

export const emptyRow = (section: RowSection): Row => ({
  ...Object.fromEntries(ROWS[section].map((c) => [c.key, ''])),
});
const toRow = (o: object): Row =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Today's date in Italy (docs/domain.md "Dates"), whatever the browser's time zone. */
export const todayIso = () => todayInRome();

/** The form values of the generic lines of ./fields.ts from a stored client (or empty). */
export function fieldFormValues(c?: Client | null): ClientFieldValues {
  return Object.fromEntries(
    genericClientFields().map((f) => [f.name, f.kind === 'checkbox' ? !!c?.[f.name] : s(c?.[f.name])]),
  ) as ClientFieldValues;
}

/** Initial values from a stored client (edit) or empty (create; registration date today). */
export function toFormValues(c?: Client | null): ClientFormValues {
  const l = c?.client_legal_location;
  return {
    ...fieldFormValues(c),
    registration_date: c ? s(c.registration_date) : todayIso(),
    legal_form: s(c?.legal_form),
    accounting_type: s(c?.accounting_type),
    subscribed_to_cciaa: c?.subscribed_to_cciaa ?? '',
    section_cciaa: s(c?.section_cciaa),
    interprofessional_fund: s(c?.interprofessional_fund),
    social_capital: amount(c?.social_capital),
    public_bodies_share: s(c?.public_bodies_share),
    company_dimension_override: c?.company_dimension_details?.manual ? (c.company_dimension_details.effective ?? '') : '',
    client_legal_location: { address: s(l?.address), postal_code: s(l?.postal_code), city: s(l?.city), province: s(l?.province) },
    clients_ateco_codes: (c?.clients_ateco_codes ?? []).map((a) => ({ value: a.value, primary: a.primary })),
    ...smeFormValues(c),
    clients_location: (c?.clients_location ?? []).map((l) =>
      toRow({ address: l.address, postal_code: l.postal_code, city: l.city, province: l.province }),
    ),
    clients_partners: (c?.clients_partners ?? []).map((p) =>
      toRow({ name: p.name, fiscal_code: p.fiscal_code, share_percent: p.share_percent }),
    ),
    clients_administrators: (c?.clients_administrators ?? []).map((a) =>
      toRow({ name: a.name, surname: a.surname, fiscal_code: a.fiscal_code, role: a.role }),
    ),
    clients_banks: (c?.clients_banks ?? []).map((b) => toRow({ name: b.name, iban: b.iban, branch: b.branch })),
    clients_referents: (c?.clients_referents ?? []).map((r) => String(r.id)),
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The request body members of the generic lines of ./fields.ts. */
export function fieldRequestBody(v: ClientFieldValues): ClientFieldBody {
  return Object.fromEntries(
    genericClientFields().map((f) => {
      const value = v[f.name as keyof ClientFieldValues];
      if (f.kind === 'checkbox') return [f.name, !!value];
      return [f.name, f.required ? String(value).trim() : orNull(String(value))];
    }),
  ) as ClientFieldBody;
}

/** The request body of POST/PUT (docs/domain.md#clients field names). */
export function toRequestBody(v: ClientFormValues, initialReferents: string[] = []): ClientInput {
  const l = v.client_legal_location;
  const hasLocation = [l.address, l.postal_code, l.city, l.province].some((x) => x.trim());
  return {
    ...fieldRequestBody(v),
    legal_form: orNull(v.legal_form),
    accounting_type: orNull(v.accounting_type),
    subscribed_to_cciaa: v.subscribed_to_cciaa || null,
    section_cciaa: orNull(v.section_cciaa),
    interprofessional_fund: orNull(v.interprofessional_fund),
    social_capital: numOrNull(v.social_capital),
    public_bodies_share: numOrNull(v.public_bodies_share),
    company_dimension_override: v.company_dimension_override || null,
    client_legal_location: hasLocation
      ? {
          address: orNull(l.address),
          postal_code: orNull(l.postal_code),
          city: orNull(l.city),
          province: orNull(l.province)?.toUpperCase() ?? null,
        }
      : null,
    clients_ateco_codes: v.clients_ateco_codes.map((a) => ({ value: a.value.trim(), primary: a.primary })),
    ...smeRequestBody(v),
    clients_location: v.clients_location.map((l) => ({
      address: orNull(l.address),
      postal_code: orNull(l.postal_code),
      city: orNull(l.city),
      province: orNull(l.province)?.toUpperCase() ?? null,
    })),
    clients_partners: v.clients_partners.map((p) => ({
      name: p.name.trim(),
      fiscal_code: orNull(p.fiscal_code),
      share_percent: numOrNull(p.share_percent),
    })),
    clients_administrators: v.clients_administrators.map((a) => ({
      name: a.name.trim(),
      surname: a.surname.trim(),
      fiscal_code: orNull(a.fiscal_code),
      role: orNull(a.role),
    })),
    clients_banks: v.clients_banks.map((b) => ({
      name: b.name.trim(),
      iban: b.iban.trim() ? compactIban(b.iban) : null,
      branch: orNull(b.branch),
    })),
    clients_referents: v.clients_referents.map(Number),
    clients_referents_to_delete: initialReferents.filter((r) => !v.clients_referents.includes(r)).map(Number),
  };
}

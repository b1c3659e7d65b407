/**
 * The client form's scalar fields, once (issue "A field defined once"): per form section, in
 * display order. A plain text, textarea, date or checkbox field is one line here plus its Italian
 * label in FIELD_LABELS (@bandi/shared-ui, keyed by the API's field name); from this table come
 * its form value and request body member (./values.ts), its input (./ClientFieldInputs.tsx) and its
 * line on the client card (../detail/clientDetailFields.ts). 'custom' lines mark where a section
 * places a special widget by hand (selects, amounts, the SME block…): their values and card lines
 * are hand-written too.
 */
import { FIELD_LABELS } from '@bandi/shared-ui';
import type { Client, ClientInput } from '../../types';

/** The sections of the client form holding scalar fields (cards "Anagrafica", "Dati camerali", "Lavoro e previdenza", "Dimensione"). */
export type ClientFormSection = 'anagrafica' | 'camerali' | 'lavoro' | 'dimensione';

/** A field the API both returns (ClientDetail) and takes (ClientInputDto): what a generic line may name. */
export type ClientFieldName = keyof Client & keyof ClientInput & string;

/**
 * A generic line: the form value, the request body member, the input and the card line all follow `kind`.
 * - 'text': a text input; the form holds '' for null, the body sends the trimmed text or null when blank;
 * - 'textarea': the same value in a full-width textarea (and a full-width card line);
 * - 'date': the same value (YYYY-MM-DD) in a date picker, shown as dd/mm/yyyy on the card;
 * - 'checkbox': a flag, `false` when missing, shown as Sì/No.
 */
export interface GenericFieldSpec {
  name: ClientFieldName;
  kind: 'text' | 'textarea' | 'date' | 'checkbox';
  /** The API requires it: marked with an asterisk, sent trimmed and never null (the check is validation.ts's). */
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Help text under the input. */
  description?: string;
  /** The input's `type` (e.g. 'email'). */
  type?: 'email';
  /** Spans the whole row (textareas always do). */
  wide?: boolean;
  /** A sub-title (Title order 4) the form shows before this field. */
  heading?: string;
  /** The card shows it in "Note" rather than in its section's card. */
  detail?: 'note';
}

/** A special widget placed by the section's `custom` renderers (and listed on the card by the tab's own display). */
export interface CustomFieldSpec {
  name: (keyof Client | keyof ClientInput) & string;
  kind: 'custom';
  /** The widget spans the whole row (outside the two-column grid). */
  wide?: boolean;
  heading?: string;
}

/** A line of the table. */
export type ClientFieldSpec = GenericFieldSpec | CustomFieldSpec;

/** The client form's scalar fields per section, in display order (see the module's comment). */
export const CLIENT_FORM_FIELDS = {
  anagrafica: [
    { name: 'business_name', kind: 'text', required: true, maxLength: 255 },
    { name: 'reference', kind: 'text', maxLength: 100, description: 'Codice o nome con cui lo studio identifica il cliente' },
    { name: 'legal_form', kind: 'custom' },
    { name: 'accounting_type', kind: 'custom' },
    // the form puts the duplicate check of the environment on P.IVA and codice fiscale (./duplicates.tsx)
    { name: 'vat_number', kind: 'text', maxLength: 30, description: 'Anche nella forma IT 01234567890' },
    { name: 'fiscal_code', kind: 'text', maxLength: 24 },
    { name: 'constitution_date', kind: 'date' },
    { name: 'section', kind: 'text', maxLength: 100 },
    { name: 'social_capital', kind: 'custom' },
    // the notice of a legal form kept as free text by migration 0010
    { name: 'legal_form_text', kind: 'custom', wide: true },
    { name: 'activity_description', kind: 'textarea' },
    { name: 'female_enterprise', kind: 'checkbox' },
    { name: 'youth_enterprise', kind: 'checkbox' },
    { name: 'public_entity_enterprise', kind: 'checkbox' },
    { name: 'email', kind: 'text', type: 'email', maxLength: 255, heading: 'Contatti e fatturazione' },
    { name: 'pec', kind: 'text', type: 'email', maxLength: 255 },
    { name: 'sdi', kind: 'text', maxLength: 7, description: '7 caratteri; 0000000 per recapito tramite PEC' },
    { name: 'phone', kind: 'text', maxLength: 40 },
    { name: 'website', kind: 'text', maxLength: 255 },
    { name: 'note', kind: 'textarea', detail: 'note' },
  ],
  camerali: [
    { name: 'subscribed_to_cciaa', kind: 'custom' },
    { name: 'rea_number', kind: 'text', maxLength: 12, placeholder: 'MI-1234567' },
    { name: 'registration_number', kind: 'text', maxLength: 40 },
    { name: 'section_cciaa', kind: 'custom' },
    // default today on a new client (./values.ts)
    { name: 'registration_date', kind: 'date' },
  ],
  lavoro: [
    { name: 'ccnl_type', kind: 'text', maxLength: 200, placeholder: 'es. Commercio – Terziario' },
    { name: 'interprofessional_fund', kind: 'custom' },
    { name: 'inps_registration_number', kind: 'text', maxLength: 40 },
    { name: 'inps_location', kind: 'text', maxLength: 200 },
    { name: 'inail_registration_number', kind: 'text', maxLength: 40 },
    { name: 'inail_location', kind: 'text', maxLength: 200 },
  ],
  dimensione: [
    // the SME block (../sme): yearly figures, related enterprises, manual class and public bodies' share
    { name: 'company_dimension_override', kind: 'custom', wide: true },
    { name: 'public_bodies_share', kind: 'custom' },
    { name: 'company_dimension_notes', kind: 'textarea', detail: 'note' },
  ],
} as const satisfies Record<ClientFormSection, readonly ClientFieldSpec[]>;

/** A line of the table as declared (literal name and kind). */
export type ClientFieldEntry = (typeof CLIENT_FORM_FIELDS)[ClientFormSection][number];
/** The generic lines (every kind but 'custom'), the fields whose values, inputs and card lines are derived. */
export type GenericClientField = Exclude<ClientFieldEntry, { kind: 'custom' }>;
/** The lines of one section as declared. */
export type ClientSectionEntry<S extends ClientFormSection> = (typeof CLIENT_FORM_FIELDS)[S][number];

/** The lines of a section (as the table holds them now). */
export function clientSectionFields(section: ClientFormSection): readonly ClientFieldSpec[] {
  return CLIENT_FORM_FIELDS[section];
}

/** The generic lines of every section, in the table's order. */
export function genericClientFields(): GenericFieldSpec[] {
  return (Object.keys(CLIENT_FORM_FIELDS) as ClientFormSection[])
    .flatMap((section) => clientSectionFields(section))
    .filter((f): f is GenericFieldSpec => f.kind !== 'custom');
}

/** The Italian label of a line: FIELD_LABELS, the one table of the field names (the audit log's too). */
export function clientFieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? name;
}

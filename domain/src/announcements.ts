/**
 * The announcement (bando) rules shared by the API and the announcement form (docs/domain.md#announcements, docs/screens.md#announcement-form,
 * docs/rules.md#form-rules): the tabs and the fields each owns, the number limits, and the validation rules as pure
 * functions over a record in body shape (the JSON of POST/PUT /api/announcements, which is also
 * the form's values). Every function answers `{field: [Italian messages]}`; `{}` means valid.
 * Field paths of list items use dots: `announcements_locations.0.nation`.
 *
 * The API calls them on the merged record (stored call + body) in `AnnouncementsService` and
 * `TemplatesService`; the form calls them from its Yup schema (mf-announcements/src/form/schema.ts).
 */
import { requirementValueErrors, type RequirementReference } from './requirements';
import { MESSAGES } from './messages';
import { URL_RE } from './patterns';

/** `{field: [messages]}`: the `errors` of a 422 answer and of the forms. */
export type FieldErrors = Record<string, string[]>;
/** An announcement (or template) in body shape; values as typed (strings from inputs) or as stored. */
export type AnnouncementRecord = Record<string, unknown>;
/** What is being saved: a draft announcement, an announcement being published, or a template (docs/screens.md#announcement-form). */
export type SaveMode = 'draft' | 'published' | 'template';

/** The tabs of the announcement form (docs/screens.md#announcement-form) and the body fields each one owns (API edit rights, form error marks). */
export const ANNOUNCEMENT_TABS = {
  generale: [
    'name',
    'start_date',
    'end_date',
    'evaluation_procedure',
    'supplying_authority',
    'description',
    'link_regulatory',
    'fact_sheet',
    'information_sheet',
    'information_sheet_delete',
    'facilitation_cumulability',
    'facilitation_intensity_of_help',
    'facilitation_relief',
    'type_non_repayable_fund',
    'type_concessionary_financing',
    'type_fiscal_bonus',
    'type_interest_account',
    'type_warranty',
    'aid_scheme_general_taxation',
    'aid_scheme_temporary_framework',
    'aid_scheme_de_minimis',
    'aid_scheme_exemption',
    'de_minimis_regulation',
    'status',
  ],
  requisiti: [
    'number_of_employees_min',
    'number_of_employees_max',
    'year_of_establishment_min',
    'year_of_establishment_max',
    'annual_volume_min',
    'annual_volume_max',
    'requirements_without_limit',
    'announcements_company_dimensions',
    'announcements_areas_of_intervention',
    'announcements_ateco_codes',
    'include_ateco_codes',
    'announcements_locations',
    'legal_form',
    'business_register',
    'interprofessional_fund',
    'subscribed_to_cciaa',
    'female_enterprise',
    'youth_enterprise',
    'public_entity_enterprise',
  ],
  voci_di_spesa: ['announcements_expense_items', 'eligible_expense_min', 'eligible_expense_max', 'grant_min', 'grant_max'],
  documentazione: ['standard_documents', 'announcements_additional_documents', 'announcements_additional_documents_to_delete'],
  altro: ['announcements_other_attachments', 'announcements_custom_fields'],
} as const;
/** A tab key of the announcement form. */
export type AnnouncementTab = keyof typeof ANNOUNCEMENT_TABS;
/** The tabs in display order. */
export const ANNOUNCEMENT_TAB_NAMES: AnnouncementTab[] = ['generale', 'requisiti', 'voci_di_spesa', 'documentazione', 'altro'];
/** Italian labels of the tabs (tab titles, error messages). */
export const ANNOUNCEMENT_TAB_LABELS: Record<AnnouncementTab, string> = {
  generale: 'Generale',
  requisiti: 'Requisiti',
  voci_di_spesa: 'Voci di spesa',
  documentazione: 'Documentazione',
  altro: 'Altro',
};

/** The tab of a field path (`"announcements_locations.0.nation"` or `"…[0].nation"` -> `requisiti`); unknown fields -> `generale`. */
export function tabOf(path: string): AnnouncementTab {
  const root = path.split(/[.[]/)[0];
  return ANNOUNCEMENT_TAB_NAMES.find((t) => (ANNOUNCEMENT_TABS[t] as readonly string[]).includes(root)) ?? 'generale';
}

/**
 * Upper bounds and decimals of the numeric fields (docs/domain.md#announcements): the API's range check
 * (`Al massimo N`, never negative) and the form's number inputs (clamping, decimals) use them.
 * EUR amounts end at 9,999,999,999,999 (the API's input policy for EUR).
 */
export const NUMBER_LIMITS = {
  number_of_employees_min: { max: 10_000_000, decimals: 0 },
  number_of_employees_max: { max: 10_000_000, decimals: 0 },
  year_of_establishment_min: { max: 2100, decimals: 0 },
  year_of_establishment_max: { max: 2100, decimals: 0 },
  annual_volume_min: { max: 9_999_999_999_999, decimals: 2 },
  annual_volume_max: { max: 9_999_999_999_999, decimals: 2 },
  eligible_expense_min: { max: 9_999_999_999_999, decimals: 2 },
  eligible_expense_max: { max: 9_999_999_999_999, decimals: 2 },
  grant_min: { max: 9_999_999_999_999, decimals: 2 },
  grant_max: { max: 9_999_999_999_999, decimals: 2 },
} as const satisfies Record<string, { max: number; decimals: number }>;
/** A numeric field of the announcement. */
export type NumberField = keyof typeof NUMBER_LIMITS;
/** Longest announcement name (docs/domain.md#announcements). */
export const NAME_MAX_LENGTH = 500;

/** The three min/max requirement pairs that publishing requires (docs/rules.md#form-rules). */
export const REQUIRED_MIN_MAX: readonly (readonly [NumberField, NumberField])[] = [
  ['number_of_employees_min', 'number_of_employees_max'],
  ['year_of_establishment_min', 'year_of_establishment_max'],
  ['annual_volume_min', 'annual_volume_max'],
];
/** The six fields of `REQUIRED_MIN_MAX`, min then max of each pair. */
export const LIMIT_FIELDS: readonly NumberField[] = REQUIRED_MIN_MAX.flat();
/**
 * The requirements an announcement may declare unrestricted instead of filling them in (body list
 * `requirements_without_limit`, docs/rules.md#form-rules; issue 39, defect 1): the six limits of
 * `LIMIT_FIELDS` ("Nessun minimo" / "Nessun massimo"), the company dimensions ("Tutte le
 * dimensioni") and the ATECO codes ("Tutti i settori"). Publishing accepts a listed requirement
 * empty; eligibility already reads an empty requirement as no restriction. An incentivi.gov.it
 * export states no employees, founding year or turnover limits and often "Tutti i settori", so its
 * calls are imported with those listed.
 */
export const UNRESTRICTED_FIELDS = [...LIMIT_FIELDS, 'announcements_company_dimensions', 'announcements_ateco_codes'] as const;
/** A requirement of `UNRESTRICTED_FIELDS`. */
export type UnrestrictedField = (typeof UNRESTRICTED_FIELDS)[number];

/** The requirements that `a` declares unrestricted (`requirements_without_limit`, as strings). */
export const withoutLimit = (a: AnnouncementRecord): string[] =>
  Array.isArray(a.requirements_without_limit) ? (a.requirements_without_limit as unknown[]).map(String) : [];

/** Whether requirement `f` of `a` has a value: a number typed in, a dimension chosen, an ATECO entry with a code. */
export function hasRequirementValue(a: AnnouncementRecord, f: string): boolean {
  const v = a[f];
  if (f === 'announcements_ateco_codes') return Array.isArray(v) && v.some((e) => !isBlank((e as AnnouncementRecord | null)?.value));
  if (Array.isArray(v)) return v.length > 0;
  return !isBlank(v);
}

/** The EUR min/max pairs of Voci di spesa: optional, but min not above max. */
export const MONEY_MIN_MAX: readonly (readonly [NumberField, NumberField])[] = [
  ['eligible_expense_min', 'eligible_expense_max'],
  ['grant_min', 'grant_max'],
];
/** The numeric fields, in `NUMBER_LIMITS` order. */
export const NUMBER_FIELDS = Object.keys(NUMBER_LIMITS) as NumberField[];
/** Integer fields (employees, year of establishment). */
export const INTEGER_FIELDS: readonly NumberField[] = NUMBER_FIELDS.filter((k) => NUMBER_LIMITS[k].decimals === 0);

const add = (errors: FieldErrors, field: string, msg: string) => (errors[field] ??= []).push(msg);
/** null, undefined, or a string of blanks. */
export const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const list = (a: AnnouncementRecord, k: string): unknown[] => (Array.isArray(a[k]) ? (a[k] as unknown[]) : []);

/**
 * docs/rules.md#form-rules, an announcement being published: name required; `link_regulatory` required and a valid URL
 * (`URL_RE`); the six min/max fields of `REQUIRED_MIN_MAX` required and numeric; company
 * dimensions and areas of intervention at least one; at least one ATECO entry with a value; at
 * least one territory, each with a nation. A requirement of `UNRESTRICTED_FIELDS` listed in
 * `requirements_without_limit` ("Nessun limite", "Tutte le dimensioni", "Tutti i settori") may be
 * empty.
 * @param a the record in body shape (for an update: the stored announcement merged with the body)
 * @returns `{field: [messages]}`, `{}` when the announcement may be published
 */
export function publishErrors(a: AnnouncementRecord): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(a.name)) add(errors, 'name', MESSAGES.required);
  if (isBlank(a.link_regulatory)) add(errors, 'link_regulatory', MESSAGES.required);
  else if (!URL_RE.test(String(a.link_regulatory))) add(errors, 'link_regulatory', MESSAGES.url);
  const unrestricted = withoutLimit(a);
  for (const [min, max] of REQUIRED_MIN_MAX) {
    for (const f of [min, max]) {
      if (isBlank(a[f])) {
        if (!unrestricted.includes(f)) add(errors, f, MESSAGES.required);
      } else if (!Number.isFinite(Number(a[f]))) add(errors, f, MESSAGES.number);
    }
  }
  if (!list(a, 'announcements_company_dimensions').length && !unrestricted.includes('announcements_company_dimensions'))
    add(errors, 'announcements_company_dimensions', MESSAGES.atLeastOne);
  if (!list(a, 'announcements_areas_of_intervention').length) add(errors, 'announcements_areas_of_intervention', MESSAGES.atLeastOne);
  if (!hasRequirementValue(a, 'announcements_ateco_codes') && !unrestricted.includes('announcements_ateco_codes'))
    add(errors, 'announcements_ateco_codes', MESSAGES.atLeastOneAteco);
  const locations = list(a, 'announcements_locations');
  if (!locations.length) add(errors, 'announcements_locations', MESSAGES.atLeastOneLocation);
  locations.forEach((l, i) => {
    if (isBlank((l as AnnouncementRecord | null)?.nation)) add(errors, `announcements_locations.${i}.nation`, MESSAGES.required);
  });
  return errors;
}

/**
 * Consistency rules of every save (draft, template, publish; docs/rules.md#form-rules): each min of
 * `REQUIRED_MIN_MAX` and `MONEY_MIN_MAX` not above its max (message on the min field);
 * `start_date` not after `end_date` (message on `end_date`; YYYY-MM-DD strings compare as dates);
 * employees and year of establishment, when numbers, integers; `requirements_without_limit` only
 * names requirements of `UNRESTRICTED_FIELDS`, and a requirement it names has no value (message
 * `valueAndNoLimit` on that field).
 * @returns `{field: [messages]}`, `{}` when consistent
 */
export function consistencyErrors(a: AnnouncementRecord): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of withoutLimit(a)) {
    if (!(UNRESTRICTED_FIELDS as readonly string[]).includes(f)) add(errors, 'requirements_without_limit', MESSAGES.invalidValue);
    else if (hasRequirementValue(a, f)) add(errors, f, MESSAGES.valueAndNoLimit);
  }
  for (const [min, max] of [...REQUIRED_MIN_MAX, ...MONEY_MIN_MAX]) {
    if (!isBlank(a[min]) && !isBlank(a[max]) && Number(a[min]) > Number(a[max])) add(errors, min, MESSAGES.minOverMax);
  }
  if (a.start_date && a.end_date && String(a.start_date) > String(a.end_date)) add(errors, 'end_date', MESSAGES.endBeforeStart);
  for (const f of INTEGER_FIELDS) {
    // a value that is not a number at all is a format error (`announcementFormatErrors`, the API's DTO)
    const n = Number(a[f]);
    if (!isBlank(a[f]) && Number.isFinite(n) && !Number.isInteger(n)) add(errors, f, MESSAGES.integer);
  }
  return errors;
}

/**
 * The rules a save must pass (what the API answers with 422 after the format checks of its DTO):
 * name required in every mode, `consistencyErrors`, `requirementValueErrors` (values in the
 * reference lists; the lists of `ref` when given), and for `published` the `publishErrors`
 * (a field already in error keeps its first messages).
 * @param a the record in body shape (for an update: the stored call merged with the body)
 * @param mode `draft` and `template` need only the name and consistency; `published` adds docs/rules.md#form-rules
 * @param ref the reference lists held in the database (areas, legal forms, ATECO…), when known
 * @returns `{field: [messages]}`, `{}` when the save may proceed
 */
export function announcementErrors(a: AnnouncementRecord, mode: SaveMode, ref: RequirementReference = {}): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(a.name)) add(errors, 'name', MESSAGES.required);
  Object.assign(errors, consistencyErrors(a));
  for (const [k, v] of Object.entries(requirementValueErrors(a, ref))) if (!errors[k]) errors[k] = v;
  if (mode === 'published') {
    for (const [k, v] of Object.entries(publishErrors(a))) if (!errors[k]) errors[k] = v;
  }
  return errors;
}

/**
 * Format checks of single fields, which the API makes in its DTO (class-validator) before the
 * rules and the form makes before sending: name at most `NAME_MAX_LENGTH` characters;
 * `link_regulatory`, when filled, a valid URL; the fields of `NUMBER_LIMITS`, when filled, numbers.
 * @returns `{field: [messages]}`, `{}` when well formed
 */
export function announcementFormatErrors(a: AnnouncementRecord): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof a.name === 'string' && a.name.length > NAME_MAX_LENGTH) add(errors, 'name', MESSAGES.maxLength(NAME_MAX_LENGTH));
  if (!isBlank(a.link_regulatory) && !URL_RE.test(String(a.link_regulatory))) add(errors, 'link_regulatory', MESSAGES.url);
  for (const f of NUMBER_FIELDS) if (!isBlank(a[f]) && !Number.isFinite(Number(a[f]))) add(errors, f, MESSAGES.number);
  return errors;
}

/**
 * Everything the announcement form checks before sending (docs/rules.md#form-rules): `announcementErrors` for
 * the mode, then the `announcementFormatErrors` of the fields not already in error.
 * @returns `{field: [messages]}`, `{}` when the form may be sent
 */
export function announcementFormErrors(a: AnnouncementRecord, mode: SaveMode, ref: RequirementReference = {}): FieldErrors {
  const errors = announcementErrors(a, mode, ref);
  for (const [k, v] of Object.entries(announcementFormatErrors(a))) if (!errors[k]) errors[k] = v;
  return errors;
}

import { MESSAGES } from './messages';
import { COMPANY_DIMENSIONS } from './enums';
import type { AnnouncementRecord, FieldErrors } from './announcements';

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** First year of establishment an announcement may ask (docs/domain.md#reference-data: the years offered start at 1900). */
export const FIRST_ESTABLISHMENT_YEAR = 1900;

/** Evaluation procedures of an announcement (docs/domain.md#reference-data), the only values `evaluation_procedure` takes. */
export const EVALUATION_PROCEDURES = ['A sportello (ordine cronologico)', 'A graduatoria', 'Negoziale', 'Incentivo automatico'] as const;
export type EvaluationProcedure = (typeof EVALUATION_PROCEDURES)[number];

/**
 * The reference lists held in the database (the API reads the tables, the form the
 * `/api/reference/...` endpoints). A list left out is not checked.
 */
export interface RequirementReference {
  /** `dropdown_values` of list `areas_of_intervention` (values) */
  areas?: Iterable<string>;
  /** ELF codes of table `legal_forms` */
  legalForms?: Iterable<string>;
  /** `dropdown_values` of list `business_registers` */
  businessRegisters?: Iterable<string>;
  /** `dropdown_values` of list `interprofessional_funds` */
  interprofessionalFunds?: Iterable<string>;
  /** whether an ATECO requirement value (section letter or code) exists in ATECO 2025 or ATECO 2007 */
  atecoExists?: (code: string) => boolean;
}

const add = (errors: FieldErrors, field: string, msg: string) => {
  if (!(errors[field] ??= []).includes(msg)) errors[field].push(msg);
};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * Requirement values of an announcement against the reference lists (issue 10; docs/domain.md
 * "Requirement values"): company dimensions among `COMPANY_DIMENSIONS`; establishment years (when
 * numbers) from `FIRST_ESTABLISHMENT_YEAR` to the current year; `evaluation_procedure` among
 * `EVALUATION_PROCEDURES`; and, for each list of `ref` given, areas, legal forms (ELF codes),
 * business registers, interprofessional funds and ATECO entries (`announcements_ateco_codes.{i}.value`)
 * that exist. An ATECO entry without a value is not an error here (it is not stored; publishing
 * needs one with a value: "Aggiungi almeno un codice ATECO").
 * @param a the record in body shape (for an update: the stored call merged with the body)
 * @param now the date whose year is the last one allowed
 * @returns `{field: [messages]}`, `{}` when every value is in its list
 */
export function requirementValueErrors(a: AnnouncementRecord, ref: RequirementReference = {}, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const year = now.getFullYear();
  for (const f of ['year_of_establishment_min', 'year_of_establishment_max']) {
    const n = Number(a[f]);
    if (!isBlank(a[f]) && Number.isFinite(n) && (n < FIRST_ESTABLISHMENT_YEAR || n > year))
      add(errors, f, MESSAGES.yearRange(FIRST_ESTABLISHMENT_YEAR, year));
  }
  if (!isBlank(a.evaluation_procedure) && !(EVALUATION_PROCEDURES as readonly unknown[]).includes(a.evaluation_procedure))
    add(errors, 'evaluation_procedure', MESSAGES.invalidValue);
  const inList = (field: string, allowed: Iterable<string> | undefined) => {
    if (!allowed) return;
    const set = new Set(allowed);
    for (const v of strings(a[field])) if (v.trim() && !set.has(v.trim())) add(errors, field, MESSAGES.notInList(v.trim()));
  };
  inList('announcements_company_dimensions', COMPANY_DIMENSIONS);
  inList('announcements_areas_of_intervention', ref.areas);
  inList('legal_form', ref.legalForms);
  inList('business_register', ref.businessRegisters);
  inList('interprofessional_fund', ref.interprofessionalFunds);
  if (ref.atecoExists) {
    const entries = Array.isArray(a.announcements_ateco_codes) ? (a.announcements_ateco_codes as AnnouncementRecord[]) : [];
    entries.forEach((e, i) => {
      const v = e?.value;
      if (typeof v === 'string' && v.trim() && !ref.atecoExists!(v.trim()))
        add(errors, `announcements_ateco_codes.${i}.value`, MESSAGES.ateco);
    });
  }
  return errors;
}

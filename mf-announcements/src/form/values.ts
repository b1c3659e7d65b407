import { setIn, type FormikTouched } from 'formik';
import { NUMBER_LIMITS, TAB_FIELDS, type TabKey } from './schema';
import { sheetBody, type SheetFile } from './InformationSheetField';
import { AID_SCHEMES, FUNDING_TYPES } from '../labels';
import type { AnnouncementBody } from '../types';

/** A document row of the form (additional document / other attachment). */
export interface DocValue {
  id?: number;
  /** null: the announcement's own document; a number: an environment's (global announcement seen in that environment). */
  project_id?: number | null;
  name: string;
  file_id: string | null;
  file_name?: string | null;
}
/** The form's values: the API body of docs/api-contract.md "Bandi e template" (numbers may be '' while typing). */
export type FormValues = Record<string, unknown> & {
  name: string;
  announcements_ateco_codes: { value: string; primary: boolean; label?: string }[];
  announcements_locations: {
    nation: string | null;
    region: string | null;
    province: string | null;
    city: string | null;
    city_name?: string | null;
  }[];
  announcements_expense_items: Record<string, unknown>[];
  announcements_additional_documents: DocValue[];
  announcements_other_attachments: DocValue[];
  announcements_custom_fields: { id?: number; project_id?: number | null; label: string; value: string }[];
};

/** Empty form (a new announcement or template). */
export function emptyValues(): FormValues {
  return {
    name: '',
    start_date: '',
    end_date: '',
    evaluation_procedure: null,
    supplying_authority: '',
    description: '',
    link_regulatory: '',
    fact_sheet: '',
    facilitation_cumulability: '',
    facilitation_intensity_of_help: '',
    facilitation_relief: '',
    ...Object.fromEntries([...FUNDING_TYPES, ...AID_SCHEMES].map((t) => [t.key, false])),
    de_minimis_regulation: null,
    ...Object.fromEntries(Object.keys(NUMBER_LIMITS).map((k) => [k, ''])),
    requirements_without_limit: [],
    announcements_company_dimensions: [],
    announcements_areas_of_intervention: [],
    announcements_ateco_codes: [],
    include_ateco_codes: true,
    announcements_locations: [],
    legal_form: [],
    business_register: [],
    interprofessional_fund: [],
    subscribed_to_cciaa: null,
    female_enterprise: false,
    youth_enterprise: false,
    public_entity_enterprise: false,
    announcements_expense_items: [],
    standard_documents: [],
    announcements_additional_documents: [],
    announcements_other_attachments: [],
    announcements_custom_fields: [],
    information_sheet: null,
    information_sheet_delete: false,
  };
}

/** Form values from an API answer (announcement detail or template). */
export function valuesFrom(a: Record<string, unknown>): FormValues {
  const v = emptyValues();
  for (const k of Object.keys(v)) if (a[k] !== undefined && a[k] !== null) v[k] = a[k];
  const docs = (list: unknown): DocValue[] =>
    (
      (list as {
        id?: number;
        name: string;
        file?: { id: string; original_name: string } | null;
        file_id?: string | null;
        project_id?: number | null;
      }[]) ?? []
    ).map((d) => ({
      id: d.id,
      project_id: d.project_id ?? null,
      name: d.name,
      file_id: d.file?.id ?? d.file_id ?? null,
      file_name: d.file?.original_name ?? null,
    }));
  v.information_sheet = (a.information_sheet as SheetFile | null) ?? null;
  v.announcements_additional_documents = docs(a.announcements_additional_documents);
  v.announcements_other_attachments = docs(a.announcements_other_attachments);
  v.announcements_ateco_codes = ((a.announcements_ateco_codes as { value: string; primary: boolean; description?: string }[]) ?? []).map(
    (e) => ({
      value: e.value,
      primary: !!e.primary,
      label: e.description ? `${e.value} – ${e.description}` : e.value,
    }),
  );
  v.standard_documents = ((a.standard_documents as (number | { id: number })[]) ?? []).map((x) => (typeof x === 'object' ? x.id : x));
  v.announcements_custom_fields = (
    (a.announcements_custom_fields as { id?: number; project_id?: number | null; label: string; value: string | null }[]) ?? []
  ).map((f) => ({
    ...(f.id ? { id: f.id, project_id: f.project_id ?? null } : {}),
    label: f.label,
    value: f.value ?? '',
  }));
  return v;
}

/** The API body of the tabs the user may edit (numbers as numbers, '' as null). */
export function bodyOf(values: FormValues, tabs: TabKey[]): AnnouncementBody {
  const body: Record<string, unknown> = {};
  for (const tab of tabs) {
    for (const k of TAB_FIELDS[tab]) {
      if (!(k in values) || k === 'information_sheet' || k === 'information_sheet_delete') continue;
      let v = values[k];
      if (k in NUMBER_LIMITS) v = v === '' || v === null || v === undefined ? null : Number(v);
      else if (typeof v === 'string' && v.trim() === '' && k !== 'name') v = null;
      body[k] = v;
    }
  }
  if (tabs.includes('generale'))
    Object.assign(
      body,
      sheetBody({
        information_sheet: (values.information_sheet as SheetFile | null) ?? null,
        information_sheet_delete: !!values.information_sheet_delete,
      }),
    );
  if (body.announcements_ateco_codes)
    body.announcements_ateco_codes = values.announcements_ateco_codes.map((e) => ({ value: e.value, primary: e.primary }));
  if (body.announcements_locations)
    body.announcements_locations = values.announcements_locations.map(({ nation, region, province, city }) => ({
      nation,
      region,
      province,
      city,
    }));
  const docs = (list: DocValue[]) =>
    list.map((d) => ({
      ...(d.id ? { id: d.id } : {}),
      name: d.name,
      file_id: d.file_id,
      ...(d.id && !d.file_id ? { delete_existing_file: true } : {}),
    }));
  if (body.announcements_additional_documents) body.announcements_additional_documents = docs(values.announcements_additional_documents);
  if (body.announcements_other_attachments) body.announcements_other_attachments = docs(values.announcements_other_attachments);
  if (body.announcements_custom_fields)
    body.announcements_custom_fields = values.announcements_custom_fields.map(({ id, label, value }) => ({
      ...(id ? { id } : {}),
      label,
      value,
    }));
  if (body.announcements_expense_items) {
    body.announcements_expense_items = values.announcements_expense_items.map((e) => {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(e)) out[k] = x === '' ? null : x;
      return out;
    });
  }
  // built from the tabs' field lists (TAB_FIELDS: the body fields of @bandi/domain); the API validates it (422)
  return body as AnnouncementBody;
}

/** Marks every leaf of an error object as touched (a submit attempt shows all errors). */
export function touchAll(errors: unknown, prefix = '', touched: FormikTouched<FormValues> = {}): FormikTouched<FormValues> {
  if (typeof errors === 'string') return setIn(touched, prefix, true);
  if (errors && typeof errors === 'object') {
    for (const [k, v] of Object.entries(errors as object)) touched = touchAll(v, prefix ? `${prefix}.${k}` : k, touched);
  }
  return touched;
}
/** Leaf error paths. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return [prefix];
  if (errors && typeof errors === 'object')
    return Object.entries(errors as object).flatMap(([k, v]) => errorPaths(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

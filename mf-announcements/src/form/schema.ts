import * as yup from 'yup';
import { MESSAGES } from '@bandi/shared-ui';

/**
 * The announcement form's rules (SPEC §5.2), the same the API applies (api/src/modules/
 * announcements/announcements.service.ts): a draft or a template needs only the name, a valid
 * URL and numeric numbers; publishing adds the requirements. Messages: shared-ui MESSAGES.
 */
export type FormMode = 'draft' | 'published' | 'template';

/** The five tabs of SPEC §2.11 and their labels. */
export const TABS = [
  { key: 'generale', label: 'Generale' },
  { key: 'requisiti', label: 'Requisiti' },
  { key: 'voci_di_spesa', label: 'Voci di spesa' },
  { key: 'documentazione', label: 'Documentazione' },
  { key: 'altro', label: 'Altro' },
] as const;
export type TabKey = (typeof TABS)[number]['key'];

/** Body fields of each tab (the API's `TABS`): error marks and read-only tabs use it. */
export const TAB_FIELDS: Record<TabKey, string[]> = {
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
  ],
  requisiti: [
    'number_of_employees_min',
    'number_of_employees_max',
    'year_of_establishment_min',
    'year_of_establishment_max',
    'annual_volume_min',
    'annual_volume_max',
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
  documentazione: ['standard_documents', 'announcements_additional_documents'],
  altro: ['announcements_other_attachments', 'announcements_custom_fields'],
};

/** The tab of a field path ("announcements_locations.0.nation" -> requisiti). */
export function tabOf(path: string): TabKey {
  const root = path.split(/[.[]/)[0];
  return (Object.keys(TAB_FIELDS) as TabKey[]).find((t) => TAB_FIELDS[t].includes(root)) ?? 'generale';
}

/** Upper bounds of the number inputs (clamped by the inputs, checked by the API). */
export const NUMBER_LIMITS: Record<string, { max: number; decimals: number }> = {
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
};
const MIN_MAX = ['number_of_employees', 'year_of_establishment', 'annual_volume'] as const;

/** http(s) address with a dotted host, as the API's URL_RE. */
export const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

const number = () =>
  yup
    .mixed<number | string>()
    .nullable()
    .test('number', MESSAGES.number, (v) => v === null || v === undefined || v === '' || Number.isFinite(Number(v)));

/** The Yup schema of the form in a mode. */
export function announcementSchema(mode: FormMode) {
  const publish = mode === 'published';
  const shape: Record<string, yup.AnySchema> = {
    name: yup.string().trim().required(MESSAGES.required).max(500, MESSAGES.maxLength(500)),
    link_regulatory: publish
      ? yup.string().trim().required(MESSAGES.required).matches(URL_RE, MESSAGES.url)
      : yup.string().trim().nullable().matches(URL_RE, { message: MESSAGES.url, excludeEmptyString: true }),
    announcements_company_dimensions: publish ? yup.array().min(1, MESSAGES.atLeastOne) : yup.array(),
    announcements_areas_of_intervention: publish ? yup.array().min(1, MESSAGES.atLeastOne) : yup.array(),
    announcements_ateco_codes: publish
      ? yup.array().test('ateco', MESSAGES.atLeastOneAteco, (v) => (v ?? []).some((e: { value?: string }) => !!e?.value))
      : yup.array(),
    announcements_locations: publish
      ? yup
          .array()
          .of(yup.object({ nation: yup.string().nullable().required(MESSAGES.required) }))
          .min(1, MESSAGES.atLeastOneLocation)
      : yup.array(),
  };
  for (const f of Object.keys(NUMBER_LIMITS)) shape[f] = number();
  for (const p of MIN_MAX) {
    for (const f of [`${p}_min`, `${p}_max`])
      shape[f] = publish ? number().test('required', MESSAGES.required, (v) => v !== null && v !== undefined && v !== '') : number();
  }
  return yup.object(shape);
}

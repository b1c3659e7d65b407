import * as yup from 'yup';
import {
  ANNOUNCEMENT_TAB_LABELS,
  ANNOUNCEMENT_TAB_NAMES,
  ANNOUNCEMENT_TABS,
  announcementFormErrors,
  NUMBER_LIMITS as DOMAIN_NUMBER_LIMITS,
  tabOf,
  type AnnouncementRecord,
  type AnnouncementTab,
  type FieldErrors,
  type RequirementReference,
  type SaveMode,
} from '@bandi/domain';

/**
 * The announcement form's rules (docs/rules.md#form-rules) are the API's: both run the pure functions of
 * @bandi/domain (domain/src/announcements.ts). A draft or a template needs the name, consistent
 * min/max pairs and dates, a valid URL and numeric numbers; publishing adds the requirements.
 */
export type FormMode = SaveMode;

/** The five tabs of docs/screens.md#announcement-form and their labels. */
export const TABS = ANNOUNCEMENT_TAB_NAMES.map((key) => ({ key, label: ANNOUNCEMENT_TAB_LABELS[key] }));
export type TabKey = AnnouncementTab;

/** Body fields of each tab (@bandi/domain `ANNOUNCEMENT_TABS`, the API's table): error marks, read-only tabs and the body use it. */
export const TAB_FIELDS: Record<TabKey, readonly string[]> = ANNOUNCEMENT_TABS;

/** The tab of a field path ("announcements_locations.0.nation" -> requisiti). */
export { tabOf };

/** Upper bounds of the number inputs (@bandi/domain; clamped by the inputs, checked by the API). */
export const NUMBER_LIMITS: Record<string, { max: number; decimals: number }> = DOMAIN_NUMBER_LIMITS;

/**
 * The errors of the form's values in a mode, `{path: [messages]}` with dotted paths
 * (`announcements_locations.0.nation`), as the API answers them in a 422. `ref`: the reference
 * lists loaded from /api/reference (areas, legal forms…; a list not given is not checked).
 */
export function formErrors(values: AnnouncementRecord, mode: FormMode, ref: RequirementReference = {}): FieldErrors {
  return announcementFormErrors(values, mode, ref);
}

/**
 * The Yup schema of the form in a mode (Formik's `validationSchema`): one object-level test that
 * turns `formErrors` into Yup errors, one per field path (its first message).
 */
export function announcementSchema(mode: FormMode, ref: RequirementReference = {}) {
  return yup.object().test('announcement', function (values) {
    const errors = formErrors((values ?? {}) as AnnouncementRecord, mode, ref);
    const inner = Object.entries(errors).map(([path, messages]) => this.createError({ path, message: messages[0] }));
    return inner.length ? new yup.ValidationError(inner) : true;
  });
}

import type { useFormik } from 'formik';
import { getIn } from 'formik';
import {
  FormikCheckboxField,
  FormikMultiSelectField,
  FormikNumberField,
  FormikTextareaField,
  FormikTextInputField,
} from '@bandi/shared-ui';
import { NUMBER_LIMITS, type TabKey } from './schema';
import type { Option } from './reference';
import type { FormValues } from './values';

/**
 * Field bindings of the announcement form. The simple inputs are shared-ui's Formik fields (bound
 * through the form's FormikProvider by `name`); the tabs get the Formik handle for their lists.
 */
export interface TabProps {
  formik: ReturnType<typeof useFormik<FormValues>>;
  readOnly: (t: TabKey) => boolean;
  projectId?: string;
  /** A row of the announcement itself while editing an environment's documents: read-only. */
  locked: (row: { id?: number; project_id?: number | null }) => boolean;
}

/** Error of a field, shown only after touch (docs/rules.md). */
export function err(formik: TabProps['formik'], name: string): string | undefined {
  const e = getIn(formik.errors, name);
  return getIn(formik.touched, name) && typeof e === 'string' ? e : undefined;
}

/** Common props of the bound inputs. */
interface FieldProps {
  name: string;
  label: string;
  disabled: boolean;
  required?: boolean;
}

const TEXTS_500 = ['name', 'supplying_authority'];

/** One-line text with the "n/max" counter: 500 characters for name and authority, 1000 otherwise (docs/domain.md#announcements). */
export function Text500({ name, label, disabled, required }: FieldProps) {
  const max = TEXTS_500.includes(name) ? 500 : 1000;
  return <FormikTextInputField name={name} label={label} required={required} disabled={disabled} maxLength={max} counter />;
}

/** Multi-line text. */
export function Area({ name, label, disabled }: FieldProps) {
  return <FormikTextareaField name={name} label={label} disabled={disabled} />;
}

/** Number input clamped to 0…max with the decimals of `NUMBER_LIMITS` (docs/rules.md#form-rules). */
export function Num({ name, label, disabled, required }: FieldProps) {
  const lim = NUMBER_LIMITS[name] ?? { max: 9_999_999_999_999, decimals: 2 };
  return (
    <FormikNumberField
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      max={lim.max}
      decimals={lim.decimals}
      // a year is written without a thousands separator ("2015")
      thousands={!name.includes('year')}
      data-testid={`field-${name}`}
    />
  );
}

/** Checkbox of a boolean field. */
export function Flag({ name, label, disabled }: FieldProps) {
  return <FormikCheckboxField name={name} label={label} disabled={disabled} />;
}

/** Multi-select of a list field from reference options. */
export function Multi({ name, label, data, disabled, required }: FieldProps & { data: Option[] }) {
  return (
    <FormikMultiSelectField name={name} label={label} data={data} required={required} disabled={disabled} data-testid={`field-${name}`} />
  );
}

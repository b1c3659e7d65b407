import {
  Checkbox,
  MultiSelect,
  NumberInput,
  Textarea,
  type CheckboxProps,
  type MultiSelectProps,
  type NumberInputProps,
  type TextareaProps,
} from '@mantine/core';
import { useField } from 'formik';
import { touchedError } from './formik';
import { ITALIAN_NUMBER_SEPARATORS, MONEY_INPUT_MAX, MoneyInput } from './numberInputs';
import { DateField, type DateFieldProps } from './DateField';

/** Props of a Formik-bound input: `name` is the Formik field path; value, change, blur and error come from Formik. */
type Bound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'checked'> & { name: string };

/**
 * Multi-line text bound to the surrounding Formik form by `name` (autosize 2-10 rows unless
 * given); the error shows once touched (docs/rules.md).
 */
export function FormikTextareaField({ name, ...rest }: Bound<TextareaProps>) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={10}
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={(e) => void helpers.setValue(e.currentTarget.value)}
      onBlur={() => void helpers.setTouched(true)}
      error={touchedError(meta)}
    />
  );
}

/**
 * Number input bound by `name` (docs/rules.md#form-rules "number inputs clamp to min and max, limit decimals"):
 * clamped to `min` (default 0) … `max`, `decimals` digits after the Italian decimal comma, thousands
 * with a dot (`thousands={false}` for years and codes: "2015", not "2.015"). The value is a
 * number, or '' while empty.
 */
export function FormikNumberField({
  name,
  max,
  min = 0,
  decimals = 0,
  thousands = true,
  ...rest
}: Bound<NumberInputProps> & { max: number; min?: number; decimals?: number; thousands?: boolean }) {
  const [field, meta, helpers] = useField<number | string | null | undefined>(name);
  return (
    <NumberInput
      {...rest}
      name={name}
      value={field.value ?? ''}
      min={min}
      max={max}
      clampBehavior="strict"
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={min < 0}
      decimalSeparator={ITALIAN_NUMBER_SEPARATORS.decimalSeparator}
      thousandSeparator={thousands ? ITALIAN_NUMBER_SEPARATORS.thousandSeparator : undefined}
      onChange={(v) => void helpers.setValue(v)}
      onBlur={() => void helpers.setTouched(true)}
      error={touchedError(meta)}
    />
  );
}

/**
 * An amount in euro bound by `name` (docs/screens.md "Numbers, money and years"): `MoneyInput`,
 * so "1.234.567,89" is typed and shown with the Italian separators and the Formik value is the
 * number 1234567.89 ('' while empty), at most two decimals, clamped to 0 … `MONEY_INPUT_MAX`
 * (`negative` allows down to -`MONEY_INPUT_MAX`, e.g. a turnover). The error shows once touched.
 */
export function FormikMoneyField({ name, negative = false, ...rest }: Bound<NumberInputProps> & { negative?: boolean }) {
  const [field, meta, helpers] = useField<number | string | null | undefined>(name);
  return (
    <MoneyInput
      min={negative ? -MONEY_INPUT_MAX : 0}
      clampBehavior="strict"
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={(v) => void helpers.setValue(v)}
      onBlur={() => void helpers.setTouched(true)}
      error={touchedError(meta)}
    />
  );
}

/** Checkbox bound to a boolean Formik field by `name`. */
export function FormikCheckboxField({ name, ...rest }: Bound<CheckboxProps>) {
  const [field, , helpers] = useField<boolean | null | undefined>(name);
  return <Checkbox {...rest} name={name} checked={!!field.value} onChange={(e) => void helpers.setValue(e.currentTarget.checked)} />;
}

/**
 * Searchable multi-select bound to a string-list Formik field by `name`; choosing touches the
 * field so "at least one value" shows at once.
 */
export function FormikMultiSelectField({ name, ...rest }: Bound<MultiSelectProps>) {
  const [field, meta, helpers] = useField<string[] | null | undefined>(name);
  return (
    <MultiSelect
      searchable
      nothingFoundMessage="Nessun risultato"
      {...rest}
      name={name}
      value={field.value ?? []}
      onChange={(v) => {
        void helpers.setValue(v);
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={touchedError(meta)}
    />
  );
}

/**
 * Date input bound by `name` (docs/screens.md "Numbers, money and years"): `DateField`, Italian
 * DD/MM/YYYY with a calendar; the Formik value stays the API's `YYYY-MM-DD` ('' while empty); the
 * error shows once touched. Replaces the browser's own date input, which followed the browser's
 * language (issue 39, defect 8).
 */
export function FormikDateField({ name, ...rest }: Omit<DateFieldProps, 'value' | 'onChange' | 'error'> & { name: string }) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  return (
    <DateField
      {...rest}
      value={field.value ?? ''}
      onChange={(v) => {
        void helpers.setValue(v);
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={touchedError(meta)}
    />
  );
}

/**
 * Number inputs of the design system in the Italian format (docs/screens.md "Numbers, money and
 * years"): thousands with ".", decimals with ",", so an amount reads "3.500.000,5", never
 * "3500000.5". The Formik-bound field is `FormikNumberField` (./formikInputs.tsx), with the same
 * separators.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * The separators of a number input in Italian, for a Mantine `NumberInput` that is none of the
 * inputs below: `<NumberInput {...ITALIAN_NUMBER_SEPARATORS} />`. Years and codes take only the
 * decimal separator ("2015", not "2.015").
 */
export const ITALIAN_NUMBER_SEPARATORS = { thousandSeparator: '.', decimalSeparator: ',' } as const;

/** Upper limit of an amount in euro, as the announcement form's amounts (13 digits). */
export const MONEY_INPUT_MAX = 9_999_999_999_999;

/**
 * An amount in euro: 3500000 shows "3.500.000", 1250.5 "1.250,5"; at most two decimals, 0 to
 * `MONEY_INPUT_MAX` unless `min`/`max` say otherwise (clamped on blur). The label names the
 * currency ("Importo richiesto (EUR)"). Value and `onChange` are Mantine's: a number, or '' while
 * empty.
 */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      max={MONEY_INPUT_MAX}
      decimalScale={2}
      allowNegative={(props.min ?? 0) < 0}
      {...props}
      {...ITALIAN_NUMBER_SEPARATORS}
    />
  );
}

/**
 * A percentage from 0 to 100 with up to two decimals after the Italian comma (8.5 shows "8,5");
 * the label carries the sign ("Success fee (%)"). Value and `onChange` as in `MoneyInput`.
 */
export function PercentInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      max={100}
      clampBehavior="strict"
      decimalScale={2}
      allowNegative={false}
      {...props}
      decimalSeparator={ITALIAN_NUMBER_SEPARATORS.decimalSeparator}
    />
  );
}

/**
 * The date input of the design system: Mantine's `DateInput` (@mantine/dates) in Italian, loaded
 * with the first date input a page shows, a chunk of its own, so the pages without one do not
 * download the calendar (issue 12). Its stylesheet comes with the rest of Mantine's CSS
 * (shell/src/styles/full.ts).
 */
import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import type { DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, DATE_PLACEHOLDER, formatDate } from '../list/format';

/** The calendar input itself (./ItalianDateInput.tsx), fetched on first use. */
const ItalianDateInput = lazy(() => import('./ItalianDateInput'));

/** Props of `DateField`: Mantine's `DateInput` props, with the value as the API's date text. */
export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The date as the API writes it, `YYYY-MM-DD`; '' or null while empty. */
  value: string | null | undefined;
  /** Called with the chosen or typed date as `YYYY-MM-DD`, or '' when it is cleared. */
  onChange: (value: string) => void;
}

/**
 * A date input in Italian (docs/screens.md "Numbers, money and years"): shows and reads
 * `DD/MM/YYYY` (31/12/2026), whatever the browser's language, with a calendar in Italian (months,
 * weekdays from Monday) and a clear button; the value stays the API's `YYYY-MM-DD`, so a filter
 * sends the same query parameter as before. Until the calendar's code has arrived, a read-only
 * text input with the same label shows the date in the same format.
 */
export function DateField(props: DateFieldProps) {
  const { label, description, required, error, w, size, placeholder, value } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          label={label}
          description={description}
          required={required}
          error={error}
          w={w}
          size={size}
          placeholder={placeholder ?? DATE_PLACEHOLDER}
          value={formatDate(value, DATE_FORMAT, '')}
          readOnly
        />
      }
    >
      <ItalianDateInput {...props} />
    </Suspense>
  );
}

/**
 * The calendar input behind `DateField` (./DateField.tsx), a chunk loaded on first use: Mantine's
 * `DateInput` with the dayjs Italian locale, `DD/MM/YYYY`, a day-first parser and Italian names
 * on its controls.
 */
import 'dayjs/locale/it';
import { DateInput } from '@mantine/dates';
// the calendar's stylesheet comes with this chunk, not with every page (issue 32; tools/mantine-css.cjs)
import '@mantine/dates/styles.css';
import { DATE_FORMAT, DATE_PLACEHOLDER, parseItalianDate } from '../list/format';
import type { DateFieldProps } from './DateField';

/** Italian `aria-label`s of the calendar's controls (Mantine has none by default). */
const ARIA_LABELS = {
  monthLevelControl: 'Scegli il mese',
  yearLevelControl: "Scegli l'anno",
  nextMonth: 'Mese successivo',
  previousMonth: 'Mese precedente',
  nextYear: 'Anno successivo',
  previousYear: 'Anno precedente',
  nextDecade: 'Decennio successivo',
  previousDecade: 'Decennio precedente',
};

/**
 * Mantine's `DateInput` in Italian: locale `it`, `DD/MM/YYYY` shown and typed, weeks from Monday,
 * clearable; `value` and `onChange` carry `YYYY-MM-DD` ('' when empty). Used through `DateField`.
 */
export default function ItalianDateInput({ value, onChange, clearButtonProps, ...rest }: DateFieldProps) {
  return (
    <DateInput
      locale="it"
      valueFormat={DATE_FORMAT}
      dateParser={parseItalianDate}
      firstDayOfWeek={1}
      placeholder={DATE_PLACEHOLDER}
      clearable
      ariaLabels={ARIA_LABELS}
      {...rest}
      clearButtonProps={{ 'aria-label': 'Cancella la data', ...clearButtonProps }}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

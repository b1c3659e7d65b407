/**
 * The time input behind `DateTimeField` (./DateTimeField.tsx), in the calendar's chunk of
 * @mantine/dates loaded on first use: Mantine's `TimePicker`, 24 hours, hours and minutes typed
 * in two fields ("14" "05"), whatever the browser's language (a native time input shows "2:05 PM"
 * in an English browser).
 */
import { TimePicker, type TimePickerProps } from '@mantine/dates';
// the calendar's stylesheet comes with this chunk, not with every page (issue 32; tools/mantine-css.cjs)
import '@mantine/dates/styles.css';

/** Props of the time input: `value` and `onChange` carry `HH:mm` ('' while incomplete). */
export interface ItalianTimeInputProps extends Omit<TimePickerProps, 'value' | 'defaultValue' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** Mantine's `TimePicker` with Italian labels on its fields; `HH:mm` in and out. */
export default function ItalianTimeInput({ value, onChange, ...rest }: ItalianTimeInputProps) {
  return (
    <TimePicker
      format="24h"
      hoursInputLabel="Ore"
      minutesInputLabel="Minuti"
      clearable
      {...rest}
      clearButtonProps={{ 'aria-label': "Cancella l'ora" }}
      value={value}
      onChange={(v) => onChange(v ? v.slice(0, 5) : '')}
    />
  );
}

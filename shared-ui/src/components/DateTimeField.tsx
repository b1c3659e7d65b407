/**
 * A date and a time in Italian (docs/screens.md "Numbers, money and years"): the day typed or
 * picked as `DD/MM/YYYY` (`DateField`) and the time in 24 hours (Mantine's `TimePicker`, a chunk of
 * its own like the calendar), instead of the browser's `datetime-local`, which follows the
 * browser's language (mm/dd/yyyy, AM/PM; issue 39, defect 8).
 */
import { lazy, Suspense, useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { DateField } from './DateField';

const ItalianTimeInput = lazy(() => import('./ItalianTimeInput'));

/** Props of `DateTimeField`. */
export interface DateTimeFieldProps {
  /** Label of the date ("Dal"); the time's is `timeLabel`. */
  label: string;
  /** Label of the time input; default "Ora". */
  timeLabel?: string;
  /**
   * The moment in the browser's local time as a `datetime-local` input writes it,
   * `YYYY-MM-DDTHH:mm`; '' while empty. `new Date(value)` reads it as local time.
   */
  value: string;
  /** Called with `YYYY-MM-DDTHH:mm` (midnight while no time is given), or '' when the date is cleared. */
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  /** Test id of the date input; the time input gets `${testId}-time`. */
  'data-testid'?: string;
}

/**
 * Date (`DD/MM/YYYY`, a calendar in Italian) and time (`HH:mm`, 24 hours) side by side, one value
 * `YYYY-MM-DDTHH:mm`. A time chosen before the date is kept until the date arrives.
 */
export function DateTimeField({ label, timeLabel = 'Ora', value, onChange, required, error, 'data-testid': testId }: DateTimeFieldProps) {
  const [date = '', time = ''] = value ? value.split('T') : [];
  // the time typed while no date is set: the value cannot carry it yet
  const [draftTime, setDraftTime] = useState('');
  const shownTime = date ? time.slice(0, 5) : draftTime;
  const join = (d: string, t: string) => (d ? `${d}T${t || '00:00'}` : '');
  return (
    <Group grow align="flex-start" wrap="nowrap" gap="xs">
      <DateField
        label={label}
        required={required}
        error={error}
        value={date}
        onChange={(d) => onChange(join(d, shownTime))}
        data-testid={testId}
      />
      <Suspense fallback={<TextInput label={timeLabel} value={shownTime} readOnly />}>
        <ItalianTimeInput
          label={timeLabel}
          value={shownTime}
          onChange={(t) => {
            setDraftTime(t);
            if (date) onChange(join(date, t));
          }}
          data-testid={testId ? `${testId}-time` : undefined}
        />
      </Suspense>
    </Group>
  );
}

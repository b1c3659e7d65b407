import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { formatPercent, parseItalianDate, EMPTY_VALUE } from '../src/list/format';
import { MoneyInput, PercentInput } from '../src/components/numberInputs';
import { DateField } from '../src/components/DateField';

/**
 * Issue 39, defect 8: numbers and dates as a machine writes them ("Success fee 8.5%", an amount
 * input showing 3500000, date filters in the browser's mm/dd/yyyy). The shared formatters and
 * inputs write and read them in Italian (docs/screens.md "Numbers, money and years").
 */

describe('formatPercent', () => {
  it('writes a percentage with the decimal comma and a space before the sign', () => {
    expect(formatPercent(8.5)).toBe('8,5 %');
    expect(formatPercent(60)).toBe('60 %');
    expect(formatPercent('12.25')).toBe('12,25 %');
    expect(formatPercent(33.333, EMPTY_VALUE, 0)).toBe('33 %');
  });
  it('gives the fallback for a missing value', () => {
    expect(formatPercent(null)).toBe(EMPTY_VALUE);
    expect(formatPercent(undefined, '')).toBe('');
    expect(formatPercent('non un numero')).toBe(EMPTY_VALUE);
  });
});

describe('parseItalianDate', () => {
  it('reads the day first', () => {
    expect(parseItalianDate('15/04/2026')).toBe('2026-04-15');
    expect(parseItalianDate('4/5/2026')).toBe('2026-05-04');
    expect(parseItalianDate(' 01.03.2026 ')).toBe('2026-03-01');
    expect(parseItalianDate('2026-03-01')).toBe('2026-03-01');
  });
  it('refuses days that do not exist and other text', () => {
    expect(parseItalianDate('31/02/2026')).toBeNull();
    expect(parseItalianDate('15/13/2026')).toBeNull();
    expect(parseItalianDate('15/04/26')).toBeNull();
    expect(parseItalianDate('domani')).toBeNull();
    expect(parseItalianDate('')).toBeNull();
  });
});

describe('MoneyInput and PercentInput', () => {
  it('show amounts with the Italian thousands and decimal separators', () => {
    render(
      <MantineProvider>
        <MoneyInput label="Importo richiesto (EUR)" value={3500000} onChange={() => undefined} />
        <MoneyInput label="Importo concesso (EUR)" value={1250.5} onChange={() => undefined} />
        <PercentInput label="Success fee (%)" value={8.5} onChange={() => undefined} />
      </MantineProvider>,
    );
    expect((screen.getByLabelText('Importo richiesto (EUR)') as HTMLInputElement).value).toBe('3.500.000');
    expect((screen.getByLabelText('Importo concesso (EUR)') as HTMLInputElement).value).toBe('1.250,5');
    expect((screen.getByLabelText('Success fee (%)') as HTMLInputElement).value).toBe('8,5');
  });

  it('give the number back to the page when an amount is typed in Italian', () => {
    const changes: Array<number | string> = [];
    function Harness() {
      const [value, setValue] = useState<number | string>('');
      return (
        <MoneyInput
          label="Importo"
          value={value}
          onChange={(v) => {
            changes.push(v);
            setValue(v);
          }}
        />
      );
    }
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Importo') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3500000,5' } });
    expect(changes.at(-1)).toBe(3500000.5);
    expect(input.value).toBe('3.500.000,5');
  });
});

describe('DateField', () => {
  /** The date input once Mantine's DateInput (a lazy chunk) has replaced the read-only placeholder. */
  async function dateInput(label: string) {
    await waitFor(() => expect(screen.getByLabelText(label).hasAttribute('data-dates-input')).toBe(true));
    return screen.getByLabelText(label) as HTMLInputElement;
  }

  function Harness({ initial, changes }: { initial: string; changes: string[] }) {
    const [value, setValue] = useState(initial);
    return (
      <DateField
        label="Scadenza dal"
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }

  it('shows the date as DD/MM/YYYY and keeps YYYY-MM-DD as its value', async () => {
    const changes: string[] = [];
    render(
      <MantineProvider>
        <Harness initial="2026-03-01" changes={changes} />
      </MantineProvider>,
    );
    // already Italian while the calendar's code loads
    expect((screen.getByLabelText('Scadenza dal') as HTMLInputElement).value).toBe('01/03/2026');
    const input = await dateInput('Scadenza dal');
    expect(input.value).toBe('01/03/2026');
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('gg/mm/aaaa');

    // typed day first: 04/05/2026 is the 4th of May, not April 5th
    await act(async () => {
      fireEvent.change(input, { target: { value: '04/05/2026' } });
    });
    expect(changes.at(-1)).toBe('2026-05-04');
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(input.value).toBe('04/05/2026');
  });

  it('opens a calendar in Italian, from Monday, and gives back the day clicked', async () => {
    const changes: string[] = [];
    render(
      // no transitions: the calendar is visible at once
      <MantineProvider env="test">
        <Harness initial="2026-04-15" changes={changes} />
      </MantineProvider>,
    );
    const input = await dateInput('Scadenza dal');
    await act(async () => {
      fireEvent.focus(input);
    });
    expect(await screen.findByText('aprile 2026')).toBeTruthy();
    const weekdays = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(weekdays).toEqual(['lu', 'ma', 'me', 'gi', 've', 'sa', 'do']);
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^20 aprile 2026$/ }));
    });
    expect(changes.at(-1)).toBe('2026-04-20');
    expect(input.value).toBe('20/04/2026');
  });

  it('gives an empty string when cleared', async () => {
    const changes: string[] = [];
    render(
      <MantineProvider>
        <Harness initial="2026-04-15" changes={changes} />
      </MantineProvider>,
    );
    await dateInput('Scadenza dal');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancella la data' }));
    });
    expect(changes.at(-1)).toBe('');
    expect((screen.getByLabelText('Scadenza dal') as HTMLInputElement).value).toBe('');
  });
});

/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { ClientForm } from '../../mf-clients/src/clients/ClientForm';
import { AlertsTab } from '../../mf-settings/src/global/AlertsTab';

/**
 * Issue 39, defect 8 (the leftovers): the client form's "Capitale sociale" and the amounts of the
 * SME panel were text inputs, so "1.234.567,89" as an Italian writes it reached the API as NaN
 * (`Number("1.234.567.89")`) and a stored 2500000 read "2500000"; the alert window of the global
 * settings was the browser's `datetime-local` (mm/dd/yyyy and AM/PM in an English browser). The
 * amounts are now shared-ui's money inputs (Italian grouping, decimal comma, a number sent) and
 * the alert's dates Italian day-first with a 24-hour time, sending the same ISO timestamp.
 */

type Answer = (config: InternalAxiosRequestConfig) => unknown;

/**
 * The API behind the screens (the axios adapter, so `api.get` of the list fetchers is answered too):
 * `answers` by method and address; reference lists and pages are empty by default. Every request is recorded.
 */
function mockApi(answers: Record<string, Answer> = {}) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    const data = answers[key] ? await answers[key](config) : key.startsWith('get reference/') ? [] : { data: [], total: 0 };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const previous = api.defaults.adapter;
  api.defaults.adapter = adapter;
  restore = () => void (api.defaults.adapter = previous);
  return requests;
}
let restore = () => undefined as void;

/** The body of the first request `method url` the screen sent. */
function sent(requests: InternalAxiosRequestConfig[], method: string, url: string): Record<string, unknown> {
  const call = requests.find((c) => c.method === method && c.url === url);
  if (!call) throw new Error(`no ${method} ${url}`);
  return (typeof call.data === 'string' ? JSON.parse(call.data) : call.data) as Record<string, unknown>;
}

function renderForm(path: string) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti/crea" element={<ClientForm mode="create" />} />
          <Route path="/ambiente/:projectId/clienti/:clientId/modifica" element={<ClientForm mode="edit" />} />
          <Route path="/ambiente/:projectId/clienti/:clientId" element={<p>Scheda cliente</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const input = (el: HTMLElement) => el as HTMLInputElement;

// the whole client form renders in about a second; a loaded machine (CI shared by jobs) needs more
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
afterEach(() => {
  restore();
  queryClient.clear();
});

describe('the client form', () => {
  test('"1.234.567,89" typed in Capitale sociale shows the Italian grouping and sends 1234567.89', async () => {
    const requests = mockApi({ 'post projects/7/clients': () => ({ id: 51 }) });
    renderForm('/ambiente/7/clienti/crea');
    fireEvent.change(await screen.findByLabelText(/Ragione sociale/), { target: { value: 'Officine Rossi S.r.l.' } });
    const capital = input(screen.getByLabelText('Capitale sociale (EUR)'));
    fireEvent.change(capital, { target: { value: '1.234.567,89' } });
    fireEvent.blur(capital);
    expect(capital.value).toBe('1.234.567,89');

    // a year of the SME history: turnover (may be negative) and balance-sheet total in euro
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi anno' }));
    const turnover = input(await screen.findByTestId('history-turnover-0'));
    const balance = input(screen.getByTestId('history-balance-0'));
    fireEvent.change(turnover, { target: { value: '2500000,5' } });
    fireEvent.change(balance, { target: { value: '-1800000' } });
    fireEvent.blur(balance);
    expect(turnover.value).toBe('2.500.000,5');
    expect(balance.value).toBe('1.800.000'); // a balance-sheet total is never negative: the minus is refused

    await act(async () => {
      fireEvent.click(screen.getByTestId('client-submit'));
    });
    await waitFor(() => expect(() => sent(requests, 'post', 'projects/7/clients')).not.toThrow());
    const body = sent(requests, 'post', 'projects/7/clients');
    expect(body.social_capital).toBe(1234567.89);
    expect(body.clients_history).toEqual([
      expect.objectContaining({ year: new Date().getFullYear() - 1, turnover: 2500000.5, balance_sheet_total: 1800000 }),
    ]);
  });

  test('a stored client reads its amounts in Italian and saves them unchanged as numbers', async () => {
    const client = {
      id: 42,
      version: 3,
      business_name: 'Rossi S.r.l.',
      social_capital: 50000,
      clients_history: [{ year: 2024, headcount: 12, turnover: -125000.5, balance_sheet_total: 3500000, estimate: false }],
      associated_companies: [
        {
          name: 'Angelo Verdi',
          share_percent: 30,
          headcount: null,
          turnover: 1250000,
          balance_sheet_total: null,
          investor_kind: 'business_angel',
          invested_amount: 1250000,
          history: [{ year: 2024, headcount: 3, turnover: 800000, balance_sheet_total: 640000.25 }],
        },
      ],
      connected_companies: [],
      connected_by_person_companies: [],
    };
    const requests = mockApi({ 'get projects/7/clients/42': () => client, 'put projects/7/clients/42': () => client });
    renderForm('/ambiente/7/clienti/42/modifica');
    const capital = input(await screen.findByLabelText('Capitale sociale (EUR)'));
    await waitFor(() => expect(capital.value).toBe('50.000'));
    expect(input(screen.getByTestId('history-turnover-0')).value).toBe('-125.000,5');
    expect(input(screen.getByTestId('history-balance-0')).value).toBe('3.500.000');
    const related = within(screen.getByTestId('related-0'));
    expect(input(screen.getByTestId('related-turnover-0')).value).toBe('1.250.000');
    expect(input(screen.getByTestId('related-invested-0')).value).toBe('1.250.000');
    expect(input(related.getAllByLabelText('Bilancio (EUR)')[1]).value).toBe('640.000,25');

    await act(async () => {
      fireEvent.click(screen.getByTestId('client-submit'));
    });
    await waitFor(() => expect(() => sent(requests, 'put', 'projects/7/clients/42')).not.toThrow());
    const body = sent(requests, 'put', 'projects/7/clients/42');
    expect(body.social_capital).toBe(50000);
    expect(body.clients_history).toEqual([
      { year: 2024, headcount: 12, turnover: -125000.5, balance_sheet_total: 3500000, estimate: false },
    ]);
    expect(body.associated_companies).toEqual([
      expect.objectContaining({
        turnover: 1250000,
        invested_amount: 1250000,
        history: [{ year: 2024, headcount: 3, turnover: 800000, balance_sheet_total: 640000.25 }],
      }),
    ]);
  });
});

describe('the alerts of the global settings', () => {
  /** The date input once Mantine's DateInput (a lazy chunk of shared-ui) has replaced its placeholder. */
  async function dateInput(label: string) {
    await waitFor(() => expect(screen.getByLabelText(label).hasAttribute('data-dates-input')).toBe(true));
    return input(screen.getByLabelText(label));
  }
  /** The hours and minutes fields of the time input `testId` (Mantine's TimePicker, lazy too). */
  async function timeFields(testId: string) {
    const root = await screen.findByTestId(testId);
    return { hours: input(within(root).getByLabelText('Ore')), minutes: input(within(root).getByLabelText('Minuti')) };
  }

  const ALERT = {
    id: 5,
    type: 'warning',
    content: 'Manutenzione programmata',
    starts_at: new Date(2026, 2, 1, 9, 5).toISOString(),
    ends_at: null,
    active: true,
    current: false,
    version: 2,
  };

  test('a new alert: the window is typed day first with a 24-hour time and sent as the same ISO timestamp', async () => {
    const requests = mockApi({ 'get settings/alerts': () => ({ data: [], total: 0 }), 'post settings/alerts': () => ALERT });
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <AlertsTab />
        </MemoryRouter>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByTestId('alert-create'));
    fireEvent.change(screen.getByTestId('alert-content'), { target: { value: 'Manutenzione sabato' } });
    const from = await dateInput('Dal');
    expect(from.type).toBe('text'); // not the browser's datetime-local
    expect(from.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/); // today, day first
    await act(async () => {
      fireEvent.change(from, { target: { value: '04/05/2026' } }); // the 4th of May, not April 5th
    });
    const start = await timeFields('alert-starts-time');
    await act(async () => {
      fireEvent.change(start.hours, { target: { value: '14' } });
      fireEvent.change(start.minutes, { target: { value: '30' } });
    });
    expect([start.hours.value, start.minutes.value]).toEqual(['14', '30']);

    const to = await dateInput('Al (facoltativo)');
    await act(async () => {
      fireEvent.change(to, { target: { value: '31/05/2026' } });
    });
    const end = await timeFields('alert-ends-time');
    await act(async () => {
      fireEvent.change(end.hours, { target: { value: '18' } });
      fireEvent.change(end.minutes, { target: { value: '00' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('alert-save'));
    });
    await waitFor(() => expect(() => sent(requests, 'post', 'settings/alerts')).not.toThrow());
    const body = sent(requests, 'post', 'settings/alerts');
    expect(body.starts_at).toBe(new Date(2026, 4, 4, 14, 30).toISOString());
    expect(body.ends_at).toBe(new Date(2026, 4, 31, 18, 0).toISOString());
  });

  test('a stored alert shows its start as DD/MM/YYYY and HH:mm and saves it unchanged', async () => {
    const requests = mockApi({ 'get settings/alerts': () => ({ data: [ALERT], total: 1 }), 'put settings/alerts/5': () => ALERT });
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <AlertsTab />
        </MemoryRouter>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByTestId('alert-edit-5'));
    expect((await dateInput('Dal')).value).toBe('01/03/2026');
    const start = await timeFields('alert-starts-time');
    expect([start.hours.value, start.minutes.value]).toEqual(['09', '05']);
    expect((await dateInput('Al (facoltativo)')).value).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByTestId('alert-save'));
    });
    await waitFor(() => expect(() => sent(requests, 'put', 'settings/alerts/5')).not.toThrow());
    expect(sent(requests, 'put', 'settings/alerts/5')).toEqual(
      expect.objectContaining({ starts_at: ALERT.starts_at, ends_at: null, content: ALERT.content }),
    );
  });
});

/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, useSession, type User } from '@bandi/shared-ui';
import { DeMinimisNote } from '../src/clients/detail/DeMinimisNote';
import { StateAidsTab } from '../src/clients/detail/StateAidsTab';

/**
 * Issue 34, "Aiuti ricevuti": the client's de minimis headroom per regulation (bars), when aid
 * leaves the window ("dal 02/03/2027 tornano disponibili 120.000 EUR"), the ledger; who may write
 * clients adds an aid with the form (euro typed in Italian, sent as cents, the date as YYYY-MM-DD)
 * and sees the RNA import button; who may not, sees neither.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const aid = {
  id: 11,
  client_id: 3,
  client_name: 'Officine Rossi',
  grant_date: '2024-03-01',
  granting_body: 'Regione Lombardia',
  measure_title: 'Voucher digitali',
  car: '10001',
  cor: '9000001',
  cup: null,
  regulation: 'UE2831/2023',
  instrument: 'Sovvenzione',
  aid_element_cents: 12_000_000,
  nominal_amount_cents: 12_000_000,
  announcement_id: null,
  negotiation_id: null,
  created_by: 1,
  updated_by: 1,
  version: 1,
  created_at: '2024-03-02T10:00:00Z',
  updated_at: '2024-03-02T10:00:00Z',
};
const regulation = (r: string, ceiling: number, used: number) => ({
  regulation: r,
  act: '2023/2831',
  ceiling_cents: ceiling,
  used_cents: used,
  headroom_cents: ceiling - used,
  window_start: '2023-11-29',
  window_end: '2026-11-29',
  binding_article: 'Reg. (UE) 2023/2831, art. 3, par. 2 e art. 5, par. 2',
});
const situation = {
  at: '2026-11-29',
  single_undertaking: [
    { client_id: 3, name: 'Officine Rossi', fiscal_code: null, relation: 'self', article: '', reason: '', aid_cents: 0 },
  ],
  excluded: [],
  regulations: [regulation('general', 30_000_000, 12_000_000), regulation('sgei', 75_000_000, 12_000_000)],
  aids: [{ ...aid, de_minimis: 'general', counted_cents: 12_000_000, in_window: true, released_on: '2027-03-02' }],
  releases: [{ date: '2027-03-02', regulation: 'general', cents: 12_000_000 }],
};

function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.method === 'post') return { data: { ...aid, id: 12 }, status: 201 } as never;
    if (config.url === 'projects/7/clients/3/state-aids') return { data: { data: [aid], total: 1 }, status: 200 } as never;
    if (config.url === 'projects/7/clients/3/de-minimis') return { data: situation, status: 200 } as never;
    return { data: [], status: 200 } as never;
  });
  return requests;
}

function renderTab(canWrite: boolean) {
  useSession.setState({ user: { id: 5, type: 'client-manager', permissions: ['clients.eligibility'] } as unknown as User });
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <StateAidsTab projectId="7" clientId={3} canWrite={canWrite} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
});

test('shows the headroom per regulation, when aid comes back and the ledger', async () => {
  mockApi();
  renderTab(false);
  const general = await screen.findByTestId('headroom-general');
  expect(general.textContent).toContain('De minimis generale');
  expect(general.textContent).toContain('margine 180.000 EUR su 300.000 EUR');
  expect(within(general).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  expect(screen.getByTestId('de-minimis-releases').textContent).toContain(
    'dal 02/03/2027 tornano disponibili 120.000 EUR (De minimis generale)',
  );
  const row = screen.getByTestId('aid-row-11');
  expect(row.textContent).toContain('01/03/2024');
  expect(row.textContent).toContain('nel triennio');
  // who may not write clients: no form, no import
  expect(screen.queryByTestId('aid-add')).toBeNull();
  expect(screen.queryByTestId('rna-import-button')).toBeNull();
});

test('adds an aid: euro typed in Italian are sent as cents', async () => {
  const requests = mockApi();
  renderTab(true);
  expect(await screen.findByTestId('rna-import-button')).toBeTruthy();
  fireEvent.click(screen.getByTestId('aid-add'));
  const form = await screen.findByTestId('state-aid-form');
  fireEvent.change(within(form).getByTestId('aid-granting_body'), { target: { value: 'Camera di commercio' } });
  const amount = within(form).getByLabelText(/Elemento di aiuto/) as HTMLInputElement;
  fireEvent.change(amount, { target: { value: '15.000,50' } });
  fireEvent.blur(amount);
  await waitFor(() =>
    expect(
      within(form)
        .getByLabelText(/Data di concessione/)
        .hasAttribute('data-dates-input'),
    ).toBe(true),
  );
  await act(async () => {
    fireEvent.change(within(form).getByLabelText(/Data di concessione/), { target: { value: '15/05/2025' } });
  });
  await act(async () => {
    fireEvent.click(within(form).getByTestId('aid-save'));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'post')).toBe(true));
  const post = requests.find((r) => r.method === 'post')!;
  expect(post.url).toBe('projects/7/clients/3/state-aids');
  expect(post.data).toMatchObject({
    grant_date: '2025-05-15',
    granting_body: 'Camera di commercio',
    regulation: '2023/2831',
    aid_element_cents: 1_500_050,
    nominal_amount_cents: null,
  });
});

test('the row of a de minimis call in "Bandi potenziali" says whether the aid fits', () => {
  const check = {
    status: 'does_not_fit' as const,
    regulation: 'general' as const,
    at: '2027-06-30',
    headroom_cents: 2_000_000,
    max_aid_cents: 5_000_000,
    largest_fitting_cents: 2_000_000,
    aid_recorded: true,
    article: 'Reg. (UE) 2023/2831, art. 3, par. 7',
    message:
      "L'aiuto di 50.000,00 € supera il massimale e non può essere concesso nemmeno in parte: importo massimo concedibile 20.000,00 €",
  };
  render(
    <MantineProvider env="test">
      <DeMinimisNote check={check} testId="note" />
      <DeMinimisNote check={null} testId="none" />
    </MantineProvider>,
  );
  expect(screen.getByTestId('note').textContent).toContain("Massimale de minimis: L'aiuto di 50.000,00 € supera il massimale");
  expect(screen.getByTestId('note').textContent).toContain('importo massimo concedibile 20.000,00 €');
  expect(screen.queryByTestId('none')).toBeNull();
});

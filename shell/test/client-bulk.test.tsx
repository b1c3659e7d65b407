/**
 * @jest-environment jsdom
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useSession, type User } from '@bandi/shared-ui';
import { ClientList } from '../../mf-clients/src/clients/ClientList';

/**
 * Issue 37, "Lists": the client list sorts by a column on the server (`sort` sent, kept in the
 * address); who may edit clients selects every client matching the filters and deletes them
 * after a confirmation with the count; the job is polled and its refused clients are listed.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const clients = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  business_name: `Impresa ${i + 1} S.r.l.`,
  vat_number: null,
  fiscal_code: null,
  legal_form: null,
  legal_form_name: null,
  city: 'Milano',
  province: 'MI',
  region: 'Lombardia',
  region_code: '03',
  email: null,
  phone: null,
  company_dimension: null,
  company_dimension_manual: false,
  primary_ateco: null,
  status: i === 0 ? 'archived' : 'active',
}));

const job = {
  id: 9,
  action: 'delete',
  status: 'done',
  total: 40,
  done: 39,
  refused: 1,
  results: [
    { client_id: 1, name: 'Impresa 1 S.r.l.', outcome: 'refused', reason: 'Cliente modificato da un altro utente' },
    { client_id: 2, name: 'Impresa 2 S.r.l.', outcome: 'done', reason: null },
  ],
};

function mockApi() {
  return jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url === 'projects/7/clients' && config.method === 'get') return { data: { data: clients, total: 40 }, status: 200 } as never;
    if (config.url === 'projects/7/clients/bulk') return { data: { job_id: 9, total: 40 }, status: 202 } as never;
    if (config.url === 'projects/7/clients/bulk/9') return { data: job, status: 200 } as never;
    if (config.url === 'projects/7/saved-views') return { data: { data: [] }, status: 200 } as never;
    return { data: [], status: 200 } as never;
  });
}
const requests = (spy: jest.SpyInstance, url: string) => spy.mock.calls.map(([c]) => c as AxiosRequestConfig).filter((c) => c.url === url);

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  queryClient.clear();
});

test('sorts by a column, selects all matching clients and deletes them with a confirmation, then shows the refused ones', async () => {
  useSession.setState({ user: { id: 5, type: 'client-manager', permissions: ['clients.read', 'clients.write'] } as unknown as User });
  const spy = mockApi();
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/ambiente/7/clienti?sort=-city']}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti" element={<ClientList />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(15));
  // the order of the address is sent; the archived client says so
  expect(requests(spy, 'projects/7/clients').at(-1)?.params).toMatchObject({ sort: '-city' });
  expect(screen.getByTestId('sort-city').closest('th')?.getAttribute('aria-sort')).toBe('descending');
  expect(within(screen.getAllByTestId('list-row')[0]).getByText('Archiviato')).toBeTruthy();
  fireEvent.click(screen.getByTestId('sort-company_dimension'));
  await waitFor(() => expect(requests(spy, 'projects/7/clients').at(-1)?.params).toMatchObject({ sort: 'company_dimension' }));
  await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(15));

  fireEvent.click(screen.getByLabelText('Seleziona tutte le righe della pagina'));
  expect(screen.getByTestId('list-selected-count').textContent).toBe('15 selezionati');
  fireEvent.click(screen.getByText('Seleziona tutti i 40 risultati'));
  expect(screen.getByTestId('list-selected-count').textContent).toBe('40 selezionati');

  fireEvent.click(screen.getByTestId('bulk-actions'));
  fireEvent.click(await screen.findByTestId('bulk-delete'));
  const confirm = await screen.findByRole('button', { name: 'Elimina 40 clienti' });
  expect(screen.getByText(/Eliminare definitivamente 40 clienti/)).toBeTruthy();
  fireEvent.click(confirm);

  await waitFor(() => expect(requests(spy, 'projects/7/clients/bulk')).toHaveLength(1));
  const sent = requests(spy, 'projects/7/clients/bulk')[0];
  expect(sent.method).toBe('post');
  expect(typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data).toEqual({ action: 'delete', filter: {} });
  expect(await screen.findByText('40 di 40: 39 eseguiti, 1 rifiutati')).toBeTruthy();
  const refused = screen.getByTestId('bulk-refused');
  expect(within(refused).getByText('Impresa 1 S.r.l.')).toBeTruthy();
  expect(within(refused).getByText('Cliente modificato da un altro utente')).toBeTruthy();
  expect(within(refused).queryByText('Impresa 2 S.r.l.')).toBeNull();

  // closing reloads the list and clears the selection
  const loads = requests(spy, 'projects/7/clients').length;
  fireEvent.click(screen.getByTestId('bulk-close'));
  await waitFor(() => expect(requests(spy, 'projects/7/clients').length).toBeGreaterThan(loads));
  expect(screen.queryByTestId('list-selection-bar')).toBeNull();
});

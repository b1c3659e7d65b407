/**
 * @jest-environment jsdom
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useSession, type User } from '@bandi/shared-ui';
import { AnnouncementDetail } from '../../mf-announcements/src/announcements/AnnouncementDetail';

/**
 * Issue 37, "Call -> clients": the announcement page of an environment has a "Clienti idonei" tab (only
 * with `clients.eligibility`) listing the clients with verdict, reasons and the data to collect;
 * its filters and column headers ask the API with the matching parameters; rows are selected
 * one by one or with "Seleziona tutti", and "Apri trattative" confirms the count, sends the ids
 * and shows the result per client.
 */
// the first render of the whole announcement page takes seconds on a loaded CI machine
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);
// Mantine's combobox scrolls the selected option into view, which jsdom lacks

const CALL = {
  id: 12,
  name: 'Digitale micro e piccole',
  scope: 'local',
  status: 'published',
  version: 1,
  project_id: 7,
  editable_tabs: [],
  announcements_ateco_codes: [],
  announcements_locations: [],
  announcements_expense_items: [],
  announcements_additional_documents: [],
  announcements_other_attachments: [],
  announcements_custom_fields: [],
  announcements_company_dimensions: [],
  announcements_areas_of_intervention: [],
  standard_documents: [],
};

const requirement = (verdict: string, label: string, missing_field: string | null = null) => ({
  requirement: label,
  label,
  verdict,
  required: 'da 1 a 50 ULA',
  client_value: verdict === 'unknown' ? null : '5 ULA',
  missing_field,
});
const ROWS = [
  {
    client: {
      id: 1,
      business_name: 'Alfa S.r.l.',
      vat_number: null,
      company_dimension: 'micro',
      region: 'Lombardia',
      region_code: '03',
      managers: [{ id: 5, name: 'Giulia Bianchi' }],
    },
    verdict: 'eligible',
    requirements: [requirement('met', 'Numero di addetti (ULA)')],
    failed: [],
    unknown: [],
    missing_data: [],
  },
  {
    client: {
      id: 2,
      business_name: 'Beta S.p.A.',
      vat_number: null,
      company_dimension: 'large',
      region: 'Lazio',
      region_code: '12',
      managers: [],
    },
    verdict: 'not_eligible',
    requirements: [requirement('not_met', "Dimensione d'impresa")],
    failed: ['company_dimension'],
    unknown: [],
    missing_data: [],
  },
  {
    client: {
      id: 3,
      business_name: 'Gamma S.n.c.',
      vat_number: null,
      company_dimension: null,
      region: null,
      region_code: null,
      managers: [],
    },
    verdict: 'unknown',
    requirements: [requirement('unknown', 'Numero di addetti (ULA)', 'clients_history.headcount')],
    failed: [],
    unknown: ['number_of_employees'],
    missing_data: [{ field: 'clients_history.headcount', label: 'manca il numero di dipendenti' }],
  },
];

function signIn(permissions: string[]) {
  useSession.setState({ user: { id: 5, name: 'Giulia', surname: 'Bianchi', type: 'client-manager', permissions } as unknown as User });
}

function mockApi() {
  return jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (key === 'get projects/7/announcements/12') return { data: CALL, status: 200 } as never;
    if (key === 'get projects/7/announcements/12/eligible-clients') return { data: { data: ROWS, total: 60 }, status: 200 } as never;
    if (key === 'post projects/7/announcements/12/negotiations')
      return {
        data: {
          created: 2,
          refused: 1,
          results: [
            { client_id: 1, status: 'created', negotiation_id: 101 },
            { client_id: 2, status: 'refused', reason: 'Ha già una trattativa aperta per questo bando', negotiation_id: 90 },
            { client_id: 3, status: 'created', negotiation_id: 102 },
          ],
        },
        status: 200,
      } as never;
    if (key === 'get reference/regions') return { data: [{ code: '12', name: 'Lazio' }], status: 200 } as never;
    if (key.startsWith('get reference/')) return { data: [], status: 200 } as never;
    return { data: { data: [], total: 0 }, status: 200 } as never;
  });
}

const listCalls = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([c]) => c as AxiosRequestConfig).filter((c) => c.url === 'projects/7/announcements/12/eligible-clients');
const lastParams = (spy: jest.SpyInstance) => listCalls(spy).at(-1)?.params;

function renderDetail() {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/ambiente/7/bandi/12']}>
        <Routes>
          <Route path="/ambiente/:projectId/bandi/:announcementId" element={<AnnouncementDetail />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

async function openTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Clienti idonei' }));
  await screen.findAllByTestId('eligible-row');
}

/** Opens the Select labelled `label` and picks `option`. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  // the tab's pages are TanStack queries on the page's one QueryClient: each test starts without them
  queryClient.clear();
});

test('the tab shows only with clients.eligibility and asks nothing until opened', async () => {
  signIn(['announcements.read']);
  const spy = mockApi();
  renderDetail();
  await screen.findByRole('tab', { name: 'Generale' });
  expect(screen.queryByRole('tab', { name: 'Clienti idonei' })).toBeNull();
  expect(listCalls(spy)).toEqual([]);
});

test('rows show verdict, reasons and missing data; filters and headers ask the API with their parameters', async () => {
  signIn(['announcements.read', 'clients.eligibility', 'negotiations.create']);
  const spy = mockApi();
  renderDetail();
  await openTab();
  expect(lastParams(spy)).toEqual({ skip: 0, take: 25, sort: 'verdict', order: 'asc' });
  const rows = screen.getAllByTestId('eligible-row');
  expect(within(rows[0]).getByText('Idoneo')).toBeTruthy();
  expect(within(rows[0]).getByText('Gestore: Giulia Bianchi')).toBeTruthy();
  expect(within(rows[1]).getByText('Non idoneo')).toBeTruthy();
  expect(rows[1].textContent).toContain("Non soddisfatti: Dimensione d'impresa");
  expect(within(rows[2]).getByText('Dati mancanti')).toBeTruthy();
  expect(rows[2].textContent).toContain('manca il numero di dipendenti');
  // the requirement list of a row, with the datum to collect in words
  fireEvent.click(within(rows[2]).getByRole('button', { name: 'Requisiti' }));
  expect((await screen.findByTestId('requirements')).textContent).toContain('Manca il dato del cliente (il numero di dipendenti)');

  await choose('Esito', 'Idoneo');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ verdict: 'eligible', skip: 0 }));
  await choose('Gestore', 'Gestiti da me');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ verdict: 'eligible', manager: 'me' }));
  await choose('Gestore', 'Giulia Bianchi');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ manager: '5' }));
  await choose('Regione', 'Lazio');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ region: '12' }));
  await choose('Dimensione', 'Micro impresa');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ size: 'micro' }));

  fireEvent.click(screen.getByTestId('sort-name'));
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ sort: 'name', order: 'asc' }));
  fireEvent.click(screen.getByTestId('sort-name'));
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ sort: 'name', order: 'desc' }));
  expect(screen.getByTestId('sort-name').closest('th')?.getAttribute('aria-sort')).toBe('descending');
  fireEvent.click(screen.getByTestId('sort-region'));
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ sort: 'region', order: 'asc' }));

  // 60 clients, 25 per page: page 3 starts at the 51st
  fireEvent.click(await screen.findByRole('button', { name: 'Pagina 3' }));
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ skip: 50, take: 25 }));
});

test('"Seleziona tutti" and a row checkbox select clients; "Apri trattative" confirms the count and shows the result per client', async () => {
  signIn(['announcements.read', 'clients.eligibility', 'negotiations.create']);
  const spy = mockApi();
  renderDetail();
  await openTab();
  const bulk = screen.getByTestId('bulk-negotiations');
  expect((bulk as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona tutti' }));
  expect(bulk.textContent).toBe('Apri trattative (3)');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Beta S.p.A.' }));
  expect(bulk.textContent).toBe('Apri trattative (2)');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Beta S.p.A.' }));
  fireEvent.click(bulk);
  expect(await screen.findByText('Aprire una trattativa su questo bando per 3 clienti selezionati?')).toBeTruthy();
  fireEvent.click(screen.getByTestId('bulk-confirm'));
  const result = await screen.findByTestId('bulk-result');
  expect(result.textContent).toContain('Trattative aperte: 2. Rifiutate: 1.');
  expect(result.textContent).toContain('Beta S.p.A.: Ha già una trattativa aperta per questo bando');
  const posts = spy.mock.calls.map(([c]) => c as AxiosRequestConfig).filter((c) => c.method === 'post');
  expect(posts.map((c) => c.url)).toEqual(['projects/7/announcements/12/negotiations']);
  const body = (typeof posts[0].data === 'string' ? JSON.parse(posts[0].data) : posts[0].data) as { client_ids: number[] };
  expect([...body.client_ids].sort()).toEqual([1, 2, 3]);
  // closing the result clears the selection and reloads the list
  const before = listCalls(spy).length;
  fireEvent.click(within(result).getByRole('button', { name: 'Chiudi' }));
  await waitFor(() => expect(listCalls(spy).length).toBe(before + 1));
  expect(screen.getByTestId('bulk-negotiations').textContent).toBe('Apri trattative');
});

test('without negotiations.create there are no checkboxes nor the bulk action', async () => {
  signIn(['announcements.read', 'clients.eligibility']);
  mockApi();
  renderDetail();
  await openTab();
  expect(screen.queryByTestId('bulk-negotiations')).toBeNull();
  expect(screen.queryAllByRole('checkbox')).toEqual([]);
});

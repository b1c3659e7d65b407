import './helpers/polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ListPage, type ListColumn } from '../src/list/ListPage';
import { STALE_VIEW_NOTICE } from '../src/list/SavedViewsMenu';
import { usePagedList, type PageQuery } from '../src/list/usePagedList';
import { useUrlFilters } from '../src/list/useUrlFilters';
import { stubApi, type SeenRequest } from './helpers/api-requests';

/**
 * Issue 33, "Saved views": the list header's "Viste" menu saves the address's filters and search
 * under a name (shared or not), opens a view by putting its query in the address, and a view whose
 * filter the API refuses (422: an option that no longer exists) opens without it, with a notice.
 */
interface Row {
  id: number;
  name: string;
}

const columns: ListColumn<Row>[] = [{ key: 'name', header: 'Nome', render: (r) => r.name }];
const calls: { search: string; region: string | null }[] = [];
const WAIT = { timeout: 5000 };
jest.setTimeout(20_000);

function Page() {
  const [filters] = useUrlFilters({ region: null as string | null });
  const list = usePagedList<Row>(
    async (q: PageQuery) => {
      calls.push({ search: q.search, region: filters.region });
      if (filters.region === '99')
        throw { isAxiosError: true, response: { status: 422, data: { message: 'x', errors: { region: ['Regione non valida'] } } } };
      return { data: [{ id: 1, name: `Cliente ${filters.region ?? 'tutte'}` }], total: 1 };
    },
    [filters.region],
  );
  const location = useLocation();
  return (
    <>
      <ListPage testId="list" title="Clienti" list={list} columns={columns} savedViews={{ projectId: 3, list: 'clients' }} />
      <div data-testid="address">{location.search}</div>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const VIEWS = [
  {
    id: 5,
    list: 'clients',
    name: 'Puglia',
    shared: false,
    query: { region: '16' },
    owner_name: 'Anna Neri',
    mine: true,
    editable: true,
    version: 1,
  },
  { id: 6, list: 'clients', name: 'Di tutti', shared: true, query: {}, owner_name: 'Luca Bruni', mine: false, editable: false, version: 1 },
];

/** The API's answers: the views of the list, and the view a save creates. */
let requests: SeenRequest[] = [];
beforeEach(() => {
  calls.length = 0;
  requests = stubApi(({ method }) =>
    method === 'post' ? { ...VIEWS[0], id: 7, name: 'Lazio Rossi', query: { region: '12', q: 'rossi' } } : { data: VIEWS },
  );
});
afterEach(() => jest.restoreAllMocks());

it('saves the current filters and search, and opens a view from the menu', async () => {
  renderAt('/clienti?region=12&q=rossi&page=2');
  await screen.findByText('Cliente 12', undefined, WAIT);
  expect(requests).toContainEqual({ method: 'get', url: 'projects/3/saved-views', params: { list: 'clients' }, data: undefined });

  fireEvent.click(screen.getByTestId('saved-views-button'));
  fireEvent.click(await screen.findByText('Salva vista corrente…'));
  fireEvent.change(await screen.findByTestId('saved-views-name'), { target: { value: 'Lazio Rossi' } });
  fireEvent.click(screen.getByTestId('saved-views-shared'));
  fireEvent.click(screen.getByTestId('saved-views-confirm'));
  await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('vista=7'), WAIT);
  expect(requests.filter((r) => r.method === 'post')).toEqual([
    {
      method: 'post',
      url: 'projects/3/saved-views',
      params: undefined,
      data: { list: 'clients', name: 'Lazio Rossi', shared: true, query: { region: '12', q: 'rossi' } },
    },
  ]);

  // the shared view of a colleague is under "Condivise"; opening "Puglia" applies its query
  fireEvent.click(screen.getByTestId('saved-views-button'));
  expect(await screen.findByText('Condivise')).toBeTruthy();
  fireEvent.click(await screen.findByText('Puglia'));
  await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?region=16&vista=5'), WAIT);
  await screen.findByText('Cliente 16', undefined, WAIT);
  expect(calls[calls.length - 1]).toEqual({ search: '', region: '16' });
  expect(screen.getByTestId('saved-views-button').textContent).toBe('Vista: Puglia');
});

it('opens a view naming a filter value that no longer exists without it, with a notice', async () => {
  renderAt('/clienti?region=99&vista=5');
  expect((await screen.findByTestId('saved-view-notice', undefined, WAIT)).textContent).toContain(STALE_VIEW_NOTICE);
  await screen.findByText('Cliente tutte', undefined, WAIT);
  expect(screen.getByTestId('address').textContent).toBe('?vista=5');
  expect(screen.queryByTestId('list-error')).toBeNull();
});

it('shows the error of a refused filter when the list was not opened from a view', async () => {
  renderAt('/clienti?region=99');
  expect((await screen.findByTestId('list-error', undefined, WAIT)).textContent).toContain('Regione non valida');
  expect(screen.queryByTestId('saved-view-notice')).toBeNull();
});

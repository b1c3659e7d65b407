import './helpers/polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ListPage, type ListColumn } from '../src/list/ListPage';
import { usePagedList, type PageQuery } from '../src/list/usePagedList';
import { useListSelection } from '../src/list/useListSelection';

/**
 * Issue 37, "Lists": a sortable column's header toggles the order (aria-sort, "Ordina per X"),
 * the order lives in the address (`?sort=`) and is sent to the fetcher; the row selection selects
 * rows, the page, then "tutti i N risultati", with the bar "N selezionati" and the bulk actions.
 */
interface Client {
  id: number;
  business_name: string;
  city: string;
}

const ALL: Client[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  business_name: `Azienda ${String(i + 1).padStart(2, '0')}`,
  city: ['Torino', 'Ancona', 'Milano', 'Bari'][i % 4],
}));

const columns: ListColumn<Client>[] = [
  { key: 'business_name', header: 'Ragione sociale', link: true, sortKey: 'name', render: (c) => c.business_name },
  { key: 'city', header: 'Comune', sortKey: 'city', render: (c) => c.city },
  { key: 'id', header: 'Id', render: (c) => c.id },
];

/** The machine running the tests may be busy: more than waitFor's default second. */
const WAIT = { timeout: 5000 };

const queries: PageQuery[] = [];
async function fetcher(query: PageQuery) {
  queries.push(query);
  const desc = query.sort?.startsWith('-');
  const key = (query.sort?.replace(/^-/, '') || 'name') === 'city' ? 'city' : 'business_name';
  const sorted = [...ALL].sort((a, b) => a[key].localeCompare(b[key]) * (desc ? -1 : 1) || a.id - b.id);
  return { data: sorted.slice(query.skip, query.skip + query.take), total: ALL.length };
}

let lastSelection: ReturnType<typeof useListSelection> | null = null;

function Page() {
  const list = usePagedList<Client>(fetcher, [], { sortable: true });
  const selection = useListSelection([list.search]);
  lastSelection = selection;
  const location = useLocation();
  return (
    <>
      <ListPage
        testId="list-clients"
        title="Clienti"
        list={list}
        columns={columns}
        rowHref={(c) => `/clienti/${c.id}`}
        rowLabel={(c) => c.business_name}
        selection={selection}
        bulkActions={<button type="button">Archivia</button>}
      />
      <div data-testid="search">{location.search}</div>
    </>
  );
}

function renderPage(path = '/clienti') {
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

const firstCells = () => screen.getAllByTestId('list-row').map((r) => within(r).getAllByRole('cell')[2].textContent);

// a busy machine renders Mantine slowly: more than jest's default 5 s per test
jest.setTimeout(20_000);

beforeEach(() => {
  queries.length = 0;
  lastSelection = null;
});

describe('sortable columns', () => {
  it('toggles the order asc/desc from the header, writes it in the address and sends it to the API', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(15), WAIT);
    const city = screen.getByTestId('sort-city');
    expect(city.getAttribute('aria-label')).toBe('Ordina per Comune');
    const cityHeader = city.closest('th')!;
    expect(cityHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByTestId('sort-name').getAttribute('aria-label')).toBe('Ordina per Ragione sociale');
    // the column without sortKey has no button
    expect(screen.getAllByRole('columnheader').map((th) => th.querySelector('button')?.getAttribute('aria-label') ?? null)).toEqual([
      null,
      'Ordina per Ragione sociale',
      'Ordina per Comune',
      null,
    ]);

    fireEvent.click(city);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?sort=city'), WAIT);
    await waitFor(() => expect(firstCells().slice(0, 2)).toEqual(['Ancona', 'Ancona']), WAIT);
    expect(cityHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(queries[queries.length - 1].sort).toBe('city');

    fireEvent.click(screen.getByTestId('sort-city'));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?sort=-city'), WAIT);
    await waitFor(() => expect(firstCells()[0]).toBe('Torino'), WAIT);
    expect(screen.getByTestId('sort-city').closest('th')!.getAttribute('aria-sort')).toBe('descending');
    expect(queries[queries.length - 1].sort).toBe('-city');
  });

  it('reads the order from the address (a reload keeps it) and goes back to page 1 on a new order', async () => {
    renderPage('/clienti?sort=-city&page=2');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(5), WAIT);
    expect(queries[queries.length - 1]).toMatchObject({ sort: '-city', skip: 15 });
    expect(screen.getByTestId('sort-city').closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?sort=name'), WAIT);
    await waitFor(() => expect(queries[queries.length - 1]).toMatchObject({ sort: 'name', skip: 0 }), WAIT);
  });
});

describe('row selection', () => {
  it('selects rows, the page, then every matching record, and clears', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(15), WAIT);
    expect(screen.queryByTestId('list-selection-bar')).toBeNull();

    fireEvent.click(screen.getByLabelText('Seleziona Azienda 02'));
    expect(screen.getByTestId('list-selected-count').textContent).toBe('1 selezionato');
    expect(screen.getByText('Archivia')).toBeTruthy();
    expect(lastSelection?.value).toEqual({ mode: 'ids', ids: [2] });
    // a click on the checkbox does not open the record
    expect(screen.getByTestId('search').textContent).toBe('');
    const page = screen.getByLabelText('Seleziona tutte le righe della pagina') as HTMLInputElement;
    expect(page.indeterminate).toBe(true);

    fireEvent.click(page);
    expect(screen.getByTestId('list-selected-count').textContent).toBe('15 selezionati');
    fireEvent.click(screen.getByText('Seleziona tutti i 20 risultati'));
    expect(screen.getByTestId('list-selected-count').textContent).toBe('20 selezionati');
    expect(screen.getByText('Tutti i 20 risultati sono selezionati.')).toBeTruthy();
    expect(lastSelection?.value).toEqual({ mode: 'all' });
    expect(lastSelection?.all).toBe(true);

    // unchecking one row leaves "all" for the page's other rows
    fireEvent.click(screen.getByLabelText('Seleziona Azienda 01'));
    expect(screen.getByTestId('list-selected-count').textContent).toBe('14 selezionati');

    fireEvent.click(screen.getByText('Deseleziona tutto'));
    expect(screen.queryByTestId('list-selection-bar')).toBeNull();
  });
});

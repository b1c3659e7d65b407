import './helpers/polyfills';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ListPage, type ListColumn } from '../src/list/ListPage';
import { usePagedList, type PageQuery } from '../src/list/usePagedList';
import { viewQuery } from '../src/list/SavedViewsMenu';
import { useHiddenColumns } from '../src/list/ColumnChooser';

/**
 * Issue 33, "Colonne": the user hides and shows a list's columns from the "Colonne" button; the
 * choice lives in the address (`?colonne_nascoste=`), so a reload, a shared link and a saved view
 * (which saves the whole query) give the same columns; the column with the row's link cannot be
 * hidden, unknown keys in the address are ignored, and choosing columns keeps the page.
 */
interface Client {
  id: number;
  business_name: string;
  city: string;
  pec: string;
}

const ALL: Client[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  business_name: `Azienda ${String(i + 1).padStart(2, '0')}`,
  city: ['Torino', 'Ancona'][i % 2],
  pec: `azienda${i + 1}@pec.it`,
}));

const columns: ListColumn<Client>[] = [
  { key: 'business_name', header: 'Ragione sociale', link: true, render: (c) => c.business_name },
  { key: 'city', header: 'Comune', render: (c) => c.city },
  { key: 'pec', header: 'PEC', render: (c) => c.pec },
];

const WAIT = { timeout: 5000 };

async function fetcher(query: PageQuery) {
  return { data: ALL.slice(query.skip, query.skip + query.take), total: ALL.length };
}

function Page() {
  const list = usePagedList<Client>(fetcher, []);
  const location = useLocation();
  return (
    <>
      <ListPage
        testId="list-clients"
        title="Clienti"
        list={list}
        columns={columns}
        columnChooser
        rowHref={(c) => `/clienti/${c.id}`}
        rowLabel={(c) => c.business_name}
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

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('ListPage column chooser (issue 33)', () => {
  it('hides and shows columns, keeps the choice in the address and the page, never hides the linked column', async () => {
    renderPage('/clienti?page=2');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(15), WAIT);
    expect(headers()).toEqual(['Ragione sociale', 'Comune', 'PEC']);

    fireEvent.click(screen.getByTestId('list-columns'));
    const dropdown = await screen.findByTestId('list-columns-dropdown');
    const linked = within(dropdown).getByLabelText('Ragione sociale') as HTMLInputElement;
    expect(linked.checked).toBe(true);
    expect(linked.disabled).toBe(true);

    fireEvent.click(within(dropdown).getByLabelText('PEC'));
    await waitFor(() => expect(headers()).toEqual(['Ragione sociale', 'Comune']), WAIT);
    expect(search().get('colonne_nascoste')).toBe('pec');
    expect(search().get('page')).toBe('2');
    // the rows lost the cell too, and still lead to the detail
    const firstRow = screen.getAllByTestId('list-row')[0];
    expect(within(firstRow).getAllByRole('cell')).toHaveLength(2);
    expect(within(firstRow).getByRole('link', { name: 'Azienda 16' }).getAttribute('href')).toBe('/clienti/16');
    expect(screen.getByTestId('list-columns').textContent).toBe('Colonne (1 nascoste)');

    fireEvent.click(within(dropdown).getByLabelText('Comune'));
    await waitFor(() => expect(headers()).toEqual(['Ragione sociale']), WAIT);
    // in the columns' order, whatever the order of the clicks
    expect(search().get('colonne_nascoste')).toBe('city,pec');
    // a saved view saves the choice with the rest of the query
    expect(viewQuery(search())).toEqual({ colonne_nascoste: 'city,pec' });

    fireEvent.click(within(dropdown).getByLabelText('PEC'));
    await waitFor(() => expect(headers()).toEqual(['Ragione sociale', 'PEC']), WAIT);
    fireEvent.click(within(dropdown).getByTestId('list-columns-show-all'));
    await waitFor(() => expect(headers()).toEqual(['Ragione sociale', 'Comune', 'PEC']), WAIT);
    expect(search().has('colonne_nascoste')).toBe(false);
  });

  it('opens from an address with hidden columns, ignoring unknown keys and the linked column', async () => {
    renderPage('/clienti?colonne_nascoste=pec,business_name,nessuna');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(15), WAIT);
    expect(headers()).toEqual(['Ragione sociale', 'Comune']);
    expect(screen.getByTestId('list-columns').textContent).toBe('Colonne (1 nascoste)');
  });

  it('two columns hidden before the router renders the first choice: both stay hidden', () => {
    // a fast user on a slow device: the second click's toggle runs before the render of the first
    // one's address (React Router renders a new address as a transition; CI of 689de25, "Colonne")
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/clienti?page=2']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        const chooser = useHiddenColumns(columns);
        return { chooser, search: useLocation().search };
      },
      { wrapper },
    );
    act(() => {
      result.current.chooser.toggle('pec', false);
      result.current.chooser.toggle('city', false);
    });
    expect(result.current.chooser.hidden).toEqual(['city', 'pec']);
    expect(new URLSearchParams(result.current.search).get('colonne_nascoste')).toBe('city,pec');
    expect(new URLSearchParams(result.current.search).get('page')).toBe('2');
    // and then shown again one after the other, before a render: none left hidden
    act(() => {
      result.current.chooser.toggle('city', true);
      result.current.chooser.toggle('pec', true);
    });
    expect(result.current.chooser.hidden).toEqual([]);
    expect(new URLSearchParams(result.current.search).has('colonne_nascoste')).toBe(false);
  });
});

import './helpers/polyfills';
import { fireEvent, render, renderHook, screen, waitFor, act } from '@testing-library/react';
import { ListPage, formatCount, type ListColumn } from '../src/list/ListPage';
import type { PagedList } from '../src/list/usePagedList';
import { useRecord } from '../src/list/useRecord';
import { isValidId } from '../src/list/NotFoundState';
import { DetailPage } from '../src/list/DetailPage';
import { formatDocumentTitle } from '../src/list/documentTitle';
import { Wrapper } from './helpers/mantine';

interface Client {
  id: number;
  business_name: string;
  city: string;
}

const columns: ListColumn<Client>[] = [
  { key: 'business_name', header: 'Ragione sociale', link: true, render: (c) => c.business_name },
  { key: 'city', header: 'Comune', render: (c) => c.city },
];

function listState(overrides: Partial<PagedList<Client>> = {}): PagedList<Client> {
  return {
    items: [],
    total: 0,
    loading: false,
    error: null,
    page: 1,
    pageSize: 15,
    pageCount: 1,
    setPage: jest.fn(),
    search: '',
    setSearch: jest.fn(),
    reload: jest.fn(),
    ...overrides,
  };
}

const clients = (n: number): Client[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, business_name: `Azienda ${i + 1} S.r.l.`, city: 'Milano' }));

function renderList(list: PagedList<Client>) {
  return render(
    <Wrapper path="/ambiente/1/clienti">
      <ListPage
        testId="list-clients"
        title="Clienti"
        breadcrumbs={[{ label: 'Clienti' }]}
        list={list}
        columns={columns}
        rowHref={(c) => `/ambiente/1/clienti/${c.id}`}
      />
    </Wrapper>,
  );
}

describe('ListPage', () => {
  it('shows 15 skeleton rows while loading, and no empty state', () => {
    renderList(listState({ loading: true }));
    expect(screen.getByTestId('list-clients')).toBeTruthy();
    expect(screen.getAllByTestId('list-skeleton-row')).toHaveLength(15);
    expect(screen.queryByText('Nessun risultato')).toBeNull();
  });

  it('draws one skeleton bar per loading row, spanning every column (one compositing layer per row)', () => {
    renderList(listState({ loading: true }));
    const rows = screen.getAllByTestId('list-skeleton-row');
    const headers = screen.getAllByRole('columnheader');
    for (const row of rows) {
      const cells = row.querySelectorAll('td');
      expect(cells).toHaveLength(1);
      expect(cells[0].getAttribute('colspan')).toBe(String(headers.length));
    }
    expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(15);
  });

  it('shows the rows with links to the detail, and no paginator up to 15 results', () => {
    renderList(listState({ items: clients(3), total: 3 }));
    expect(screen.getAllByTestId('list-row')).toHaveLength(3);
    const link = screen.getByRole('link', { name: 'Azienda 2 S.r.l.' });
    expect(link.getAttribute('href')).toBe('/ambiente/1/clienti/2');
    expect(screen.getByText('3 risultati')).toBeTruthy();
    expect(screen.queryByTestId('list-pagination')).toBeNull();
  });

  it('writes totals with the thousands dot, and an estimated total (total_estimated) as "circa N"', () => {
    const { unmount } = renderList(listState({ items: clients(15), total: 12345, pageCount: 823 }));
    expect(screen.getByTestId('list-total').textContent).toBe('12.345 risultati');
    expect(screen.getByTestId('list-total').getAttribute('data-estimated')).toBeNull();
    unmount();
    renderList(listState({ items: clients(15), total: 98430, totalEstimated: true, pageCount: 6562 }));
    const total = screen.getByTestId('list-total');
    expect(total.textContent).toBe('circa 98.430 risultati');
    expect(total.getAttribute('title')).toMatch(/^Totale stimato/);
  });

  it('writes a count as Intl.NumberFormat("it-IT") does (the dot from five digits on), without building one', () => {
    const italian = new Intl.NumberFormat('it-IT');
    for (const n of [0, 1, 15, 999, 1000, 1234, 9999, 10000, 12345, 100000, 999999, 1000000, 1234567, 98430112, -4, -12345])
      expect(formatCount(n)).toBe(italian.format(n));
  });

  it('shows the paginator when the total exceeds the page size', () => {
    const list = listState({ items: clients(15), total: 16, pageCount: 2 });
    renderList(list);
    expect(screen.getByTestId('list-pagination')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(list.setPage).toHaveBeenCalledWith(2);
  });

  it('opens the detail when a row is clicked', async () => {
    renderList(listState({ items: clients(2), total: 2 }));
    fireEvent.click(screen.getAllByText('Milano')[1]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ambiente/1/clienti/2'));
  });

  it('shows "Nessun risultato" when the list is empty', () => {
    renderList(listState());
    expect(screen.getByText('Nessun risultato')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('passes the typed text to setSearch', () => {
    const list = listState({ items: clients(1), total: 1 });
    renderList(list);
    fireEvent.change(screen.getByPlaceholderText('Cerca…'), { target: { value: 'rossi' } });
    expect(list.setSearch).toHaveBeenCalledWith('rossi');
  });

  it('shows the error message (docs/api.md#errors) with a retry button', () => {
    const list = listState({
      error: { message: 'x', response: { status: 403, data: { message: 'Modulo non attivo per questo ambiente' } } },
    });
    renderList(list);
    expect(screen.getByTestId('list-error').textContent).toContain('Modulo non attivo per questo ambiente');
    expect(screen.queryByText('Nessun risultato')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(list.reload).toHaveBeenCalled();
  });
});

describe('DetailPage', () => {
  const notFound = { response: { status: 404, data: { message: 'Cliente non trovato' } } };
  const actions = <button type="button">Modifica</button>;

  it('shows a 404 answer as the "non trovato" screen, without title and actions, with a way back', () => {
    render(
      <Wrapper>
        <DetailPage
          testId="detail-client"
          title="Cliente"
          breadcrumbs={[{ label: 'Clienti', to: '/clienti' }, { label: 'Dettaglio' }]}
          loading={false}
          error={notFound}
          actions={actions}
        >
          <p>contenuto</p>
        </DetailPage>
      </Wrapper>,
    );
    expect(screen.getByTestId('detail-not-found').textContent).toContain('Cliente non trovato');
    expect(screen.queryByText('Modifica')).toBeNull();
    expect(screen.queryByText('Riprova')).toBeNull();
    expect(screen.queryByText('contenuto')).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna a Clienti' }).getAttribute('href')).toBe('/clienti');
    expect(document.title).toBe('Cliente non trovato – Portale Bandi');
  });

  it('keeps the error alert with retry for other failures, and titles the page', () => {
    const { rerender } = render(
      <Wrapper>
        <DetailPage
          testId="detail-client"
          title="Rossi S.r.l."
          loading={false}
          error={{ response: { status: 500 } }}
          onRetry={() => undefined}
        >
          <p>contenuto</p>
        </DetailPage>
      </Wrapper>,
    );
    screen.getByTestId('detail-error');
    screen.getByText('Riprova');
    rerender(
      <Wrapper>
        <DetailPage testId="detail-client" title="Rossi S.r.l." loading={false} error={null}>
          <p>contenuto</p>
        </DetailPage>
      </Wrapper>,
    );
    expect(document.title).toBe('Rossi S.r.l. – Portale Bandi');
  });

  it('formats the browser title as page · environment – product', () => {
    expect(formatDocumentTitle('Clienti', 'Studio Lombardi')).toBe('Clienti · Studio Lombardi – Portale Bandi');
    expect(formatDocumentTitle(null, null)).toBe('Portale Bandi');
  });
});

describe('useRecord', () => {
  it('loads a record and reloads on demand', async () => {
    let n = 0;
    const fetcher = jest.fn(async () => ({ id: 7, version: ++n }));
    const { result } = renderHook(() => useRecord(fetcher, [7]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ id: 7, version: 1 });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual({ id: 7, version: 2 }));
  });

  it('does not call the fetcher when disabled', async () => {
    const fetcher = jest.fn(async () => 1);
    const { result } = renderHook(() => useRecord(fetcher, ['crea'], false));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('keeps the error of a failed load', async () => {
    const fetcher = jest.fn(async () => {
      throw new Error('Network Error');
    });
    const { result } = renderHook(() => useRecord(fetcher, [1]));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect((result.current.error as Error).message).toBe('Network Error');
    expect(result.current.data).toBeNull();
  });
});

describe('isValidId', () => {
  it('accepts positive integers only', () => {
    expect(isValidId('12')).toBe(true);
    expect(isValidId('crea')).toBe(false);
    expect(isValidId('0')).toBe(false);
    expect(isValidId(undefined)).toBe(false);
  });
});

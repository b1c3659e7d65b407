import './helpers/polyfills';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../src/api/client';
import { listParams, pageFetcher, usePagedList, type PageQuery } from '../src/list/usePagedList';
import { useUrlFilters } from '../src/list/useUrlFilters';
import { PAGE_SIZE } from '../src/constants';

interface Row {
  id: number;
}

/** A fetcher whose answers are resolved by the test, recording every query. */
function controlledFetcher() {
  const calls: Array<{ query: PageQuery; resolve: (v: { data: Row[]; total: number }) => void; reject: (e: unknown) => void }> = [];
  const fetcher = jest.fn(
    (query: PageQuery) =>
      new Promise<{ data: Row[]; total: number }>((resolve, reject) => {
        calls.push({ query, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

/** The hook runs inside a router: the page and the search live in the address. */
function router(initial = '/clienti') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  };
}
const wrapper = router();

const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i }));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('usePagedList', () => {
  it('loads the first page with skip 0 and take PAGE_SIZE', async () => {
    const fetcher = jest.fn(async (_query: PageQuery) => ({ data: rows(1, 3), total: 3 }));
    const { result } = renderHook(() => usePagedList<Row>(fetcher), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toMatchObject({ skip: 0, take: PAGE_SIZE, search: '' });
    expect(result.current.items).toHaveLength(3);
    expect(result.current.total).toBe(3);
    expect(result.current.pageCount).toBe(1);
    expect(result.current.totalEstimated).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps whether the API estimated the total (total_estimated)', async () => {
    const fetcher = jest.fn(async (_query: PageQuery) => ({ data: rows(1, 15), total: 98430, total_estimated: true }));
    const { result } = renderHook(() => usePagedList<Row>(fetcher), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.total).toBe(98430);
    expect(result.current.totalEstimated).toBe(true);
  });

  it('asks for the right slice when the page changes', async () => {
    const fetcher = jest.fn(async (q: PageQuery) => ({ data: rows(q.skip + 1, 15), total: 40 }));
    const { result } = renderHook(() => usePagedList<Row>(fetcher), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.pageCount).toBe(3);
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 30, take: 15 }));
    expect(result.current.page).toBe(3);
  });

  it('debounces the search, trims it and goes back to page 1', async () => {
    jest.useFakeTimers();
    const fetcher = jest.fn(async (q: PageQuery) => ({ data: rows(q.skip + 1, 15), total: 100 }));
    const { result } = renderHook(() => usePagedList<Row>(fetcher, [], { debounceMs: 500 }), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher).toHaveBeenCalledTimes(2);

    act(() => result.current.setSearch('  ro'));
    act(() => result.current.setSearch('  rossi '));
    expect(result.current.search).toBe('  rossi ');
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 0, search: 'rossi' }));
    expect(result.current.page).toBe(1);
  });

  it('goes back to page 1 and loads once when a dependency changes', async () => {
    const fetcher = jest.fn(async (q: PageQuery) => ({ data: rows(q.skip + 1, 15), total: 50 }));
    const { result, rerender } = renderHook(({ projectId }) => usePagedList<Row>(fetcher, [projectId]), {
      initialProps: { projectId: 1 },
      wrapper,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = fetcher.mock.calls.length;
    rerender({ projectId: 2 });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher.mock.calls.length).toBe(before + 1);
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 0 }));
    expect(result.current.page).toBe(1);
  });

  it('uses the latest fetcher without reloading on every render', async () => {
    const first = jest.fn(async () => ({ data: rows(1, 1), total: 1 }));
    const second = jest.fn(async () => ({ data: rows(10, 2), total: 2 }));
    const { result, rerender } = renderHook(({ f }) => usePagedList<Row>(f), { initialProps: { f: first }, wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ f: second });
    expect(second).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('ignores (and aborts) an answer that arrives after a newer request', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => usePagedList<Row>(fetcher), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].query.signal.aborted).toBe(true);
    await act(async () => {
      calls[1].resolve({ data: rows(16, 2), total: 17 });
    });
    await act(async () => {
      calls[0].resolve({ data: rows(1, 15), total: 17 });
    });
    expect(result.current.items.map((r) => r.id)).toEqual([16, 17]);
    expect(result.current.loading).toBe(false);
  });

  it('exposes the error and stops loading when a request fails', async () => {
    const error = { response: { status: 403, data: { message: 'Modulo non attivo per questo ambiente' } } };
    const fetcher = jest.fn(async () => {
      throw error;
    });
    const { result } = renderHook(() => usePagedList<Row>(fetcher), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe(error);
    expect(result.current.items).toEqual([]);
  });

  it('moves to the last page when the current one came back empty', async () => {
    const fetcher = jest.fn(async (q: PageQuery) => (q.skip >= 30 ? { data: [], total: 20 } : { data: rows(q.skip + 1, 5), total: 20 }));
    const { result } = renderHook(() => usePagedList<Row>(fetcher), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.page).toBe(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 15 }));
    expect(result.current.items[0].id).toBe(16);
  });
});

describe('usePagedList in the address', () => {
  /** The list, the address and a navigate function, in one router. */
  function useProbe(fetcher: (q: PageQuery) => Promise<{ data: Row[]; total: number }>, deps: unknown[] = []) {
    return { list: usePagedList<Row>(fetcher, deps), location: useLocation(), navigate: useNavigate() };
  }

  it('starts from the page and search of the address (a shared link, a reload)', async () => {
    const fetcher = jest.fn(async (q: PageQuery) => ({ data: rows(q.skip + 1, 15), total: 100 }));
    const { result } = renderHook(() => useProbe(fetcher), { wrapper: router('/clienti?page=3&q=rossi') });
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toMatchObject({ skip: 30, search: 'rossi' });
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.search).toBe('rossi');
  });

  it('writes the page and the debounced search to the address, and follows back/forward', async () => {
    jest.useFakeTimers();
    const fetcher = jest.fn(async (q: PageQuery) => ({ data: rows(q.skip + 1, 15), total: 100 }));
    const { result } = renderHook(() => useProbe(fetcher), { wrapper });
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => result.current.list.setPage(4));
    await waitFor(() => expect(result.current.location.search).toBe('?page=4'));
    act(() => result.current.list.setSearch('bianchi'));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(result.current.location.search).toBe('?q=bianchi'));
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 0, search: 'bianchi' }));
    // the search replaced the history entry: back goes to before page 4
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.location.search).toBe(''));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.list.search).toBe('');
    expect(result.current.list.page).toBe(1);
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 0, search: '' }));
  });

  it('keeps filters in the address; a filter change goes back to page 1', async () => {
    const fetcher = jest.fn(async (q: PageQuery) => ({ data: rows(q.skip + 1, 15), total: 100 }));
    const { result } = renderHook(
      () => {
        const [filters, setFilters, reset] = useUrlFilters({ state: 'open', region: null as string | null, kind: [] as string[] });
        const probe = useProbe(fetcher, [filters.state, filters.region, filters.kind.join(',')]);
        return { ...probe, filters, setFilters, reset };
      },
      { wrapper: router('/bandi?page=2&region=03&kind=a,b') },
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.filters).toEqual({ state: 'open', region: '03', kind: ['a', 'b'] });
    expect(result.current.list.page).toBe(2);
    act(() => result.current.setFilters({ state: 'all' }));
    await waitFor(() => expect(result.current.location.search).toBe('?region=03&kind=a%2Cb&state=all'));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.list.page).toBe(1);
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 0 }));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.location.search).toBe(''));
    expect(result.current.filters).toEqual({ state: 'open', region: null, kind: [] });
  });
});

describe('listParams and pageFetcher', () => {
  it('sends search only when not empty', () => {
    expect(listParams({ skip: 0, take: 15, search: '' })).toEqual({ skip: 0, take: 15 });
    expect(listParams({ skip: 15, take: 15, search: 'srl' })).toEqual({ skip: 15, take: 15, search: 'srl' });
  });

  it('calls the shared api client with the list parameters and the signal', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { data: [{ id: 1 }], total: 1 } });
    const controller = new AbortController();
    const answer = await pageFetcher<Row>('projects/3/clients', { skipGlobalErrorHandling: true })({
      skip: 15,
      take: 15,
      search: 'rossi',
      signal: controller.signal,
    });
    expect(answer).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(get).toHaveBeenCalledWith('projects/3/clients', {
      skipGlobalErrorHandling: true,
      params: { skip: 15, take: 15, search: 'rossi' },
      signal: controller.signal,
    });
  });
});

/**
 * The page's QueryClient (issue 38, shared-ui/src/query): which failures are retried, the provider
 * that never makes a second cache, and the hooks on it: a record or a list with a `queryKey` is
 * shared and refreshed by `invalidateQueries`, and a change of user empties the cache.
 */
import './helpers/polyfills';
import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { isRetryableError, queryClient, shouldRetryQuery, useAppQueryClient } from '../src/query/queryClient';
import { QueryProvider } from '../src/query/QueryProvider';
import { apiKey } from '../src/query/keys';
import { useRecord } from '../src/list/useRecord';
import { usePagedList, type PageQuery } from '../src/list/usePagedList';
import { useSession } from '../src/session/store';
import type { User } from '../src/types';

afterEach(() => queryClient.clear());

const axiosError = (status?: number, code?: string) => ({ isAxiosError: true, code, ...(status ? { response: { status } } : {}) });

describe('retries', () => {
  it('retries a 5xx and a request without answer, never a 4xx, an abort or a bug', () => {
    expect(isRetryableError(axiosError(503))).toBe(true);
    expect(isRetryableError(axiosError(500))).toBe(true);
    expect(isRetryableError(axiosError(undefined, 'ERR_NETWORK'))).toBe(true);
    expect(isRetryableError(axiosError(undefined, 'ECONNABORTED'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isRetryableError(axiosError(status))).toBe(false);
    expect(isRetryableError(axiosError(undefined, 'ERR_CANCELED'))).toBe(false);
    expect(isRetryableError(new TypeError('x is undefined'))).toBe(false);
    expect(isRetryableError(null)).toBe(false);
  });

  it('twice at most', () => {
    expect(shouldRetryQuery(0, axiosError(502))).toBe(true);
    expect(shouldRetryQuery(1, axiosError(502))).toBe(true);
    expect(shouldRetryQuery(2, axiosError(502))).toBe(false);
  });

  it('a record answered 404 fails at once; a 503 is asked again', async () => {
    const notFound = jest.fn(async () => Promise.reject(axiosError(404)));
    const missing = renderHook(() => useRecord(notFound, [1]));
    await waitFor(() => expect(missing.result.current.loading).toBe(false));
    expect(notFound).toHaveBeenCalledTimes(1);
    expect(missing.result.current.error).toEqual(axiosError(404));
    expect(missing.result.current.data).toBeNull();

    const flaky = jest.fn().mockRejectedValueOnce(axiosError(503)).mockResolvedValueOnce({ id: 2 });
    const record = renderHook(() => useRecord(flaky as () => Promise<{ id: number }>, [2]));
    await waitFor(() => expect(record.result.current.data).toEqual({ id: 2 }));
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(record.result.current.error).toBeNull();
  });
});

describe('QueryProvider', () => {
  function ClientName({ of }: { of: Map<QueryClient, string> }) {
    return <span data-testid="client">{of.get(useQueryClient()) ?? 'other'}</span>;
  }

  it('gives the page client, and keeps an outer provider’s', () => {
    const own = new QueryClient();
    const names = new Map([
      [queryClient, 'page'],
      [own, 'outer'],
    ]);
    const { unmount } = render(
      <QueryProvider>
        <ClientName of={names} />
      </QueryProvider>,
    );
    expect(screen.getByTestId('client').textContent).toBe('page');
    unmount();
    render(
      <QueryClientProvider client={own}>
        <QueryProvider>
          <ClientName of={names} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('client').textContent).toBe('outer');
  });

  it('without a provider the hooks use the page client', () => {
    const { result } = renderHook(() => useAppQueryClient());
    expect(result.current).toBe(queryClient);
  });
});

describe('shared and invalidated answers', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider>
      <MemoryRouter initialEntries={['/clienti']}>{children}</MemoryRouter>
    </QueryProvider>
  );

  it('two records with one key send one request; setData and invalidateQueries reach both', async () => {
    let version = 1;
    const fetcher = jest.fn(async () => ({ id: 42, version: version }));
    const key = apiKey('projects', 3, 'clients', 42);
    expect(key).toEqual(['api', 'projects', '3', 'clients', '42']);
    const { result } = renderHook(
      () => ({ detail: useRecord(fetcher, [], true, { queryKey: key }), form: useRecord(fetcher, [], true, { queryKey: key }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.form.data).toEqual({ id: 42, version: 1 }));
    expect(result.current.detail.data).toEqual({ id: 42, version: 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);

    act(() => result.current.detail.setData({ id: 42, version: 7 }));
    await waitFor(() => expect(result.current.form.data).toEqual({ id: 42, version: 7 }));

    version = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: apiKey('projects', 3, 'clients') }));
    await waitFor(() => expect(result.current.detail.data).toEqual({ id: 42, version: 2 }));
    expect(result.current.form.data).toEqual({ id: 42, version: 2 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a list with a queryKey loads again when its key is invalidated', async () => {
    let total = 1;
    const fetcher = jest.fn(async (_q: PageQuery) => ({ data: Array.from({ length: total }, (_, i) => ({ id: i })), total }));
    const { result } = renderHook(() => usePagedList(fetcher, [3], { queryKey: apiKey('projects', 3, 'clients') }), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toHaveLength(1);
    total = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: apiKey('projects', 3) }));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('another user empties the cache', async () => {
    queryClient.setQueryData(apiKey('projects', 3, 'clients', 42), { id: 42 });
    act(() => useSession.getState().setUser({ id: 1 } as User));
    expect(queryClient.getQueryData(apiKey('projects', 3, 'clients', 42))).toBeUndefined();
    queryClient.setQueryData(apiKey('projects', 3, 'clients', 42), { id: 42 });
    // the same user refreshed (every 5 minutes): the cache stays
    act(() => useSession.getState().setUser({ id: 1 } as User));
    expect(queryClient.getQueryData(apiKey('projects', 3, 'clients', 42))).toEqual({ id: 42 });
    act(() => useSession.getState().clear());
    expect(queryClient.getQueryData(apiKey('projects', 3, 'clients', 42))).toBeUndefined();
  });
});

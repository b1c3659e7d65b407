/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { GlobalSearch, groupHits, type SearchHit } from '../src/components/GlobalSearch';

/**
 * Issue 37, global search in the shell: Ctrl+K (⌘K) opens the search window anywhere in the
 * environment; typing asks GET /api/projects/{id}/search (debounced, from 2 characters); the hits
 * are grouped with Italian labels in the order of the best hit; the arrow keys move through them
 * and Enter opens the record's page.
 */
const HITS: SearchHit[] = [
  {
    type: 'client',
    id: 42,
    title: 'Rossi S.r.l.',
    subtitle: 'P.IVA 01234567897 · Torino',
    url_path: '/ambiente/7/clienti/42',
    match: 'exact',
  },
  {
    type: 'negotiation',
    id: 5,
    title: 'Domanda Rossi',
    subtitle: 'Rossi S.r.l. · Contatto',
    url_path: '/ambiente/7/clienti/trattative?trattativa=5',
    match: 'word',
  },
  { type: 'client', id: 43, title: 'Rossi Impianti', subtitle: null, url_path: '/ambiente/7/clienti/43', match: 'prefix' },
  {
    type: 'call',
    id: 9,
    title: 'Rossi S.r.l.',
    subtitle: 'Richiesta cliente del 01/12/2026',
    url_path: '/ambiente/7/richieste/9',
    match: 'word',
  },
];

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderShell() {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/ambiente/7/clienti']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <GlobalSearch projectId="7" expanded />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

function mockSearch(hits: SearchHit[] = HITS) {
  return jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url === 'projects/7/search') return { data: { q: (config.params as { q: string }).q, data: hits }, status: 200 } as never;
    throw new Error(`unexpected request ${config.url}`);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  // the hits are TanStack queries on the page's one QueryClient: each test starts without them
  queryClient.clear();
});

test('Ctrl+K opens the window; typing asks the API once, debounced, from 2 characters; Enter opens the first hit', async () => {
  const spy = mockSearch();
  renderShell();
  expect(screen.queryByTestId('global-search-input')).toBeNull();
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  const input = await screen.findByTestId('global-search-input');
  fireEvent.change(input, { target: { value: 'r' } });
  await act(() => new Promise((r) => setTimeout(r, 300)));
  expect(spy).not.toHaveBeenCalled();
  for (const v of ['ro', 'ros', 'rossi']) fireEvent.change(input, { target: { value: v } });
  await waitFor(() => expect(screen.getAllByTestId('global-search-hit')).toHaveLength(4));
  expect(spy).toHaveBeenCalledTimes(1);
  expect((spy.mock.calls[0][0] as AxiosRequestConfig).params).toEqual({ q: 'rossi', limit: 5 });
  // grouped, with Italian labels, the clients' group first (its best hit is the exact P.IVA)
  expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Clienti', 'Trattative', 'Richieste']);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Rossi S.r.l.P.IVA 01234567897 · Torino',
    'Rossi Impianti',
    'Domanda RossiRossi S.r.l. · Contatto',
    'Rossi S.r.l.Richiesta cliente del 01/12/2026',
  ]);
  expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ambiente/7/clienti/42'));
  await waitFor(() => expect(screen.queryByTestId('global-search-input')).toBeNull());
});

test('the arrow keys move through the hits in the order shown, wrapping; Enter opens the chosen one', async () => {
  mockSearch();
  renderShell();
  fireEvent.keyDown(window, { key: 'K', metaKey: true });
  const input = await screen.findByTestId('global-search-input');
  fireEvent.change(input, { target: { value: 'rossi' } });
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  const selected = () => screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
  expect(selected()).toBe(2);
  expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2].id);
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(selected()).toBe(3);
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ambiente/7/richieste/9'));
});

test('no hits: an Italian message; the sidebar entry opens the window too', async () => {
  mockSearch([]);
  renderShell();
  fireEvent.click(screen.getByTestId('global-search-open'));
  const input = await screen.findByTestId('global-search-input');
  fireEvent.change(input, { target: { value: 'zzz' } });
  expect((await screen.findByTestId('global-search-empty')).textContent).toBe('Nessun risultato per «zzz».');
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByTestId('where').textContent).toBe('/ambiente/7/clienti');
});

test('groups follow the best hit of each type', () => {
  expect(groupHits(HITS).map((g) => [g.label, g.hits.map((h) => h.id)])).toEqual([
    ['Clienti', [42, 43]],
    ['Trattative', [5]],
    ['Richieste', [9]],
  ]);
});

test('a negotiation hit opens the kanban with that negotiation in the edit window (who may manage it)', async () => {
  const { NegotiationsPage } = await import('../../mf-clients/src/negotiations/NegotiationsPage');
  const { useSession } = await import('@bandi/shared-ui');
  useSession.setState({
    user: { id: 9, name: 'Rita', surname: 'Neri', type: 'client-manager', permissions: ['negotiations.manage'] } as never,
  });
  const card = {
    id: 5,
    client_id: 42,
    client_name: 'Rossi S.r.l.',
    announcement_id: null,
    announcement_name: null,
    title: 'Domanda Rossi',
    stage: 'contact',
    stage_label: 'Contatto',
    position: 0,
    amount_requested: null,
    amount_granted: null,
    success_fee_percent: null,
    success_fee_amount: null,
    stage_deadlines: {},
    lost_reason: null,
    note: null,
    version: 1,
  };
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url === 'projects/7/negotiations/board')
      return { data: { stages: [{ stage: 'contact', label: 'Contatto', items: [card] }] }, status: 200 } as never;
    return { data: { data: [], total: 0 }, status: 200 } as never;
  });
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/ambiente/7/clienti/trattative?trattativa=5']}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti/trattative" element={<NegotiationsPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  expect(await screen.findByText('Modifica trattativa')).toBeTruthy();
  expect((screen.getByDisplayValue('Domanda Rossi') as HTMLInputElement).value).toBe('Domanda Rossi');
  useSession.setState({ user: null });
});

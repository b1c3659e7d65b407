/**
 * @jest-environment jsdom
 */
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useSession, type User } from '@bandi/shared-ui';
import { PotentialCalls } from '../../mf-clients/src/clients/detail/PotentialCalls';

/**
 * Issue 37, "Client -> calls": the client's "Bandi potenziali" showed the first 50 of "265 bandi
 * aperti" with no way to the others. It now pages on the server (every page reachable) and
 * filters by esito, scadenza, forma di agevolazione and ambito, each sent to the API; the data to
 * collect are named.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const row = (id: number) => ({
  announcement: { id, name: `Bando ${id}`, scope: 'global', start_date: null, end_date: '2099-12-31', supplying_authority: null },
  verdict: id === 1 ? 'unknown' : 'eligible',
  requirements: [],
  failed: [],
  unknown: [],
  missing_data: id === 1 ? [{ field: 'clients_history.headcount', label: 'manca il numero di dipendenti' }] : [],
});

function mockApi() {
  return jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url === 'projects/7/clients/3/eligible-announcements')
      return { data: { data: [row(1), row(2)], total: 265 }, status: 200 } as never;
    if (config.url === 'reference/dropdowns/areas_of_intervention')
      return { data: [{ value: 'Digitale', label: 'Digitale' }], status: 200 } as never;
    return { data: [], status: 200 } as never;
  });
}
const lastParams = (spy: jest.SpyInstance) =>
  spy.mock.calls
    .map(([c]) => c as AxiosRequestConfig)
    .filter((c) => c.url === 'projects/7/clients/3/eligible-announcements')
    .at(-1)?.params;

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

test('pages on the server beyond the 50th call and sends each filter', async () => {
  useSession.setState({ user: { id: 5, type: 'client-manager', permissions: ['negotiations.create'] } as unknown as User });
  const spy = mockApi();
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <PotentialCalls projectId="7" clientId={3} onNegotiation={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
  expect((await screen.findByTestId('potential-total')).textContent).toContain('265 bandi aperti');
  expect(lastParams(spy)).toEqual({ skip: 0, take: 20 });
  expect(screen.getByTestId('potential-1').textContent).toContain('Dati da raccogliere: manca il numero di dipendenti');
  // 265 calls, 20 per page: the last page (14) starts at the 261st
  fireEvent.click(screen.getByRole('button', { name: 'Pagina 14' }));
  await waitFor(() => expect(lastParams(spy)).toEqual({ skip: 260, take: 20 }));

  await choose('Esito', 'Idoneo');
  await waitFor(() => expect(lastParams(spy)).toEqual({ skip: 0, take: 20, verdict: 'eligible' }));
  await choose('Forma di agevolazione', 'Garanzia');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ funding_type: 'type_warranty' }));
  await choose('Ambito di intervento', 'Digitale');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ area: 'Digitale' }));
  await choose('Scadenza', 'Entro 30 giorni');
  await waitFor(() => expect(lastParams(spy)).toMatchObject({ closing_before: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }));
  const sent = new Date(`${lastParams(spy).closing_before}T12:00:00`).getTime();
  expect(Math.round((sent - Date.now()) / 864e5)).toBeGreaterThanOrEqual(29);
  expect(Math.round((sent - Date.now()) / 864e5)).toBeLessThanOrEqual(31);
});

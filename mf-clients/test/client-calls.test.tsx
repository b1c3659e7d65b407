/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { ClientCalls } from '../src/clients/detail/ClientCalls';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * The "Richieste" tab of a client card: the client's call logs (GET …/calls?client_id=, a TanStack
 * query since issue 38), newest first, each date linking to the call log's detail, the status in
 * Italian; "Nessuna richiesta" when there is none; the API's Italian message when it refuses.
 */

const call = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  call_date: '2026-11-20T09:30:00.000Z',
  status: 'open',
  referent_name: 'Giulia Bianchi',
  note: 'Chiede del bando digitale',
  ...over,
});

/** GET projects/7/calls answers `answer` (an Error: refused); returns the query parameters asked. */
function mockApi(answer: unknown) {
  const asked: unknown[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url !== 'projects/7/calls') throw new Error(`unexpected ${config.url}`);
    asked.push(config.params);
    if (answer instanceof Error) throw answer;
    return { data: answer, status: 200 } as never;
  });
  return asked;
}

function renderTab() {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <ClientCalls projectId="7" clientId={12} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test("lists the client's call logs with their status in Italian, each date linking to the call log", async () => {
  const asked = mockApi({ data: [call(31), call(30, { status: 'in_progress', referent_name: null, note: null })], total: 2 });
  renderTab();
  const table = await screen.findByTestId('client-calls');
  expect(asked).toEqual([{ client_id: 12, take: 100 }]);
  const first = within(screen.getByTestId('client-call-31'));
  expect(first.getByText('Aperta')).toBeTruthy();
  expect(first.getByText('Giulia Bianchi')).toBeTruthy();
  expect(first.getByRole('link').getAttribute('href')).toBe('/ambiente/7/richieste/31');
  expect(within(screen.getByTestId('client-call-30')).getByText('In lavorazione')).toBeTruthy();
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('says so when the client has no call log, and shows the refusal of the API', async () => {
  mockApi({ data: [], total: 0 });
  renderTab();
  expect(await screen.findByText('Nessuna richiesta per questo cliente.')).toBeTruthy();
  jest.restoreAllMocks();
  queryClient.clear();
  document.body.innerHTML = '';

  mockApi(apiRefusal(404, 'Cliente non trovato'));
  renderTab();
  expect(await screen.findByText('Cliente non trovato')).toBeTruthy();
});

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { api } from '@bandi/shared-ui';
import { CallBulkActions } from '../src/calls/CallBulkActions';

/**
 * Issue 37, bulk actions on the call log list: "Cambia stato" asks for the new status before it
 * sends anything, sends the selected ids (or the list's filter when every matching call log is
 * selected) as one request, then says how many changed and lists each refused call log with its
 * reason; "Archivia" asks to confirm with the count.
 */
jest.setTimeout(30_000);

const ANSWER = {
  action: 'set_status',
  total: 3,
  done: 2,
  refused: 1,
  results: [
    { call_id: 1, label: '18/11/2026 - Officine Rossi S.r.l.', outcome: 'done', reason: null },
    { call_id: 2, label: '19/11/2026 - Meccanica Bianchi S.p.A.', outcome: 'done', reason: null },
    {
      call_id: 3,
      label: '20/11/2026 - Fornitore S.r.l.',
      outcome: 'refused',
      reason: 'La richiesta è archiviata: ripristinala prima di modificarla',
    },
  ],
};

function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    return { data: { ...ANSWER, action: (config.data as { action: string }).action }, status: 200 } as never;
  });
  return requests;
}

afterEach(() => jest.restoreAllMocks());

test('"Cambia stato" sends the selected call logs with the chosen status; the refused one is listed with its reason', async () => {
  const requests = mockApi();
  const finished = jest.fn();
  render(
    <MantineProvider>
      <CallBulkActions
        projectId="7"
        selection={{ all: false, ids: [1, 2, 3], count: () => 3 } as never}
        total={40}
        filter={{ status: 'open' }}
        onFinished={finished}
      />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByTestId('call-bulk-actions'));
  fireEvent.click(await screen.findByTestId('call-bulk-set_status'));
  expect(await screen.findByText('Cambia stato: 3 richieste')).toBeTruthy();
  expect((screen.getByTestId('call-bulk-confirm') as HTMLButtonElement).disabled).toBe(true);
  await act(async () => {
    fireEvent.click(screen.getByTestId('call-bulk-status'));
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('option', { name: 'Chiusa', hidden: true }));
  });
  await waitFor(() => expect((screen.getByTestId('call-bulk-confirm') as HTMLButtonElement).disabled).toBe(false));
  expect(requests).toEqual([]);
  fireEvent.click(screen.getByTestId('call-bulk-confirm'));
  expect((await screen.findByTestId('call-bulk-summary')).textContent).toBe('2 di 3 modificate, 1 non modificate');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    method: 'post',
    url: 'projects/7/calls/bulk',
    data: { action: 'set_status', ids: [1, 2, 3], status: 'closed' },
  });
  const refused = within(screen.getByTestId('call-bulk-refused'));
  expect(refused.getByText('20/11/2026 - Fornitore S.r.l.')).toBeTruthy();
  expect(refused.getByText('La richiesta è archiviata: ripristinala prima di modificarla')).toBeTruthy();
  fireEvent.click(screen.getByTestId('call-bulk-close'));
  expect(finished).toHaveBeenCalledTimes(1);
});

test('"Archivia" on every matching call log asks to confirm with the count and sends the list\'s filter', async () => {
  const requests = mockApi();
  render(
    <MantineProvider>
      <CallBulkActions
        projectId="7"
        selection={{ all: true, ids: [], count: (total: number) => total } as never}
        total={40}
        filter={{ status: 'closed', client_id: 4 }}
        onFinished={() => undefined}
      />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByTestId('call-bulk-actions'));
  fireEvent.click(await screen.findByTestId('call-bulk-archive'));
  expect(await screen.findByText('Archiviare 40 richieste?')).toBeTruthy();
  fireEvent.click(screen.getByTestId('call-bulk-confirm'));
  await screen.findByTestId('call-bulk-summary');
  expect(requests[0].data).toEqual({ action: 'archive', filter: { status: 'closed', client_id: 4 } });
});

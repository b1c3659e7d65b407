/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { queryClient } from '@bandi/shared-ui';
import { ClientBulkActions } from '../src/clients/ClientBulkActions';
import { stubApi, type SeenRequest } from '../../shared-ui/test/helpers/api-requests';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * Issue 37, the progress of a bulk action of the client list: the job (POST …/clients/bulk) is read
 * at once and then every second (GET …/clients/bulk/{jobId}) until it is done or failed, then its
 * counts and the refused clients are shown and it is read no more; a failed read shows its message
 * and the job is still followed.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const job = (status: string, done: number, refused = 0) => ({
  id: 4,
  action: 'archive',
  status,
  total: 2,
  done,
  refused,
  results: refused ? [{ client_id: 2, name: 'Bianchi S.p.A.', outcome: 'refused', reason: 'Cliente già archiviato' }] : [],
});

const reads = (requests: SeenRequest[]) => requests.filter((r) => r.method === 'get' && r.url === 'projects/7/clients/bulk/4');

/** "Azioni" -> "Archivia" -> "Conferma" on clients 1 and 2. */
async function archive() {
  const selection = { all: false, ids: [1, 2], count: () => 2 } as never;
  render(
    <MantineProvider env="test">
      <ClientBulkActions projectId="7" selection={selection} total={2} filter={{}} onFinished={() => undefined} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByTestId('bulk-actions'));
  fireEvent.click(await screen.findByTestId('bulk-archive'));
  await act(async () => {
    fireEvent.click(await screen.findByTestId('bulk-confirm'));
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('reads the job until it is done, then shows its counts and the refused clients, and reads no more', async () => {
  const answers = [job('running', 1), job('done', 1, 1)];
  const requests = stubApi(({ method, url }) => {
    if (method === 'post' && url === 'projects/7/clients/bulk') return { job_id: 4, total: 2 };
    if (method === 'get' && url === 'projects/7/clients/bulk/4') return answers[Math.min(reads(requests).length - 1, answers.length - 1)];
    throw new Error(`unexpected ${method} ${url}`);
  });
  await archive();
  const progress = await screen.findByTestId('bulk-progress');
  expect(requests.find((r) => r.method === 'post')?.data).toEqual({ action: 'archive', ids: [1, 2] });
  expect((await within(progress).findByTestId('bulk-summary')).textContent).toBe('1 di 2: 1 eseguiti, 0 rifiutati');
  await waitFor(() => expect(within(progress).getByTestId('bulk-summary').textContent).toBe('2 di 2: 1 eseguiti, 1 rifiutati'));
  expect(screen.getByText('Operazione completata')).toBeTruthy();
  expect(within(progress).getByTestId('bulk-refused').textContent).toContain('Cliente già archiviato');
  expect(reads(requests)).toHaveLength(2);
  // done: not read again
  await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(reads(requests)).toHaveLength(2);
});

test('a failed read shows its message and the job is still followed to its end', async () => {
  const requests = stubApi(({ method, url }) => {
    if (method === 'post' && url === 'projects/7/clients/bulk') return { job_id: 4, total: 2 };
    if (method === 'get' && url === 'projects/7/clients/bulk/4') {
      if (reads(requests).length === 1) throw apiRefusal(404, 'Operazione non trovata');
      return job('failed', 1);
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  await archive();
  const progress = await screen.findByTestId('bulk-progress');
  expect(await within(progress).findByText('Operazione non trovata')).toBeTruthy();
  expect(await within(progress).findByText('1 clienti non sono stati elaborati e sono rimasti invariati.')).toBeTruthy();
  // the message stays, as before the query
  expect(within(progress).getByText('Operazione non trovata')).toBeTruthy();
  expect(reads(requests)).toHaveLength(2);
});

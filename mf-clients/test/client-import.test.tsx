/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useSession, type User } from '@bandi/shared-ui';
import { ClientImportPage } from '../src/imports/ClientImportPage';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * Issue 33, "Client import": the file is sent, the suggested mapping is shown as a Select per
 * column (a column set to «Ignora» sends the new mapping and shows the new counts), the preview
 * lists each row's action with its Italian errors, «Importa» starts the commit; a running import
 * is read every second (IMPORT_POLL_MS) until it ends, a failed read shown without stopping.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);
// jsdom has no layout: Mantine's Select scrolls the selected option into view when it opens

const fields = [
  { key: 'business_name', label: 'Ragione sociale' },
  { key: 'vat_number', label: 'Partita IVA' },
  { key: 'pec', label: 'PEC' },
];
const base = {
  id: 5,
  file_name: 'clienti.csv',
  status: 'previewed',
  format: 'csv',
  encoding: 'windows-1252',
  separator: ';',
  sheets: ['CSV'],
  sheet: 'CSV',
  headers: ['Denominazione', 'P.IVA', 'Codice interno'],
  fields,
  progress: null,
  error: null,
  undo: null,
  can_undo: false,
  created_at: '2026-11-29T10:00:00Z',
  committed_at: null,
  undo_until: null,
};
const rows = [
  {
    row_number: 2,
    action: 'create',
    client_id: null,
    business_name: 'Caffè Rossi S.r.l.',
    vat_number: '01234567897',
    fiscal_code: null,
    changes: [],
    messages: [],
  },
  {
    row_number: 3,
    action: 'update',
    client_id: 9,
    business_name: 'Bianchi S.p.A.',
    vat_number: '12345678903',
    fiscal_code: null,
    changes: ['pec'],
    messages: [],
  },
  {
    row_number: 4,
    action: 'reject',
    client_id: null,
    business_name: 'Sbagliata',
    vat_number: '12345678900',
    fiscal_code: null,
    changes: [],
    messages: [{ field: 'vat_number', message: 'Partita IVA non valida', level: 'error' }],
  },
];
const preview = {
  ...base,
  mapping: ['business_name', 'vat_number', null],
  counts: { create: 1, update: 1, unchanged: 0, reject: 1, total: 3 },
  rows,
};
const remapped = {
  ...base,
  mapping: ['business_name', null, null],
  counts: { create: 3, update: 0, unchanged: 0, reject: 0, total: 3 },
  rows: rows.map((r) => ({ ...r, action: 'create', messages: [], changes: [], vat_number: null })),
};

function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.method === 'put') return { data: remapped, status: 200 } as never;
    if (config.method === 'post' && config.url === 'projects/7/client-imports') return { data: preview, status: 201 } as never;
    if (config.method === 'post') return { data: { ...preview, status: 'running', progress: { done: 1, total: 3 } }, status: 202 } as never;
    return { data: { ...preview, status: 'running', progress: { done: 2, total: 3 } }, status: 200 } as never;
  });
  return requests;
}

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  queryClient.clear();
});

/** Opens the import page as a client manager of environment 7 and chooses a file `clienti.csv` with `content`. */
async function openWithFile(content: string): Promise<void> {
  useSession.setState({ user: { id: 5, type: 'client-manager', permissions: ['clients.import'] } as unknown as User });
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/ambiente/7/clienti/importa']}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti/importa" element={<ClientImportPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([content], 'clienti.csv', { type: 'text/csv' })] } });
  });
}

/**
 * Answers the upload with the preview and the commit as running (1 of 3 rows); the n-th read of
 * the progress (n from 1) gets `read(n)`. Returns the reads sent so far.
 */
function mockCommittedImport(read: (n: number) => unknown): () => AxiosRequestConfig[] {
  const requests: AxiosRequestConfig[] = [];
  const reads = () => requests.filter((r) => (r.method ?? 'get') === 'get');
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.method === 'post' && config.url === 'projects/7/client-imports') return { data: preview, status: 201 } as never;
    if (config.method === 'post') return { data: { ...preview, status: 'running', progress: { done: 1, total: 3 } }, status: 202 } as never;
    return { data: read(reads().length), status: 200 } as never;
  });
  return reads;
}

/** Chooses a file, goes to the preview and clicks «Importa». */
async function commitImport(): Promise<void> {
  await openWithFile('x');
  fireEvent.click(await screen.findByTestId('import-to-preview'));
  await act(async () => {
    fireEvent.click(await screen.findByTestId('import-commit'));
  });
}

test('shows the suggested mapping; «Ignora» on a column sends the new mapping and shows the new counts', async () => {
  const requests = mockApi();
  await openWithFile('Denominazione;P.IVA\n');
  const mapping = await screen.findByTestId('import-mapping');
  expect(requests[0]).toMatchObject({ method: 'post', url: 'projects/7/client-imports' });
  expect(requests[0].data).toBeInstanceOf(FormData);
  expect(screen.getByTestId('import-format').textContent).toBe('clienti.csv · File CSV, codifica Windows-1252, separatore punto e virgola');
  expect((within(mapping).getByTestId('mapping-0') as HTMLInputElement).value).toBe('Ragione sociale');
  expect((within(mapping).getByTestId('mapping-1') as HTMLInputElement).value).toBe('Partita IVA');
  expect((within(mapping).getByTestId('mapping-2') as HTMLInputElement).value).toBe('Ignora');
  expect(screen.getByTestId('import-counts').textContent).toContain('Scartato: 1');

  // «Ignora» on the P.IVA column: the new mapping is sent, the new counts shown
  fireEvent.click(within(mapping).getByTestId('mapping-1'));
  await act(async () => {
    fireEvent.click(await screen.findByRole('option', { name: 'Ignora' }));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'put')).toBe(true));
  const put = requests.find((r) => r.method === 'put')!;
  expect(put.url).toBe('projects/7/client-imports/5/mapping');
  expect(put.data).toEqual({ columns: ['business_name', null, null] });
  await waitFor(() => expect(screen.getByTestId('import-counts').textContent).toContain('Nuovo: 3'));
  expect((within(mapping).getByTestId('mapping-1') as HTMLInputElement).value).toBe('Ignora');
});

test('shows each row’s action and Italian errors in the preview and starts the commit', async () => {
  const requests = mockApi();
  await openWithFile('x');
  fireEvent.click(await screen.findByTestId('import-to-preview'));
  const table = await screen.findByTestId('import-preview');
  expect(within(table).getByTestId('import-row-2').textContent).toContain('Nuovo');
  expect(within(table).getByTestId('import-row-3').textContent).toContain('Aggiornato');
  expect(within(table).getByTestId('import-row-3').textContent).toContain('Modifica: PEC');
  const rejected = within(table).getByTestId('import-row-4').textContent;
  expect(rejected).toContain('Scartato');
  expect(rejected).toContain('Partita IVA: Partita IVA non valida');
  await act(async () => {
    fireEvent.click(screen.getByTestId('import-commit'));
  });
  expect(requests.some((r) => r.method === 'post' && r.url === 'projects/7/client-imports/5/commit')).toBe(true);
  expect(await screen.findByTestId('import-running')).toBeTruthy();
  expect(screen.getByText('1 righe di 3')).toBeTruthy();
});

test('reads a running import every second until it ends, then shows the result and reads no more', async () => {
  // the first read: still running; then done
  const reads = mockCommittedImport((n) =>
    n === 1
      ? { ...preview, status: 'running', progress: { done: 2, total: 3 } }
      : { ...preview, status: 'done', progress: { done: 3, total: 3 }, committed_at: '2026-11-29T10:01:00Z' },
  );
  await commitImport();
  // the commit's answer is the first progress: not read again at once
  expect(await screen.findByText('1 righe di 3')).toBeTruthy();
  expect(reads()).toHaveLength(0);
  expect(await screen.findByText('2 righe di 3')).toBeTruthy();
  expect(reads()[0].url).toBe('projects/7/client-imports/5');
  expect(await screen.findByText('Importazione completata.')).toBeTruthy();
  expect(screen.getByTestId('import-result')).toBeTruthy();
  expect(reads()).toHaveLength(2);
  // ended: no read after another two periods
  await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(reads()).toHaveLength(2);
});

test('a failed read of the progress shows its message and the import is still followed to its end', async () => {
  const reads = mockCommittedImport((n) => {
    if (n === 1) throw apiRefusal(404, 'Importazione non trovata');
    return { ...preview, status: 'done', progress: { done: 3, total: 3 } };
  });
  await commitImport();
  expect((await screen.findByTestId('import-error')).textContent).toBe('Importazione non trovata');
  expect(screen.getByTestId('import-running')).toBeTruthy();
  expect(await screen.findByText('Importazione completata.')).toBeTruthy();
  // the message stays until the next action, as before the query
  expect(screen.getByTestId('import-error').textContent).toBe('Importazione non trovata');
  expect(reads()).toHaveLength(2);
});

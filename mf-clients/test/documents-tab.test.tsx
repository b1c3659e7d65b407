/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { addCalendarDays, todayInRome } from '@bandi/domain';
import { api } from '@bandi/shared-ui';
import { DocumentsTab, documentUploadSchema } from '../src/clients/detail/DocumentsTab';

/**
 * Issue 35, the client's "Documenti" tab (docs/domain.md#client-documents): documents by type with
 * issue date, expiry and a status badge (red "Scaduto", orange "In scadenza"), the replaced ones
 * only behind "Mostra storico", the expired/expiring summary; the upload form's rules (issue date
 * not in the future, expiry not before it, the identity card's expiry required) and its multipart
 * body; no upload or delete for who may not write clients.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const today = todayInRome();
const doc = (over: Record<string, unknown>) => ({
  type_id: 2,
  type_code: 'ordinary_chamber',
  type_label: 'Visura camerale ordinaria',
  file: { id: '6f1c0d1e-0000-4000-8000-000000000001', original_name: 'visura.pdf', mime_type: 'application/pdf', size_bytes: 1024 },
  uploaded_by: 5,
  uploaded_by_name: 'Mario Rossi',
  created_at: '2026-01-10T10:00:00Z',
  replaced_at: null,
  replaced_by: null,
  current: true,
  ...over,
});
const list = {
  data: [
    doc({ id: 1, name: 'Visura 2026', issue_date: '2026-01-10', expiry_date: '2026-07-10', status: 'scaduto' }),
    doc({
      id: 3,
      type_code: 'durc',
      type_label: 'DURC',
      name: 'DURC',
      issue_date: '2026-08-01',
      expiry_date: '2026-11-29',
      status: 'in scadenza',
    }),
    doc({
      id: 0,
      name: 'Visura 2025',
      issue_date: '2025-01-10',
      expiry_date: '2025-07-10',
      status: 'scaduto',
      current: false,
      replaced_at: '2026-01-10T10:00:00Z',
      replaced_by: 1,
    }),
  ],
  alerts: { expired: 1, expiring: 1 },
};
const types = [
  {
    id: 1,
    code: 'identity',
    label: "Documento d'identità",
    validity_days: null,
    validity_months: null,
    expiry_from_document: true,
    builtin: true,
    active: true,
    position: 10,
  },
  {
    id: 2,
    code: 'ordinary_chamber',
    label: 'Visura camerale ordinaria',
    validity_days: null,
    validity_months: 6,
    expiry_from_document: false,
    builtin: true,
    active: true,
    position: 20,
  },
];

function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.method === 'post') return { data: list, status: 201 } as never;
    if (config.url === 'projects/7/clients/3/documents') return { data: list, status: 200 } as never;
    if (config.url === 'document-types') return { data: types, status: 200 } as never;
    return { data: null, status: 204 } as never;
  });
  return requests;
}

function renderTab(canWrite: boolean) {
  render(
    <MantineProvider env="test">
      <DocumentsTab projectId="7" clientId="3" canWrite={canWrite} onChange={() => undefined} />
    </MantineProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

test('shows the status badges, the summary, and the history only on request', async () => {
  mockApi();
  renderTab(false);
  const expired = await screen.findByTestId('document-row-1');
  expect(expired.textContent).toContain('10/07/2026');
  expect(expired.textContent).toContain('Scaduto');
  expect(screen.getByTestId('document-row-3').textContent).toContain('In scadenza');
  expect(screen.getByTestId('document-alerts').textContent).toBe('1 documento scaduto1 documento in scadenza');
  expect(screen.queryByTestId('document-row-0')).toBeNull();
  fireEvent.click(screen.getByTestId('documents-history'));
  expect((await screen.findByTestId('document-row-0')).textContent).toContain('Sostituito il 10/01/2026');
  // who may not write clients: no upload, no delete
  expect(screen.queryByTestId('document-add')).toBeNull();
  expect(screen.queryByText('Elimina')).toBeNull();
});

test('the form refuses bad dates and asks the identity card its expiry', async () => {
  const schema = documentUploadSchema(types as never, today);
  const file = new File(['%PDF-1.4'], 'ci.pdf', { type: 'application/pdf' });
  const errorsOf = async (v: Record<string, unknown>) =>
    schema.validate({ name: '', replace: true, file, ...v }, { abortEarly: false }).then(
      () => [],
      (e: { errors: string[] }) => e.errors,
    );
  expect(await errorsOf({ type: 'ordinary_chamber', issue_date: addCalendarDays(today, 1), expiry_date: '' })).toEqual([
    'La data di rilascio non può essere nel futuro',
  ]);
  expect(await errorsOf({ type: 'ordinary_chamber', issue_date: today, expiry_date: addCalendarDays(today, -1) })).toEqual([
    'La scadenza non può precedere la data di rilascio',
  ]);
  expect(await errorsOf({ type: 'identity', issue_date: today, expiry_date: '' })).toEqual(['Indica la scadenza riportata sul documento']);
  expect(await errorsOf({ type: 'ordinary_chamber', issue_date: today, expiry_date: '', file: null })).toEqual(['Seleziona un file']);
  expect(await errorsOf({ type: 'ordinary_chamber', issue_date: today, expiry_date: '' })).toEqual([]);
});

test('uploads a document as multipart with type, dates and replace', async () => {
  const requests = mockApi();
  renderTab(true);
  fireEvent.click(await screen.findByTestId('document-add'));
  const form = await screen.findByTestId('document-upload-form');
  fireEvent.change(within(form).getByTestId('document-name'), { target: { value: 'Visura aggiornata' } });
  const typeInput = within(form).getByTestId('document-type');
  await act(async () => {
    fireEvent.click(typeInput);
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('option', { name: 'Visura camerale ordinaria' }));
  });
  const fileInput = form.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(fileInput, { target: { files: [new File(['%PDF-1.4'], 'visura.pdf', { type: 'application/pdf' })] } });
  });
  await act(async () => {
    fireEvent.click(within(form).getByTestId('document-save'));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'post')).toBe(true));
  const post = requests.find((r) => r.method === 'post')!;
  expect(post.url).toBe('projects/7/clients/3/documents');
  const body = post.data as FormData;
  expect(body.get('type')).toBe('ordinary_chamber');
  expect(body.get('name')).toBe('Visura aggiornata');
  expect(body.get('replace')).toBe('true');
  expect((body.get('file') as File).name).toBe('visura.pdf');
});

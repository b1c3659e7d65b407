/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, useSession, type User } from '@bandi/shared-ui';
import { UndertakingOperations } from '../src/clients/detail/UndertakingOperations';
import type { UndertakingOperation } from '../src/types';

/**
 * Issue 34, mergers and splits of the single undertaking in the state aid tab: the operations
 * with the share of the other enterprise's aid that counts; who may write clients adds a split by
 * equity ("Aggiungi operazione": euro typed in Italian sent as cents, the date as YYYY-MM-DD),
 * edits one ("Modifica": the form filled with the stored values, the whole body sent with its
 * version as If-Match) and removes one (with its version), the headroom reloaded after each
 * change; who may not, sees no button.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const merger: UndertakingOperation = {
  id: 21,
  client_id: 3,
  kind: 'merger',
  operation_date: '2025-06-30',
  counterpart_client_id: 4,
  counterpart_name: 'Incorporata S.r.l.',
  counterpart_vat: '01234567897',
  allocation: null,
  equity_cents: null,
  total_equity_cents: null,
  share_percent: 100,
  article: 'Reg. (UE) 2023/2831, art. 3, par. 8',
  description: 'Incorporata S.r.l. incorporata il 30/06/2025: contano i suoi aiuti concessi fino a quella data',
  created_by: 1,
  updated_by: 1,
  version: 3,
  created_at: '2025-07-01T10:00:00Z',
  updated_at: '2025-07-01T10:00:00Z',
};

function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.method === 'post') return { data: { ...merger, id: 22 }, status: 201 } as never;
    if (config.method === 'delete') return { data: null, status: 204 } as never;
    if (config.method === 'put') return { data: { ...merger, ...(config.data as object), version: 4 }, status: 200 } as never;
    if (config.url === 'projects/7/clients/3/undertaking-operations') return { data: { data: [merger], total: 1 }, status: 200 } as never;
    return { data: [], status: 200 } as never;
  });
  return requests;
}

function renderOps(canWrite: boolean, onChange = jest.fn()) {
  useSession.setState({ user: { id: 5, type: 'client-manager', permissions: ['clients.eligibility'] } as unknown as User });
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <UndertakingOperations projectId="7" clientId={3} canWrite={canWrite} onChange={onChange} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onChange;
}

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
});

test('lists the operations with the share of aid that counts; who may not write sees no action', async () => {
  mockApi();
  renderOps(false);
  const row = await screen.findByTestId('operation-row-21');
  expect(row.textContent).toContain('30/06/2025');
  expect(row.textContent).toContain('Fusione o acquisizione');
  expect(row.textContent).toContain('Incorporata S.r.l.');
  expect(row.textContent).toContain('100 %');
  expect(row.textContent).toContain('art. 3, par. 8');
  expect(screen.queryByTestId('operation-add')).toBeNull();
  expect(screen.queryByTestId('operation-delete-21')).toBeNull();
  expect(screen.queryByTestId('operation-edit-21')).toBeNull();
});

test('edits an operation: the stored values in the form, the whole body sent with its version', async () => {
  const requests = mockApi();
  const onChange = renderOps(true);
  fireEvent.click(await screen.findByTestId('operation-edit-21'));
  const form = await screen.findByTestId('operation-form');
  expect(screen.getByText('Modifica operazione straordinaria')).toBeTruthy();
  const name = within(form).getByTestId('operation-counterpart_name') as HTMLInputElement;
  expect(name.value).toBe('Incorporata S.r.l.');
  expect((within(form).getByTestId('operation-counterpart_vat') as HTMLInputElement).value).toBe('01234567897');
  expect((within(form).getByLabelText(/Data di efficacia/) as HTMLInputElement).value).toBe('30/06/2025');
  fireEvent.change(name, { target: { value: 'Incorporata S.p.A.' } });
  await act(async () => {
    fireEvent.click(within(form).getByTestId('operation-save'));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'put')).toBe(true));
  const put = requests.find((r) => r.method === 'put')!;
  expect(put.url).toBe('projects/7/clients/3/undertaking-operations/21');
  expect(put.headers).toMatchObject({ 'If-Match': '"3"' });
  expect(put.data).toEqual({
    kind: 'merger',
    operation_date: '2025-06-30',
    counterpart_name: 'Incorporata S.p.A.',
    counterpart_vat: '01234567897',
    allocation: null,
    equity_cents: null,
    total_equity_cents: null,
  });
  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  expect(requests.some((r) => r.method === 'post')).toBe(false);
});

test('adds a split by equity (euro sent as cents) and removes an operation with its version', async () => {
  const requests = mockApi();
  const onChange = renderOps(true);
  fireEvent.click(await screen.findByText('Aggiungi operazione'));
  const form = await screen.findByTestId('operation-form');
  fireEvent.click(within(form).getByTestId('operation-kind'));
  fireEvent.click(await screen.findByRole('option', { name: 'Scissione' }));
  fireEvent.change(within(form).getByTestId('operation-counterpart_name'), { target: { value: 'Scissa S.p.A.' } });
  fireEvent.click(await within(form).findByTestId('operation-allocation'));
  fireEvent.click(await screen.findByRole('option', { name: 'In proporzione al patrimonio netto' }));
  for (const [label, value] of [
    [/Patrimonio netto del cliente/, '250.000'],
    [/Patrimonio netto di tutte/, '1.000.000,50'],
  ] as const) {
    const input = (await within(form).findByLabelText(label)) as HTMLInputElement;
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
  await waitFor(() =>
    expect(
      within(form)
        .getByLabelText(/Data di efficacia/)
        .hasAttribute('data-dates-input'),
    ).toBe(true),
  );
  await act(async () => {
    fireEvent.change(within(form).getByLabelText(/Data di efficacia/), { target: { value: '01/01/2025' } });
  });
  await act(async () => {
    fireEvent.click(within(form).getByTestId('operation-save'));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'post')).toBe(true));
  const post = requests.find((r) => r.method === 'post')!;
  expect(post.url).toBe('projects/7/clients/3/undertaking-operations');
  expect(post.data).toEqual({
    kind: 'split',
    operation_date: '2025-01-01',
    counterpart_name: 'Scissa S.p.A.',
    counterpart_vat: null,
    allocation: 'equity',
    equity_cents: 25_000_000,
    total_equity_cents: 100_000_050,
  });
  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));

  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await act(async () => {
    fireEvent.click(screen.getByTestId('operation-delete-21'));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'delete')).toBe(true));
  const del = requests.find((r) => r.method === 'delete')!;
  expect(del.url).toBe('projects/7/clients/3/undertaking-operations/21');
  expect(del.headers).toMatchObject({ 'If-Match': '"3"' });
  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
});

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { DropdownValuesTab } from '../../mf-settings/src/global/DropdownValuesTab';
import { stubApi, type SeenRequest } from '../../shared-ui/test/helpers/api-requests';

/**
 * The values of a dropdown list in the global settings (/api/settings/dropdowns/{list}): "Aggiungi"
 * adds a value, the switch (de)activates one and the bin deletes it, each with the version listed
 * (If-Match); after every write the list's values are read again.
 */
const value = (id: number, label: string, version = 1, active = true) => ({
  id,
  list: 'interprofessional_funds',
  value: label.toLowerCase(),
  label,
  sort_order: id,
  active,
  version,
});

const reads = (requests: SeenRequest[]) =>
  requests.filter((r) => r.method === 'get' && r.url === 'settings/dropdowns/interprofessional_funds');
/** The headers the request `index` of the shared client was sent with. */
const headersOf = (index: number) => (jest.mocked(api.request).mock.calls[index][0] as AxiosRequestConfig).headers;

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('adds, deactivates and deletes values, with their version, and reads the list again after each', async () => {
  let values = [value(1, 'Fondimpresa', 3)];
  const requests = stubApi(({ method, url, data }) => {
    if (method === 'get' && url === 'settings/dropdowns/interprofessional_funds') return { data: values, total: values.length };
    if (method === 'post' && url === 'settings/dropdowns/interprofessional_funds') {
      values = [...values, value(2, (data as { label: string }).label)];
      return values[1];
    }
    if (method === 'put' && url === 'settings/dropdowns/interprofessional_funds/1') {
      values = [value(1, 'Fondimpresa', 4, false), ...values.slice(1)];
      return values[0];
    }
    if (method === 'delete' && url === 'settings/dropdowns/interprofessional_funds/2') {
      values = values.slice(0, 1);
      return null;
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  render(
    <MantineProvider env="test">
      <DropdownValuesTab fixedList="interprofessional_funds" title="Fondi interprofessionali" />
    </MantineProvider>,
  );
  await screen.findByTestId('dropdown-value-1');
  expect(reads(requests)).toHaveLength(1);

  fireEvent.change(screen.getByTestId('dropdown-new-label'), { target: { value: 'Fondirigenti' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('dropdown-add'));
  });
  await screen.findByTestId('dropdown-value-2');
  expect(requests.find((r) => r.method === 'post')?.data).toEqual({ label: 'Fondirigenti' });
  expect(reads(requests)).toHaveLength(2);
  await waitFor(() => expect((screen.getByTestId('dropdown-new-label') as HTMLInputElement).value).toBe(''));

  await act(async () => {
    fireEvent.click(within(screen.getByTestId('dropdown-value-1')).getByLabelText('Attivo: Fondimpresa'));
  });
  await waitFor(() => expect(reads(requests)).toHaveLength(3));
  const put = requests.findIndex((r) => r.method === 'put');
  expect(requests[put].data).toEqual({ active: false });
  expect(headersOf(put)).toMatchObject({ 'If-Match': '"3"' });
  await waitFor(() =>
    expect((within(screen.getByTestId('dropdown-value-1')).getByLabelText('Attivo: Fondimpresa') as HTMLInputElement).checked).toBe(false),
  );

  await act(async () => {
    fireEvent.click(within(screen.getByTestId('dropdown-value-2')).getByLabelText('Elimina Fondirigenti'));
  });
  await waitFor(() => expect(screen.queryByTestId('dropdown-value-2')).toBeNull());
  expect(headersOf(requests.findIndex((r) => r.method === 'delete'))).toMatchObject({ 'If-Match': '"1"' });
  expect(reads(requests)).toHaveLength(4);
});

/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Formik } from 'formik';
import { queryClient } from '@bandi/shared-ui';
import { AtecoPicker } from '../src/clients/AtecoPicker';
import { stubApi, type SeenRequest } from '../../shared-ui/test/helpers/api-requests';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * The ATECO 2025 picker of the client form: a stored code gets its description
 * (GET /api/reference/ateco/{code}); typing searches GET /api/reference/ateco (sub-categories,
 * 200 ms after the last keystroke), and the label of the chosen code put in the box is not a new
 * search; a code whose description cannot be read shows alone.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const PROGRAMMING = { code: '62.10.00', description: 'Attività di programmazione informatica' };
const CONSULTING = { code: '62.20.00', description: 'Consulenza informatica' };

let value = '';
function renderPicker(initial: string) {
  value = initial;
  render(
    <MantineProvider env="test">
      <Formik initialValues={{ ateco: initial }} onSubmit={() => undefined}>
        {({ values }) => {
          value = values.ateco;
          return <AtecoPicker name="ateco" testId="ateco" />;
        }}
      </Formik>
    </MantineProvider>,
  );
  return screen.getByTestId('ateco') as HTMLInputElement;
}

const searches = (requests: SeenRequest[]) => requests.filter((r) => r.url === 'reference/ateco');

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('a stored code shows its description, and is not searched for', async () => {
  const requests = stubApi(({ url }) => {
    if (url === 'reference/ateco/62.10.00') return { ...PROGRAMMING, version: '2025', level: 6 };
    throw new Error(`unexpected ${url}`);
  });
  const input = renderPicker('62.10.00');
  await waitFor(() => expect(input.value).toBe('62.10.00 – Attività di programmazione informatica'));
  expect(requests[0]).toMatchObject({ method: 'get', url: 'reference/ateco/62.10.00', params: { version: '2025' } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(searches(requests)).toEqual([]);
});

test('typing searches the sub-categories; the chosen code is the value and its label is not a new search', async () => {
  const requests = stubApi(({ url, params }) => {
    if (url === 'reference/ateco') return { data: params?.search === 'informatica' ? [PROGRAMMING, CONSULTING] : [], total: 2 };
    throw new Error(`unexpected ${url}`);
  });
  const input = renderPicker('');
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: 'informatica' } });
  const option = await screen.findByRole('option', { name: '62.20.00 – Consulenza informatica' });
  await act(async () => {
    fireEvent.click(option);
  });
  expect(searches(requests).map((r) => r.params)).toEqual([{ version: '2025', level: 6, search: 'informatica', take: 30 }]);
  await waitFor(() => expect(value).toBe('62.20.00'));
  expect(input.value).toBe('62.20.00 – Consulenza informatica');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(searches(requests)).toHaveLength(1);
});

test('a code whose description cannot be read shows alone', async () => {
  const requests = stubApi(() => {
    throw apiRefusal(404, 'Codice ATECO non trovato');
  });
  const input = renderPicker('99.99.99');
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(input.value).toBe('99.99.99');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(input.value).toBe('99.99.99');
  expect(searches(requests)).toEqual([]);
});

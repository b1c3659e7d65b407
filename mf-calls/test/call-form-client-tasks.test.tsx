/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { api, useSession, type User } from '@bandi/shared-ui';
import { CallForm } from '../src/calls/CallCreateForm';

/**
 * Issue 37, the call log form (Nuova richiesta): once the client is known, its open tasks stand
 * beside the form, and "Nuovo compito" creates one linked to that client; a user who cannot read
 * tasks sees no card.
 */
jest.setTimeout(60000);

const task = (id: number, title: string, overdue: boolean) => ({
  id,
  title,
  description: null,
  due_date: overdue ? '2026-01-10' : '2027-03-01',
  status: 'open',
  overdue,
  owner_id: 5,
  owner_name: 'Giulia Verdi',
  client_id: 3,
  call_id: null,
  negotiation_id: null,
  announcement_id: null,
  link_label: 'Rossi Impianti S.r.l.',
  version: 1,
});

/** The API as the form and the card ask it; every request is recorded. */
function mockApi(requests: AxiosRequestConfig[], tasks: () => unknown[]) {
  const answer = async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.url?.startsWith('/reference/dropdowns/') || config.url?.startsWith('reference/dropdowns/'))
      return { data: [], status: 200 } as never;
    if (config.url === 'projects/7/clients/3') return { data: { id: 3, business_name: 'Rossi Impianti S.r.l.' }, status: 200 } as never;
    if (config.url === 'projects/7/tasks/assignees') return { data: [{ id: 5, name: 'Giulia Verdi' }], status: 200 } as never;
    if (config.url === 'projects/7/tasks' && config.method === 'post')
      return { data: { ...task(12, 'Richiamare per i bilanci', false), ...(config.data as object) }, status: 201 } as never;
    if (config.url === 'projects/7/tasks') return { data: { data: tasks(), total: tasks().length }, status: 200 } as never;
    return { data: { data: [], total: 0 }, status: 200 } as never;
  };
  jest.spyOn(api, 'request').mockImplementation(answer);
  // the preset client is read with api.get, which axios does not route through the instance's `request`
  jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => answer({ ...config, url, method: 'get' }));
}

const ui = (
  <MantineProvider>
    <CallForm projectId="7" clientId={3} />
  </MantineProvider>
);

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
});

test("lists the client's open tasks beside the call log form and creates a new one linked to the client", async () => {
  useSession.setState({
    user: { id: 5, name: 'Giulia', permissions: ['calls.create', 'tasks.read', 'tasks.write'] } as unknown as User,
  });
  const requests: AxiosRequestConfig[] = [];
  let open = [task(10, 'Inviare la visura', true), task(11, 'Preparare il preventivo', false)];
  mockApi(requests, () => open);
  render(ui);
  const card = await screen.findByTestId('call-client-tasks');
  expect(within(card).getByText('Compiti aperti del cliente')).toBeTruthy();
  expect(await within(card).findByText('Inviare la visura')).toBeTruthy();
  expect(within(card).getByText('Preparare il preventivo')).toBeTruthy();
  expect(within(card).getByTestId('record-task-overdue-10').textContent).toBe('Scaduto');
  expect(within(card).queryByTestId('record-task-overdue-11')).toBeNull();
  // the card asks for the open tasks of this client only; the form is still there beside it
  const list = requests.find((r) => r.url === 'projects/7/tasks' && r.method !== 'post');
  expect(list?.params).toMatchObject({ status: 'open', client_id: 3 });
  expect(screen.getByTestId('call-create-form')).toBeTruthy();

  fireEvent.click(within(card).getByTestId('new-task'));
  await waitFor(() => expect((screen.getByTestId('new-task-link') as HTMLInputElement).value).toBe('Rossi Impianti S.r.l.'));
  fireEvent.change(screen.getByTestId('new-task-title'), { target: { value: 'Richiamare per i bilanci' } });
  // Mantine's DateInput (a lazy chunk of shared-ui) replaces its read-only placeholder first
  await waitFor(() => expect(screen.getByTestId('new-task-due').hasAttribute('data-dates-input')).toBe(true));
  await act(async () => {
    fireEvent.change(screen.getByTestId('new-task-due'), { target: { value: '31/01/2027' } });
    fireEvent.blur(screen.getByTestId('new-task-due'));
  });
  open = [...open, task(12, 'Richiamare per i bilanci', false)];
  await act(async () => {
    fireEvent.click(screen.getByTestId('new-task-save'));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'post')).toBe(true));
  expect(requests.find((r) => r.method === 'post')?.data).toEqual({
    title: 'Richiamare per i bilanci',
    owner_id: 5,
    due_date: '2027-01-31',
    description: null,
    client_id: 3,
  });
  // the card reloads and shows the new task
  expect(await within(card).findByText('Richiamare per i bilanci')).toBeTruthy();
});

test('shows no task card to a user who cannot read tasks', async () => {
  useSession.setState({ user: { id: 8, name: 'Paolo', permissions: ['calls.create'] } as unknown as User });
  const requests: AxiosRequestConfig[] = [];
  mockApi(requests, () => [task(10, 'Inviare la visura', true)]);
  render(ui);
  await waitFor(() => expect(requests.some((r) => r.url === 'projects/7/clients/3')).toBe(true));
  expect(screen.getByTestId('call-create-form')).toBeTruthy();
  expect(screen.queryByText('Compiti aperti del cliente')).toBeNull();
  expect(screen.queryByText('Inviare la visura')).toBeNull();
  expect(requests.some((r) => r.url === 'projects/7/tasks')).toBe(false);
});

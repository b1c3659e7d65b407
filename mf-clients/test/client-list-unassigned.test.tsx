/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useSession, type User } from '@bandi/shared-ui';
import { ClientList } from '../src/clients/ClientList';
import { ClientBulkActions } from '../src/clients/ClientBulkActions';

/**
 * Issue 37, "Senza gestore": a client no user manages carries the warning in the client list, and
 * `?mine=none` (the link of La mia giornata) asks the API for just those (`managed_by=none`); the
 * bulk action "Crea compito" (for who holds tasks.write) sends one job with the task's fields.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const row = (id: number, business_name: string, unassigned: boolean) => ({
  id,
  business_name,
  vat_number: null,
  fiscal_code: null,
  legal_form: null,
  legal_form_name: null,
  city: null,
  province: null,
  region: null,
  email: null,
  phone: null,
  company_dimension: null,
  company_dimension_manual: false,
  primary_ateco: null,
  status: 'active',
  unassigned,
});

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  queryClient.clear();
});

test('shows "Senza gestore" on the clients without a manager and filters them with ?mine=none', async () => {
  useSession.setState({ user: { id: 5, name: 'Giulia', permissions: ['clients.read', 'clients.write'] } as unknown as User });
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.url === 'projects/7/clients')
      return { data: { data: [row(1, 'Gestita S.r.l.', false), row(2, 'Orfana S.r.l.', true)], total: 2 }, status: 200 } as never;
    if (config.url === 'projects/7/saved-views') return { data: { data: [] }, status: 200 } as never;
    return { data: [], status: 200 } as never;
  });
  const { unmount } = render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/ambiente/7/clienti?mine=none']}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti" element={<ClientList />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  const badges = await screen.findAllByTestId('client-unassigned');
  expect(badges).toHaveLength(1);
  expect(badges[0].textContent).toBe('Senza gestore');
  expect(within(badges[0].parentElement!).getByText('Orfana S.r.l.', { exact: false })).toBeTruthy();
  const list = requests.find((r) => r.url === 'projects/7/clients');
  expect(list?.params).toMatchObject({ managed_by: 'none' });
  unmount();
});

test('"Crea compito" on the selected clients sends title, owner and due date as one bulk job; hidden without tasks.write', async () => {
  useSession.setState({ user: { id: 5, name: 'Giulia', permissions: ['clients.write', 'tasks.write'] } as unknown as User });
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.url === 'projects/7/tasks/assignees') return { data: [{ id: 9, name: 'Luca Neri' }], status: 200 } as never;
    if (config.method === 'post') return { data: { job_id: 4, total: 2 }, status: 202 } as never;
    return { data: { id: 4, action: 'create_task', status: 'running', total: 2, done: 0, refused: 0, results: [] }, status: 200 } as never;
  });
  const selection = { all: false, ids: [1, 2], count: () => 2 } as never;
  const ui = (
    <MantineProvider>
      <ClientBulkActions projectId="7" selection={selection} total={2} filter={{}} onFinished={() => undefined} />
    </MantineProvider>
  );
  const { unmount } = render(ui);
  fireEvent.click(screen.getByTestId('bulk-actions'));
  fireEvent.click(await screen.findByTestId('bulk-create_task'));
  fireEvent.change(await screen.findByTestId('bulk-task-title'), { target: { value: 'Raccogliere i bilanci' } });
  await waitFor(() => expect(requests.some((r) => r.url === 'projects/7/tasks/assignees')).toBe(true));
  await act(async () => {
    fireEvent.click(screen.getByTestId('bulk-task-owner'));
  });
  await act(async () => {
    // the dropdown lives in a portal beside the modal, which hides its siblings from the accessibility tree
    fireEvent.click(await screen.findByRole('option', { name: 'Luca Neri', hidden: true }));
  });
  // Mantine's DateInput (a lazy chunk of shared-ui) replaces its read-only placeholder first
  await waitFor(() => expect(screen.getByTestId('bulk-task-due').hasAttribute('data-dates-input')).toBe(true));
  await act(async () => {
    fireEvent.change(screen.getByTestId('bulk-task-due'), { target: { value: '31/01/2027' } });
    fireEvent.blur(screen.getByTestId('bulk-task-due'));
  });
  await waitFor(() => expect((screen.getByTestId('bulk-confirm') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('bulk-confirm'));
  await waitFor(() => expect(requests.some((r) => r.method === 'post')).toBe(true));
  expect(requests.find((r) => r.method === 'post')?.data).toEqual({
    action: 'create_task',
    ids: [1, 2],
    params: { title: 'Raccogliere i bilanci', owner_id: 9, due_date: '2027-01-31' },
  });
  unmount();

  useSession.setState({ user: { id: 5, name: 'Giulia', permissions: ['clients.write'] } as unknown as User });
  render(ui);
  fireEvent.click(screen.getByTestId('bulk-actions'));
  await screen.findByTestId('bulk-archive');
  expect(screen.queryByTestId('bulk-create_task')).toBeNull();
});

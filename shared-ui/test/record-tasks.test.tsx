import './helpers/polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { api } from '../src/api/client';
import { RecordTasks } from '../src/components/RecordTasks';
import { useSession } from '../src/session/store';
import type { User } from '../src/types';

/** The "Compiti" card of a record's page and its "Nuovo compito" dialog (issue 37). */
const TASK = {
  id: 11,
  title: 'Richiamare il cliente',
  owner_id: 5,
  owner_name: 'Giulia Bianchi',
  due_date: '2026-01-10',
  status: 'open',
  overdue: true,
};

function signIn(permissions: string[]) {
  useSession.setState({ user: { id: 5, name: 'Giulia', surname: 'Bianchi', permissions } as unknown as User });
}

/** Answers the tasks list, the assignees and the create; records every request. */
function mockApi(list: unknown[] = [TASK]) {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.url === 'projects/7/tasks/assignees') return { data: [{ id: 5, name: 'Giulia Bianchi' }], status: 200 } as never;
    if (config.method === 'post') return { data: { ...TASK, id: 12 }, status: 201 } as never;
    return { data: { data: list, total: list.length }, status: 200 } as never;
  });
  return requests;
}

const renderCard = () =>
  render(
    <MantineProvider>
      <RecordTasks projectId="7" link={{ client_id: 3 }} linkLabel="Officine Rossi S.r.l." />
    </MantineProvider>,
  );

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
});

test("lists the record's open tasks with owner and due date, the overdue ones in red, and hides the button without tasks.write", async () => {
  signIn(['tasks.read']);
  const requests = mockApi();
  renderCard();
  const row = await screen.findByTestId('record-task-11');
  expect(row.textContent).toContain('Richiamare il cliente');
  expect(row.textContent).toContain('Giulia Bianchi');
  expect(row.textContent).toContain('10/01/2026');
  expect(within(row).getByTestId('record-task-overdue-11').textContent).toBe('Scaduto');
  expect(requests[0]).toMatchObject({ url: 'projects/7/tasks', params: { status: 'open', take: 20, client_id: 3 } });
  expect(screen.queryByTestId('new-task')).toBeNull();
});

test('"Nuovo compito" shows the record read-only, checks the fields in Italian and creates the task linked to it', async () => {
  signIn(['tasks.read', 'tasks.write']);
  const requests = mockApi([]);
  renderCard();
  fireEvent.click(await screen.findByTestId('new-task'));
  const link = (await screen.findByTestId('new-task-link')) as HTMLInputElement;
  expect(link.value).toBe('Officine Rossi S.r.l.');
  expect(link.readOnly).toBe(true);

  fireEvent.click(screen.getByTestId('new-task-save'));
  expect((await screen.findAllByText('Campo obbligatorio')).length).toBeGreaterThanOrEqual(2);
  expect(requests.some((r) => r.method === 'post')).toBe(false);

  fireEvent.change(screen.getByTestId('new-task-title'), { target: { value: 'Inviare la visura' } });
  fireEvent.change(screen.getByTestId('new-task-due'), { target: { value: '15/02/2026' } });
  fireEvent.blur(screen.getByTestId('new-task-due'));
  fireEvent.click(screen.getByTestId('new-task-save'));
  await waitFor(() => expect(requests.some((r) => r.method === 'post')).toBe(true));
  const post = requests.find((r) => r.method === 'post')!;
  expect(post.url).toBe('projects/7/tasks');
  expect(post.data).toEqual({
    title: 'Inviare la visura',
    owner_id: 5,
    due_date: '2026-02-15',
    description: null,
    client_id: 3,
  });
});

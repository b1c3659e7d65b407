/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, useProjectStore, useSession, type Capabilities, type Project, type User } from '@bandi/shared-ui';
import { Sidebar } from '../src/layouts/Sidebar';
import TasksApp from '../../mf-calls/src/tasks/TasksApp';
import { CallDetail } from '../../mf-calls/src/calls/CallDetail';

/**
 * Issue 37, "Tasks": "I miei compiti" (/ambiente/{id}/compiti, mf_calls/TasksApp) lists my open
 * tasks by due date with the overdue ones in red ("Scaduto", Italian dates), creates a task in a
 * modal whose empty fields are refused in Italian before any request, marks a task done; the
 * sidebar offers "Compiti" to who holds `tasks.read`, not to a referent user.
 */
const PROJECT = {
  id: 1,
  name: 'Ambiente Prova',
  color: 'blue',
  modules: { announcements: true, clients: true, calls: true, settings: true },
  newsletter_enabled: false,
  version: 1,
} as unknown as Project;

const TASKS = [
  {
    id: 11,
    title: 'Richiamare il cliente',
    description: null,
    owner_id: 5,
    owner_name: 'Giulia Bianchi',
    due_date: '2026-11-20',
    status: 'open',
    overdue: true,
    completed_at: null,
    client_id: 4,
    client_name: 'Officine Rossi S.r.l.',
    call_id: 8,
    call_label: 'Richiesta del 18/11/2026 - Officine Rossi S.r.l.',
    negotiation_id: null,
    negotiation_title: null,
    announcement_id: null,
    announcement_name: null,
    created_by: 5,
    created_at: '2026-11-18T09:00:00.000Z',
    updated_at: '2026-11-18T09:00:00.000Z',
    version: 3,
    updated_by: 5,
  },
  {
    id: 12,
    title: 'Preparare la domanda',
    description: 'Allegati',
    owner_id: 5,
    owner_name: 'Giulia Bianchi',
    due_date: '2099-01-15',
    status: 'open',
    overdue: false,
    completed_at: null,
    client_id: null,
    client_name: null,
    call_id: null,
    call_label: null,
    negotiation_id: null,
    negotiation_title: null,
    announcement_id: 30,
    announcement_name: 'Bando Digitale',
    created_by: 5,
    created_at: '2026-11-18T09:00:00.000Z',
    updated_at: '2026-11-18T09:00:00.000Z',
    version: 1,
    updated_by: 5,
  },
];

/** The list renders after its first answer, in a transition: jsdom and Mantine on a busy CI machine take a few seconds. */
const SLOW = { timeout: 10_000 };
jest.setTimeout(30_000);

const CALL = {
  id: 8,
  type: 'client',
  client_id: 4,
  client_name: 'Officine Rossi S.r.l.',
  referent_id: null,
  referent_name: null,
  company_name: null,
  call_date: '2026-11-18',
  status: 'open',
  note: 'Chiede del bando digitale',
  areas_of_intervention: [],
  send_to: [],
  sent_at: null,
  sent_to: null,
  announcements_count: 0,
  announcements: [],
  created_at: '2026-11-18T09:00:00.000Z',
  updated_at: '2026-11-18T09:00:00.000Z',
  version: 1,
  updated_by: null,
};

function signIn(permissions: string[], capabilities: Partial<Capabilities> = { canSeeCalls: true, canSeeClients: true }) {
  useSession.setState({
    user: {
      id: 5,
      name: 'Giulia',
      surname: 'Bianchi',
      type: 'client-manager',
      isAdmin: false,
      projects: [{ id: 1, name: PROJECT.name }],
      capabilities: { canHaveMultipleProjects: false, ...capabilities },
      permissions,
    } as unknown as User,
  });
  useProjectStore.setState({ project: PROJECT });
}

/** The API the screen calls; every request is recorded. */
function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (key === 'get projects/1/tasks') return { data: { data: TASKS, total: 2 }, status: 200 } as never;
    if (key === 'get projects/1/tasks/assignees')
      return {
        data: [
          { id: 5, name: 'Giulia Bianchi' },
          { id: 6, name: 'Marco Rossi' },
        ],
        status: 200,
      } as never;
    if (key === 'post projects/1/tasks/bulk')
      return {
        data: {
          action: 'reassign',
          total: 2,
          done: 1,
          refused: 1,
          results: [
            { task_id: 11, title: 'Richiamare il cliente', outcome: 'done', reason: null },
            { task_id: 12, title: 'Preparare la domanda', outcome: 'refused', reason: 'Il compito è già assegnato a questo utente' },
          ],
        },
        status: 200,
      } as never;
    if (key === 'patch projects/1/tasks/11') return { data: { ...TASKS[0], status: 'done', overdue: false }, status: 200 } as never;
    if (key === 'get projects/1/calls/8') return { data: CALL, status: 200 } as never;
    if (key === 'post projects/1/tasks')
      return {
        data: { ...TASKS[0], id: 13, title: (config.data as { title: string }).title, due_date: '2026-12-03', overdue: false },
        status: 201,
      } as never;
    if (key === 'get projects') return { data: { data: [PROJECT], total: 1 }, status: 200 } as never;
    throw Object.assign(new Error(`unexpected ${key}`), { response: { status: 403, data: { message: 'Accesso negato' } } });
  });
  return requests;
}

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  useProjectStore.setState({ project: null });
});

function renderTasks(path = '/ambiente/1/compiti') {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ambiente/:projectId/compiti/*" element={<TasksApp />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const listRequests = (requests: AxiosRequestConfig[]) =>
  requests.filter((r) => r.url === 'projects/1/tasks' && (r.method ?? 'get') === 'get');

test('lists my open tasks by due date, the overdue one in red with "Scaduto" and Italian dates', async () => {
  signIn(['tasks.read', 'tasks.write']);
  const requests = mockApi();
  renderTasks();
  expect(await screen.findByRole('heading', { name: 'I miei compiti' })).toBeTruthy();
  const overdue = await screen.findByTestId('task-overdue-11', {}, SLOW);
  expect(overdue.textContent).toBe('20/11/2026Scaduto');
  expect(screen.queryByTestId('task-overdue-12')).toBeNull();
  expect(screen.getByText('15/01/2099')).toBeTruthy();
  // linked records as links to their pages
  expect(screen.getByRole('link', { name: 'Officine Rossi S.r.l.' }).getAttribute('href')).toBe('/ambiente/1/clienti/4');
  expect(screen.getByRole('link', { name: 'Richiesta del 18/11/2026 - Officine Rossi S.r.l.' }).getAttribute('href')).toBe(
    '/ambiente/1/richieste/8',
  );
  // "I miei compiti" asks for mine, still open
  expect(listRequests(requests)[0].params).toMatchObject({ owner: 'me', status: 'open', skip: 0, take: 15 });
});

test('the filters of the address reach the API: scaduti of everyone', async () => {
  signIn(['tasks.read', 'tasks.write']);
  const requests = mockApi();
  renderTasks('/ambiente/1/compiti?owner=all&due=overdue');
  await screen.findByTestId('task-overdue-11', {}, SLOW);
  const params = listRequests(requests)[0].params;
  expect(params).toMatchObject({ due: 'overdue', status: 'open' });
  expect(params.owner).toBeUndefined();
});

test('"Completa" marks the task done with its version', async () => {
  signIn(['tasks.read', 'tasks.write']);
  const requests = mockApi();
  renderTasks();
  fireEvent.click(await screen.findByTestId('task-complete-11', {}, SLOW));
  await waitFor(() => expect(requests.some((r) => r.method === 'patch')).toBe(true), SLOW);
  const patch = requests.find((r) => r.method === 'patch')!;
  expect(patch.url).toBe('projects/1/tasks/11');
  expect(patch.data).toEqual({ status: 'done' });
  expect((patch.headers as Record<string, string>)['If-Match']).toBe('"3"');
  await waitFor(() => expect(listRequests(requests).length).toBe(2), SLOW);
});

test('the create form refuses empty fields in Italian before sending anything', async () => {
  signIn(['tasks.read', 'tasks.write']);
  const requests = mockApi();
  renderTasks();
  fireEvent.click(await screen.findByTestId('tasks-create', {}, SLOW));
  const form = await screen.findByTestId('task-form', {}, SLOW);
  fireEvent.click(within(form).getByTestId('task-save'));
  await waitFor(() => expect(within(form).getAllByText('Campo obbligatorio').length).toBe(2), SLOW);
  expect(requests.some((r) => r.method === 'post')).toBe(false);
});

test('without tasks.write the list is read-only', async () => {
  signIn(['tasks.read']);
  mockApi();
  renderTasks();
  await screen.findByTestId('task-overdue-11', {}, SLOW);
  expect(screen.queryByTestId('tasks-create')).toBeNull();
  expect(screen.queryByTestId('task-complete-11')).toBeNull();
});

test('the sidebar offers "Compiti" to who holds tasks.read, not to a referent user', () => {
  mockApi();
  const renderSidebar = () =>
    render(
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/ambiente/1/clienti']}>
          <Sidebar project={PROJECT} projectId="1" expanded canToggle={false} onToggle={() => undefined} />
        </MemoryRouter>
      </MantineProvider>,
    );
  signIn(['clients.read', 'calls.read', 'tasks.read', 'tasks.write']);
  const { unmount } = renderSidebar();
  const entry = screen.getByTestId('sidebar-compiti');
  expect(entry.getAttribute('href')).toBe('/ambiente/1/compiti');
  expect(entry.textContent).toContain('Compiti');
  unmount();
  signIn(['clients.read', 'calls.read']);
  renderSidebar();
  expect(screen.queryByTestId('sidebar-compiti')).toBeNull();
  expect(screen.getByTestId('sidebar-richieste')).toBeTruthy();
});

test('"Nuovo compito" on a call log creates its follow-up, linked to the call, owned by me by default', async () => {
  signIn(['calls.read', 'calls.update', 'tasks.read', 'tasks.write']);
  const requests = mockApi();
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/ambiente/1/richieste/8']}>
        <Routes>
          <Route path="/ambiente/:projectId/richieste/:callId" element={<CallDetail />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  fireEvent.click(await screen.findByTestId('call-new-task', {}, SLOW));
  const form = await screen.findByTestId('task-form', {}, SLOW);
  fireEvent.change(within(form).getByTestId('task-title'), { target: { value: 'Inviare la scheda del bando' } });
  await waitFor(
    () =>
      expect(
        within(form)
          .getByLabelText(/Scadenza/)
          .hasAttribute('data-dates-input'),
      ).toBe(true),
    SLOW,
  );
  await act(async () => {
    fireEvent.change(within(form).getByLabelText(/Scadenza/), { target: { value: '03/12/2026' } });
  });
  fireEvent.click(within(form).getByTestId('task-save'));
  const created = await screen.findByTestId('call-task-created', {}, SLOW);
  expect(created.textContent).toContain('Compito «Inviare la scheda del bando» creato per Giulia Bianchi, scadenza 03/12/2026.');
  const post = requests.find((r) => r.method === 'post')!;
  expect(post.url).toBe('projects/1/tasks');
  expect(post.data).toEqual({ title: 'Inviare la scheda del bando', description: null, owner_id: 5, due_date: '2026-12-03', call_id: 8 });
});

test('selected tasks are reassigned in one bulk action; the refused one is listed with its reason; no selection without tasks.write', async () => {
  signIn(['tasks.read', 'tasks.write']);
  const requests = mockApi();
  const { unmount } = renderTasks();
  await screen.findByTestId('task-overdue-11', {}, SLOW);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Richiamare il cliente' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona Preparare la domanda' }));
  expect(screen.getByTestId('list-selection-bar').textContent).toContain('2 selezionati');
  fireEvent.click(screen.getByTestId('task-bulk-actions'));
  fireEvent.click(await screen.findByTestId('task-bulk-reassign'));
  const owner = await screen.findByTestId('task-bulk-owner');
  await act(async () => {
    fireEvent.click(owner);
  });
  await act(async () => {
    // the dropdown lives in a portal beside the modal (which hides its siblings from the accessibility
    // tree); the list's own "Assegnatario" filter has the same names, so the option is the dialog's listbox's
    const listbox = document.getElementById(owner.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Marco Rossi', hidden: true }));
  });
  await waitFor(() => expect((screen.getByTestId('task-bulk-confirm') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('task-bulk-confirm'));
  const summary = await screen.findByTestId('task-bulk-summary', {}, SLOW);
  expect(summary.textContent).toBe('1 di 2 riassegnati, 1 non modificati');
  expect(requests.find((r) => r.method === 'post' && r.url === 'projects/1/tasks/bulk')?.data).toEqual({
    action: 'reassign',
    ids: [11, 12],
    owner_id: 6,
  });
  const refused = within(screen.getByTestId('task-bulk-refused'));
  expect(refused.getByText('Preparare la domanda')).toBeTruthy();
  expect(refused.getByText('Il compito è già assegnato a questo utente')).toBeTruthy();
  expect(refused.queryByText('Richiamare il cliente')).toBeNull();
  // closing reloads the list and clears the selection
  const before = listRequests(requests).length;
  fireEvent.click(screen.getByTestId('task-bulk-close'));
  await waitFor(() => expect(listRequests(requests).length).toBeGreaterThan(before), SLOW);
  await waitFor(() => expect(screen.queryByTestId('list-selection-bar')).toBeNull());
  unmount();

  signIn(['tasks.read']);
  mockApi();
  renderTasks();
  await screen.findByTestId('task-overdue-11', {}, SLOW);
  expect(screen.queryByRole('checkbox', { name: 'Seleziona Richiamare il cliente' })).toBeNull();
});

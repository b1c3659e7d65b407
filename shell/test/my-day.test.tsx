/**
 * @jest-environment jsdom
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, XSRF_COOKIE_NAME, useProjectStore, useSession, type Project, type User } from '@bandi/shared-ui';
import MyDayPage from '../src/pages/home/MyDayPage';
import ProfilePage from '../src/pages/ProfilePage';
import { Sidebar } from '../src/layouts/Sidebar';

/**
 * Issue 37, "La mia giornata" (/ambiente/{id}/giornata): the page shows the numbers of GET
 * /api/projects/{id}/home, each a link to the list behind it, the announcements closing for my clients,
 * the pipeline in a table (charts beside it), marks the visit; the sidebar's first entry is La mia
 * giornata for who holds `home.read`; the profile's "Pagina iniziale" saves the choice.
 */
jest.setTimeout(30_000);
const SLOW = { timeout: 10_000 };

const STAGES = [
  ['contact', 'Contatto'],
  ['engagement', 'Incarico'],
  ['application_submitted', 'Domanda presentata'],
  ['under_review', 'In istruttoria'],
  ['admitted', 'Ammessa / graduatoria'],
  ['grant_decree', 'Decreto di concessione'],
  ['disbursement', 'Erogazione'],
  ['reporting', 'Rendicontazione'],
  ['closed_won', 'Chiusa vinta'],
  ['closed_lost', 'Chiusa persa'],
].map(([stage, label]) => ({
  stage,
  label,
  count: stage === 'contact' ? 2 : stage === 'closed_won' ? 1 : 0,
  amount_requested: stage === 'contact' ? 12500 : 0,
  amount_granted: stage === 'closed_won' ? 40000 : 0,
  success_fees: stage === 'closed_won' ? 2000 : 0,
}));

const HOME = {
  last_visit_at: null,
  all_clients: false,
  my_clients: 12,
  closing: {
    within_7: { announcements: 1, eligible: 4, unknown: 0 },
    within_30: { announcements: 3, eligible: 9, unknown: 2 },
    limited: false,
    announcements: [
      {
        id: 31,
        name: 'Bando Digitale PMI',
        end_date: '2026-12-03',
        days_left: 4,
        within: 7,
        eligible_count: 4,
        unknown_count: 0,
        clients: [
          { id: 1, business_name: 'Alfa S.r.l.' },
          { id: 2, business_name: 'Beta S.p.A.' },
          { id: 3, business_name: 'Gamma S.r.l.' },
        ],
      },
    ],
  },
  interest: {
    since: '2026-11-22T08:00:00.000Z',
    requests: {
      total: 2,
      latest: [
        {
          call_id: 55,
          client_id: 1,
          client_name: 'Alfa S.r.l.',
          announcement_id: 31,
          announcement_name: 'Bando Digitale PMI',
          created_at: '2026-11-28T10:00:00.000Z',
        },
      ],
    },
    signups: { total: 1, latest: [{ id: 9, email: 'nuovo@prova.it', status: 'pending', created_at: '2026-11-28T11:00:00.000Z' }] },
  },
  tasks: {
    overdue: 3,
    today: 1,
    week: 5,
    first: [{ id: 70, title: 'Richiamare Alfa', due_date: '2026-11-25', overdue: true, client_id: 1, client_name: 'Alfa S.r.l.' }],
  },
  pipeline: { stages: STAGES, totals: { count: 3, amount_requested: 12500, amount_granted: 40000, success_fees: 2000 } },
  unassigned_clients: null,
};

const PROJECT = {
  id: 7,
  name: 'Ambiente Prova',
  color: 'blue',
  modules: { announcements: true, clients: true, calls: true, settings: true },
  newsletter_enabled: true,
  version: 1,
} as unknown as Project;

function signIn(permissions: string[], over: Partial<User> = {}) {
  useSession.setState({
    user: {
      id: 5,
      name: 'Giulia',
      surname: 'Bianchi',
      fullName: 'Giulia Bianchi',
      email: 'giulia@prova.it',
      type: 'client-manager',
      isAdmin: false,
      projects: [{ id: 7, name: PROJECT.name, color: 'blue' }],
      capabilities: {
        canHaveMultipleProjects: false,
        canSeeClients: true,
        canSeeCalls: true,
        canSeeAnnouncements: true,
        canSeeReferents: true,
      },
      permissions,
      start_page: 'default',
      initialRoute: '/ambiente/7/clienti',
      ...over,
    } as unknown as User,
  });
  useProjectStore.setState({ project: PROJECT });
}

function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (key === 'get projects/7/home') return { data: HOME, status: 200 } as never;
    if (key === 'post projects/7/home/seen') return { data: { last_visit_at: '2026-11-29T09:00:00.000Z' }, status: 200 } as never;
    if (key === 'get csrf-cookie') return { data: null, status: 204 } as never;
    if (key === 'put profile/start-page') {
      const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
      const user = useSession.getState().user!;
      return { data: { ...user, start_page: body.start_page, initialRoute: '/ambiente/7/giornata' }, status: 200 } as never;
    }
    if (key === 'get projects') return { data: { data: [PROJECT], total: 1 }, status: 200 } as never;
    throw Object.assign(new Error(`unexpected ${key}`), { response: { status: 403, data: { message: 'Accesso negato' } } });
  });
  return requests;
}

// withCsrf asks for the XSRF cookie first when there is none
beforeEach(() => {
  document.cookie = `${XSRF_COOKIE_NAME}=prova`;
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  useProjectStore.setState({ project: null });
  queryClient.clear();
});

function renderAt(path: string, element: React.ReactNode, route = '/ambiente/:projectId/giornata') {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');

test('shows the numbers of the API, each a link to the list behind it, and marks the visit', async () => {
  signIn(['home.read', 'tasks.read', 'clients.read']);
  const requests = mockApi();
  renderAt('/ambiente/7/giornata', <MyDayPage />);
  expect(await screen.findByRole('heading', { name: 'La mia giornata' }, SLOW)).toBeTruthy();
  expect(screen.getByTestId('home-tasks-overdue').textContent).toBe('3Compiti scaduti');
  expect(href('home-tasks-overdue')).toBe('/ambiente/7/compiti?due=overdue');
  expect(href('home-tasks-today')).toBe('/ambiente/7/compiti?due=today');
  expect(href('home-tasks-week')).toBe('/ambiente/7/compiti?due=week');
  expect(screen.getByTestId('home-closing-7').textContent).toBe('1Bandi in scadenza entro 7 giorni');
  expect(screen.getByTestId('home-closing-30').textContent).toBe('3Bandi in scadenza entro 30 giorni');
  expect(screen.getByTestId('home-interest').textContent).toBe('2Nuove richieste di interesse');
  expect(href('home-interest')).toBe('/ambiente/7/richieste?status=open');
  expect(screen.getByTestId('home-signups').textContent).toBe('1Nuove iscrizioni alla newsletter');
  expect(screen.getByTestId('home-my-clients').textContent).toBe('12');
  expect(href('home-my-clients')).toBe('/ambiente/7/clienti?mine=me');
  // no administrator: no count of clients without a manager
  expect(screen.queryByTestId('home-unassigned')).toBeNull();
  // the announcement closing for my clients, with its clients and a link to it
  const row = screen.getByTestId('home-closing-row-31');
  expect(within(row).getByRole('link', { name: 'Bando Digitale PMI' }).getAttribute('href')).toBe('/ambiente/7/bandi/31');
  expect(row.textContent).toContain('Alfa S.r.l., Beta S.p.A., Gamma S.r.l. e altri 1');
  expect(row.textContent).toContain('chiude fra 4 giorni');
  expect(row.textContent).toContain('03/12/2026');
  // the pipeline in numbers: per stage, in euro, linked to the board
  expect(screen.getByTestId('home-stage-contact').textContent).toBe('2');
  expect(href('home-stage-contact')).toBe('/ambiente/7/clienti/trattative');
  expect(screen.getByTestId('home-total-requested').textContent).toBe('12.500,00 €');
  expect(screen.getByText('Richiamare Alfa · Alfa S.r.l.')).toBeTruthy();
  expect(screen.getByText('Scaduto il 25/11/2026')).toBeTruthy();
  // the news since the last visit, linked to the call log the interest opened
  expect(screen.getByRole('link', { name: 'Alfa S.r.l. è interessato a «Bando Digitale PMI»' }).getAttribute('href')).toBe(
    '/ambiente/7/richieste/55',
  );
  await waitFor(() =>
    expect(requests.some((r) => (r.method ?? '').toLowerCase() === 'post' && r.url === 'projects/7/home/seen')).toBe(true),
  );
});

test('shows administrators the clients without a manager', async () => {
  signIn(['home.read'], { type: 'local-administrator' } as Partial<User>);
  jest.restoreAllMocks();
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.url === 'projects/7/home') return { data: { ...HOME, all_clients: true, unassigned_clients: 6 }, status: 200 } as never;
    return { data: null, status: 200 } as never;
  });
  renderAt('/ambiente/7/giornata', <MyDayPage />);
  expect((await screen.findByTestId('home-unassigned', {}, SLOW)).textContent).toBe('6Clienti senza gestore');
  // the card opens the client list filtered on "Senza gestore" (managed_by=none)
  expect(href('home-unassigned')).toBe('/ambiente/7/clienti?mine=none');
  expect(href('home-my-clients')).toBe('/ambiente/7/clienti');
});

test('the sidebar opens with La mia giornata for who holds home.read, not for a referent user', async () => {
  signIn(['home.read', 'tasks.read']);
  mockApi();
  const { unmount } = renderAt(
    '/ambiente/7/clienti',
    <Sidebar project={PROJECT} projectId="7" expanded canToggle onToggle={() => undefined} />,
    '/ambiente/:projectId/*',
  );
  const entries = screen.getAllByTestId(/^sidebar-(giornata|bandi|clienti)$/);
  expect(entries[0].getAttribute('data-testid')).toBe('sidebar-giornata');
  expect(entries[0].getAttribute('href')).toBe('/ambiente/7/giornata');
  expect(entries[0].textContent).toBe('La mia giornata');
  unmount();
  signIn(['clients.read'], { type: 'referent' } as Partial<User>);
  renderAt(
    '/ambiente/7/clienti',
    <Sidebar project={PROJECT} projectId="7" expanded canToggle onToggle={() => undefined} />,
    '/ambiente/:projectId/*',
  );
  expect(screen.queryByTestId('sidebar-giornata')).toBeNull();
});

test('the profile saves La mia giornata as start page', async () => {
  signIn(['home.read']);
  const requests = mockApi();
  renderAt('/ambiente/7/profile', <ProfilePage />, '/ambiente/:projectId/profile');
  const card = await screen.findByTestId('start-page-card', {}, SLOW);
  const home = within(card).getByLabelText('La mia giornata') as HTMLInputElement;
  expect((within(card).getByLabelText('Pagina predefinita') as HTMLInputElement).checked).toBe(true);
  fireEvent.click(home);
  await waitFor(() => expect(useSession.getState().user?.initialRoute).toBe('/ambiente/7/giornata'));
  const put = requests.find((r) => (r.method ?? '').toLowerCase() === 'put' && r.url === 'profile/start-page');
  expect(typeof put?.data === 'string' ? JSON.parse(put.data) : put?.data).toEqual({ start_page: 'home' });
  await waitFor(() => expect((within(card).getByLabelText('La mia giornata') as HTMLInputElement).checked).toBe(true));
});

test('the profile offers no start page to who has no La mia giornata', async () => {
  signIn(['clients.read'], { type: 'referent' } as Partial<User>);
  mockApi();
  renderAt('/ambiente/7/profile', <ProfilePage />, '/ambiente/:projectId/profile');
  expect(await screen.findByRole('heading', { name: 'Il mio profilo' }, SLOW)).toBeTruthy();
  expect(screen.queryByTestId('start-page-card')).toBeNull();
});

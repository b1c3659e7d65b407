/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useProjectStore, useSession, type Project, type User } from '@bandi/shared-ui';
import { NOTIFICATIONS_POLL_MS, NotificationsBell, relativeTimeIt, type NotificationItem } from '../src/components/NotificationsBell';

/**
 * Issue 37, the bell of the shell: the unread count of GET …/notifications/unread-count on the
 * bell (aria-label "Notifiche, N non lette"), asked again every 60 s; the popover lists the latest
 * notifications with the relative time in Italian; a click marks one read (POST …/{id}/read) and
 * opens its link; "Segna tutte come lette" (POST …/read-all).
 */
const NOW = Date.now();
const ITEMS: NotificationItem[] = [
  {
    id: 11,
    kind: 'interest',
    title: 'Forno Verdi S.n.c. è interessato al bando «Bando Digitale»',
    link: '/ambiente/7/richieste/55',
    client_id: 3,
    announcement_id: 31,
    task_id: null,
    created_at: new Date(NOW - 5 * 60_000).toISOString(),
    read_at: null,
  },
  {
    id: 10,
    kind: 'task_assigned',
    title: 'Mario Rossi ti ha assegnato il compito «Richiamare»',
    link: '/ambiente/7/compiti',
    client_id: null,
    announcement_id: null,
    task_id: 4,
    created_at: new Date(NOW - 3 * 86_400_000).toISOString(),
    read_at: new Date(NOW - 86_400_000).toISOString(),
  },
];

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function signIn(permissions: string[]) {
  useSession.setState({
    user: { id: 5, name: 'Giulia', surname: 'Bianchi', permissions } as unknown as User,
  } as never);
}

function mockApi(unread = 3) {
  const calls: string[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    calls.push(key);
    if (key === 'get projects/7/notifications/unread-count') return { data: { unread }, status: 200 } as never;
    if (key === 'get projects/7/notifications') return { data: { data: ITEMS, total: 2, unread }, status: 200 } as never;
    if (key === 'post projects/7/notifications/11/read')
      return { data: { ...ITEMS[0], read_at: new Date().toISOString() }, status: 200 } as never;
    if (key === 'post projects/7/notifications/read-all') return { data: { updated: unread }, status: 200 } as never;
    throw new Error(`unexpected ${key}`);
  });
  return calls;
}

function renderBell() {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/ambiente/7/clienti']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <NotificationsBell projectId="7" />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  // the count and the list are TanStack queries on the page's one QueryClient: each test starts without them
  queryClient.clear();
});

test('shows the unread count and asks it again every 60 s', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  signIn(['notifications.read']);
  const calls = mockApi(3);
  renderBell();
  expect(await screen.findByRole('button', { name: 'Notifiche, 3 non lette' })).toBeTruthy();
  expect(screen.getByText('3')).toBeTruthy();
  expect(calls.filter((c) => c.endsWith('unread-count'))).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(NOTIFICATIONS_POLL_MS);
  });
  expect(calls.filter((c) => c.endsWith('unread-count'))).toHaveLength(2);
  // and on window focus
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(calls.filter((c) => c.endsWith('unread-count'))).toHaveLength(3);
});

test('a click on a notification marks it read and opens its link', async () => {
  signIn(['notifications.read']);
  const calls = mockApi(1);
  renderBell();
  fireEvent.click(await screen.findByRole('button', { name: 'Notifiche, 1 non lette' }));
  expect(await screen.findByText('Forno Verdi S.n.c. è interessato al bando «Bando Digitale»')).toBeTruthy();
  expect(screen.getByText('5 minuti fa')).toBeTruthy();
  expect(screen.getByText('3 giorni fa')).toBeTruthy();
  fireEvent.click(screen.getByText('Forno Verdi S.n.c. è interessato al bando «Bando Digitale»'));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ambiente/7/richieste/55'));
  expect(calls).toContain('post projects/7/notifications/11/read');
  expect(screen.getByRole('button', { name: 'Notifiche, 0 non lette' })).toBeTruthy();
});

test('"Segna tutte come lette" marks every notification read', async () => {
  signIn(['notifications.read']);
  const calls = mockApi(2);
  renderBell();
  fireEvent.click(await screen.findByRole('button', { name: 'Notifiche, 2 non lette' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Segna tutte come lette' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Notifiche, 0 non lette' })).toBeTruthy());
  expect(calls).toContain('post projects/7/notifications/read-all');
  expect(screen.getAllByTestId('notification-item').every((el) => el.getAttribute('data-unread') === 'false')).toBe(true);
});

test('no bell without notifications.read; the relative time in Italian', () => {
  signIn([]);
  const calls = mockApi();
  renderBell();
  expect(screen.queryByTestId('notifications-bell')).toBeNull();
  expect(calls).toEqual([]);
  const now = Date.parse('2026-11-29T12:00:00Z');
  expect(relativeTimeIt('2026-11-29T11:59:30Z', now)).toBe('adesso');
  expect(relativeTimeIt('2026-11-29T10:00:00Z', now)).toBe('2 ore fa');
  expect(relativeTimeIt('2026-11-28T12:00:00Z', now)).toBe('ieri');
  expect(relativeTimeIt('2026-09-01T12:00:00Z', now)).toBe('01/09/2026');
});

/** An announcement's change notice (NotificationsService.announcementChanged). */
const CHANGED: NotificationItem = {
  id: 12,
  kind: 'announcement_changed',
  title: 'Il bando «Voucher Export» è stato prorogato al 15/03/2027 (era 31/12/2026) — 2 tuoi clienti idonei',
  link: '/ambiente/7/bandi/31',
  client_id: null,
  announcement_id: 31,
  task_id: null,
  created_at: new Date(NOW - 60 * 60_000).toISOString(),
  read_at: null,
};

function signInWithProject(permissions: string[], newsletter: boolean) {
  useSession.setState({
    user: { id: 5, name: 'Giulia', surname: 'Bianchi', permissions, capabilities: { canSeeClients: true } } as unknown as User,
  } as never);
  useProjectStore.setState({
    project: {
      id: 7,
      name: 'Studio',
      newsletter_enabled: newsletter,
      modules: { announcements: true, clients: true, calls: true, settings: true },
    } as unknown as Project,
  });
}

test('a change notice offers "Invia aggiornamento ai clienti": the draft is made and opened on the Newsletter screen', async () => {
  signInWithProject(['notifications.read', 'newsletters.manage'], true);
  const posted: unknown[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (key === 'get projects/7/notifications/unread-count') return { data: { unread: 1 }, status: 200 } as never;
    if (key === 'get projects/7/notifications') return { data: { data: [CHANGED, ...ITEMS], total: 3, unread: 1 }, status: 200 } as never;
    if (key === 'post projects/7/newsletters/client-update') {
      posted.push(config.data);
      return { data: { id: 44, status: 'draft' }, status: 201 } as never;
    }
    throw new Error(`unexpected ${key}`);
  });
  renderBell();
  fireEvent.click(await screen.findByRole('button', { name: 'Notifiche, 1 non lette' }));
  // only on the change notice, not on the others
  const actions = await screen.findAllByTestId('notification-client-update');
  expect(actions).toHaveLength(1);
  fireEvent.click(actions[0]);
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ambiente/7/newsletter'));
  expect(posted.map((b) => (typeof b === 'string' ? JSON.parse(b) : b))).toEqual([{ announcement_id: 31 }]);
  useProjectStore.setState({ project: null });
});

test('no "Invia aggiornamento" without newsletters.manage or where the newsletter is off', async () => {
  for (const [permissions, newsletter] of [
    [['notifications.read'], true],
    [['notifications.read', 'newsletters.manage'], false],
  ] as const) {
    signInWithProject([...permissions], newsletter);
    jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
      const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
      if (key === 'get projects/7/notifications/unread-count') return { data: { unread: 1 }, status: 200 } as never;
      if (key === 'get projects/7/notifications') return { data: { data: [CHANGED], total: 1, unread: 1 }, status: 200 } as never;
      throw new Error(`unexpected ${key}`);
    });
    const { unmount } = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifiche, 1 non lette' }));
    await screen.findByText(CHANGED.title);
    expect(screen.queryByTestId('notification-client-update')).toBeNull();
    unmount();
    jest.restoreAllMocks();
  }
  useProjectStore.setState({ project: null });
});

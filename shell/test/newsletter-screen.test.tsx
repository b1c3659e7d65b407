/**
 * @jest-environment jsdom
 */
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, type RouteObject } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useProjectStore, useSession, type Capabilities, type Project, type User, type UserType } from '@bandi/shared-ui';
import { readRolesDoc } from '../../tools/test-helpers/roles-doc';
import { Sidebar } from '../src/layouts/Sidebar';
import { ForbiddenPage } from '../src/pages/ForbiddenPage';
import { routes } from '../src/router';
import { loadRemoteComponent } from '../src/federation/registry';
import NewslettersApp from '../../mf-settings/src/NewslettersApp';

/**
 * Issue 39, defect 4: the client manager had no newsletter screen. The newsletter cards lived only
 * in /ambiente/{id}/impostazioni, which the client manager may not open, although the API lets it
 * manage newsletters (`newsletters.manage`). The environment now has a Newsletter section
 * (/ambiente/{id}/newsletter, mf_settings/NewslettersApp, the same cards): in the sidebar of the
 * roles holding the permission (the matrix of docs/roles.md, read here) where the environment's newsletter
 * is on; the other roles get "Accesso negato" at its address.
 */

// the remote registry is the network; the module the route asks for is the workspace's source
jest.mock('../src/federation/registry', () => ({
  currentEnvironmentId: (pathname: string) => {
    const match = /^\/ambiente\/(\d+)/.exec(pathname);
    return match ? Number(match[1]) : null;
  },
  loadedRemoteComponent: () => undefined,
  loadRemoteComponent: jest.fn(),
}));

/**
 * The roles' capabilities and permissions as docs/roles.md lists them, the tables that
 * api/test/roles-doc.test.ts keeps equal to the API's `capabilitiesOf` and `PERMISSIONS` (the
 * front ends do not import the API's source), read by the same parser.
 */
const ROLES_DOC = readRolesDoc();
/** The six roles, in the columns' order (the capability table has the same order). */
const USER_TYPES = ROLES_DOC.roles as UserType[];

/** Whether role `type` holds `permission` in docs/roles.md#permissions. */
function hasPermission(type: UserType, permission: string): boolean {
  return Boolean(ROLES_DOC.permissions.find((row) => row.name === permission)?.roles.includes(type));
}

const ROLES_WITH_NEWSLETTERS = USER_TYPES.filter((type) => hasPermission(type, 'newsletters.manage'));
const ROLES_WITHOUT = USER_TYPES.filter((type) => !hasPermission(type, 'newsletters.manage'));

const PROJECT = {
  id: 1,
  name: 'Studio Lombardi',
  color: 'blue',
  horizontal_logo: null,
  vertical_logo: null,
  newsletter_enabled: true,
  modules: { announcements: true, clients: true, calls: true, settings: true },
  users: [],
  users_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
} as unknown as Project;

/** The session view of a user of role `type`, with the capabilities and permissions docs/roles.md gives the role. */
function signIn(type: UserType) {
  const user = {
    id: 5,
    name: 'Giulia',
    surname: 'Bianchi',
    type,
    isAdmin: type === 'administrator',
    initialRoute: '/ambiente/1/clienti',
    projects: [{ id: 1, name: PROJECT.name }],
    capabilities: Object.fromEntries(
      ROLES_DOC.capabilities.map(({ flag, cells }) => [flag, cells[USER_TYPES.indexOf(type)].startsWith('yes')]),
    ) as unknown as Capabilities,
    permissions: ROLES_DOC.permissions.filter(({ roles }) => roles.includes(type)).map(({ name }) => name),
  };
  useSession.setState({ user: user as unknown as User });
}

function openEnvironment(project: Partial<Project> = {}) {
  useProjectStore.setState({ project: { ...PROJECT, ...project } });
}

const NEWSLETTERS = [
  {
    id: 7,
    subject: 'Bandi di ottobre',
    body: 'Le novità del mese.',
    status: 'sent',
    mode: 'manual',
    client_id: null,
    sent_at: '2026-10-02T08:30:00.000Z',
    recipients_count: 12,
    announcement_ids: [435],
    progress: null,
    version: 2,
  },
  {
    id: 8,
    subject: 'Bandi di novembre',
    body: 'In arrivo.',
    status: 'draft',
    mode: 'manual',
    client_id: null,
    sent_at: null,
    recipients_count: 0,
    announcement_ids: [],
    progress: null,
    version: 1,
  },
];

/** The API the Newsletter screen (newsletters.manage) and the sidebar's environment selector call; any other request is a 403. */
function mockApi() {
  const answer = async (config: AxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (key === 'get projects') return { data: { data: [PROJECT], total: 1 } };
    if (key === 'get projects/1/newsletters') return { data: { data: NEWSLETTERS, total: 2 } };
    if (key === 'get projects/1/newsletter-subscribers')
      return { data: { data: [{ id: 3, email: 'info@rossi.it', status: 'subscribed', client_name: 'Rossi Srl', referent_name: null }] } };
    if (key === 'get projects/1/clients') return { data: { data: [], total: 0 } };
    if (key === 'get projects/1/announcements') return { data: { data: [], total: 0 } };
    if (key === 'post projects/1/newsletters') return { data: { ...NEWSLETTERS[1], id: 9 } };
    if (key === 'post projects/1/newsletters/8/send') return { data: { ...NEWSLETTERS[1], status: 'sending' } };
    if (key === 'get projects/1/newsletters/8/preview')
      return {
        data: {
          data: [
            {
              subscriber_id: 3,
              to: 'info@rossi.it',
              reply_to: 'gestore@studio.it',
              subject: 'Bandi di novembre',
              text: 'In arrivo.',
              html: '<p>In arrivo.</p>',
              announcements: [],
            },
          ],
          recipients_count: 1,
        },
      };
    throw Object.assign(new Error(`unexpected ${key}`), { response: { status: 403, data: { message: 'Accesso negato' } } });
  };
  // the typed client calls `api.request`, the cards' other calls `api.get`/`api.post`: one answer for all
  const request = jest.spyOn(api, 'request').mockImplementation(answer);
  jest.spyOn(api, 'get').mockImplementation((url: string, config?: AxiosRequestConfig) => api.request({ ...config, method: 'get', url }));
  jest
    .spyOn(api, 'post')
    .mockImplementation((url: string, data?: unknown, config?: AxiosRequestConfig) =>
      api.request({ ...config, method: 'post', url, data }),
    );
  return request;
}

afterEach(() => {
  // unmounted first: the cards' debounced searches are cancelled before the API is real again
  cleanup();
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  useProjectStore.setState({ project: null });
  queryClient.clear();
});

function renderSidebar() {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/ambiente/1/clienti']}>
        <Sidebar project={useProjectStore.getState().project} projectId="1" expanded canToggle={false} onToggle={() => undefined} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the Newsletter entry of the environment sidebar', () => {
  beforeEach(() => {
    mockApi();
  });

  it('is offered to the roles the API lets manage newsletters: administrator, local administrator, client manager', () => {
    expect(ROLES_WITH_NEWSLETTERS).toEqual(['administrator', 'local-administrator', 'client-manager']);
    for (const type of ROLES_WITH_NEWSLETTERS) {
      signIn(type);
      openEnvironment();
      const { unmount } = renderSidebar();
      const entry = screen.queryByTestId('sidebar-newsletter');
      expect([type, entry?.getAttribute('href')]).toEqual([type, '/ambiente/1/newsletter']);
      expect(entry?.textContent).toContain('Newsletter');
      unmount();
    }
  });

  it('is not offered to the roles without newsletters.manage (referent, global and local experts)', () => {
    expect(ROLES_WITHOUT).toEqual(['referent', 'expert-announcement', 'local-expert-announcement']);
    for (const type of ROLES_WITHOUT) {
      signIn(type);
      openEnvironment();
      const { unmount } = renderSidebar();
      expect([type, screen.queryByTestId('sidebar-newsletter')]).toEqual([type, null]);
      unmount();
    }
  });

  it('is not offered where the newsletter or the clients module is off (the API answers 403 there)', () => {
    signIn('client-manager');
    openEnvironment({ newsletter_enabled: false });
    let view = renderSidebar();
    expect(screen.getByTestId('sidebar-clienti')).toBeTruthy();
    expect(screen.queryByTestId('sidebar-newsletter')).toBeNull();
    view.unmount();
    openEnvironment({ modules: { ...PROJECT.modules, clients: false } });
    view = renderSidebar();
    expect(screen.queryByTestId('sidebar-newsletter')).toBeNull();
    view.unmount();
  });
});

/** The element router.tsx mounts at `/ambiente/:projectId/<path>`. */
function environmentRoute(path: string): ReactElement {
  const walk = (list: RouteObject[]): RouteObject | undefined =>
    list.reduce<RouteObject | undefined>((found, route) => found ?? (route.path === path ? route : walk(route.children ?? [])), undefined);
  const route = walk(routes);
  if (!route?.element) throw new Error(`router.tsx has no route ${path}`);
  return route.element as ReactElement;
}

/** Opens `/ambiente/1/newsletter` with the shell's own route element, and the forbidden page beside it. */
function openNewsletterAddress() {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/ambiente/1/newsletter']}>
        <Routes>
          <Route path="/ambiente/:projectId/newsletter/*" element={environmentRoute('newsletter/*')} />
          <Route path="/forbidden" element={<ForbiddenPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the address /ambiente/{id}/newsletter', () => {
  beforeEach(() => {
    jest.mocked(loadRemoteComponent).mockClear();
    jest.mocked(loadRemoteComponent).mockImplementation(async (remote: string, expose: string) => {
      if (remote === 'mf_settings' && expose === 'NewslettersApp') return NewslettersApp;
      throw new Error(`unexpected remote ${remote}/${expose}`);
    });
  });

  it('shows "Accesso negato" with the reason to the roles without newsletters.manage', async () => {
    mockApi();
    for (const type of ROLES_WITHOUT) {
      signIn(type);
      openEnvironment();
      const { unmount } = openNewsletterAddress();
      expect((await screen.findByTestId('forbidden')).textContent).toContain('Accesso negato');
      expect(screen.getByTestId('forbidden-reason').textContent).toBe(
        'Il tuo ruolo non ha accesso alla sezione Newsletter di questo ambiente.',
      );
      expect(screen.queryByTestId('newsletters-card')).toBeNull();
      unmount();
    }
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it("mounts mf_settings' NewslettersApp for the client manager: the newsletters, sent and draft, and the subscribers", async () => {
    const request = mockApi();
    signIn('client-manager');
    openEnvironment();
    openNewsletterAddress();
    const page = await screen.findByTestId('newsletters-page');
    expect(loadRemoteComponent).toHaveBeenCalledWith('mf_settings', 'NewslettersApp', false, 1);
    expect(within(page).getByRole('heading', { level: 2 }).textContent).toBe('Newsletter');
    const card = screen.getByTestId('newsletters-card');
    await within(card).findByText('Bandi di ottobre');
    expect(screen.getByTestId('newsletter-7').textContent).toMatch(/Inviata il .+ a 12 iscritti/);
    expect(screen.getByTestId('newsletter-8').textContent).toContain('Bozza');
    expect((await screen.findByTestId('subscriber-3')).textContent).toContain('info@rossi.it');
    // nothing of the settings page, which the client manager may not read: no switch, no users, no modules
    expect(screen.queryByTestId('project-newsletter')).toBeNull();
    expect(screen.queryByTestId('appearance-card')).toBeNull();
    expect(screen.queryByText('Impostazioni ambiente')).toBeNull();
    const urls = request.mock.calls.map(([config]) => `${config.method ?? 'get'} ${config.url}`);
    expect(urls.some((url) => /settings|\/users|modules/.test(url))).toBe(false);
  });

  it('lets the client manager write a manual newsletter and send a draft', async () => {
    const request = mockApi();
    signIn('client-manager');
    openEnvironment();
    openNewsletterAddress();
    await screen.findByText('Bandi di novembre');
    fireEvent.click(screen.getByTestId('newsletter-create'));
    fireEvent.change(await screen.findByTestId('newsletter-subject'), { target: { value: 'Bandi di dicembre' } });
    fireEvent.change(screen.getByTestId('newsletter-body'), { target: { value: 'Le scadenze di fine anno.' } });
    fireEvent.click(screen.getByTestId('newsletter-save'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'post',
          url: 'projects/1/newsletters',
          data: { subject: 'Bandi di dicembre', body: 'Le scadenze di fine anno.', mode: 'manual', announcement_ids: [] },
        }),
      ),
    );
    // "Invia" asks first (issue 35): the preview and the number of recipients, then "Conferma invio"
    fireEvent.click(screen.getByTestId('newsletter-send-8'));
    expect((await screen.findByTestId('newsletter-confirm-count')).textContent).toBe('Sarà inviata a 1 destinatario');
    fireEvent.click(screen.getByTestId('newsletter-send-confirm'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'post', url: 'projects/1/newsletters/8/send' })),
    );
    // the list is read again after the draft and after the sending
    await waitFor(() =>
      expect(request.mock.calls.filter(([c]) => c.url === 'projects/1/newsletters' && c.method === 'get')).toHaveLength(3),
    );
  });

  it('says "Newsletter non attiva" where the newsletter is off; only the administrator is sent to the settings', async () => {
    mockApi();
    signIn('client-manager');
    openEnvironment({ newsletter_enabled: false });
    let view = openNewsletterAddress();
    expect((await screen.findByTestId('newsletter-inactive')).textContent).toContain('Per attivarla rivolgiti all’amministratore.');
    expect(screen.queryByRole('link', { name: 'Vai alle impostazioni' })).toBeNull();
    view.unmount();
    signIn('administrator');
    view = openNewsletterAddress();
    expect((await screen.findByTestId('newsletter-inactive')).textContent).toContain('scheda Aspetto');
    expect(screen.getByRole('link', { name: 'Vai alle impostazioni' }).getAttribute('href')).toBe('/ambiente/1/impostazioni');
    view.unmount();
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });
});

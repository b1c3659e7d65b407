/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient, useSession, type User } from '@bandi/shared-ui';
import { AdminLayout } from '../src/layouts/AdminLayout';
import { Guard } from '../src/routing/Guard';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';

/**
 * The home `/` of a single-environment user (docs/screens.md#route-guard): the home guard sends it
 * on to its initial route, and the admin header (tabs Bandi, Impostazioni) is never drawn there.
 * React Router keeps the old screen while the next layout's code loads (a navigation is a
 * transition): a header drawn at `/` stayed on screen for that time and its tabs vanished under the
 * pointer (CI of 2b3b82a: the local expert's walk clicked "Bandi" and waited 30 s). Here the
 * environment's layout never finishes loading, as on a slow device, so a header drawn before the
 * redirect would stay in sight.
 */

/** The session of a user of one environment (local expert) or an administrator. */
function userOf(single: boolean): User {
  return {
    id: 7,
    name: 'Davide',
    surname: 'Moretti',
    type: single ? 'local-expert-announcement' : 'administrator',
    isAdmin: !single,
    initialRoute: single ? '/ambiente/3/bandi' : '/',
    projects: [{ id: 3, name: 'Studio Lombardi' }],
    permissions: [],
    capabilities: { canHaveMultipleProjects: !single, canSeeGlobalAnnouncements: true, canSeeGlobalSettings: true },
  } as unknown as User;
}

/** The environment's layout, whose code never arrives (a slow device). */
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

/** Where the router is now, as the test's probe last saw it. */
let current = '';
function LocationProbe() {
  current = useLocation().pathname;
  return null;
}

function renderAt(user: User, path = '/') {
  useSession.setState({ user });
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Suspense fallback={<p>Caricamento…</p>}>
          <Routes>
            <Route element={<Guard access="protected" />}>
              {/* as in router.tsx: the home guard above the admin layout */}
              <Route element={<Guard access="home" />}>
                <Route element={<AdminLayout />}>
                  <Route index element={<p>Elenco degli ambienti</p>} />
                  <Route path="/admin/profile" element={<p>Profilo</p>} />
                </Route>
              </Route>
              <Route path="/ambiente/:projectId/*" element={<NeverLoaded />} />
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeEach(() => {
  stubApi(({ url }) => (url.includes('alert') ? null : { data: [], total: 0 }));
});

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  queryClient.clear();
});

test("a single-environment user's home goes on to its environment without drawing the admin tabs", async () => {
  renderAt(userOf(true));
  expect(screen.queryByTestId('admin-tab-bandi')).toBeNull();
  await waitFor(() => expect(current).toBe('/ambiente/3/bandi'));
  // the environment's layout is still loading: whatever is on screen meanwhile has no admin tab
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByTestId('admin-tab-bandi')).toBeNull();
  expect(screen.queryByTestId('admin-tab-impostazioni')).toBeNull();
  // what is on screen meanwhile says that the page is loading
  expect(screen.getByTestId('page-skeleton').getAttribute('aria-busy')).toBe('true');
});

test('an administrator stays on the home, with its tabs', async () => {
  renderAt(userOf(false));
  expect(await screen.findByText('Elenco degli ambienti')).toBeTruthy();
  expect(screen.getByTestId('admin-tab-bandi')).toBeTruthy();
  expect(screen.getByTestId('admin-tab-ambienti')).toBeTruthy();
  expect(current).toBe('/');
});

test("a single-environment user's other admin addresses (its profile) keep the admin layout", async () => {
  renderAt(userOf(true), '/admin/profile');
  expect(await screen.findByText('Profilo')).toBeTruthy();
  expect(current).toBe('/admin/profile');
  expect(screen.getByTestId('admin-tab-bandi')).toBeTruthy();
});

import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from './session/AppRoot';
import { Guard } from './routing/Guard';
import { lazyPage } from './routing/lazyPage';
import { RequireCapability } from './routing/RequireCapability';
import { SectionGate } from './routing/SectionGate';
import { NEWSLETTER_PATH, PRIVACY_PATH, PUBLIC_ANNOUNCEMENT_PATHS } from './routing/paths';
import { AuthLayout } from './layouts/AuthLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { AdminLayout } from './layouts/AdminLayout';
import { SidebarLayout } from './layouts/SidebarLayout';
import { RemoteRoute } from './federation/RemoteRoute';
import { REMOTES } from './federation/remotes';
import { NotFoundPage } from './pages/NotFoundPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

const LoginPage = lazyPage(() => import('./pages/LoginPage'));
const ForgotPasswordPage = lazyPage(() => import('./pages/ForgotPasswordPage'));
const HomePage = lazyPage(() => import('./pages/HomePage'));
const CreateProjectPage = lazyPage(() => import('./pages/CreateProjectPage'));
const ProfilePage = lazyPage(() => import('./pages/ProfilePage'));
const NewsletterPage = lazyPage(() => import('./pages/NewsletterPage'));
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'));
const EnvironmentIndex = lazyPage(() => import('./pages/EnvironmentIndex'));

/**
 * The routes of SPEC §2.1–2.3. Remotes render nested `<Routes>`, so they are mounted with a
 * trailing `/*`. Layouts per SPEC §2.4: auth (login, forgot password), public (public
 * announcement, newsletter, privacy), admin (home, create environment, admin profile, global
 * bandi/template/impostazioni) and sidebar (environment pages).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <Guard access="guest" />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: '/accedi', element: <LoginPage /> },
              { path: '/recupero-password', element: <ForgotPasswordPage /> },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          ...PUBLIC_ANNOUNCEMENT_PATHS.map((path) => ({
            path: `${path}/*`,
            element: <RemoteRoute {...REMOTES.publicAnnouncement} />,
          })),
          { path: NEWSLETTER_PATH, element: <NewsletterPage /> },
          { path: PRIVACY_PATH, element: <PrivacyPage /> },
        ],
      },
      { path: '/forbidden', element: <ForbiddenPage /> },
      {
        element: <Guard access="protected" />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              {
                element: <Guard access="home" />,
                children: [{ index: true, element: <HomePage /> }],
              },
              {
                path: '/ambiente/crea',
                element: (
                  <RequireCapability capability="canCreateProjects">
                    <CreateProjectPage />
                  </RequireCapability>
                ),
              },
              { path: '/admin/profile', element: <ProfilePage /> },
              {
                path: '/bandi/*',
                element: (
                  <RequireCapability capability="canSeeGlobalAnnouncements">
                    <RemoteRoute {...REMOTES.announcements} />
                  </RequireCapability>
                ),
              },
              {
                path: '/template/*',
                element: (
                  <RequireCapability capability="canSeeGlobalAnnouncements">
                    <RemoteRoute {...REMOTES.templates} />
                  </RequireCapability>
                ),
              },
              {
                path: '/impostazioni/*',
                element: (
                  <RequireCapability capability="canSeeGlobalSettings">
                    <RemoteRoute {...REMOTES.globalSettings} />
                  </RequireCapability>
                ),
              },
            ],
          },
          {
            path: '/ambiente/:projectId',
            element: <SidebarLayout />,
            children: [
              { index: true, element: <EnvironmentIndex /> },
              { path: 'profile', element: <ProfilePage /> },
              {
                path: 'bandi/*',
                element: (
                  <SectionGate section="bandi">
                    <RemoteRoute {...REMOTES.announcements} />
                  </SectionGate>
                ),
              },
              {
                path: 'template/*',
                element: (
                  <SectionGate section="template">
                    <RemoteRoute {...REMOTES.templates} />
                  </SectionGate>
                ),
              },
              {
                // Logging a call from the client page (SPEC §2.3): more specific than `clienti/*`,
                // served by mf-calls' create form with the client preset and locked.
                path: 'clienti/:clientId/richieste/crea',
                element: (
                  <SectionGate section="clienti">
                    <SectionGate section="richieste">
                      <RemoteRoute {...REMOTES.clientCallCreate} />
                    </SectionGate>
                  </SectionGate>
                ),
              },
              {
                path: 'clienti/*',
                element: (
                  <SectionGate section="clienti">
                    <RemoteRoute {...REMOTES.clients} />
                  </SectionGate>
                ),
              },
              {
                path: 'referenti/*',
                element: (
                  <SectionGate section="referenti">
                    <RemoteRoute {...REMOTES.referents} />
                  </SectionGate>
                ),
              },
              {
                path: 'richieste/*',
                element: (
                  <SectionGate section="richieste">
                    <RemoteRoute {...REMOTES.calls} />
                  </SectionGate>
                ),
              },
              {
                path: 'impostazioni/*',
                element: (
                  <SectionGate section="impostazioni">
                    <RemoteRoute {...REMOTES.projectSettings} />
                  </SectionGate>
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The browser router of the shell. */
export const router = createBrowserRouter(routes);

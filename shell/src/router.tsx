import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppRoot } from './session/AppRoot';
import { Guard } from './routing/Guard';
import { lazyPage } from './routing/lazyPage';
import { loadEnvironmentIndex, loadRemoteRoute } from './routing/pageChunks';
import { RequireCapability } from './routing/RequireCapability';
import { RequirePermission } from '@bandi/shared-ui/core';
import { SectionGate } from './routing/SectionGate';
import { DOSSIER_UPLOAD_PATH, NEWSLETTER_PATH, PRIVACY_PATH, PUBLIC_ANNOUNCEMENT_PATHS } from './routing/paths';
import { AuthLayout } from './layouts/AuthLayout';
import { REMOTES } from './federation/remotes';
import { PathErrorBoundary } from './routing/PathErrorBoundary';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
// The login page is the first screen of most visits: part of the first chunk, so it renders without
// waiting for one more request after the router has matched (issue 12, Lighthouse LCP)
import LoginPage from './pages/LoginPage';

// Issue 12: the login page loads only the auth layout and its page (both in the first chunk); the other layouts, the remote
// loader and the forbidden page are chunks of their own (they also bring the rest of Mantine's CSS,
// shell/src/styles/full.ts).
const PublicLayout = lazyPage(() => import('./layouts/PublicLayout').then((m) => ({ default: m.PublicLayout })));
const AdminLayout = lazyPage(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));
const SidebarLayout = lazyPage(() => import('./layouts/SidebarLayout').then((m) => ({ default: m.SidebarLayout })));
const RemoteRoute = lazyPage(
  () => loadRemoteRoute().then((m) => ({ default: m.RemoteRoute })),
  () => loadRemoteRoute.loaded && { default: loadRemoteRoute.loaded.RemoteRoute },
);
const ForbiddenPage = lazyPage(() => import('./pages/ForbiddenPage'));

const ForgotPasswordPage = lazyPage(() => import('./pages/ForgotPasswordPage'));
const HomePage = lazyPage(() => import('./pages/HomePage'));
const CreateProjectPage = lazyPage(() => import('./pages/CreateProjectPage'));
const ProfilePage = lazyPage(() => import('./pages/ProfilePage'));
const NewsletterPage = lazyPage(() => import('./pages/NewsletterPage'));
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'));
const DossierUploadPage = lazyPage(() => import('./pages/DossierUploadPage'));
const MyDayPage = lazyPage(() => import('./pages/home/MyDayPage'));
const EnvironmentIndex = lazyPage(loadEnvironmentIndex, () => loadEnvironmentIndex.loaded);

/**
 * The routes of docs/screens.md#public-routes, docs/screens.md#admin-pages, docs/screens.md#environment-pages. Remotes render nested `<Routes>`, so they are mounted with a
 * trailing `/*`. Layouts per docs/screens.md#layouts: auth (login, forgot password), public (public
 * announcement, newsletter, privacy), admin (home, create environment, admin profile, global
 * bandi/template/impostazioni) and sidebar (environment pages).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
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
          { path: DOSSIER_UPLOAD_PATH, element: <DossierUploadPage /> },
        ],
      },
      { path: '/forbidden', element: <ForbiddenPage /> },
      {
        element: <Guard access="protected" />,
        children: [
          {
            // above the layout: a single-environment user opening `/` is sent on before the admin
            // header is drawn (React Router keeps a drawn screen while the next layout loads, and its
            // tabs vanished under the pointer: CI of 2b3b82a); the other admin addresses render
            element: <Guard access="home" />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { index: true, element: <HomePage /> },
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
                    // global templates: the API serves them only to who manages global announcements (templates.global.manage)
                    path: '/template/*',
                    element: (
                      <RequirePermission
                        permission="templates.global.manage"
                        reason="I template globali sono gestiti dagli esperti bandi globali e dagli amministratori."
                      >
                        <RemoteRoute {...REMOTES.templates} />
                      </RequirePermission>
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
            ],
          },
          {
            path: '/ambiente/:projectId',
            element: <SidebarLayout />,
            children: [
              { index: true, element: <EnvironmentIndex /> },
              { path: 'profile', element: <ProfilePage /> },
              {
                // "La mia giornata" (issue 37): a shell page over the modules, for who holds home.read
                path: 'giornata',
                element: (
                  <SectionGate section="giornata">
                    <MyDayPage />
                  </SectionGate>
                ),
              },
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
                    <RequirePermission
                      permission="templates.local.manage"
                      reason="I template dell'ambiente sono gestiti dagli amministratori e dagli esperti bandi locali."
                    >
                      <RemoteRoute {...REMOTES.templates} />
                    </RequirePermission>
                  </SectionGate>
                ),
              },
              {
                // Logging a client call from the client page (docs/screens.md#environment-pages): more specific than `clienti/*`,
                // served by mf-calls' create form with the client preset and locked.
                path: 'clienti/:clientId/richieste/crea',
                element: (
                  <SectionGate section="clienti">
                    <SectionGate section="richieste">
                      <RequirePermission
                        permission="calls.create"
                        reason="Le richieste si registrano dai gestori clienti e dagli amministratori dell’ambiente."
                      >
                        <RemoteRoute {...REMOTES.clientCallCreate} />
                      </RequirePermission>
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
                // "I miei compiti" (issue 37): tasks.read (not the referent users), served by mf-calls
                path: 'compiti/*',
                element: (
                  <SectionGate section="compiti">
                    <RemoteRoute {...REMOTES.tasks} />
                  </SectionGate>
                ),
              },
              {
                // the newsletters of the environment's clients: newsletters.manage, module clients, newsletter on (issue 39, defect 4)
                path: 'newsletter/*',
                element: (
                  <SectionGate section="newsletter">
                    <RemoteRoute {...REMOTES.projectNewsletters} />
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

/**
 * The shell's routes, rendered inside `BrowserRouter` (App.tsx). Declarative mode: no loader,
 * action or fetcher is used, and the data router's code would weigh on the login page (issue 12).
 * An error thrown while rendering a page shows the error screen (`PathErrorBoundary`) until the
 * address changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <PathErrorBoundary pathname={pathname} label="Pagina" fallback={(error) => <RouteErrorPage error={error} />}>
      {element}
    </PathErrorBoundary>
  );
}

import { useEffect, useLayoutEffect } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  FORBIDDEN_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  formatDocumentTitle,
  loginUrlFor,
  profileRouteFor,
  sectionTitle,
  setApiErrorHandlers,
  syncSessionAcrossTabs,
  useProjectStore,
  useSession,
  USER_REFRESH_INTERVAL_MS,
} from '@bandi/shared-ui';
import { notifications } from '@mantine/notifications';
import { refreshUser } from './auth';

/** The API's 403 reason while a temporary password has not been changed (issue 11). */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';
/** What the user is told when sent to the profile to change it. */
export const PASSWORD_CHANGE_MESSAGE = 'Stai usando una password temporanea: impostane una nuova per continuare.';
import { PUBLIC_PATTERNS } from '../routing/paths';

/** True when `pathname` is a public page (public announcement, newsletter), which never sends to login. */
function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}

/**
 * Root element of the router: wires the API client's global error handling (SPEC §8) and keeps
 * the stored user fresh (SPEC §4), then renders the matched route.
 * - 401: clear the session and go to `/accedi` (with `redirect` back) unless already there;
 * - 403: the forbidden screen, except `password_change_required` (temporary password): the
 *   profile page, where the password is changed; 404: left to the pages (a missing record shows "not found").
 * - On start, and every 5 minutes or when the tab comes back, a stale user is refreshed from `GET /api/profile`.
 * - Another tab's login, logout or refresh updates this tab's store (`syncSessionAcrossTabs`).
 * - The browser title names the section and the environment ("Clienti · Studio Lombardi – Portale
 *   Bandi"); list and detail pages refine it with their own title (`useDocumentTitle`). This is a
 *   layout effect, so it runs before the pages' effects of the same navigation.
 */
export function AppRoot() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const environment = useProjectStore((s) => s.project?.name ?? null);

  useLayoutEffect(() => {
    document.title = formatDocumentTitle(sectionTitle(pathname), pathname.startsWith('/ambiente/') ? environment : null);
  }, [pathname, environment]);

  useEffect(() => {
    setApiErrorHandlers({
      onUnauthorized: () => {
        useSession.getState().clear();
        useProjectStore.getState().setProject(null);
        const { pathname, search } = window.location;
        if (pathname === LOGIN_PATH || pathname === FORGOT_PASSWORD_PATH || isPublicPath(pathname)) return;
        void navigate(loginUrlFor(pathname, search), { replace: true });
      },
      onForbidden: (code) => {
        if (code === PASSWORD_CHANGE_REQUIRED) {
          // a temporary password: the API allows only the profile until it is changed
          const user = useSession.getState().user;
          const to = user ? profileRouteFor(user) : LOGIN_PATH;
          if (window.location.pathname !== to) {
            notifications.show({
              id: 'password-change-required',
              color: 'yellow',
              title: 'Cambio password',
              message: PASSWORD_CHANGE_MESSAGE,
            });
            void navigate(to, { replace: true });
          }
          return;
        }
        if (window.location.pathname !== FORBIDDEN_PATH) void navigate(FORBIDDEN_PATH);
      },
      onNotFound: () => undefined,
    });
    return () => setApiErrorHandlers({});
  }, [navigate]);

  // another tab's login, logout or role change reaches this tab at once
  useEffect(() => syncSessionAcrossTabs(), []);

  useEffect(() => {
    void refreshUser();
    const timer = window.setInterval(() => void refreshUser(), USER_REFRESH_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUser();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return <Outlet />;
}

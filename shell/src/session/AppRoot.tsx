import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  FORBIDDEN_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  PageSkeleton,
  formatDocumentTitle,
  loginUrlFor,
  profileRouteFor,
  sectionTitle,
  setApiErrorHandlers,
  syncSessionAcrossTabs,
  useProjectStore,
  useSession,
  USER_REFRESH_INTERVAL_MS,
  notifications,
} from '@bandi/shared-ui/core';
import { refreshUser } from './auth';

/** The API's 403 reason while a temporary password has not been changed (issue 11). */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';
/** What the user is told when sent to the profile to change it. */
export const PASSWORD_CHANGE_MESSAGE = 'Stai usando una password temporanea: impostane una nuova per continuare.';
/** The API's 403 reason while an administrator or global expert must enrol a second factor (issue 11). */
export const MFA_ENROLMENT_REQUIRED = 'mfa_enrolment_required';
/** What the user is told when sent to the profile to enrol. */
export const MFA_ENROLMENT_MESSAGE = 'La verifica in due passaggi è obbligatoria per il tuo ruolo: attivala dal profilo per continuare.';
import { isPublicPath } from '../routing/paths';

/**
 * Root element of the router: wires the API client's global error handling (docs/api.md#errors) and keeps
 * the stored user fresh (docs/domain.md#states-and-transitions), then renders the matched route.
 * - 401: clear the session and go to `/accedi` (with `redirect` back) unless already there;
 * - 403: the forbidden screen, except `password_change_required` (temporary password) and
 *   `mfa_enrolment_required` (mandatory second factor): the profile page, where the user complies; 404: left to the pages (a missing record shows "not found").
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
        if (code === PASSWORD_CHANGE_REQUIRED || code === MFA_ENROLMENT_REQUIRED) {
          // a temporary password, or a mandatory second factor not enrolled yet: the API allows
          // only the profile until the user complies
          const user = useSession.getState().user;
          const to = user ? profileRouteFor(user) : LOGIN_PATH;
          if (window.location.pathname !== to) {
            const mfa = code === MFA_ENROLMENT_REQUIRED;
            notifications.show({
              id: mfa ? 'mfa-enrolment-required' : 'password-change-required',
              color: 'yellow',
              title: mfa ? 'Verifica in due passaggi' : 'Cambio password',
              message: mfa ? MFA_ENROLMENT_MESSAGE : PASSWORD_CHANGE_MESSAGE,
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

  // the layouts other than the login's are loaded lazily (router.tsx)
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}

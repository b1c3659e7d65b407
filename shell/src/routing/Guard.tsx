import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideRoute, LOGIN_PATH, PageSkeleton, useSession, type RouteAccess } from '@bandi/shared-ui/core';
import { isExplicitLogout } from '../session/logoutFlag';
import { isRestoreSettled, restoreSession } from '../session/auth';
import { loadPrefetch } from './pageChunks';

/**
 * Route guard of docs/screens.md#route-guard (decision in `decideRoute` of shared-ui): renders the child routes or
 * redirects (logged out on a protected route -> login with `redirect`; logged in on login or
 * forgot password -> `redirect` or initial route; home for single-environment users -> initial route).
 * With an empty store it first asks the server (`restoreSession`): a protected page waits for
 * the answer behind a skeleton, a guest page (login) shows at once and moves on if a session exists.
 */
export function Guard({ access }: { access: RouteAccess }) {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const [settled, setSettled] = useState(() => user !== null || isRestoreSettled());

  useEffect(() => {
    if (user || settled) return;
    let live = true;
    void restoreSession().then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [user, settled]);

  // with the user known, the remote module of this address starts downloading beside the layout
  // (federation/prefetch.ts, a chunk of its own: not on the login page); the page load's first
  // address only
  const pathname = location.pathname;
  useEffect(() => {
    if (!user || access === 'guest' || pathname === '/') return;
    void loadPrefetch()
      .then((m) => m.prefetchFor(pathname, user))
      .catch(() => undefined);
  }, [user, access, pathname]);

  if (!user && !settled && access !== 'guest' && access !== 'public') return <PageSkeleton />;
  const decision = decideRoute({ access, user, pathname: location.pathname, search: location.search });
  if (decision.action === 'redirect') {
    const to = !user && isExplicitLogout() ? LOGIN_PATH : decision.to;
    // a skeleton while the target's layout loads (React Router keeps this screen meanwhile: a
    // navigation is a transition), not a blank page
    return (
      <>
        <PageSkeleton />
        <Navigate to={to} replace />
      </>
    );
  }
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideRoute, LOGIN_PATH, useSession, type RouteAccess } from '@bandi/shared-ui';
import { isExplicitLogout } from '../session/logoutFlag';

/**
 * Route guard of SPEC §2.5 (decision in `decideRoute` of shared-ui): renders the child routes or
 * redirects (logged out on a protected route -> login with `redirect`; logged in on login or
 * forgot password -> `redirect` or initial route; home for single-environment users -> initial route).
 */
export function Guard({ access }: { access: RouteAccess }) {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const decision = decideRoute({ access, user, pathname: location.pathname, search: location.search });
  if (decision.action === 'redirect') {
    const to = !user && isExplicitLogout() ? LOGIN_PATH : decision.to;
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

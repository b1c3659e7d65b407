import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FORBIDDEN_PATH } from '../components/navigation';
import { can, type Permission } from './permissions';
import { useSession } from './store';

/** The router state the forbidden screen reads: why the page was refused and which address it was. */
export interface ForbiddenState {
  reason: string;
  from?: string;
}

/**
 * Renders its children only for a user holding `permission` (the API's matrix,
 * docs/roles.md#permissions); anyone else goes to the forbidden screen, which shows `reason`
 * (Italian, e.g. "Solo gli esperti bandi globali e gli amministratori creano bandi globali.").
 * Used for routes whose every request the API would refuse with 403 (a form it would not save).
 */
export function RequirePermission({ permission, reason, children }: { permission: Permission; reason: string; children: ReactNode }) {
  const allowed = useSession((s) => can(s.user, permission));
  const location = useLocation();
  if (allowed) return <>{children}</>;
  const state: ForbiddenState = { reason, from: `${location.pathname}${location.search}` };
  return <Navigate to={FORBIDDEN_PATH} replace state={state} />;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FORBIDDEN_PATH, useSession, type Capabilities, type ForbiddenState } from '@bandi/shared-ui/core';

/**
 * Renders its children only for a user holding `capability`; others go to the forbidden screen,
 * with `reason` (default: the page is not available to the role).
 */
export function RequireCapability({
  capability,
  reason,
  children,
}: {
  capability: keyof Capabilities;
  reason?: string;
  children: ReactNode;
}) {
  const allowed = useSession((s) => Boolean(s.user?.capabilities?.[capability]));
  const location = useLocation();
  if (allowed) return <>{children}</>;
  const state: ForbiddenState = {
    reason: reason ?? 'Questa pagina non è disponibile per il tuo ruolo.',
    from: `${location.pathname}${location.search}`,
  };
  return <Navigate to={FORBIDDEN_PATH} replace state={state} />;
}

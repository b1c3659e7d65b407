import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FORBIDDEN_PATH, useSession, type Capabilities } from '@bandi/shared-ui';

/** Renders its children only for a user holding `capability`; others go to the forbidden screen. */
export function RequireCapability({ capability, children }: { capability: keyof Capabilities; children: ReactNode }) {
  const allowed = useSession((s) => Boolean(s.user?.capabilities?.[capability]));
  return allowed ? <>{children}</> : <Navigate to={FORBIDDEN_PATH} replace />;
}

import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isSectionVisible, useProjectStore, useSession, type SidebarSection } from '@bandi/shared-ui';

/**
 * Mounts an environment section only if the user holds its capability and the environment has
 * its module on (DESIGN.md §2: a switched-off module is neither loaded nor shown); otherwise
 * goes to the environment's first available section.
 */
export function SectionGate({ section, children }: { section: SidebarSection | 'template'; children: ReactNode }) {
  const { projectId } = useParams();
  const user = useSession((s) => s.user);
  const project = useProjectStore((s) => s.project);
  if (!user || !project) return null;
  if (!isSectionVisible(section, user.capabilities, project.modules)) {
    return <Navigate to={`/ambiente/${projectId}`} replace />;
  }
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  FORBIDDEN_PATH,
  SIDEBAR_SECTIONS,
  sectionBlock,
  useProjectStore,
  useSession,
  type ForbiddenState,
  type SidebarSection,
} from '@bandi/shared-ui/core';
import { ModuleInactivePage } from '../pages/ModuleInactivePage';

/**
 * Mounts an environment section only if the user holds its capability and the environment has
 * its module on (docs/architecture.md#front-ends-and-module-federation: a switched-off module is
 * neither loaded nor shown). A role without the section goes to the forbidden screen with the
 * reason (docs/roles.md#capabilities); a switched-off module shows "Modulo non attivo" at the same
 * address, an environment whose newsletter is off "Newsletter non attiva" at the Newsletter address.
 * The administrator always reaches Impostazioni (it holds the module switches).
 */
export function SectionGate({ section, children }: { section: SidebarSection | 'template'; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const project = useProjectStore((s) => s.project);
  const location = useLocation();
  if (!user || !project) return null;
  const block = sectionBlock(section, user.capabilities, project.modules, user.permissions, { newsletter: project.newsletter_enabled });
  const label = section === 'template' ? 'Template' : (SIDEBAR_SECTIONS.find((s) => s.section === section)?.label ?? section);
  if (block === 'forbidden') {
    const state: ForbiddenState = {
      reason: `Il tuo ruolo non ha accesso alla sezione ${label} di questo ambiente.`,
      from: `${location.pathname}${location.search}`,
    };
    return <Navigate to={FORBIDDEN_PATH} replace state={state} />;
  }
  if (block === 'module-off') return <ModuleInactivePage section={label} projectId={project.id} />;
  if (block === 'newsletter-off') return <ModuleInactivePage section={label} projectId={project.id} switched="newsletter" />;
  return <>{children}</>;
}

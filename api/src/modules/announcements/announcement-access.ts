import { ANNOUNCEMENT_TAB_NAMES as TAB_NAMES, type AnnouncementTab as Tab } from '@bandi/domain';
import { hasPermission } from '../../common/auth/permissions';
import type { Ctx } from './announcement-columns';

/* Who may do what on an announcement (docs/roles.md), pure functions of the user type and the announcement's scope. */

/** Tabs `user` may edit on `a` in context `ctx` (docs/roles.md). */
export function editableTabs(ctx: Ctx, a: { scope: string; project_id: number | null }): Tab[] {
  const t = ctx.user.type;
  if (a.scope === 'local') {
    return ctx.projectId !== null && a.project_id === ctx.projectId && hasPermission(t, 'announcements.local.manage') ? [...TAB_NAMES] : [];
  }
  const tabs: Tab[] = [];
  const global = hasPermission(t, 'announcements.global.manage');
  if (global) tabs.push('generale', 'requisiti', 'voci_di_spesa');
  // Documentazione/Altro: in the global area the announcement's own (global managers); in an environment that environment's own
  if (ctx.projectId === null ? global : hasPermission(t, 'announcements.global.documents')) tabs.push('documentazione', 'altro');
  return tabs;
}

/** Whether ctx may delete the announcement. */
export function canDelete(ctx: Ctx, a: { scope: string; project_id: number | null }): boolean {
  if (a.scope === 'local') return ctx.projectId === a.project_id && hasPermission(ctx.user.type, 'announcements.local.manage');
  return hasPermission(ctx.user.type, 'announcements.global.manage');
}

/** Duplicate target: in an environment a local manager makes a local copy; otherwise global managers a global copy. */
export function duplicateTarget(ctx: Ctx, a: { scope: string; project_id: number | null }): 'local' | 'global' | null {
  if (ctx.projectId !== null && hasPermission(ctx.user.type, 'announcements.local.manage')) return 'local';
  if (a.scope === 'global' && hasPermission(ctx.user.type, 'announcements.global.manage')) return 'global';
  return null;
}

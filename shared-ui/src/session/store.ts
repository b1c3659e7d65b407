import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { User } from '../types';

/** Refresh interval of the stored user from GET /api/profile (docs/domain.md#states-and-transitions, docs/rules.md#constants-and-limits): 5 minutes, in ms. */
export const USER_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The session store (zustand, persisted in localStorage under `bandi-session`), a shared
 * singleton across host and remotes. Holds the user (docs/domain.md#users-and-the-session-view session view), the time it was
 * last refreshed, the active project (`project_active`) and the sidebar state
 * (`is_sidebar_expanded`, default true), docs/glossary.md#the-product and docs/domain.md#states-and-transitions.
 */
export interface SessionState {
  user: User | null;
  /**
   * Session epoch of this tab (not persisted): changes at every login, logout, user refresh and
   * cross-tab update. The API client stamps each request with it and ignores a 401 of a request
   * sent in an earlier epoch (it belongs to the session before the current one).
   */
  epoch: number;
  userFetchedAt: number | null;
  project_active: number | null;
  is_sidebar_expanded: boolean;
  setUser: (user: User | null) => void;
  clear: () => void;
  setProjectActive: (projectId: number | null) => void;
  setSidebarExpanded: (expanded: boolean) => void;
  /** True when the stored user is older than USER_REFRESH_INTERVAL_MS. */
  isStale: (now?: number) => boolean;
}

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      user: null,
      epoch: 0,
      userFetchedAt: null,
      project_active: null,
      is_sidebar_expanded: true,
      setUser: (user) => set({ user, userFetchedAt: user ? Date.now() : null, epoch: get().epoch + 1 }),
      clear: () => set({ user: null, userFetchedAt: null, project_active: null, epoch: get().epoch + 1 }),
      setProjectActive: (project_active) => set({ project_active }),
      setSidebarExpanded: (is_sidebar_expanded) => set({ is_sidebar_expanded }),
      isStale: (now = Date.now()) => {
        const at = get().userFetchedAt;
        return at === null || now - at >= USER_REFRESH_INTERVAL_MS;
      },
    }),
    {
      name: 'bandi-session',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        user: s.user,
        userFetchedAt: s.userFetchedAt,
        project_active: s.project_active,
        is_sidebar_expanded: s.is_sidebar_expanded,
      }),
    },
  ),
);

/**
 * Keeps every tab on the server's session: when another tab logs in (as anyone), logs out or
 * refreshes the user, the `storage` event reloads this tab's store from localStorage and starts a
 * new epoch. Returns the function that stops listening.
 */
export function syncSessionAcrossTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== 'bandi-session') return;
    void Promise.resolve(useSession.persist.rehydrate()).then(() => useSession.setState((s) => ({ epoch: s.epoch + 1 })));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

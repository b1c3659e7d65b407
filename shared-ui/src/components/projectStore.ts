import { create } from 'zustand';
import type { Project } from '../types';

/**
 * The environment currently shown by the sidebar layout, shared by the shell and the remotes
 * (through the `@bandi/shared-ui` singleton).
 *
 * - `project`: the loaded `GET /api/projects/{projectId}` answer, or null outside an environment.
 * - `refreshKey` / `reload()`: a remote (e.g. the environment settings after a colour or module
 *   change) calls `reload()`; the layout watches `refreshKey` and reloads the project, so the new
 *   colour theme, logos and modules apply at once.
 */
export interface ProjectStoreState {
  project: Project | null;
  refreshKey: number;
  setProject: (project: Project | null) => void;
  reload: () => void;
}

export const useProjectStore = create<ProjectStoreState>()((set) => ({
  project: null,
  refreshKey: 0,
  setProject: (project) => set({ project }),
  reload: () => set((s) => ({ refreshKey: s.refreshKey + 1 })),
}));

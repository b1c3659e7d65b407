import type { Project, UserType } from '@bandi/shared-ui';

/** A user of an environment as listed by GET /api/projects/{projectId}/settings. */
export interface ProjectUser {
  id: number;
  name: string;
  surname: string | null;
  type: UserType;
  email?: string | null;
  logo?: string | null;
  status?: 'active' | 'inactive';
}

/** Answer of GET /api/projects/{projectId}/settings. */
export interface ProjectSettings {
  project: Project;
  users: ProjectUser[];
}

import type { Project, ProjectColor, UserType } from '@bandi/shared-ui';

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

/** A user as answered by /api/users and /api/settings/global-experts writes. */
export interface AdminUser {
  id: number;
  /** Optimistic-concurrency version, sent back as If-Match on save. */
  version?: number;
  name: string;
  surname: string;
  fullName: string;
  email: string;
  type: UserType;
  phone: string | null;
  status: 'active' | 'inactive';
  accepted: boolean;
  can_edit_global_setting: boolean;
  can_access_local_announcements: boolean;
  logo: string | null;
  projects: { id: number; name: string; color: ProjectColor }[];
}

export interface StandardDocument {
  id: number;
  /** Optimistic-concurrency version, sent back as If-Match on save. */
  version?: number;
  name: string;
  description: string | null;
  active: boolean;
  announcements_count: number;
}

export interface DropdownValue {
  id: number;
  /** Optimistic-concurrency version, sent back as If-Match on save. */
  version?: number;
  list: string;
  value: string;
  label: string;
  sort_order: number;
  active: boolean;
}

export type AlertType = 'info' | 'warning' | 'error';

export interface Alert {
  id: number;
  /** Optimistic-concurrency version, sent back as If-Match on save. */
  version?: number;
  type: AlertType;
  content: string;
  starts_at: string;
  ends_at: string | null;
  active: boolean;
  current: boolean;
}

import { capabilitiesOf, initialRouteOf, profileRouteOf, type Capabilities } from '../../common/auth/roles';
import type { User } from './user.entity';
import type { ProjectColor } from '../projects/project.entity';

/** The user object of SPEC §3.1 with the session view (docs/api-contract.md). */
export interface UserView {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  email: string;
  type: User['type'];
  phone: string | null;
  can_access_local_announcements: boolean;
  can_edit_global_setting: boolean;
  accepted: boolean;
  referent_id: number | null;
  logo: string | null;
  status: User['status'];
  must_change_password: boolean;
  projects: { id: number; name: string; color: ProjectColor }[];
  created_at: Date;
  updated_at: Date;
  isAdmin: boolean;
  isExpertAnnouncement: boolean;
  initialRoute: string;
  capabilities: Capabilities;
}

/** Builds the UserView from the entity and its environments (ordered by membership date). */
export function presentUser(user: User, projects: { id: number; name: string; color: ProjectColor }[]): UserView {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    fullName: `${user.name} ${user.surname}`.trim(),
    email: user.email,
    type: user.type,
    phone: user.phone,
    can_access_local_announcements: user.can_access_local_announcements,
    can_edit_global_setting: user.can_edit_global_setting,
    accepted: user.accepted,
    referent_id: user.referent_id,
    logo: user.logo,
    status: user.status,
    must_change_password: user.must_change_password,
    projects,
    created_at: user.created_at,
    updated_at: user.updated_at,
    isAdmin: user.type === 'administrator',
    isExpertAnnouncement: user.type === 'expert-announcement' || user.type === 'local-expert-announcement',
    // a temporary password must be changed first: the API refuses everything else until then
    initialRoute: user.must_change_password
      ? profileRouteOf(user.type, projects[0]?.id ?? null)
      : initialRouteOf(user.type, projects[0]?.id ?? null),
    capabilities: capabilitiesOf(user),
  };
}

import { capabilitiesOf, initialRouteOf, profileRouteOf } from '../../common/auth/roles';
import { permissionsOf } from '../../common/auth/permissions';
import type { User } from './user.entity';
import type { ProjectColor } from '../projects/project.entity';
import type { UserView } from './user.response';
export type { UserView } from './user.response';

/** Builds the UserView from the entity and its environments (ordered by membership date). */
export function presentUser(
  user: User,
  projects: { id: number; name: string; color: ProjectColor }[],
  mfaEnrolmentRequired = false,
): UserView {
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
    start_page: user.start_page ?? 'default',
    projects,
    created_at: user.created_at,
    updated_at: user.updated_at,
    isAdmin: user.type === 'administrator',
    isExpertAnnouncement: user.type === 'expert-announcement' || user.type === 'local-expert-announcement',
    // a temporary password must be changed (or a second factor enrolled) first: the API refuses everything else until then
    initialRoute:
      user.must_change_password || mfaEnrolmentRequired
        ? profileRouteOf(user.type, projects[0]?.id ?? null)
        : initialRouteOf(user.type, projects[0]?.id ?? null, user.start_page ?? 'default'),
    capabilities: capabilitiesOf(user),
    permissions: permissionsOf(user.type),
    mfa_enabled: !!user.mfa_enabled_at,
    mfa_enrolment_required: mfaEnrolmentRequired,
  };
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageOf, PersonRef } from '../../common/http/api-responses';
import { USER_TYPES, type UserType } from '../../common/auth/roles';
import { PROJECT_COLORS, type ProjectColor } from '../projects/project.entity';
import { PERMISSIONS, type Permission } from '../../common/auth/permissions';

/** Capability flags of the session user (computed from the role, docs/roles.md). */
export class CapabilitiesView {
  @ApiProperty()
  canCreateProjects!: boolean;

  @ApiProperty()
  canHaveMultipleProjects!: boolean;

  @ApiProperty()
  canSeeAnnouncements!: boolean;

  @ApiProperty()
  canSeeClients!: boolean;

  @ApiProperty()
  canSeeReferents!: boolean;

  @ApiProperty()
  canSeeCalls!: boolean;

  @ApiProperty()
  canSeeProjectSettings!: boolean;

  @ApiProperty()
  canSeeGlobalAnnouncements!: boolean;

  @ApiProperty()
  canSeeGlobalSettings!: boolean;
}

/** An environment a user belongs to. */
export class UserProjectRefView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: PROJECT_COLORS })
  color!: ProjectColor;
}

/** The logged-in user (POST /login, GET/PUT /profile, profile logo). */
export class UserView extends PersonRef {
  @ApiProperty({ description: 'Nome e cognome' })
  fullName!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: USER_TYPES })
  type!: UserType;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty()
  can_access_local_announcements!: boolean;

  @ApiProperty()
  can_edit_global_setting!: boolean;

  @ApiProperty()
  accepted!: boolean;

  @ApiProperty({ type: 'integer', nullable: true })
  referent_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL dell’immagine del profilo' })
  logo!: string | null;

  @ApiProperty({ enum: ['active', 'inactive'] })
  status!: 'active' | 'inactive';

  @ApiProperty({ description: 'Password temporanea: finché non è cambiata funziona solo il profilo' })
  must_change_password!: boolean;

  @ApiProperty({
    enum: ['default', 'home'],
    description: 'Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37',
  })
  start_page!: 'default' | 'home';

  @ApiProperty({ type: [UserProjectRefView] })
  projects!: UserProjectRefView[];

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: Date;

  @ApiProperty()
  isAdmin!: boolean;

  @ApiProperty()
  isExpertAnnouncement!: boolean;

  @ApiProperty({ description: 'Percorso iniziale dopo il login' })
  initialRoute!: string;

  @ApiProperty({ type: CapabilitiesView })
  capabilities!: CapabilitiesView;

  @ApiProperty({
    enum: Object.keys(PERMISSIONS),
    isArray: true,
    description: 'Permessi del ruolo (docs/roles.md#permissions): l’interfaccia offre solo le azioni che l’API accetta',
  })
  permissions!: Permission[];

  @ApiProperty({ description: 'Verifica in due passaggi (TOTP) attiva (docs/security.md#two-factor-authentication)' })
  mfa_enabled!: boolean;

  @ApiProperty({
    description: "La piattaforma la richiede per il ruolo e l'utente non l'ha ancora attivata: l'interfaccia porta al profilo",
  })
  mfa_enrolment_required!: boolean;
}

/** POST /login: the user, plus a bearer token when asked for one. */
export class LoginView extends UserView {
  @ApiPropertyOptional({ description: 'Token bearer (solo con `token: true` nella richiesta)' })
  access_token?: string;
}

/** GET /session: the logged-in user, or null before login (docs/api.md#conventions). */
export class SessionView {
  @ApiProperty({ type: UserView, nullable: true, description: 'L’utente della sessione; null se non si è entrati' })
  user!: UserView | null;
}

/** A user as the administration screens show it. */
export class AdminUserView extends PersonRef {
  @ApiProperty()
  fullName!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: USER_TYPES })
  type!: UserType;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ enum: ['active', 'inactive'] })
  status!: 'active' | 'inactive';

  @ApiProperty()
  accepted!: boolean;

  @ApiProperty()
  can_edit_global_setting!: boolean;

  @ApiProperty()
  can_access_local_announcements!: boolean;

  @ApiProperty({ type: String, nullable: true })
  logo!: string | null;

  @ApiProperty({ type: [UserProjectRefView] })
  projects!: UserProjectRefView[];

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: Date;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;

  @ApiProperty({ description: "Verifica in due passaggi attiva (l'amministratore può azzerarla: POST /api/users/{id}/mfa/reset)" })
  mfa_enabled!: boolean;
}

/** `{data, total}` of administered users. */
export class AdminUserPage extends PageOf(AdminUserView) {}

/** Answer of POST /api/projects/{projectId}/users/invite (202): the same for every address (issue 36). */
export class InvitationView {
  @ApiProperty({ example: 'Invito inviato a mario.rossi@example.it' })
  message!: string;

  @ApiProperty({ example: 'mario.rossi@example.it', description: 'The address as the API stores it (canonical form)' })
  email!: string;
}

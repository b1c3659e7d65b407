import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageOf, PersonRef } from '../../common/http/api-responses';
import { USER_TYPES, type UserType } from '../../common/auth/roles';
import { PROJECT_COLORS, type ProjectColor } from './project.entity';

/** Module switches of an environment (docs/architecture.md#front-ends-and-module-federation): a switched-off module answers 403 in it. */
export class ModulesView {
  @ApiProperty()
  announcements!: boolean;

  @ApiProperty()
  clients!: boolean;

  @ApiProperty()
  calls!: boolean;

  @ApiProperty()
  settings!: boolean;
}

/** A user of an environment (as listed with it); `email` and `status` only in the users list. */
export class ProjectUserView extends PersonRef {
  @ApiPropertyOptional()
  email?: string;

  @ApiProperty({ enum: USER_TYPES })
  type!: UserType;

  @ApiProperty({ type: String, nullable: true, description: 'URL dell’immagine del profilo' })
  logo!: string | null;

  @ApiPropertyOptional({ enum: ['active', 'inactive'] })
  status?: string;
}

/** An environment (docs/domain.md#environments) as answered by the API. */
export class ProjectView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: PROJECT_COLORS })
  color!: ProjectColor;

  @ApiProperty({ type: String, nullable: true, description: 'URL del logo orizzontale' })
  horizontal_logo!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL del logo verticale' })
  vertical_logo!: string | null;

  @ApiProperty()
  newsletter_enabled!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Reply-To delle newsletter; null: l’indirizzo di chi invia' })
  reply_to_email!: string | null;

  @ApiProperty({ type: ModulesView })
  modules!: ModulesView;

  @ApiProperty({ type: [ProjectUserView] })
  users!: ProjectUserView[];

  @ApiProperty({ type: 'integer' })
  users_count!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;
}

/** GET /projects/{projectId}/settings: the environment with all its users. */
export class ProjectSettingsView {
  @ApiProperty({ type: ProjectView })
  project!: ProjectView;

  @ApiProperty({ type: [ProjectUserView] })
  users!: ProjectUserView[];
}

/** `{data, total}` of environments. */
export class ProjectPage extends PageOf(ProjectView) {}

/** `{data, total}` of an environment's users. */
export class ProjectUserPage extends PageOf(ProjectUserView) {}

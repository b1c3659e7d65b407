import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PROJECT_COLORS, type ProjectColor } from './project.entity';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsItalianEmail } from '../italian/italian.decorators';

const REQUIRED = 'Campo obbligatorio';
/**
 * A logo is only ever an image uploaded to the environment (`POST /api/projects/{id}/logos/{kind}`),
 * served by the API at `/api/logos/{file uuid}`: never an external address, which would let an
 * environment's logo be a tracking pixel fetched by every member's browser (docs/security.md#uploads).
 */
export const UPLOADED_LOGO_RE = /^\/api\/logos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const LOGO_MSG = "Carica il logo dalle impostazioni dell'ambiente: non sono ammessi indirizzi esterni";
const COLOR_MSG = `Scegli un colore tra: ${PROJECT_COLORS.join(', ')}`;

/** POST /api/projects body. Logos are uploaded afterwards (settings); here only null is useful. */
export class CreateProjectDto {
  @ApiProperty({ example: 'Consulenza Nord-Est' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(150, { message: 'Inserisci al massimo 150 caratteri' })
  name: string;

  @ApiProperty({ enum: PROJECT_COLORS })
  @IsIn(PROJECT_COLORS as unknown as string[], { message: COLOR_MSG })
  color: ProjectColor;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Address of a logo uploaded to this environment (/api/logos/{id}), or null',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @Matches(UPLOADED_LOGO_RE, { message: LOGO_MSG })
  horizontal_logo?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Address of a logo uploaded to this environment (/api/logos/{id}), or null',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @Matches(UPLOADED_LOGO_RE, { message: LOGO_MSG })
  vertical_logo?: string | null;
}

/** PUT /api/projects/{id} body: every field optional; newsletter only for the administrator. */
export class UpdateProjectDto {
  @VersionField() version?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(150, { message: 'Inserisci al massimo 150 caratteri' })
  name?: string;

  @ApiPropertyOptional({ enum: PROJECT_COLORS })
  @IsOptional()
  @IsIn(PROJECT_COLORS as unknown as string[], { message: COLOR_MSG })
  color?: ProjectColor;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Address of a logo uploaded to this environment (/api/logos/{id}), or null',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @Matches(UPLOADED_LOGO_RE, { message: LOGO_MSG })
  horizontal_logo?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Address of a logo uploaded to this environment (/api/logos/{id}), or null',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @Matches(UPLOADED_LOGO_RE, { message: LOGO_MSG })
  vertical_logo?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Deve essere vero o falso' })
  newsletter_enabled?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Reply-To of the environment's newsletters; null or '': the sending user's address (docs/architecture.md#mail-templates)",
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @IsItalianEmail()
  @MaxLength(254, { message: 'Inserisci al massimo 254 caratteri' })
  reply_to_email?: string | null;
}

/** PUT /api/projects/{id}/modules body: the four switches (docs/architecture.md#front-ends-and-module-federation). */
export class ModulesDto {
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) announcements: boolean;
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) clients: boolean;
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) calls: boolean;
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) settings: boolean;
}

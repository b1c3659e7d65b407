import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { PROJECT_COLORS, type ProjectColor } from './project.entity';
import { VersionField } from '../../common/concurrency/concurrency';

const REQUIRED = 'Campo obbligatorio';
const URL_MSG = 'Deve essere un URL valido';
const COLOR_MSG = `Scegli un colore tra: ${PROJECT_COLORS.join(', ')}`;

/** POST /api/projects body. Logos are image addresses (SPEC §3.2). */
export class CreateProjectDto {
  @ApiProperty({ example: 'Consulenza Nord-Est' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(150, { message: 'Inserisci al massimo 150 caratteri' })
  name: string;

  @ApiProperty({ enum: PROJECT_COLORS })
  @IsIn(PROJECT_COLORS as unknown as string[], { message: COLOR_MSG })
  color: ProjectColor;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @IsUrl({ require_tld: false, require_protocol: false }, { message: URL_MSG })
  horizontal_logo?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @IsUrl({ require_tld: false, require_protocol: false }, { message: URL_MSG })
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

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @IsUrl({ require_tld: false, require_protocol: false }, { message: URL_MSG })
  horizontal_logo?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @IsUrl({ require_tld: false, require_protocol: false }, { message: URL_MSG })
  vertical_logo?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Deve essere vero o falso' })
  newsletter_enabled?: boolean;
}

/** PUT /api/projects/{id}/modules body: the four switches (DESIGN.md §2). */
export class ModulesDto {
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) announcements: boolean;
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) clients: boolean;
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) calls: boolean;
  @ApiProperty() @IsBoolean({ message: 'Deve essere vero o falso' }) settings: boolean;
}

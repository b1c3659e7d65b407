import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { VersionField } from '../../common/concurrency/concurrency';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const REQUIRED = 'Campo obbligatorio';

/** POST /api/projects/{pid}/newsletters: a draft newsletter to the environment's clients. */
export class CreateNewsletterDto {
  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'Inserisci al massimo 200 caratteri' })
  subject: string;

  @ApiProperty()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(20000, { message: 'Inserisci al massimo 20000 caratteri' })
  body: string;

  @ApiPropertyOptional({ type: [Number], description: 'Bandi to present: global or local to this environment' })
  @IsOptional()
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMaxSize(30, { message: 'Al massimo 30 bandi' })
  @IsInt({ each: true, message: 'Bando non valido' })
  announcement_ids?: number[];

  @ApiPropertyOptional({
    enum: ['manual', 'fits'],
    description: "manual: the bandi chosen; fits: each recipient's company's fitting announcements",
  })
  @IsOptional()
  @IsIn(['manual', 'fits'], { message: 'Modalità non valida' })
  mode?: 'manual' | 'fits';

  @ApiPropertyOptional({ type: Number, nullable: true, description: "A client's newsletter: only that client's subscribers" })
  @IsOptional()
  @IsInt({ message: 'Cliente non valido' })
  client_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'An «aggiornamento»: only the subscribers whose client fits this announcement (global or of this environment)',
  })
  @IsOptional()
  @IsInt({ message: 'Bando non valido' })
  audience_announcement_id?: number | null;
}

/** PUT /api/projects/{pid}/newsletters/{id}: any of a draft's fields (same rules as on creation) and the version read. */
export class UpdateNewsletterDto extends PartialType(CreateNewsletterDto) {
  @VersionField() version?: number;
}

/** POST /api/projects/{pid}/newsletters/client-update: the announcement whose change the «aggiornamento» tells. */
export class NewsletterClientUpdateDto {
  @ApiProperty({ description: 'The changed call (global or of this environment)' })
  @IsInt({ message: 'Bando non valido' })
  announcement_id: number;
}

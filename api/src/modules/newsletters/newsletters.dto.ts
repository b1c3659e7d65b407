import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VersionField } from '../../common/concurrency/concurrency';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

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
}

/** PUT /api/projects/{pid}/newsletters/{id}: a draft's fields. */
export class UpdateNewsletterDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'Inserisci al massimo 200 caratteri' })
  subject?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(20000, { message: 'Inserisci al massimo 20000 caratteri' })
  body?: string;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMaxSize(30, { message: 'Al massimo 30 bandi' })
  @IsInt({ each: true, message: 'Bando non valido' })
  announcement_ids?: number[];

  @VersionField() version?: number;
}

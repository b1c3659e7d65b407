import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VersionField } from '../../common/concurrency/concurrency';
import { PageOf } from '../../common/http/api-responses';

/** Body of a note: text up to 10,000 characters. */
export class NoteDto {
  @ApiProperty()
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(10000, { message: 'Inserisci al massimo 10000 caratteri' })
  text: string;
}

/** Body of PUT of a note: `{text, version?}` (`version` as an alternative to If-Match). */
export class NoteUpdateDto extends NoteDto {
  @VersionField() version?: number;
}

/** A note on a client: author, date, text. */
export class NoteView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  client_id!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  user_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Nome e cognome dell’autore' })
  author!: string | null;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  updated_by!: number | null;
}

/** `{data, total}` of notes. */
export class NotePage extends PageOf(NoteView) {}

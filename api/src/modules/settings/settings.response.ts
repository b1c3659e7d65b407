import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';

/** A standard document (global settings): a document an announcement may require. */
export class StandardDocumentView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: 'integer', description: 'Bandi che lo richiedono' })
  announcements_count!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: Date;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;
}

/** A value of a configurable dropdown list. */
export class DropdownValueView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'Chiave della lista' })
  list!: string;

  @ApiProperty({ description: 'Valore memorizzato nei record' })
  value!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty({ type: 'integer' })
  sort_order!: number;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;
}

/** A configurable dropdown list with its number of values. */
export class DropdownListView {
  @ApiProperty({ description: 'Chiave della lista' })
  list!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

/** `{data, total}` of standard documents. */
export class StandardDocumentPage extends PageOf(StandardDocumentView) {}

/** `{data, total}` of a dropdown list's values. */
export class DropdownValuePage extends PageOf(DropdownValueView) {}

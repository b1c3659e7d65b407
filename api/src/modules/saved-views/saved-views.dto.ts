import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { VersionField } from '../../common/concurrency/concurrency';
import { ListOf } from '../../common/http/api-responses';

/** The lists a view can be saved for (the list pages of the remotes; docs/api.md#saved-views). */
export const SAVED_VIEW_LISTS = ['clients', 'announcements', 'calls', 'negotiations', 'referents', 'tasks'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** Largest `query` of a view, in bytes of its JSON (4 KB). */
export const SAVED_VIEW_QUERY_MAX_BYTES = 4096;
/** Longest view name, in characters. */
export const SAVED_VIEW_NAME_MAX = 100;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** True for a plain object of string values whose JSON is at most SAVED_VIEW_QUERY_MAX_BYTES bytes. */
export function isViewQuery(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  if (!Object.values(value).every((v) => typeof v === 'string')) return false;
  return Buffer.byteLength(JSON.stringify(value), 'utf8') <= SAVED_VIEW_QUERY_MAX_BYTES;
}

/** `query` of a view: an object of strings up to 4 KB (422 "Filtri della vista non validi o troppo grandi (massimo 4 KB)"). */
function IsViewQuery(): PropertyDecorator {
  return ValidateBy({
    name: 'isViewQuery',
    validator: { validate: isViewQuery, defaultMessage: () => 'Filtri della vista non validi o troppo grandi (massimo 4 KB)' },
  });
}

/** Query of GET …/saved-views: `list` narrows to one list's views. */
export class SavedViewQueryDto {
  @ApiPropertyOptional({ enum: SAVED_VIEW_LISTS })
  @IsOptional()
  @IsIn(SAVED_VIEW_LISTS, { message: 'Elenco non valido' })
  list?: SavedViewList;
}

/** Body of POST …/saved-views: `{list, name, shared?, query}`. */
export class SavedViewCreateDto {
  @ApiProperty({ enum: SAVED_VIEW_LISTS })
  @IsIn(SAVED_VIEW_LISTS, { message: 'Elenco non valido' })
  list: SavedViewList;

  @ApiProperty({ maxLength: SAVED_VIEW_NAME_MAX })
  @Transform(trim)
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(SAVED_VIEW_NAME_MAX, { message: `Inserisci al massimo ${SAVED_VIEW_NAME_MAX} caratteri` })
  name: string;

  @ApiPropertyOptional({ description: 'Condivisa con l’ambiente (default: personale)' })
  @IsOptional()
  @IsBoolean({ message: 'Valore non valido' })
  shared?: boolean;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'I parametri dell’indirizzo dell’elenco (filtri, `q`, `sort`), al massimo 4 KB',
  })
  @IsViewQuery()
  query: Record<string, string>;
}

/** Body of PUT …/saved-views/{id}: any of `name`, `shared`, `query`, and `version` (or If-Match). */
export class SavedViewUpdateDto {
  @ApiPropertyOptional({ maxLength: SAVED_VIEW_NAME_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Campo obbligatorio' })
  @IsNotEmpty({ message: 'Campo obbligatorio' })
  @MaxLength(SAVED_VIEW_NAME_MAX, { message: `Inserisci al massimo ${SAVED_VIEW_NAME_MAX} caratteri` })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Valore non valido' })
  shared?: boolean;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsViewQuery()
  query?: Record<string, string>;

  @VersionField() version?: number;
}

/** A saved view as the API shows it; `mine`: the current user owns it; `editable`: may rename or delete it. */
export class SavedViewView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: SAVED_VIEW_LISTS })
  list!: SavedViewList;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  shared!: boolean;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  query!: Record<string, string>;

  @ApiProperty({ type: 'integer' })
  user_id!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Nome e cognome del proprietario' })
  owner_name!: string | null;

  @ApiProperty()
  mine!: boolean;

  @ApiProperty()
  editable!: boolean;

  @ApiProperty({ type: 'integer' })
  version!: number;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

/** `{data}`: the views of GET …/saved-views. */
export class SavedViewsResponse extends ListOf(SavedViewView) {}

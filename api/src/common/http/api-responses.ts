import type { Type } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The error bodies of the API (docs/api-contract.md, "Errors"), described once as OpenAPI
 * schemas and referenced by every route: written by the global exception filter
 * (`exception.filter.ts`), Italian `message` always.
 */
export class ErrorBodyDto {
  @ApiProperty({ description: 'Messaggio in italiano, mostrabile all’utente', example: 'Risorsa non trovata' })
  message!: string;

  @ApiPropertyOptional({ description: 'Motivo leggibile dalla macchina, es. `password_change_required` (403)' })
  code?: string;
}

/** 422: `{message, errors: {field: [messages]}}` (errors may be absent for a malformed body). */
export class ValidationErrorBodyDto {
  @ApiProperty({ example: 'I dati inviati non sono validi' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Messaggi per campo (percorso del campo -> elenco di messaggi in italiano)',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;
}

/** Who changed the record last (409). */
export class ModifiedByDto {
  @ApiProperty({ type: 'integer', nullable: true })
  id!: number | null;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;
}

/** 409 of a versioned write: the record changed since it was read; `current` is the record as its GET shows it. */
export class ConflictBodyDto {
  @ApiProperty({ example: 'Il record è stato modificato da Mario Rossi il 22/11/2026 alle 10:31' })
  message!: string;

  @ApiProperty({
    description: 'Il record attuale, come lo risponde la sua GET (null se non disponibile)',
    type: 'object',
    additionalProperties: true,
    nullable: true,
  })
  current!: Record<string, unknown> | null;

  @ApiProperty({ type: 'integer', description: 'Versione attuale del record' })
  version!: number;

  @ApiProperty({ type: ModifiedByDto })
  modified_by!: ModifiedByDto;

  @ApiProperty({ format: 'date-time' })
  modified_at!: string;
}

/**
 * Base of the `{data, total}` page classes, one per resource (docs/api-contract.md, "Pagination"):
 * `export class CallPageDto extends PageOf(CallListItemDto) {}` gives the named schema
 * `CallPageDto` with `data: CallListItemDto[]` and `total` (records matching the filters).
 */
export function PageOf<T>(item: Type<T>) {
  abstract class Page {
    @ApiProperty({ type: item, isArray: true })
    data!: T[];

    @ApiProperty({ type: 'integer', description: 'Totale dei record che rispondono ai filtri' })
    total!: number;

    @ApiPropertyOptional({
      description:
        'Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto',
    })
    total_estimated?: boolean;
  }
  return Page;
}

/** A plain confirmation `{message}` (Italian), e.g. POST /forgot-password. */
export class MessageView {
  @ApiProperty()
  message!: string;
}

/**
 * A 200 whose body is a file's bytes (`application/octet-stream`, format binary), e.g. a download
 * sent with `Content-Disposition: attachment`; the real `Content-Type` is the file's.
 */
export function ApiBinaryResponse(description = 'Il contenuto del file, come allegato'): MethodDecorator {
  return ApiOkResponse({ description, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } });
}

/**
 * Base of the `{data}` classes of the short, unpaged lists (at most a fixed number of rows, no
 * `total`), e.g. `export class JobList extends ListOf(JobView) {}` gives `data: JobView[]`.
 */
export function ListOf<T>(item: Type<T>) {
  abstract class List {
    @ApiProperty({ type: item, isArray: true })
    data!: T[];
  }
  return List;
}

/** A person a record links to: id, name and surname (users, referents, a client's administrators). */
export abstract class PersonRef {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  surname!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES } from '@bandi/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { VersionField } from '../../common/concurrency/concurrency';
import { IsCalendarDate } from '../../common/http/input-policy';
import { MAX_CENTS } from './state-aids.dto';

/** Kinds of operation: a merger or acquisition (Reg. (UE) 2023/2831 art. 3(8)), a split (art. 3(9)). */
export const UNDERTAKING_OPERATION_KINDS = ['merger', 'split'] as const;
export type UndertakingOperationKind = (typeof UNDERTAKING_OPERATION_KINDS)[number];
/**
 * How the aid of the former enterprise is allocated after a split (art. 3(9)): `activities`, the
 * client took over the activities the aid was used for (all of it counts); `equity`, in proportion
 * to the book value of the equity of the new enterprises at the split.
 */
export const SPLIT_ALLOCATIONS = ['activities', 'equity'] as const;
export type SplitAllocation = (typeof SPLIT_ALLOCATIONS)[number];

const CENTS_MSG = 'Importo non valido: un numero intero di centesimi, zero o più';

/** An optional amount in integer cents (`null` clears it). */
function OptionalCents(description: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: MAX_CENTS, description })(target, key);
    IsOptional()(target, key);
    ValidateIf((_o, v) => v !== null)(target, key);
    IsInt({ message: CENTS_MSG })(target, key);
    Min(0, { message: CENTS_MSG })(target, key);
    Max(MAX_CENTS, { message: CENTS_MSG })(target, key);
  };
}

/**
 * Body of POST (and, with `version`, PUT) of a merger or split of the client's single undertaking
 * (docs/domain.md#de-minimis): `kind` `merger` (the client absorbed or acquired the counterpart)
 * or `split` (the client is one of the enterprises the counterpart split into), the effective date
 * `YYYY-MM-DD`, the counterpart (a client of the environment by `counterpart_client_id`, or an
 * outside enterprise by `counterpart_name`, 1-255, and optional `counterpart_vat`, partita IVA or
 * codice fiscale); for a split `allocation` (`activities` or `equity`) and, by equity,
 * `equity_cents` (the client's book value of equity) and `total_equity_cents` (of all the new
 * enterprises, more than zero), integer cents. A bad field is a 422 with its Italian message; the
 * checks across fields are the service's (UndertakingOperationsService).
 */
export class UndertakingOperationDto {
  @ApiProperty({ enum: UNDERTAKING_OPERATION_KINDS, description: 'merger: fusione o acquisizione; split: scissione' })
  @IsIn(UNDERTAKING_OPERATION_KINDS, { message: 'Scegli fusione/acquisizione o scissione' })
  kind: UndertakingOperationKind;

  @ApiProperty({ format: 'date', example: '2025-06-30', description: 'Data di efficacia dell’operazione' })
  @IsCalendarDate({}, { message: MESSAGES.date })
  operation_date: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'L’altra impresa, se è un cliente dell’ambiente' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @Type(() => Number)
  @IsInt({ message: 'Identificativo non valido' })
  @Min(1, { message: 'Identificativo non valido' })
  counterpart_client_id?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 255, description: 'Ragione sociale dell’impresa esterna' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: MESSAGES.text })
  @MaxLength(255, { message: MESSAGES.maxLength(255) })
  counterpart_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Partita IVA o codice fiscale dell’impresa esterna' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: MESSAGES.text })
  @MaxLength(20, { message: MESSAGES.maxLength(20) })
  counterpart_vat?: string | null;

  @ApiPropertyOptional({
    enum: SPLIT_ALLOCATIONS,
    nullable: true,
    description: 'Solo scissione: per attività rilevate o pro quota del patrimonio netto',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsIn(SPLIT_ALLOCATIONS, { message: 'Scegli attribuzione per attività rilevate o per patrimonio netto' })
  allocation?: SplitAllocation | null;

  @OptionalCents('Scissione per patrimonio netto: valore contabile del patrimonio netto del cliente, centesimi') equity_cents?:
    | number
    | null;
  @OptionalCents('Scissione per patrimonio netto: valore contabile del patrimonio netto di tutte le nuove imprese, centesimi')
  total_equity_cents?: number | null;
}

/** Body of PUT: the whole operation, with `version` as an alternative to If-Match. */
export class UndertakingOperationUpdateDto extends UndertakingOperationDto {
  @VersionField() version?: number;
}

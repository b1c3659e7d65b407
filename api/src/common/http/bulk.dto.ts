import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';

/** The Italian nouns of a bulk action's records, for its validation messages. */
export interface BulkNouns {
  /** "compito", "richiesta", "bando" */
  one: string;
  /** "compiti", "richieste", "bandi" */
  many: string;
  /** "Seleziona almeno un compito" / "una richiesta" */
  atLeastOne: string;
}

/**
 * The `ids` of a bulk action's body (issue 37; docs/api.md "Task bulk actions" and the others):
 * optional (the alternative is the list's `filter`), 1 to `max` positive integers, each message
 * Italian and naming the record: "Seleziona almeno un compito", "Al massimo 500 compiti alla volta",
 * "Compito non valido".
 */
export function BulkIds(max: number, nouns: BulkNouns): PropertyDecorator {
  const item = `${nouns.one.charAt(0).toUpperCase()}${nouns.one.slice(1)} non valid${nouns.one.endsWith('a') ? 'a' : 'o'}`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', isArray: true, minItems: 1, maxItems: max, description: `I ${nouns.many} selezionati` }),
    IsOptional(),
    IsArray({ message: `Elenco di ${nouns.many} non valido` }),
    ArrayMinSize(1, { message: nouns.atLeastOne }),
    ArrayMaxSize(max, { message: `Al massimo ${max} ${nouns.many} alla volta` }),
    IsInt({ each: true, message: item }),
    Min(1, { each: true, message: item }),
    Max(2147483647, { each: true, message: item }),
  );
}

/** The counts of a bulk action's answer, records done and refused, in the order selected. */
export class BulkCountsView {
  @ApiProperty({ type: 'integer', description: 'Record selezionati (ognuno una volta)' })
  total!: number;

  @ApiProperty({ type: 'integer', description: 'Record modificati' })
  done!: number;

  @ApiProperty({ type: 'integer', description: 'Record non modificati (con il motivo nel loro risultato)' })
  refused!: number;
}

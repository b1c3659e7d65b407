import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Longest term accepted (422 beyond). */
export const SEARCH_MAX_LENGTH = 100;
/** Shortest term searched: a shorter one answers no hits. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per group by default and at most. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

/** Query of GET /api/projects/{projectId}/search. */
export class SearchQueryDto {
  @ApiPropertyOptional({
    description: `Termine cercato (da ${SEARCH_MIN_LENGTH} a ${SEARCH_MAX_LENGTH} caratteri; più corto: nessun risultato)`,
    maxLength: SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'Deve essere un testo' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: `Al massimo ${SEARCH_MAX_LENGTH} caratteri` })
  q?: string;

  @ApiPropertyOptional({
    default: SEARCH_DEFAULT_LIMIT,
    minimum: 1,
    maximum: SEARCH_MAX_LIMIT,
    description: 'Risultati al massimo per tipo di record',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Deve essere almeno 1' })
  @Max(SEARCH_MAX_LIMIT, { message: `Al massimo ${SEARCH_MAX_LIMIT}` })
  limit?: number;
}

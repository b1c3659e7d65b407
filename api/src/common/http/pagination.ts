import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_SKIP, MAX_TAKE } from './input-policy';

/** Default page size (docs/rules.md#constants-and-limits: pagination length 15). */
export const DEFAULT_TAKE = 15;

/** `?skip=&take=&search=` of every list (docs/api.md#conventions); skip 0..MAX_SKIP, take 1..MAX_TAKE (default 15), else 422. */
export class ListQueryDto {
  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(0, { message: 'Deve essere maggiore o uguale a 0' })
  @Max(MAX_SKIP, { message: `Al massimo ${MAX_SKIP.toLocaleString('it-IT')}` })
  skip?: number = 0;

  @ApiPropertyOptional({ default: DEFAULT_TAKE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Deve essere almeno 1' })
  @Max(MAX_TAKE, { message: `Al massimo ${MAX_TAKE}` })
  take?: number = DEFAULT_TAKE;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Deve essere un testo' })
  @MaxLength(200, { message: 'Al massimo 200 caratteri' })
  search?: string;
}

/** Every list answer (docs/api.md#conventions). */
export interface Paginated<T> {
  data: T[];
  total: number;
  /** True when `total` is above LIST_EXACT_TOTAL_LIMIT and therefore an estimate (common/http/list-total.ts). */
  total_estimated?: boolean;
}

/** Escapes % and _ for an ILIKE pattern and wraps it in %…%. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

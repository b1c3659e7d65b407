import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Default page size (SPEC §9: pagination length 15). */
export const DEFAULT_TAKE = 15;

/** `?skip=&take=&search=` of every list (DESIGN.md §4); take is 1..100, default 15. */
export class ListQueryDto {
  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(0, { message: 'Deve essere maggiore o uguale a 0' })
  skip?: number = 0;

  @ApiPropertyOptional({ default: DEFAULT_TAKE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Deve essere almeno 1' })
  @Max(100, { message: 'Al massimo 100' })
  take?: number = DEFAULT_TAKE;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** Every list answer (DESIGN.md §4). */
export interface Paginated<T> {
  data: T[];
  total: number;
}

/** Escapes % and _ for an ILIKE pattern and wraps it in %…%. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

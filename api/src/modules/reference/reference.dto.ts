import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ListQueryDto } from '../../common/http/pagination';

/** GET /api/reference/ateco query. */
export class AtecoQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ['2025', '2007'], default: '2025' })
  @IsOptional()
  @IsIn(['2025', '2007'], { message: 'Versione ATECO non valida: 2025 o 2007' })
  version?: '2025' | '2007' = '2025';

  @ApiPropertyOptional({ description: '1 sezione … 6 sottocategoria' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Deve essere un numero intero' })
  @Min(1, { message: 'Livello da 1 a 6' })
  @Max(6, { message: 'Livello da 1 a 6' })
  level?: number;

  @ApiPropertyOptional({ description: 'Codice padre: elenca i figli' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  parent?: string;
}

/** GET /api/reference/comuni query. */
export class ComuniQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Sigla della provincia, es. MI' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'Sigla di provincia non valida' })
  province?: string;

  @ApiPropertyOptional({ description: 'Codice ISTAT della regione, es. 03' })
  @IsOptional()
  @Matches(/^\d{2}$/, { message: 'Codice regione non valido' })
  region?: string;
}

/** GET /api/reference/provinces query. */
export class ProvincesQueryDto {
  @ApiPropertyOptional({ description: 'Codice ISTAT della regione, es. 03' })
  @IsOptional()
  @Matches(/^\d{2}$/, { message: 'Codice regione non valido' })
  region?: string;
}

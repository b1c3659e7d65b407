import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';

/** Most clients one request may open negotiations for. */
export const BULK_NEGOTIATIONS_MAX = 500;

/** Body of POST …/announcements/{announcementId}/negotiations: the selected clients (1 to 500 ids; repeated ids count once). */
export class BulkNegotiationsDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: BULK_NEGOTIATIONS_MAX, description: 'ids dei clienti selezionati' })
  @IsArray({ message: 'Deve essere un elenco' })
  @ArrayMinSize(1, { message: 'Seleziona almeno un cliente' })
  @ArrayMaxSize(BULK_NEGOTIATIONS_MAX, { message: `Al massimo ${BULK_NEGOTIATIONS_MAX} clienti alla volta` })
  @IsInt({ each: true, message: 'Cliente non valido' })
  @Min(1, { each: true, message: 'Cliente non valido' })
  @Max(2147483647, { each: true, message: 'Cliente non valido' })
  client_ids: number[];
}

/** The outcome for one selected client. */
export class BulkNegotiationResult {
  @ApiProperty({ type: 'integer' })
  client_id!: number;

  @ApiProperty({ enum: ['created', 'refused'] })
  status!: 'created' | 'refused';

  @ApiPropertyOptional({ description: 'Perché non è stata aperta (in italiano)' })
  reason?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'La trattativa aperta, o quella già aperta che ha fatto rifiutare il cliente' })
  negotiation_id?: number;
}

/** Answer of the bulk action: the counts and one result per selected client, in the order sent. */
export class BulkNegotiationsView {
  @ApiProperty({ type: 'integer' })
  created!: number;

  @ApiProperty({ type: 'integer' })
  refused!: number;

  @ApiProperty({ type: [BulkNegotiationResult] })
  results!: BulkNegotiationResult[];
}

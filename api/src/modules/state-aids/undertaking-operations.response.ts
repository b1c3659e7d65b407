import { ApiProperty } from '@nestjs/swagger';
import {
  SPLIT_ALLOCATIONS,
  UNDERTAKING_OPERATION_KINDS,
  type SplitAllocation,
  type UndertakingOperationKind,
} from './undertaking-operations.dto';

/**
 * A merger or split of the client's single undertaking (docs/domain.md#de-minimis): the
 * counterpart resolved (a client of the environment, also one found by `counterpart_vat`, else the
 * outside enterprise as written), amounts in integer cents, dates `YYYY-MM-DD`.
 */
export class UndertakingOperationView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer' }) client_id!: number;
  @ApiProperty({ enum: UNDERTAKING_OPERATION_KINDS, description: 'merger: fusione o acquisizione; split: scissione' })
  kind!: UndertakingOperationKind;
  @ApiProperty({ format: 'date', description: 'Data di efficacia' }) operation_date!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'L’altra impresa, se è un cliente dell’ambiente' })
  counterpart_client_id!: number | null;
  @ApiProperty({ description: 'Ragione sociale dell’altra impresa' }) counterpart_name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Partita IVA o codice fiscale dell’altra impresa' })
  counterpart_vat!: string | null;
  @ApiProperty({ enum: SPLIT_ALLOCATIONS, nullable: true, description: 'Solo scissione: criterio di attribuzione degli aiuti' })
  allocation!: SplitAllocation | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Patrimonio netto del cliente alla scissione, centesimi' })
  equity_cents!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Patrimonio netto di tutte le nuove imprese, centesimi' })
  total_equity_cents!: number | null;
  @ApiProperty({ description: 'Quota degli aiuti dell’altra impresa che conta per il cliente, in percentuale (due decimali)' })
  share_percent!: number;
  @ApiProperty({ description: 'Articolo applicato (Reg. (UE) 2023/2831, art. 3, par. 8 o 9)' }) article!: string;
  @ApiProperty({ description: 'Spiegazione in italiano' }) description!: string;
  @ApiProperty({ type: 'integer', nullable: true }) created_by!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) updated_by!: number | null;
  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** `{data, total}`: the operations of the client, oldest first. */
export class UndertakingOperationPage {
  @ApiProperty({ type: UndertakingOperationView, isArray: true }) data!: UndertakingOperationView[];
  @ApiProperty({ type: 'integer' }) total!: number;
}

import { ApiProperty } from '@nestjs/swagger';
import { ListOf } from '../../common/http/api-responses';

/** The pg-boss states of a job (docs/architecture.md, "Jobs"). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** A job as shown by the administrators' jobs page (GET /api/admin/jobs). */
export class JobView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'Coda, es. `mail`' })
  queue!: string;

  @ApiProperty({ description: 'Nome della coda per chi legge, es. «E-mail»; «… (non riusciti)» per la coda dei lavori falliti' })
  queue_label!: string;

  @ApiProperty({ enum: JOB_STATES })
  state!: (typeof JOB_STATES)[number];

  @ApiProperty({ type: 'integer', description: 'Tentativi già ripetuti' })
  retry_count!: number;

  @ApiProperty({ type: 'integer', description: 'Tentativi ripetuti al massimo' })
  retry_limit!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_on!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  started_on!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completed_on!: Date | null;

  @ApiProperty({ description: 'Di che cosa si tratta (destinatario e oggetto dell’e-mail, id della newsletter…), mai segreti' })
  summary!: string;

  @ApiProperty({ type: String, nullable: true, description: 'L’ultimo errore di un tentativo fallito' })
  error!: string | null;
}

/** `{data}` of the latest 100 jobs, newest first. */
export class JobList extends ListOf(JobView) {}

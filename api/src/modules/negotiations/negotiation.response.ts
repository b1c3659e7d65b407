import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';
import { STAGE_KEYS, type NegotiationStage } from './negotiation.dto';

/** Progress of a negotiation's dossier: required items (not "non applicabile") and those caricato or verificato. */
export class NegotiationDossierProgressView {
  @ApiProperty({ type: 'integer' }) required_total!: number;
  @ApiProperty({ type: 'integer' }) done!: number;
}

/** A negotiation (trattativa) of a client, a card of the pipeline; amounts in EUR. */
export class NegotiationView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  client_id!: number;

  @ApiProperty()
  client_name!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  announcement_id!: number | null;

  @ApiProperty({ type: String, nullable: true })
  announcement_name!: string | null;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: STAGE_KEYS, description: 'Fase della pipeline' })
  stage!: NegotiationStage;

  @ApiProperty({ description: 'Nome italiano della fase' })
  stage_label!: string;

  @ApiProperty({ type: 'integer', description: 'Posizione nella colonna della fase' })
  position!: number;

  @ApiProperty({ type: Number, nullable: true })
  amount_requested!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  amount_granted!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  success_fee_percent!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  success_fee_amount!: number | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'date' },
    description: 'Scadenza per fase (fase -> `YYYY-MM-DD`)',
  })
  stage_deadlines!: Record<string, string>;

  @ApiProperty({ type: String, nullable: true })
  lost_reason!: string | null;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  updated_by!: number | null;

  @ApiProperty({
    type: NegotiationDossierProgressView,
    description: 'Avanzamento del dossier (docs/domain.md#dossier): voci obbligatorie e quelle caricate o verificate; 0/0 senza dossier',
  })
  dossier!: NegotiationDossierProgressView;
}

/** `{data, total}` of negotiations. */
export class NegotiationPage extends PageOf(NegotiationView) {}

/** A column of the kanban: a stage with its cards. */
export class NegotiationStageColumnView {
  @ApiProperty({ enum: STAGE_KEYS })
  stage!: NegotiationStage;

  @ApiProperty({ description: 'Nome italiano della fase' })
  label!: string;

  @ApiProperty({ type: [NegotiationView] })
  items!: NegotiationView[];
}

/** GET …/negotiations/board: the stages in the order of a grant's life. */
export class NegotiationBoardView {
  @ApiProperty({ type: [NegotiationStageColumnView] })
  stages!: NegotiationStageColumnView[];
}

import { ApiProperty } from '@nestjs/swagger';
import { DE_MINIMIS_REGULATIONS } from '@bandi/domain';
import { STATE_AID_IMPORT_STATES, type StateAidImportState } from './state-aid-import.entity';

/** One component of an RNA aid whose beneficiary is a client, and what the import did with it. */
export class StateAidImportRowView {
  @ApiProperty({ description: 'Codice Concessione RNA' }) cor!: string;
  @ApiProperty({ description: 'ID_COMPONENTE_AIUTO' }) component!: string;
  @ApiProperty({ type: 'integer' }) client_id!: number;
  @ApiProperty() client_name!: string;
  @ApiProperty({ enum: ['created', 'existing', 'rejected'], description: 'registrato, già presente, scartato' }) outcome!:
    | 'created'
    | 'existing'
    | 'rejected';
  @ApiProperty({ type: String, nullable: true, description: 'Motivo (già presente, scartato)' }) reason!: string | null;
  @ApiProperty({ description: 'COD_REGOLAMENTO' }) regulation!: string;
  @ApiProperty({ enum: DE_MINIMIS_REGULATIONS, nullable: true, description: 'Regime de minimis (null: non de minimis)' })
  de_minimis!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Elemento di aiuto, centesimi' }) aid_element_cents!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'L’aiuto registrato' }) state_aid_id!: number | null;
}

/**
 * An RNA import: state (queued, running, done, failed), progress (`bytes_read` of `bytes`, AIUTO
 * elements read), counts of the clients' components (created, existing, rejected), the report
 * (empty in the list) and the error of a failed import (Italian).
 */
export class StateAidImportView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Chi ha caricato il file' }) user_id!: number | null;
  @ApiProperty() file_name!: string;
  @ApiProperty({ enum: STATE_AID_IMPORT_STATES }) status!: StateAidImportState;
  @ApiProperty({ type: 'integer', description: 'Dimensione del file, byte' }) bytes!: number;
  @ApiProperty({ type: 'integer', description: 'Byte letti' }) bytes_read!: number;
  @ApiProperty({ type: 'integer', description: 'Elementi AIUTO letti' }) aids_read!: number;
  @ApiProperty({ type: 'integer', description: 'Componenti registrate' }) created!: number;
  @ApiProperty({ type: 'integer', description: 'Componenti già registrate' }) existing!: number;
  @ApiProperty({ type: 'integer', description: 'Componenti scartate' }) rejected!: number;
  @ApiProperty({ type: StateAidImportRowView, isArray: true, description: 'Una riga per componente di un cliente (al massimo 5.000)' })
  report!: StateAidImportRowView[];
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finished_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** `{data}`: the latest 20 imports of the environment, newest first. */
export class StateAidImportList {
  @ApiProperty({ type: StateAidImportView, isArray: true }) data!: StateAidImportView[];
}

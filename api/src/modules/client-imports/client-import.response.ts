import { ApiProperty } from '@nestjs/swagger';
import { IMPORT_ACTIONS, IMPORT_STATUSES, type ImportStatus } from './client-import.entity';
import type { RowAction } from './client-import.planner';

/** A client field a column can be mapped to. */
export class ImportFieldView {
  @ApiProperty({ description: 'Chiave del campo (p.es. `vat_number`)' })
  key!: string;

  @ApiProperty({ description: 'Etichetta italiana (p.es. «Partita IVA»)' })
  label!: string;
}

/** A message on a row: `error` rejects it; `warning` is informative (an ATECO 2007 code recoded). */
export class ImportRowMessageView {
  @ApiProperty({ description: 'Campo (chiave di ImportFieldView) cui si riferisce' })
  field!: string;

  @ApiProperty({ description: 'Messaggio in italiano' })
  message!: string;

  @ApiProperty({ enum: ['error', 'warning'] })
  level!: 'error' | 'warning';
}

/** What one data row of the file does (dry run) or did (committed import). */
export class ImportRowView {
  @ApiProperty({ type: 'integer', description: 'Numero della riga nel file (1 = intestazione)' })
  row_number!: number;

  @ApiProperty({ enum: IMPORT_ACTIONS })
  action!: RowAction;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Cliente aggiornato o creato (null per i nuovi nell’anteprima e gli scarti)',
  })
  client_id!: number | null;

  @ApiProperty({ type: String, nullable: true })
  business_name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  vat_number!: string | null;

  @ApiProperty({ type: String, nullable: true })
  fiscal_code!: string | null;

  @ApiProperty({ type: [String], description: 'Campi che l’aggiornamento modifica' })
  changes!: string[];

  @ApiProperty({ type: [ImportRowMessageView] })
  messages!: ImportRowMessageView[];
}

/** Rows per action. */
export class ImportCountsView {
  @ApiProperty({ type: 'integer' }) create!: number;
  @ApiProperty({ type: 'integer' }) update!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
  @ApiProperty({ type: 'integer' }) reject!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
}

/** Progress of a running commit: data rows written of `total`. */
export class ImportProgressView {
  @ApiProperty({ type: 'integer' }) done!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
}

/** A row the undo left as it is (the client changed after the import, or was deleted). */
export class ImportUndoKeptView {
  @ApiProperty({ type: 'integer' }) row_number!: number;
  @ApiProperty({ type: 'integer', nullable: true }) client_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) business_name!: string | null;
  @ApiProperty() message!: string;
}

/** What the undo did: clients removed, clients restored, rows kept. */
export class ImportUndoView {
  @ApiProperty({ type: 'integer', description: 'Clienti creati dall’importazione ed eliminati' }) removed!: number;
  @ApiProperty({ type: 'integer', description: 'Clienti aggiornati e riportati ai valori precedenti' }) restored!: number;
  @ApiProperty({ type: [ImportUndoKeptView] }) kept!: ImportUndoKeptView[];
}

/**
 * A client import (issue 33): the file as read (format, CSV encoding and separator, sheets,
 * headers), the mapping (per column a field key or null = «Ignora»), the counts and each row's
 * action and messages (dry run while `previewed`; what was written once `done`), the commit's
 * progress while `running`, and the undo (until `undo_until`, 30 days after the commit).
 */
export class ClientImportView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() file_name!: string;
  @ApiProperty({ enum: IMPORT_STATUSES }) status!: ImportStatus;
  @ApiProperty({ enum: ['xlsx', 'csv'] }) format!: 'xlsx' | 'csv';
  @ApiProperty({ type: String, nullable: true, enum: ['utf-8', 'windows-1252'], description: 'Codifica del CSV' })
  encoding!: 'utf-8' | 'windows-1252' | null;
  @ApiProperty({ type: String, nullable: true, description: 'Separatore del CSV: `;`, `,` o tabulazione' })
  separator!: string | null;
  @ApiProperty({ type: [String], description: 'Fogli del file (un CSV ne ha uno)' }) sheets!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Foglio letto' }) sheet!: string | null;
  @ApiProperty({ type: [String], description: 'Intestazioni delle colonne del foglio' }) headers!: string[];
  @ApiProperty({
    type: 'array',
    items: { type: 'string', nullable: true },
    description: 'Per ogni colonna (per posizione) la chiave del campo, o null = colonna ignorata',
  })
  mapping!: (string | null)[];
  @ApiProperty({ type: [ImportFieldView] }) fields!: ImportFieldView[];
  @ApiProperty({ type: ImportCountsView }) counts!: ImportCountsView;
  @ApiProperty({ type: [ImportRowView] }) rows!: ImportRowView[];
  @ApiProperty({ type: ImportProgressView, nullable: true }) progress!: ImportProgressView | null;
  @ApiProperty({ type: String, nullable: true, description: 'Motivo del fallimento' }) error!: string | null;
  @ApiProperty({ type: ImportUndoView, nullable: true }) undo!: ImportUndoView | null;
  @ApiProperty({ description: 'true finché l’importazione completata può essere annullata' }) can_undo!: boolean;
  @ApiProperty() created_at!: Date;
  @ApiProperty({ type: Date, nullable: true }) committed_at!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) undo_until!: Date | null;
}

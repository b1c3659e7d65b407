import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';
import { CALL_STATUSES, type CallStatus } from './call.entity';

/** One recipient of a supplier call (docs/domain.md#call-logs): name, e-mail, whether it receives the next send. */
export class SendToEntryView {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  active!: boolean;
}

/** A call log (richiesta) as answered by the API: list item and base of the detail. */
export class CallView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: ['client', 'supplier'] })
  type!: 'client' | 'supplier';

  @ApiProperty({ type: 'integer', nullable: true })
  client_id!: number | null;

  @ApiProperty({ type: String, nullable: true })
  client_name!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  referent_id!: number | null;

  @ApiProperty({ type: String, nullable: true })
  referent_name!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Ragione sociale del fornitore (richiesta a fornitore)' })
  company_name!: string | null;

  @ApiProperty({ format: 'date', description: 'Data della richiesta, `YYYY-MM-DD`' })
  call_date!: string;

  @ApiProperty({ enum: CALL_STATUSES })
  status!: CallStatus;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ type: [String] })
  areas_of_intervention!: string[];

  @ApiProperty({ type: [SendToEntryView] })
  send_to!: SendToEntryView[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at!: Date | null;

  @ApiProperty({ type: [String], nullable: true, description: 'Indirizzi dell’ultimo invio' })
  sent_to!: string[] | null;

  @ApiProperty({ type: 'integer' })
  announcements_count!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: Date;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  updated_by!: number | null;
}

/** An announcement (bando) proposed in a call. */
export class CallAnnouncementView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ['global', 'local'] })
  scope!: 'global' | 'local';

  @ApiProperty({ type: String, format: 'date', nullable: true })
  end_date!: string | null;
}

/** The detail adds the announcements proposed in the call. */
export class CallDetailView extends CallView {
  @ApiProperty({ type: [CallAnnouncementView] })
  announcements!: CallAnnouncementView[];
}

/** `{data, total}` of calls. */
export class CallPage extends PageOf(CallView) {}

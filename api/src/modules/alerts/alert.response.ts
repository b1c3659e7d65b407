import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';
import { ALERT_TYPES, type AlertType } from './alerts.dto';

/** A system alert (banner shown to every user while current). */
export class AlertView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: ALERT_TYPES })
  type!: AlertType;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  starts_at!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  ends_at!: Date | null;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ description: 'Mostrato ora: attivo e adesso in [starts_at, ends_at)' })
  current!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: Date;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;
}

/** GET /alerts/active: the alert shown now, or null. */
export class ActiveAlertView {
  @ApiProperty({ type: AlertView, nullable: true })
  alert!: AlertView | null;
}

/** `{data, total}` of alerts. */
export class AlertPage extends PageOf(AlertView) {}

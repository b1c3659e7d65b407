import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification.entity';

/** A notification of the bell (issue 37): Italian text, the app path it opens, when created and read. */
export class NotificationView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({
    enum: NOTIFICATION_KINDS,
    description:
      'task_assigned: compito assegnato; interest: «Sono interessato» di un cliente; announcement_changed: scadenza, stato o importi di un bando cambiati (a chi lo segue o ha clienti idonei)',
  })
  kind!: NotificationKind;

  @ApiProperty({ description: 'Testo in italiano', example: 'Ti è stato assegnato il compito «Richiamare il cliente»' })
  title!: string;

  @ApiProperty({ description: 'Percorso dell’app da aprire', example: '/ambiente/1/richieste/5' })
  link!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  client_id!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  announcement_id!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  task_id!: number | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Quando è stata letta; null se non letta' })
  read_at!: string | null;
}

/** `{data, total, unread}`: a page of the user's notifications (newest first), the total matching and the unread count. */
export class NotificationPage {
  @ApiProperty({ type: NotificationView, isArray: true })
  data!: NotificationView[];

  @ApiProperty({ type: 'integer', description: 'Totale delle notifiche che rispondono ai filtri' })
  total!: number;

  @ApiProperty({ type: 'integer', description: 'Notifiche non lette dell’utente in questo ambiente' })
  unread!: number;
}

/** `{unread}`: the user's unread notifications in the environment. */
export class NotificationUnreadCount {
  @ApiProperty({ type: 'integer' })
  unread!: number;
}

/** `{updated}`: how many notifications "Segna tutte come lette" marked. */
export class NotificationsReadAll {
  @ApiProperty({ type: 'integer', description: 'Notifiche segnate come lette' })
  updated!: number;
}

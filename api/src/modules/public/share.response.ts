import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../common/http/api-responses';

/** A share link of a call (docs/domain.md, "Newsletter"): for a client or a client call, until `expires_at`. */
export class ShareView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer', nullable: true }) client_id!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) call_id!: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

/** The answer of "Condividi": the link with its token, shown once. */
export class CreatedShareView extends ShareView {
  @ApiProperty({ description: 'Token del link (mostrato solo ora)' }) token!: string;
  @ApiProperty({ description: 'Indirizzo della pagina pubblica del bando' }) url!: string;
}

/**
 * A link in the list of an announcement's links (no token; docs/api.md#share-links): its state, author,
 * recipient (a client, directly or through a call log or a newsletter subscriber, or a subscriber
 * without client), the openings of the public page and the "Sono interessato" it brought.
 */
export class ShareListItemView extends ShareView {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Iscritto alla newsletter del link (newsletter)' })
  subscriber_id!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({ description: 'Non revocato e non scaduto' }) active!: boolean;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'], description: 'Stato: attivo, scaduto, revocato' })
  status!: 'active' | 'expired' | 'revoked';
  @ApiProperty({ type: 'integer', nullable: true, description: 'Utente che ha creato il link' }) created_by!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nome e cognome di chi ha creato il link' })
  created_by_name!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Cliente destinatario (diretto, della richiesta o dell’iscritto)' })
  recipient_client_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Ragione sociale del cliente destinatario' }) client_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Email dell’iscritto alla newsletter' }) subscriber_email!: string | null;
  @ApiProperty({ type: 'integer', description: 'Aperture della pagina pubblica' }) opens_count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) first_opened_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_opened_at!: string | null;
  @ApiProperty({ description: '"Sono interessato" premuto da questo link' }) interest!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) interest_at!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Richiesta creata dall’interesse' }) interest_call_id!: number | null;
}

/** `{data, total}` of an announcement's links in the environment. */
export class SharePage extends PageOf(ShareListItemView) {}

/** A link in a client's list: the list item with the announcement it opens. */
export class ClientShareListItemView extends ShareListItemView {
  @ApiProperty({ type: 'integer' }) announcement_id!: number;
  @ApiProperty({ description: 'Nome del bando' }) announcement_name!: string;
}

/** `{data, total}` of a client's links, newest first (`?skip=&take=`). */
export class ClientSharePage extends PageOf(ClientShareListItemView) {}

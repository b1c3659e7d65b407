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

/** A link in the list of a call's links (no token). */
export class ShareListItemView extends ShareView {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({ description: 'Non revocato e non scaduto' }) active!: boolean;
}

/** `{data, total}` of a call's links in the environment. */
export class SharePage extends PageOf(ShareListItemView) {}

import { ApiProperty } from '@nestjs/swagger';

/** Whose subscription a public newsletter link changed (docs/domain.md, "Newsletter"). */
class NewsletterConsentView {
  @ApiProperty({ description: 'Nome dell’ambiente' }) project_name!: string;
  @ApiProperty() email!: string;
}

/** POST /public/newsletter/confirm: the subscription is confirmed. */
export class NewsletterConfirmedView extends NewsletterConsentView {
  @ApiProperty({ enum: ['subscribed'] }) status!: 'subscribed';
}

/** POST /public/newsletter/unsubscribe (and the one-click POST): the address is unsubscribed. */
export class NewsletterUnsubscribedView extends NewsletterConsentView {
  @ApiProperty({ enum: ['unsubscribed'] }) status!: 'unsubscribed';
}

/** POST /public/announcements/{id}/interest: the interest is recorded as a client call (`call_id`). */
export class InterestRecordedView {
  @ApiProperty({ enum: ['recorded'] }) status!: 'recorded';
  @ApiProperty({ type: 'integer' }) call_id!: number;
}

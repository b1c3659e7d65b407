import { ApiProperty } from '@nestjs/swagger';
import { ListOf, PageOf } from '../../common/http/api-responses';

/** An announcement presented in a newsletter. */
export class NewsletterAnnouncementView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  end_date!: string | null;
}

/** Mails of a newsletter's delivery log by state. */
export class NewsletterProgressView {
  @ApiProperty({ type: 'integer' }) queued!: number;
  @ApiProperty({ type: 'integer' }) sending!: number;
  @ApiProperty({ type: 'integer' }) sent!: number;
  @ApiProperty({ type: 'integer' }) failed!: number;
}

/** A newsletter of an environment (draft, sending or sent). */
export class NewsletterView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ enum: ['draft', 'sending', 'sent'] })
  status!: 'draft' | 'sending' | 'sent';

  @ApiProperty({
    enum: ['manual', 'fits'],
    description: '`manual`: i bandi scelti; `fits`: per ogni destinatario i bandi adatti alla sua impresa',
  })
  mode!: 'manual' | 'fits';

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Newsletter di un gestore ai soli iscritti di un cliente; null: tutti gli iscritti',
  })
  client_id!: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Aggiornamento: ai soli iscritti dei clienti idonei a questo bando; null: tutti gli iscritti',
  })
  audience_announcement_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Titolo del bando di `audience_announcement_id`' })
  audience_announcement_name!: string | null;

  @ApiProperty({ type: NewsletterProgressView, description: 'E-mail del registro di consegna per stato (dopo l’invio)' })
  progress!: NewsletterProgressView;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at!: Date | null;

  @ApiProperty({ type: 'integer', nullable: true })
  recipients_count!: number | null;

  @ApiProperty({ type: [NewsletterAnnouncementView] })
  announcements!: NewsletterAnnouncementView[];

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: Date;

  @ApiProperty({ type: 'integer', description: 'Versione per la concorrenza ottimistica (If-Match / `version`)' })
  version!: number;
}

/** `{data, total}` of newsletters. */
export class NewsletterPage extends PageOf(NewsletterView) {}

/** What one recipient of a newsletter receives (GET .../newsletters/{newsletterId}/preview). */
export class NewsletterPreview {
  @ApiProperty({ type: 'integer' })
  subscriber_id!: number;

  @ApiProperty({ description: 'Indirizzo del destinatario' })
  to!: string;

  @ApiProperty({ description: 'Reply-To: indirizzo per le risposte (dell’ambiente, altrimenti di chi invia)' })
  reply_to!: string;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ description: 'Testo del messaggio (con il collegamento di disiscrizione)' })
  text!: string;

  @ApiProperty({ description: 'Versione HTML del messaggio (CSS in linea; collegamenti con il token `anteprima`)' })
  html!: string;

  @ApiProperty({ type: [NewsletterAnnouncementView], description: 'I bandi presentati a questo destinatario' })
  announcements!: NewsletterAnnouncementView[];
}

/** `{data, recipients_count}`: the previews (at most 50) and how many subscribers "Invia" sends to. */
export class NewsletterPreviewList extends ListOf(NewsletterPreview) {
  @ApiProperty({ type: 'integer', description: 'Iscritti a cui la newsletter sarebbe inviata ora' })
  recipients_count!: number;
}

/** One mail of a newsletter's delivery log. */
export class DeliveryView {
  @ApiProperty({ description: 'Indirizzo del destinatario' })
  recipient!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  subscriber_id!: number | null;

  @ApiProperty({ enum: ['queued', 'sending', 'sent', 'failed'] })
  status!: 'queued' | 'sending' | 'sent' | 'failed';

  @ApiProperty({ type: 'integer', description: 'Tentativi di invio fatti' })
  attempts!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Errore dell’ultimo tentativo' })
  error!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at!: Date | null;
}

/** `{data}` of a newsletter's delivery log. */
export class DeliveryList extends ListOf(DeliveryView) {}

/** A newsletter subscriber (double opt-in, docs/domain.md#referents-negotiations-notes-newsletters-alerts). */
export class SubscriberView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  client_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Ragione sociale del cliente' })
  client_name!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  referent_id!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Nome e cognome del referente' })
  referent_name!: string | null;

  @ApiProperty({ enum: ['pending', 'subscribed', 'unsubscribed'] })
  status!: 'pending' | 'subscribed' | 'unsubscribed';

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Scadenza del collegamento di conferma' })
  confirm_expires_at!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmed_at!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribed_at!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;
}

/** `{data}` of subscribers, newest first (at most 500). */
export class SubscriberList extends ListOf(SubscriberView) {}

/** One line of a subscriber's consent log. */
export class ConsentView {
  @ApiProperty({ enum: ['requested', 'confirmed', 'unsubscribed'] })
  action!: 'requested' | 'confirmed' | 'unsubscribed';

  @ApiProperty({ type: String, nullable: true })
  ip!: string | null;

  @ApiProperty({ type: String, nullable: true })
  user_agent!: string | null;

  @ApiProperty({ description: 'Versione del testo del consenso' })
  text_version!: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Utente che ha agito (null: l’iscritto stesso)' })
  created_by!: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: Date;
}

/** One subscriber with its consent log. */
export class SubscriberDetailView extends SubscriberView {
  @ApiProperty({ type: [ConsentView] })
  consents!: ConsentView[];
}

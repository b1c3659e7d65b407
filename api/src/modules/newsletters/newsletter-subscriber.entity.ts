import { Column, Entity, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import { ProjectOwnedRecord } from '../../common/entities/base.entity';
import { Client } from '../clients/client.entity';
import { Referent } from '../referents/referent.entity';
import { NewsletterConsent } from './newsletter-consent.entity';

/**
 * A newsletter subscriber of an environment (double opt-in: pending, subscribed, unsubscribed),
 * optionally linked to a client or referent; only the SHA-256 of the confirmation token is stored.
 * Migration 0014; docs/domain.md#newsletter.
 */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber extends ProjectOwnedRecord {
  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int', nullable: true })
  referent_id: number | null;

  @ManyToOne(() => Referent, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'referent_id' })
  referent?: Relation<Referent>;

  @Column({ type: 'varchar', length: 14, default: 'pending' })
  status: 'pending' | 'subscribed' | 'unsubscribed';

  /** SHA-256 (hex) of the confirmation token of the double opt-in. */
  @Column({ type: 'char', length: 64, nullable: true })
  confirm_token_hash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirm_expires_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmed_at: Date | null;

  /** The token of the one-click unsubscribe link (43 base64url characters). */
  @Column({ type: 'char', length: 43 })
  unsubscribe_token: string;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribed_at: Date | null;

  @OneToMany(() => NewsletterConsent, (c) => c.subscriber)
  consents?: Relation<NewsletterConsent>[];
}

import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';
import { Newsletter } from '../newsletters/newsletter.entity';
import { NewsletterSubscriber } from '../newsletters/newsletter-subscriber.entity';

/**
 * One message of the mail queue: its idempotency `key`, recipient, subject, status (queued, sending,
 * sent, failed) and attempts; for a newsletter, the newsletter and subscriber. Migration 0014;
 * docs/domain.md#newsletter.
 */
@Entity('mail_deliveries')
export class MailDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  /** Idempotency key: a message is queued once per key. */
  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'int', nullable: true })
  project_id: number | null;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'int', nullable: true })
  newsletter_id: number | null;

  @ManyToOne(() => Newsletter, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'newsletter_id' })
  newsletter?: Relation<Newsletter>;

  @Column({ type: 'int', nullable: true })
  subscriber_id: number | null;

  @ManyToOne(() => NewsletterSubscriber, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subscriber_id' })
  subscriber?: Relation<NewsletterSubscriber>;

  @Column({ type: 'varchar', length: 500 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'varchar', length: 8, default: 'queued' })
  status: 'queued' | 'sending' | 'sent' | 'failed';

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;
}

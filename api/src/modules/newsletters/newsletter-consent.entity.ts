import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { User } from '../users/user.entity';

/**
 * One entry of a subscriber's consent log (requested, confirmed, unsubscribed), with the IP, user
 * agent and the version of the consent text. Migration 0014; docs/domain.md#newsletter.
 */
@Entity('newsletter_consents')
export class NewsletterConsent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'int' })
  subscriber_id: number;

  @ManyToOne(() => NewsletterSubscriber, (p) => p.consents, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriber_id' })
  subscriber?: Relation<NewsletterSubscriber>;

  @Column({ type: 'varchar', length: 14 })
  action: 'requested' | 'confirmed' | 'unsubscribed';

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  user_agent: string | null;

  @Column({ type: 'varchar', length: 40 })
  text_version: string;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}

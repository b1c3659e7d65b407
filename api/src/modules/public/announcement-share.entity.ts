import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from '../announcements/announcement.entity';
import { Project } from '../projects/project.entity';
import { Client } from '../clients/client.entity';
import { Call } from '../calls/call.entity';
import { User } from '../users/user.entity';
import { NewsletterSubscriber } from '../newsletters/newsletter-subscriber.entity';

/**
 * A public link to an announcement, shared by an environment with a client, within a call log or
 * with a newsletter subscriber (one per announcement and recipient of a newsletter, migration 0034): an
 * unguessable token (only its SHA-256 is stored), expiring and revocable. Migration 0004;
 * docs/domain.md#announcements.
 */
@Entity('announcement_shares')
export class AnnouncementShare {
  @PrimaryGeneratedColumn()
  id: number;

  /** SHA-256 (hex) of the token in the public link. */
  @Column({ type: 'char', length: 64 })
  token_hash: string;

  @Column({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int', nullable: true })
  call_id: number | null;

  @ManyToOne(() => Call, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'call_id' })
  call?: Relation<Call>;

  /** The newsletter subscriber the link was made for (migration 0034, docs/architecture.md#mail-templates). */
  @Column({ type: 'int', nullable: true })
  subscriber_id: number | null;

  @ManyToOne(() => NewsletterSubscriber, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriber_id' })
  subscriber?: Relation<NewsletterSubscriber>;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  created_by_user?: Relation<User>;

  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Times the public page was opened with this link (migration 0038, docs/api.md#share-links). */
  @Column({ type: 'int', default: 0 })
  opens_count: number;

  /** First and last opening of the public page (null until opened; migration 0038). */
  @Column({ type: 'timestamptz', nullable: true })
  first_opened_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_opened_at: Date | null;
}

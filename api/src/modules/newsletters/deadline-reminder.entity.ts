import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { Client } from '../clients/client.entity';
import { Announcement } from '../announcements/announcement.entity';

/**
 * A deadline reminder already sent: to a client's manager (`user_id`), for an announcement closing
 * within 7 or 30 days, on `sent_on`; the primary key keeps it to one per (user, client, announcement,
 * window). Migration 0014; docs/domain.md#newsletter.
 */
@Entity('deadline_reminders')
export class DeadlineReminder {
  @Column({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @PrimaryColumn({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @PrimaryColumn({ type: 'int' })
  announcement_id: number;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @PrimaryColumn({ type: 'int' })
  within_days: 7 | 30;

  @Column({ type: 'date' })
  sent_on: string;
}

import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Announcement } from '../announcements/announcement.entity';
import { Client } from '../clients/client.entity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

/**
 * The kinds of notification: a task assigned to me by someone else, a "Sono interessato" of a
 * client I manage, an announcement my clients pursue or fit whose deadline, status or amounts changed
 * (docs/domain.md#call-changes).
 */
export const NOTIFICATION_KINDS = ['task_assigned', 'interest', 'announcement_changed', 'dossier_upload'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * An in-app notification of a user (`user_id`, the recipient) in an environment (migration 0029,
 * issue 37): Italian `title`, app path `link`, the client/announcement/task it is about, when it
 * was created and read (null while unread). Written and read through NotificationsRepository (SQL);
 * mapped here for the schema and its relations. Kept 90 days.
 */
@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  /** The recipient. */
  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 30 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  /** App path the notification opens, e.g. `/ambiente/1/clienti/5`. */
  @Column({ type: 'varchar', length: 500 })
  link: string;

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Relation<Client>;

  @Column({ type: 'int', nullable: true })
  announcement_id: number | null;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcement_id' })
  announcement?: Relation<Announcement>;

  @Column({ type: 'int', nullable: true })
  task_id: number | null;

  @ManyToOne(() => Task, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: Relation<Task>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** When the recipient read it; null while unread. */
  @Column({ type: 'timestamptz', nullable: true })
  read_at: Date | null;
}

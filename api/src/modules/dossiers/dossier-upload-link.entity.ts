import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Project } from '../projects/project.entity';
import { Negotiation } from '../negotiations/negotiation.entity';
import { User } from '../users/user.entity';

/**
 * The referent's upload link of one negotiation's dossier (migration 0037,
 * docs/domain.md#dossier): a 256-bit token (only its SHA-256 is stored), expiring, revocable.
 * Written through DossiersRepository (SQL).
 */
@Entity('dossier_upload_links')
export class DossierUploadLink {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  project_id: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: Relation<Project>;

  @Column({ type: 'int' })
  negotiation_id: number;

  @ManyToOne(() => Negotiation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'negotiation_id' })
  negotiation?: Relation<Negotiation>;

  /** SHA-256 (hex) of the token in the link. */
  @Column({ type: 'char', length: 64, unique: true })
  token_hash: string;

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
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canonicalEmail } from '../../common/auth/email';
import type { ProjectColor } from '../projects/project.entity';
import { User } from './user.entity';

/**
 * The data of the signed-in user's own view (entity User, `project_users`, `projects`): who a user
 * is at login and which environments the session offers. Users and memberships are not
 * environment-owned (a user may belong to several), so the statements name the user; the list
 * is in api/test/tenancy-allowlist.ts. User administration is UsersAdminRepository's.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every environment, by id (the administrator belongs to all). */
  allEnvironments(): Promise<{ id: number; name: string; color: ProjectColor }[]> {
    return this.dataSource.query(`SELECT id, name, color FROM projects ORDER BY id`);
  }

  /** The environments user `userId` is a member of, oldest membership first. */
  environmentsOf(userId: number): Promise<{ id: number; name: string; color: ProjectColor }[]> {
    return this.dataSource.query(
      `SELECT p.id, p.name, p.color FROM project_users pu JOIN projects p ON p.id = pu.project_id
       WHERE pu.user_id = $1 ORDER BY pu.created_at, p.id`,
      [userId],
    );
  }

  /** The user with this e-mail in its canonical form (common/auth/email.ts), password hash included; null when none. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.email = :email', { email: canonicalEmail(email) })
      .getOne();
  }
}

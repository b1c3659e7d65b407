import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { User } from './user.entity';
import { canonicalEmail } from '../../common/auth/email';
import { presentUser, type UserView } from './users.presenter';
import { mfaEnrolmentPending } from '../auth/mfa/mfa.policy';
import type { ProjectColor } from '../projects/project.entity';

/** Reads users and their environments. */
@Injectable()
export class UsersService {
  constructor(private readonly dataSource: DataSource) {}

  /** The environments a user belongs to, oldest membership first (administrator: all). */
  async projectsOf(user: User): Promise<{ id: number; name: string; color: ProjectColor }[]> {
    if (user.type === 'administrator') {
      return this.dataSource.query(`SELECT id, name, color FROM projects ORDER BY id`);
    }
    return this.dataSource.query(
      `SELECT p.id, p.name, p.color FROM project_users pu JOIN projects p ON p.id = pu.project_id
       WHERE pu.user_id = $1 ORDER BY pu.created_at, p.id`,
      [user.id],
    );
  }

  /** The docs/domain.md#users-and-the-session-view user object with capabilities and start route. */
  async view(user: User): Promise<UserView> {
    return presentUser(user, await this.projectsOf(user), await mfaEnrolmentPending(this.dataSource, user));
  }

  /** Finds a user by the canonical form of the e-mail (common/auth/email.ts), with the password hash. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.email = :email', { email: canonicalEmail(email) })
      .getOne();
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';
import { presentUser, type UserView } from './users.presenter';
import { mfaEnrolmentPending } from '../auth/mfa/mfa.policy';
import type { ProjectColor } from '../projects/project.entity';

/** Reads users and their environments. */
@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: UsersRepository,
  ) {}

  /** The environments a user belongs to, oldest membership first (administrator: all). */
  projectsOf(user: User): Promise<{ id: number; name: string; color: ProjectColor }[]> {
    return user.type === 'administrator' ? this.repo.allEnvironments() : this.repo.environmentsOf(user.id);
  }

  /** The docs/domain.md#users-and-the-session-view user object with capabilities and start route. */
  async view(user: User): Promise<UserView> {
    return presentUser(user, await this.projectsOf(user), await mfaEnrolmentPending(this.dataSource, user));
  }

  /** Finds a user by the canonical form of the e-mail (common/auth/email.ts), with the password hash. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.repo.findByEmailWithHash(email);
  }

  /**
   * PUT /api/profile: the user's own name, surname (trimmed) and phone (null when absent);
   * answers the user as stored. Input checked by UpdateProfileDto (docs/rules.md#form-rules).
   */
  async updateOwnProfile(userId: number, dto: { name: string; surname: string; phone?: string | null }): Promise<User> {
    const users = this.dataSource.getRepository(User);
    await users.update({ id: userId }, { name: dto.name.trim(), surname: dto.surname.trim(), phone: dto.phone ?? null });
    return users.findOneByOrFail({ id: userId });
  }
}

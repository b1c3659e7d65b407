import { Injectable } from '@nestjs/common';
import { type EntityManager, In, Not } from 'typeorm';
import { likePattern } from '../../common/http/pagination';
import type { UserType } from '../../common/auth/roles';
import { Project, ProjectUser, type ProjectColor } from '../projects/project.entity';
import { User } from './user.entity';

/** The filters of the administrator's user list (UserListQueryDto). */
export interface UserListFilter {
  search?: string;
  type?: UserType;
  status?: 'active' | 'inactive';
  project_id?: number;
  skip?: number;
  take?: number;
}

/** One environment a user belongs to, as the user views show it. */
export interface Membership {
  user_id: number;
  id: number;
  name: string;
  color: ProjectColor;
}

/**
 * The data of user administration through TypeORM's entities User, ProjectUser and Project (no
 * SQL text of its own). Memberships (`project_users`) are read and written across environments
 * on purpose: this is the registry of who belongs where, used by the administrator (every
 * environment) and by a local administrator on the environment of the route, which the caller
 * passes as `projectId` (docs/roles.md, "Environments of a user"). Each method runs on `em`, the
 * caller's transaction or the DataSource's manager.
 */
@Injectable()
export class UsersAdminRepository {
  /**
   * One page of user ids by surname, name, id, and the total: `search` in name, surname, full
   * name and e-mail (ILIKE), `type`, `status`, and `project_id` (its members; administrators
   * belong to every environment).
   */
  async page(em: EntityManager, q: UserListFilter): Promise<{ ids: number[]; total: number }> {
    const qb = em.getRepository(User).createQueryBuilder('u').select('u.id', 'id');
    if (q.search?.trim())
      qb.andWhere(`(u.name ILIKE :s OR u.surname ILIKE :s OR u.email ILIKE :s OR concat(u.name, ' ', u.surname) ILIKE :s)`, {
        s: likePattern(q.search),
      });
    if (q.type) qb.andWhere('u.type = :type', { type: q.type });
    if (q.status) qb.andWhere('u.status = :status', { status: q.status });
    if (q.project_id)
      qb.andWhere(
        `(u.type = 'administrator' OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = u.id AND pu.project_id = :projectId))`,
        { projectId: q.project_id },
      );
    const total = await qb.getCount();
    const rows = await qb
      .orderBy('u.surname')
      .addOrderBy('u.name')
      .addOrderBy('u.id')
      .offset(Number(q.skip ?? 0))
      .limit(Number(q.take ?? 15))
      .getRawMany<{ id: number }>();
    return { ids: rows.map((r) => r.id), total };
  }

  /** The environments of users `ids`, in the order each joined them. */
  memberships(em: EntityManager, ids: number[]): Promise<Membership[]> {
    if (!ids.length) return Promise.resolve([]);
    return em
      .getRepository(ProjectUser)
      .createQueryBuilder('pu')
      .innerJoin('pu.project', 'p')
      .select(['pu.user_id AS user_id', 'p.id AS id', 'p.name AS name', 'p.color AS color'])
      .where('pu.user_id IN (:...ids)', { ids })
      .orderBy('pu.created_at')
      .addOrderBy('p.id')
      .getRawMany<Membership>();
  }

  /** How many of the environments `ids` exist. */
  countProjects(em: EntityManager, ids: number[]): Promise<number> {
    return em.getRepository(Project).count({ where: { id: In(ids) } });
  }

  /** The environments user `userId` belongs to, without `exceptProjectId` when given. */
  async projectIdsOf(em: EntityManager, userId: number, exceptProjectId?: number): Promise<number[]> {
    const rows = await em.getRepository(ProjectUser).find({
      select: { project_id: true },
      where: { user_id: userId, ...(exceptProjectId === undefined ? {} : { project_id: Not(exceptProjectId) }) },
    });
    return rows.map((r) => r.project_id);
  }

  /** Makes the user a member of each of `projectIds` (a membership that exists stays as it is). */
  async addMemberships(em: EntityManager, userId: number, projectIds: number[]): Promise<void> {
    if (!projectIds.length) return;
    await em
      .createQueryBuilder()
      .insert()
      .into(ProjectUser)
      .values(projectIds.map((project_id) => ({ project_id, user_id: userId })))
      .orIgnore()
      .execute();
  }

  /** The user's memberships become exactly `projectIds` (others removed, new ones added). */
  async setMemberships(em: EntityManager, userId: number, projectIds: number[]): Promise<void> {
    await em.getRepository(ProjectUser).delete({ user_id: userId, ...(projectIds.length ? { project_id: Not(In(projectIds)) } : {}) });
    await this.addMemberships(em, userId, projectIds);
  }

  /** The role of member `userId` of environment `projectId`, or undefined when not a member. */
  async memberType(em: EntityManager, projectId: number, userId: number): Promise<UserType | undefined> {
    const row = await em
      .getRepository(ProjectUser)
      .createQueryBuilder('pu')
      .innerJoin('pu.user', 'u')
      .select('u.type', 'type')
      .where('pu.project_id = :projectId AND pu.user_id = :userId', { projectId, userId })
      .getRawOne<{ type: UserType }>();
    return row?.type;
  }

  /** Removes user `userId` from environment `projectId`. */
  async removeMembership(em: EntityManager, projectId: number, userId: number): Promise<void> {
    await em.getRepository(ProjectUser).delete({ project_id: projectId, user_id: userId });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { guardedUpdate, type VersionedTable } from '../../common/concurrency/concurrency';
import { likePattern, type Paginated } from '../../common/http/pagination';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';
import { Project } from './project.entity';
import type { ProjectUserView } from './project.response';

/** The projects (environments) table for the optimistic-concurrency guard. */
const PROJECTS_TABLE: VersionedTable = { table: 'projects', notFound: 'projects.not_found' };

/** A member of an environment as its card shows it, with the rank and count of the card's query. */
export type CardMember = ProjectUserView & { project_id: number; rn: string; cnt: string };

/**
 * The data of the environments feature: `projects` (entity Project) and their members
 * (`project_users` joined with `users`). An environment is the tenant itself, so these statements
 * name it by id instead of going through TenantQuery (listed in api/test/tenancy-allowlist.ts); the
 * one environment-owned table read here, `files`, is read through TenantQuery.
 */
@Injectable()
export class ProjectsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the environments `user` may enter (administrator: all), name search (ILIKE), by name and id, with the total. */
  async page(user: User, skip: number, take: number, search?: string): Promise<[Project[], number]> {
    const qb = this.dataSource.getRepository(Project).createQueryBuilder('p');
    if (user.type !== 'administrator') {
      qb.innerJoin('project_users', 'mine', 'mine.project_id = p.id AND mine.user_id = :uid', { uid: user.id });
    }
    if (search?.trim()) qb.andWhere('p.name ILIKE :q', { q: likePattern(search) });
    qb.orderBy('p.name', 'ASC').addOrderBy('p.id', 'ASC').skip(skip).take(take);
    return qb.getManyAndCount();
  }

  /** The first `perCard` non-administrator members of each environment of `ids` (oldest membership first), each row with the environment's member count `cnt`. */
  cardMembers(ids: number[], perCard: number): Promise<CardMember[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT pu.project_id, u.id, u.name, u.surname, u.type, u.logo,
                row_number() OVER (PARTITION BY pu.project_id ORDER BY pu.created_at, u.id) AS rn,
                count(*) OVER (PARTITION BY pu.project_id) AS cnt
         FROM project_users pu JOIN users u ON u.id = pu.user_id
         WHERE pu.project_id = ANY($1) AND u.type <> 'administrator') x
       WHERE rn <= $2`,
      [ids, perCard],
    );
  }

  /** Whether file `fileId` was uploaded to environment `projectId` (a logo must be the environment's own). */
  async ownsFile(projectId: number, fileId: string): Promise<boolean> {
    return (await new TenantQuery(this.dataSource, projectId).repo('files').count({ id: fileId })) > 0;
  }

  /** Inserts an environment with these fields. */
  insert(fields: Pick<Project, 'name' | 'color' | 'horizontal_logo' | 'vertical_logo'>): Promise<Project> {
    const repo = this.dataSource.getRepository(Project);
    return repo.save(repo.create(fields));
  }

  /** The environment `id` (EntityNotFoundError when there is none). */
  get(id: number): Promise<Project> {
    return this.dataSource.getRepository(Project).findOneByOrFail({ id });
  }

  /**
   * Writes `set` on environment `id` when its version is `expected` (docs/api-contract.md#concurrency-optimistic-locking-and-partial-updates).
   * @throws StaleRecordException 409 when the version moved; NotFoundException 404 when it is gone.
   */
  async guardedUpdate(id: number, expected: number | undefined, userId: number | null, set: Record<string, unknown>): Promise<void> {
    await guardedUpdate(this.dataSource, PROJECTS_TABLE, { id, expected, userId, set });
  }

  /** Members of environment `projectId` with e-mail and status, by surname, name, id; `search` in name, surname, e-mail (ILIKE). */
  async members(projectId: number, skip: number, take: number, search?: string): Promise<Paginated<ProjectUserView>> {
    const params: unknown[] = [projectId];
    let where = 'pu.project_id = $1';
    if (search?.trim()) {
      params.push(likePattern(search));
      where += ` AND (u.name ILIKE $2 OR u.surname ILIKE $2 OR u.email ILIKE $2)`;
    }
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM project_users pu JOIN users u ON u.id = pu.user_id WHERE ${where}`,
      params,
    );
    const data = await this.dataSource.query(
      `SELECT u.id, u.name, u.surname, u.email, u.type, u.logo, u.status FROM project_users pu JOIN users u ON u.id = pu.user_id
       WHERE ${where} ORDER BY u.surname, u.name, u.id OFFSET ${Number(skip)} LIMIT ${Number(take)}`,
      params,
    );
    return { data, total: count };
  }
}

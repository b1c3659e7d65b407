import { Injectable } from '@nestjs/common';
import type { Paginated } from '../../common/http/pagination';
import { likePattern } from '../../common/http/pagination';
import { joinSql, raw, type Sql, sql } from '../../common/tenancy/sql';
import type { Queryable, Row, TenantQuery } from '../../common/tenancy/tenant-query';
import { CUSTOM_PLAN } from '../../database/prepared-statements';
import type { TaskListQueryDto } from './task.dto';
import type { TaskView } from './task.response';

/** The columns of a task as {@link TaskView} shows it; aliases: t tasks, u owner, c client, k call, kc call's client, n negotiation, a announcement. */
const VIEW_COLUMNS = raw(`t.id, t.title, t.description, t.owner_id, trim(u.name || ' ' || coalesce(u.surname, '')) AS owner_name,
  to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.status, (t.status = 'open' AND t.due_date < CURRENT_DATE) AS overdue,
  t.completed_at, t.client_id, c.business_name AS client_name, t.call_id,
  CASE WHEN k.id IS NULL THEN NULL
       ELSE 'Richiesta del ' || to_char(k.call_date, 'DD/MM/YYYY') || coalesce(' - ' || coalesce(kc.business_name, k.company_name), '') END AS call_label,
  t.negotiation_id, n.title AS negotiation_title, t.announcement_id, a.name AS announcement_name,
  t.created_by, t.created_at, t.updated_at, t.version, t.updated_by`);

/** The joins of {@link VIEW_COLUMNS}; every linked row is the task's environment's (an announcement may be global). */
const VIEW_JOINS = raw(`JOIN users u ON u.id = t.owner_id
  LEFT JOIN clients c ON c.id = t.client_id AND c.project_id = t.project_id
  LEFT JOIN calls k ON k.id = t.call_id AND k.project_id = t.project_id
  LEFT JOIN clients kc ON kc.id = k.client_id AND kc.project_id = k.project_id
  LEFT JOIN negotiations n ON n.id = t.negotiation_id AND n.project_id = t.project_id
  LEFT JOIN announcements a ON a.id = t.announcement_id AND (a.project_id IS NULL OR a.project_id = t.project_id)`);

/** An open task due by the digest's day, with its owner's address. */
export interface DigestRow {
  id: number;
  owner_id: number;
  email: string;
  owner_first_name: string;
  title: string;
  due_date: string;
  overdue: boolean;
  client_name: string | null;
}

/** An announcement change notified to a user (notification `announcement_changed`), for the daily digest. */
export interface DigestChangeRow {
  user_id: number;
  email: string;
  first_name: string;
  /** The notification's Italian sentence ("Il bando «…» è stato prorogato al …"). */
  title: string;
  /** App path of the announcement, e.g. `/ambiente/1/bandi/5`. */
  link: string;
}

/** The columns a write sets (constants; values are bound). */
export type TaskWrite = Partial<{
  title: string;
  description: string | null;
  owner_id: number;
  due_date: string;
  status: string;
  completed_at: Date | null;
  client_id: number | null;
  call_id: number | null;
  negotiation_id: number | null;
  announcement_id: number | null;
  created_by: number | null;
  updated_by: number | null;
}>;

/**
 * The SQL of tasks (table `tasks`, migration 0025) and of the checks of their links, every
 * statement through the route environment's {@link TenantQuery} (docs/architecture.md, "Tenancy in
 * data access"): another environment's task, client, call log or negotiation is never read.
 */
@Injectable()
export class TasksRepository {
  /**
   * One page of tasks and the total, by due date then id. `me`: the current user's id (for
   * `owner=me`). Filters as {@link TaskListQueryDto} says; `due=overdue` keeps only open tasks.
   */
  async list(tq: TenantQuery, me: number, q: TaskListQueryDto): Promise<Paginated<TaskView>> {
    const cond = this.conditions(tq, me, q);
    const [{ total }] = await tq.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM tasks t WHERE ${cond}`);
    const data = await tq.query<TaskView>(
      sql`${raw(CUSTOM_PLAN)} SELECT ${VIEW_COLUMNS} FROM tasks t ${VIEW_JOINS} WHERE ${cond}
          ORDER BY t.due_date, t.id LIMIT ${q.take ?? 15} OFFSET ${q.skip ?? 0}`,
    );
    return { data, total };
  }

  /**
   * The ids of the tasks the list's query `q` selects (the bulk actions' "all matching"), in the
   * list's order, at most `limit` (the caller asks one more than it accepts to tell "too many").
   */
  async matchingIds(
    tq: TenantQuery,
    me: number,
    q: Pick<TaskListQueryDto, 'owner' | 'status' | 'due' | 'search'>,
    limit: number,
  ): Promise<number[]> {
    const rows = await tq.query<{ id: number }>(
      sql`SELECT t.id FROM tasks t WHERE ${this.conditions(tq, me, q)} ORDER BY t.due_date, t.id LIMIT ${limit}`,
    );
    return rows.map((r) => r.id);
  }

  /** The WHERE of the list: the environment and the filters of {@link TaskListQueryDto}. */
  private conditions(tq: TenantQuery, me: number, q: Partial<TaskListQueryDto>): Sql {
    const where: Sql[] = [tq.scope('t')];
    if (q.owner) where.push(sql`t.owner_id = ${q.owner === 'me' ? me : Number(q.owner)}`);
    if (q.status) where.push(sql`t.status = ${q.status}`);
    if (q.due === 'overdue') where.push(sql`t.status = 'open' AND t.due_date < CURRENT_DATE`);
    else if (q.due === 'today') where.push(sql`t.due_date = CURRENT_DATE`);
    else if (q.due === 'week') where.push(sql`t.due_date BETWEEN CURRENT_DATE AND CURRENT_DATE + 6`);
    for (const link of ['client_id', 'call_id', 'negotiation_id', 'announcement_id'] as const) {
      if (q[link]) where.push(sql`${raw(`t.${link}`)} = ${q[link]}`);
    }
    const search = q.search?.trim();
    if (search) where.push(sql`(t.title ILIKE ${likePattern(search)} OR t.description ILIKE ${likePattern(search)})`);
    return joinSql(where, ' AND ');
  }

  /** One task of the environment as {@link TaskView}, or undefined. */
  async one(tq: TenantQuery, id: number): Promise<TaskView | undefined> {
    return tq.one<TaskView>(sql`SELECT ${VIEW_COLUMNS} FROM tasks t ${VIEW_JOINS} WHERE ${tq.scope('t')} AND t.id = ${id}`);
  }

  /** The stored row of a task of the environment (for merging a PATCH), or undefined. */
  row(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.repo('tasks').findOne({ id });
  }

  /** Inserts a task of the environment; answers its id. */
  async insert(tq: TenantQuery, values: TaskWrite): Promise<number> {
    return (await tq.repo('tasks').insert(values)).id as number;
  }

  /**
   * The guarded write (common/concurrency): sets `values`, bumps the version.
   * @throws NotFoundException 404 "Compito non trovato"; StaleRecordException 409 on a stale version.
   */
  async update(tq: TenantQuery, id: number, expected: number | undefined, userId: number, values: TaskWrite): Promise<void> {
    await tq.repo('tasks').guardedUpdate(id, { expected, userId, notFound: 'tasks.not_found' }, values);
  }

  /** Deletes a task of the environment; answers whether one was there. */
  async delete(tq: TenantQuery, id: number): Promise<boolean> {
    return (await tq.repo('tasks').delete({ id })) > 0;
  }

  /**
   * The users a task of the environment may be assigned to: active users holding one of `types`
   * (the roles with `tasks.read`), members of the environment (administrators belong to every
   * environment); `only`: just that user (the owner check). By surname, name.
   */
  assignees(tq: TenantQuery, types: readonly string[], only?: number): Promise<{ id: number; name: string }[]> {
    const one = only === undefined ? raw('') : sql`AND u.id = ${only}`;
    return tq.query(
      sql`SELECT u.id, trim(u.name || ' ' || coalesce(u.surname, '')) AS name FROM users u
           WHERE u.status = 'active' AND u.type = ANY(${[...types]}) ${one}
             AND (u.type = 'administrator' OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = u.id AND ${tq.scope('pu')}))
           ORDER BY u.surname, u.name, u.id LIMIT 500`,
    );
  }

  /** Every environment `{id, name}` (the digest runs over each, one scoped statement per environment). */
  environments(db: Queryable): Promise<{ id: number; name: string }[]> {
    return db.query(`SELECT id, name FROM projects ORDER BY id`);
  }

  /**
   * The open tasks of the environment due on or before `today` (`YYYY-MM-DD`) of active owners,
   * for the daily digest: owner's id, e-mail and first name, title, due date, overdue, client; by
   * owner and due date.
   */
  dueBy(tq: TenantQuery, today: string): Promise<DigestRow[]> {
    return tq.query<DigestRow>(
      sql`SELECT t.id, t.owner_id, u.email, u.name AS owner_first_name, t.title, to_char(t.due_date, 'YYYY-MM-DD') AS due_date,
                 (t.due_date < ${today}::date) AS overdue, c.business_name AS client_name
            FROM tasks t JOIN users u ON u.id = t.owner_id
            LEFT JOIN clients c ON c.id = t.client_id AND c.project_id = t.project_id
           WHERE ${tq.scope('t')} AND t.status = 'open' AND t.due_date <= ${today}::date AND u.status = 'active'
           ORDER BY t.owner_id, t.due_date, t.id`,
    );
  }

  /**
   * The announcement changes notified in the environment at or after `since` (notifications of kind
   * `announcement_changed`, docs/domain.md#call-changes) to active users, for the daily digest:
   * recipient's id, e-mail and first name, the notification's sentence and app path; by recipient
   * and time.
   */
  changesSince(tq: TenantQuery, since: Date): Promise<DigestChangeRow[]> {
    return tq.query<DigestChangeRow>(
      sql`SELECT n.user_id, u.email, u.name AS first_name, n.title, n.link
            FROM notifications n JOIN users u ON u.id = n.user_id
           WHERE ${tq.scope('n')} AND n.kind = 'announcement_changed' AND n.created_at >= ${since.toISOString()}::timestamptz
             AND u.status = 'active'
           ORDER BY n.user_id, n.created_at, n.id`,
    );
  }

  /** `{id, client_id}` of a client of the environment, or undefined. */
  client(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(sql`SELECT c.id, c.id AS client_id FROM clients c WHERE ${tq.scope('c')} AND c.id = ${id}`);
  }

  /** `{id, client_id}` of a call log of the environment (a supplier call only with `suppliers`), or undefined. */
  call(tq: TenantQuery, id: number, suppliers: boolean): Promise<Row | undefined> {
    const type = suppliers ? raw('') : raw(`AND k.type = 'client'`);
    return tq.one(sql`SELECT k.id, k.client_id FROM calls k WHERE ${tq.scope('k')} AND k.id = ${id} ${type}`);
  }

  /** `{id, client_id}` of a negotiation of the environment, or undefined. */
  negotiation(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(sql`SELECT n.id, n.client_id FROM negotiations n WHERE ${tq.scope('n')} AND n.id = ${id}`);
  }

  /** `{id}` of a global announcement or one of the environment, or undefined. */
  announcement(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(sql`SELECT a.id, NULL::int AS client_id FROM announcements a WHERE ${tq.sharedScope('a')} AND a.id = ${id}`);
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { raw, sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import { pairVerdictsSql, pairVerdictsWith } from '../eligibility/eligibility.repository';
import { Project } from '../projects/project.entity';

/** An announcement closing in the reminders' window for a client. */
export interface ReminderCall {
  client_id: number;
  id: number;
  name: string;
  end_date: string;
}

/**
 * SQL of the deadline reminders, one environment at a time: every statement runs through the
 * environment's TenantQuery (`tenant(db, projectId)`), so the job cannot pair a manager, a client
 * or a reminder of one environment with another's; `environments()` lists the environments the
 * daily job goes through (`projects`, the environments themselves).
 */
@Injectable()
export class RemindersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The data access of environment `projectId` on `db` (a transaction's manager, by default the pool). */
  tenant(db: Queryable | undefined, projectId: number): TenantQuery {
    return new TenantQuery(db ?? this.dataSource, projectId);
  }

  /** Every environment, by id: `[{id, name}]`. */
  async environments(): Promise<{ id: number; name: string }[]> {
    const rows = await this.dataSource.getRepository(Project).find({ select: { id: true, name: true }, order: { id: 'ASC' } });
    return rows.map(({ id, name }) => ({ id, name }));
  }

  /** The environment's clients with at least one active manager who is a member of it (or an administrator): one row per (client, manager). */
  pairs(tq: TenantQuery): Promise<{ client_id: number; client_name: string; user_id: number }[]> {
    return tq.query(
      sql`SELECT c.id AS client_id, c.business_name AS client_name, u.id AS user_id
          FROM client_managers cm JOIN clients c ON c.id = cm.client_id
          JOIN users u ON u.id = cm.user_id AND u.status = 'active'
          WHERE ${tq.scope('c')}
            AND (EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = c.project_id AND pu.user_id = u.id) OR u.type = 'administrator')
          ORDER BY u.id, c.business_name`,
    );
  }

  /**
   * Published announcements closing in [from, to] (YYYY-MM-DD) for which a client of the environment has an
   * open negotiation: rows (client_id, id, name, end_date), the announcement global or of the environment.
   */
  negotiated(tq: TenantQuery, from: string, to: string): Promise<ReminderCall[]> {
    return tq.query(
      sql`SELECT DISTINCT n.client_id, a.id, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date
          FROM negotiations n JOIN announcements a ON a.id = n.announcement_id
          WHERE ${tq.scope('n')} AND n.stage NOT IN ('closed_won', 'closed_lost')
            AND a.status = 'published' AND (a.project_id IS NULL OR a.project_id = n.project_id)
            AND a.end_date BETWEEN ${from}::date AND ${to}::date`,
    );
  }

  /**
   * The announcements closing in [from, to] that fit each client of the environment with a manager: the
   * "eligible" verdict of the lists (pairVerdictsSql, the SQL of "Bandi potenziali" and "Clienti
   * idonei", docs/domain.md#eligibility), evaluated in one statement for the few calls of the
   * window. pairVerdictsSql is SQL text: the window (`reminder_window`, bound values) and the
   * environment's managed clients (`reminder_clients`, scoped) reach its conditions as named
   * subqueries, and the environment condition closes the statement.
   */
  fitting(tq: TenantQuery, from: string, to: string): Promise<ReminderCall[]> {
    const calls = 'a0.end_date BETWEEN (SELECT date_from FROM reminder_window) AND (SELECT date_to FROM reminder_window)';
    const clients = 'c0.id IN (SELECT client_id FROM reminder_clients)';
    return tq.query(
      sql`WITH ${raw(pairVerdictsWith)},
               reminder_window AS (SELECT ${from}::date AS date_from, ${to}::date AS date_to),
               reminder_clients AS (SELECT DISTINCT c.id AS client_id FROM clients c JOIN client_managers cm ON cm.client_id = c.id
                                     WHERE ${tq.scope('c')})
          SELECT f.client_id, a.id, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date
          FROM (${raw(pairVerdictsSql(calls, clients))}) f
          JOIN announcements a ON a.id = f.announcement_id
          WHERE f.verdict = 'eligible' AND ${tq.scope('f')}`,
    );
  }

  /** Records a reminder for a client of the environment; false when it was already sent for this manager, client, call and window (or the client is not the environment's). */
  async record(
    tq: TenantQuery,
    r: { userId: number; clientId: number; announcementId: number; withinDays: 7 | 30; today: string },
  ): Promise<boolean> {
    const rows = await tq.query(
      sql`INSERT INTO deadline_reminders (project_id, user_id, client_id, announcement_id, within_days, sent_on)
          SELECT c.project_id, ${r.userId}::int, c.id, ${r.announcementId}::int, ${r.withinDays}::int, ${r.today}::date
          FROM clients c WHERE c.id = ${r.clientId} AND ${tq.scope('c')}
          ON CONFLICT DO NOTHING RETURNING 1`,
    );
    return rows.length > 0;
  }
}

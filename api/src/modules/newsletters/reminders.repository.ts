import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { pairVerdictsSql, pairVerdictsWith } from '../eligibility/eligibility.repository';

/** A call closing in the reminders' window for a client. */
export interface ReminderCall {
  client_id: number;
  id: number;
  name: string;
  end_date: string;
}

/** A call closing soon for a client of a manager. */
export interface ReminderCandidate {
  project_id: number;
  project_name: string;
  user_id: number;
  user_email: string;
  user_name: string;
  client_id: number;
  client_name: string;
  announcement_id: number;
  announcement_name: string;
  end_date: string;
  reason: 'negotiation' | 'fits';
}

/**
 * SQL of the deadline reminders. `pairs` answers the (manager, client) pairs of every environment
 * (active managers who are members of the client's environment); the other queries take the
 * environment id as a bound parameter.
 */
@Injectable()
export class RemindersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Clients with at least one active manager of their environment, by environment. */
  pairs(): Promise<{ project_id: number; project_name: string; client_id: number; client_name: string; user_id: number }[]> {
    return this.dataSource.query(
      `SELECT c.project_id, p.name AS project_name, c.id AS client_id, c.business_name AS client_name, u.id AS user_id
       FROM client_managers cm JOIN clients c ON c.id = cm.client_id JOIN projects p ON p.id = c.project_id
       JOIN users u ON u.id = cm.user_id AND u.status = 'active'
       WHERE EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = c.project_id AND pu.user_id = u.id) OR u.type = 'administrator'
       ORDER BY c.project_id, u.id, c.business_name`,
    );
  }

  /**
   * Published calls closing in [from, to] (YYYY-MM-DD) for which a client has an open negotiation,
   * for every client at once: rows (client_id, id, name, end_date), the call global or of the
   * client's environment.
   */
  negotiated(from: string, to: string): Promise<ReminderCall[]> {
    return this.dataSource.query(
      `SELECT DISTINCT n.client_id, a.id, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date
       FROM negotiations n JOIN announcements a ON a.id = n.announcement_id
       WHERE n.stage NOT IN ('closed_won', 'closed_lost')
         AND a.status = 'published' AND (a.project_id IS NULL OR a.project_id = n.project_id) AND a.end_date BETWEEN $1::date AND $2::date`,
      [from, to],
    );
  }

  /**
   * The calls closing in [from, to] that fit each client with a manager, for every client at once:
   * the "eligible" verdict of the lists (pairVerdictsSql, the SQL of "Bandi potenziali" and
   * "Clienti idonei", docs/domain.md#eligibility), evaluated in one statement for the few calls of
   * the window instead of one evaluation of every open call per (manager, client) pair.
   */
  fitting(from: string, to: string): Promise<ReminderCall[]> {
    return this.dataSource.query(
      `WITH ${pairVerdictsWith}
       SELECT f.client_id, a.id, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date
       FROM (${pairVerdictsSql('a0.end_date BETWEEN $1::date AND $2::date', 'EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = c0.id)')}) f
       JOIN announcements a ON a.id = f.announcement_id
       WHERE f.verdict = 'eligible'`,
      [from, to],
    );
  }

  /** Records a reminder; false when it was already sent for this manager, client, call and window. */
  async record(
    em: EntityManager,
    r: { projectId: number; userId: number; clientId: number; announcementId: number; withinDays: 7 | 30; today: string },
  ): Promise<boolean> {
    const rows = await em.query(
      `INSERT INTO deadline_reminders (project_id, user_id, client_id, announcement_id, within_days, sent_on) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [r.projectId, r.userId, r.clientId, r.announcementId, r.withinDays, r.today],
    );
    return rows.length > 0;
  }
}

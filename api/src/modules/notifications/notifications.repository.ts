import { Injectable } from '@nestjs/common';
import { raw, sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import type { NotificationKind } from './notification.entity';
import type { NotificationView } from './notification.response';
import { fittingClientsSql } from '../eligibility/eligibility.repository';

/** A notification to write: its recipient, kind, Italian title, app path and the records it is about. */
export interface NotificationWrite {
  user_id: number;
  kind: NotificationKind;
  title: string;
  link: string;
  client_id?: number | null;
  announcement_id?: number | null;
  task_id?: number | null;
}

/** The columns of a notification as {@link NotificationView} shows it (alias `n`). */
const VIEW_COLUMNS = raw(`n.id, n.kind, n.title, n.link, n.client_id, n.announcement_id, n.task_id, n.created_at, n.read_at`);

/**
 * The SQL of notifications (table `notifications`, migration 0029), every statement through the
 * route environment's {@link TenantQuery} and, for reads and marks, on the recipient: another
 * environment's or another user's notification is never read nor changed.
 */
@Injectable()
export class NotificationsRepository {
  /** Inserts notifications of the environment (none when `rows` is empty). */
  async insert(tq: TenantQuery, rows: NotificationWrite[]): Promise<void> {
    if (!rows.length) return;
    await tq.repo('notifications').insertMany(
      rows.map((r) => ({
        user_id: r.user_id,
        kind: r.kind,
        title: r.title.slice(0, 500),
        link: r.link,
        client_id: r.client_id ?? null,
        announcement_id: r.announcement_id ?? null,
        task_id: r.task_id ?? null,
      })),
    );
  }

  /**
   * One page of the user's notifications (newest first), the total matching (`unreadOnly`: only
   * the unread ones) and the user's unread count in the environment.
   */
  async list(
    tq: TenantQuery,
    userId: number,
    unreadOnly: boolean,
    skip: number,
    take: number,
  ): Promise<{ data: NotificationView[]; total: number; unread: number }> {
    const onlyUnread = unreadOnly ? raw('AND n.read_at IS NULL') : raw('');
    const [{ total, unread }] = await tq.query<{ total: number; unread: number }>(
      sql`SELECT count(*) FILTER (WHERE TRUE ${onlyUnread})::int AS total, count(*) FILTER (WHERE n.read_at IS NULL)::int AS unread
            FROM notifications n WHERE ${tq.scope('n')} AND n.user_id = ${userId}`,
    );
    const data = await tq.query<NotificationView>(
      sql`SELECT ${VIEW_COLUMNS} FROM notifications n WHERE ${tq.scope('n')} AND n.user_id = ${userId} ${onlyUnread}
          ORDER BY n.created_at DESC, n.id DESC LIMIT ${take} OFFSET ${skip}`,
    );
    return { data, total, unread };
  }

  /** The user's unread notifications in the environment. */
  async unreadCount(tq: TenantQuery, userId: number): Promise<number> {
    const [{ unread }] = await tq.query<{ unread: number }>(
      sql`SELECT count(*)::int AS unread FROM notifications n WHERE ${tq.scope('n')} AND n.user_id = ${userId} AND n.read_at IS NULL`,
    );
    return unread;
  }

  /** Marks one of the user's notifications read (a read one keeps its time); answers it, or undefined when not the user's. */
  async markRead(tq: TenantQuery, userId: number, id: number): Promise<NotificationView | undefined> {
    return tq.one<NotificationView>(
      sql`UPDATE notifications n SET read_at = coalesce(n.read_at, now())
           WHERE ${tq.scope('n')} AND n.user_id = ${userId} AND n.id = ${id} RETURNING ${VIEW_COLUMNS}`,
    );
  }

  /** Marks every unread notification of the user in the environment read; answers how many. */
  async markAllRead(tq: TenantQuery, userId: number): Promise<number> {
    const rows = await tq.query(
      sql`UPDATE notifications n SET read_at = now() WHERE ${tq.scope('n')} AND n.user_id = ${userId} AND n.read_at IS NULL RETURNING n.id`,
    );
    return rows.length;
  }

  /** Deletes the environment's notifications created before `before`; answers how many. */
  async purge(tq: TenantQuery, before: Date): Promise<number> {
    const rows = await tq.query(
      sql`DELETE FROM notifications n WHERE ${tq.scope('n')} AND n.created_at < ${before.toISOString()}::timestamptz RETURNING n.id`,
    );
    return rows.length;
  }

  /** Every environment id (the purge and the global announcements run over each, one scoped statement per environment). */
  async environments(db: Queryable): Promise<number[]> {
    const rows: { id: number }[] = await db.query(`SELECT id FROM projects ORDER BY id`);
    return rows.map((r) => r.id);
  }

  /**
   * The users to tell that announcement `announcementId` changed, in the environment: the active managers
   * of the environment's clients that have a negotiation on the announcement not closed yet (stage other
   * than `closed_won`, `closed_lost`) or that pressed "Sono interessato" on it; never `actorId`.
   * By user id.
   */
  async announcementFollowers(tq: TenantQuery, announcementId: number, actorId: number): Promise<number[]> {
    const rows = await tq.query<{ user_id: number }>(
      sql`SELECT DISTINCT cm.user_id FROM client_managers cm JOIN users u ON u.id = cm.user_id AND u.status = 'active'
           WHERE ${tq.owns('client_managers', 'cm')} AND cm.user_id <> ${actorId}
             AND (EXISTS (SELECT 1 FROM negotiations g WHERE ${tq.scope('g')} AND g.client_id = cm.client_id
                            AND g.announcement_id = ${announcementId} AND g.stage NOT IN ('closed_won', 'closed_lost'))
                  OR EXISTS (SELECT 1 FROM share_interests si JOIN announcement_shares s ON s.id = si.share_id
                               LEFT JOIN calls k ON k.id = s.call_id AND k.project_id = s.project_id
                              WHERE ${tq.scope('s')} AND s.announcement_id = ${announcementId}
                                AND coalesce(s.client_id, k.client_id) = cm.client_id))
           ORDER BY cm.user_id`,
    );
    return rows.map((r) => r.user_id);
  }

  /**
   * The users to tell that announcement `announcementId` changed because their clients fit it
   * (docs/domain.md#call-changes), in each of `environments` (those that see the announcement): the
   * eligibility SQL picks the fitting clients of every environment in one statement
   * (fittingClientsSql), then, per environment that has some, one scoped statement their active
   * managers, never `actorId`. Answers environment -> user id -> how many of the user's clients
   * fit (environments and users without one are absent).
   */
  async fittingManagers(
    db: Queryable,
    announcementId: number,
    environments: number[],
    actorId: number | null,
  ): Promise<Map<number, Map<number, number>>> {
    const out = new Map<number, Map<number, number>>();
    if (!environments.length) return out;
    const fitting: { project_id: number; client_id: number }[] = await db.query(fittingClientsSql(), [announcementId, environments]);
    const byEnv = new Map<number, number[]>();
    for (const r of fitting) byEnv.set(r.project_id, [...(byEnv.get(r.project_id) ?? []), r.client_id]);
    for (const [env, clientIds] of byEnv) {
      const tq = new TenantQuery(db, env);
      const rows = await tq.query<{ user_id: number; clients: number }>(
        sql`SELECT cm.user_id, count(DISTINCT cm.client_id)::int AS clients
              FROM client_managers cm JOIN users u ON u.id = cm.user_id AND u.status = 'active'
             WHERE ${tq.owns('client_managers', 'cm')} AND cm.client_id = ANY(${clientIds}::int[]) AND cm.user_id <> ${actorId ?? -1}
             GROUP BY cm.user_id ORDER BY cm.user_id`,
      );
      if (rows.length) out.set(env, new Map(rows.map((r) => [r.user_id, r.clients])));
    }
    return out;
  }
}

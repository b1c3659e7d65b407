import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likePattern } from '../../common/http/pagination';
import { joinSql, raw, sql, type Sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import type { CallAnnouncementView, CallView } from './call.response';

/** The columns of CallView but its count of announcements (alias k, its client c and referent r, joined in the environment). */
const CALL_COLUMNS = raw(`k.id, k.type, k.client_id, c.business_name AS client_name, k.referent_id,
  NULLIF(trim(concat(r.name, ' ', r.surname)), '') AS referent_name, k.company_name,
  to_char(k.call_date, 'YYYY-MM-DD') AS call_date, k.status, k.note, k.areas_of_intervention,
  k.send_to, k.sent_at, k.sent_to, k.created_at, k.updated_at, k.version, k.updated_by`);

/** Filters of the call log list (CallListQueryDto). */
export interface CallFilter {
  search?: string;
  type?: string;
  status?: string;
  client_id?: number;
  referent_id?: number;
  date_from?: string;
  date_to?: string;
}

/**
 * The SQL of an environment's call logs (richieste, table `calls`, entity Call; their proposed
 * announcements in `calls_announcements`). Every statement goes through a {@link TenantQuery} of
 * the route's environment; reads take `visible`, the condition of the calls the user may see
 * (callVisibility: a referent only its own, no supplier calls without `calls.supplier`).
 */
@Injectable()
export class CallsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The environment's query helper on `db` (default the DataSource; or a transaction). */
  tenant(projectId: number, db: Queryable = this.dataSource): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** The condition of the list's filters on `k` (without `status` the archived calls are left out). */
  filter(f: CallFilter): Sql {
    const parts: Sql[] = [];
    if (f.search?.trim()) {
      const p = likePattern(f.search);
      parts.push(sql`(EXISTS (SELECT 1 FROM clients c2 WHERE c2.id = k.client_id AND c2.business_name ILIKE ${p}) OR k.company_name ILIKE ${p} OR k.note ILIKE ${p}
        OR EXISTS (SELECT 1 FROM referents r2 WHERE r2.id = k.referent_id AND concat(r2.name, ' ', r2.surname) ILIKE ${p}))`);
    }
    if (f.type) parts.push(sql`k.type = ${f.type}`);
    parts.push(f.status ? sql`k.status = ${f.status}` : raw(`k.status <> 'archived'`));
    if (f.client_id !== undefined) parts.push(sql`k.client_id = ${f.client_id}`);
    if (f.referent_id !== undefined) parts.push(sql`k.referent_id = ${f.referent_id}`);
    if (f.date_from) parts.push(sql`k.call_date >= ${f.date_from}::date`);
    if (f.date_to) parts.push(sql`k.call_date <= ${f.date_to}::date`);
    return joinSql(parts, ' AND ');
  }

  /** The calls `visible` admits that match `where`, in `order` (an ORDER BY of whitelisted columns), one page when given. */
  rows(tq: TenantQuery, visible: Sql, where: Sql, order = '', page?: { skip: number; take: number }): Promise<CallView[]> {
    const paging = page ? sql` OFFSET ${page.skip} LIMIT ${page.take}` : raw('');
    return tq.query<CallView>(
      sql`SELECT ${CALL_COLUMNS}, (SELECT count(*)::int FROM calls_announcements ca WHERE ca.call_id = k.id) AS announcements_count
          FROM calls k LEFT JOIN clients c ON c.id = k.client_id AND c.project_id = k.project_id
                       LEFT JOIN referents r ON r.id = k.referent_id AND r.project_id = k.project_id
          WHERE ${visible} AND ${where} ${raw(order)}${paging}`,
    );
  }

  /** Number of the calls `visible` admits that match `where`. */
  async count(tq: TenantQuery, visible: Sql, where: Sql): Promise<number> {
    const [{ count }] = await tq.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM calls k WHERE ${visible} AND ${where}`);
    return count;
  }

  /** The announcements proposed in call `callId` that the environment sees, in the order they were added. */
  announcementsOf(tq: TenantQuery, callId: number): Promise<CallAnnouncementView[]> {
    return tq.query<CallAnnouncementView>(
      sql`SELECT a.id, a.name, a.scope, to_char(a.end_date, 'YYYY-MM-DD') AS end_date
          FROM calls_announcements ca JOIN announcements a ON a.id = ca.announcement_id
          WHERE ${tq.owns('calls_announcements', 'ca')} AND ca.call_id = ${callId} AND ${tq.sharedScope('a')} ORDER BY ca.created_at, a.id`,
    );
  }

  /** Whether client `clientId` belongs to the environment. */
  async hasClient(tq: TenantQuery, clientId: number): Promise<boolean> {
    return !!(await tq.repo('clients').findOne({ id: clientId }, { columns: ['id'] }));
  }

  /** Whether referent record `referentId` is linked to client `clientId` of the environment. */
  async isReferentOf(tq: TenantQuery, clientId: number, referentId: number): Promise<boolean> {
    return !!(await tq.one(
      sql`SELECT 1 AS ok FROM client_referents cr WHERE ${tq.owns('client_referents', 'cr')} AND cr.client_id = ${clientId} AND cr.referent_id = ${referentId}`,
    ));
  }

  /** Whether referent `referentId` belongs to the environment. */
  async hasReferent(tq: TenantQuery, referentId: number): Promise<boolean> {
    return !!(await tq.repo('referents').findOne({ id: referentId }, { columns: ['id'] }));
  }

  /** Today's date at the database (YYYY-MM-DD), the default call date. */
  async today(db: Queryable = this.dataSource): Promise<string> {
    const [{ d }] = await db.query(`SELECT to_char(CURRENT_DATE, 'YYYY-MM-DD') AS d`);
    return d;
  }

  /** Whether the environment sees announcement `announcementId` (global or its local). */
  async seesAnnouncement(tq: TenantQuery, announcementId: number): Promise<boolean> {
    return !!(await tq.one(sql`SELECT a.id FROM announcements a WHERE a.id = ${announcementId} AND ${tq.sharedScope('a')}`));
  }

  /** Proposes announcement `announcementId` in call `callId` of the environment (again: nothing changes). */
  async link(tq: TenantQuery, callId: number, announcementId: number): Promise<void> {
    await tq.query(
      sql`INSERT INTO calls_announcements (call_id, announcement_id)
          SELECT k.id, ${announcementId}::int FROM calls k WHERE ${tq.scope('k')} AND k.id = ${callId}
          ON CONFLICT DO NOTHING`,
    );
  }

  /** Removes the proposal; answers whether there was one. */
  async unlink(tq: TenantQuery, callId: number, announcementId: number): Promise<boolean> {
    const rows = await tq.query(
      sql`DELETE FROM calls_announcements ca WHERE ${tq.owns('calls_announcements', 'ca')} AND ca.call_id = ${callId} AND ca.announcement_id = ${announcementId}
          RETURNING ca.call_id`,
    );
    return rows.length > 0;
  }
}

import { Injectable } from '@nestjs/common';
import { raw, sql, type Sql } from '../../common/tenancy/sql';
import type { Row, TenantQuery } from '../../common/tenancy/tenant-query';
import { likePattern } from '../../common/http/pagination';

/** Stages after which a negotiation is no longer open. */
export const CLOSED_STAGES = ['closed_won', 'closed_lost'] as const;

/** The columns of NegotiationView, with the client's and the announcement's names (aliases n, c and a of the reads below). */
const NEGOTIATION_COLUMNS =
  raw(`n.id, n.client_id, c.business_name AS client_name, n.announcement_id, a.name AS announcement_name, n.title, n.stage, n.position,
  n.amount_requested, n.amount_granted, n.success_fee_percent, n.success_fee_amount, n.stage_deadlines, n.lost_reason, n.note, n.created_at, n.updated_at, n.version, n.updated_by`);

/** The writable columns of a negotiation (create and update). */
export interface NegotiationValues {
  client_id: number;
  announcement_id: number | null;
  title: string;
  stage: string;
  amount_requested: number | null;
  amount_granted: number | null;
  success_fee_percent: number | null;
  success_fee_amount: number | null;
  stage_deadlines: Record<string, string>;
  lost_reason: string | null;
  note: string | null;
}

/** Filters of the negotiation list (NegotiationListQueryDto). */
export interface NegotiationFilter {
  client_id?: number;
  stage?: string;
  search?: string;
}

/**
 * The SQL of an environment's negotiations (trattative, table `negotiations`): the list, the board,
 * one card, writes and the set-based statements of the bulk action "Apri trattative". Every
 * statement goes through a {@link TenantQuery} of the route's environment (on the caller's
 * transaction or the DataSource); reads also take `visible`, the condition on `clients c` of the
 * clients the user may see (ClientsRepository.visible: a referent only its own).
 */
@Injectable()
export class NegotiationsRepository {
  /** The condition of the list's filters on `n` and `c`. */
  private filter(f: NegotiationFilter): Sql {
    let cond = raw('true');
    if (f.client_id) cond = sql`${cond} AND n.client_id = ${f.client_id}`;
    if (f.stage) cond = sql`${cond} AND n.stage = ${f.stage}`;
    if (f.search?.trim()) {
      const like = likePattern(f.search);
      cond = sql`${cond} AND (n.title ILIKE ${like} OR c.business_name ILIKE ${like})`;
    }
    return cond;
  }

  /** One page of the negotiations `visible` admits, by stage (in `stageOrder`), position, id, and the total. */
  async page(
    tq: TenantQuery,
    visible: Sql,
    f: NegotiationFilter,
    stageOrder: readonly string[],
    take: number,
    skip: number,
  ): Promise<{ rows: Row[]; total: number }> {
    const where = sql`${tq.scope('n')} AND ${visible} AND ${this.filter(f)}`;
    const [{ total }] = await tq.query<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM negotiations n JOIN clients c ON c.id = n.client_id WHERE ${where}`,
    );
    const rows = await tq.query(
      sql`SELECT ${NEGOTIATION_COLUMNS} FROM negotiations n JOIN clients c ON c.id = n.client_id LEFT JOIN announcements a ON a.id = n.announcement_id
          WHERE ${where} ORDER BY array_position(${[...stageOrder]}::text[], n.stage::text), n.position, n.id LIMIT ${take} OFFSET ${skip}`,
    );
    return { rows, total };
  }

  /** Every negotiation `visible` admits (of one client when given), by position and id: the kanban's cards. */
  board(tq: TenantQuery, visible: Sql, clientId?: number): Promise<Row[]> {
    const client = clientId ? sql` AND n.client_id = ${clientId}` : raw('');
    return tq.query(sql`SELECT ${NEGOTIATION_COLUMNS} FROM negotiations n JOIN clients c ON c.id = n.client_id LEFT JOIN announcements a ON a.id = n.announcement_id
          WHERE ${tq.scope('n')} AND ${visible}${client} ORDER BY n.position, n.id`);
  }

  /** One negotiation `visible` admits, or undefined. */
  one(tq: TenantQuery, visible: Sql, id: number): Promise<Row | undefined> {
    return tq.one(sql`SELECT ${NEGOTIATION_COLUMNS} FROM negotiations n JOIN clients c ON c.id = n.client_id LEFT JOIN announcements a ON a.id = n.announcement_id
          WHERE ${tq.scope('n')} AND ${visible} AND n.id = ${id}`);
  }

  /**
   * The dossier progress of each of the negotiations `ids` that has a dossier (docs/domain.md#dossier):
   * `required_total` the required items not "non applicabile", `done` those verificato, or caricato
   * and not resting on a client document expired before `today` (`YYYY-MM-DD`).
   */
  async dossierProgress(tq: TenantQuery, ids: number[], today: string): Promise<Map<number, { required_total: number; done: number }>> {
    if (!ids.length) return new Map();
    const rows = await tq.query<{ negotiation_id: number; required_total: number; done: number }>(
      sql`SELECT i.negotiation_id, count(*) FILTER (WHERE i.status <> 'non applicabile')::int AS required_total,
                 count(*) FILTER (WHERE i.status = 'verificato' OR (i.status = 'caricato' AND NOT coalesce(d.expiry_date < ${today}::date, false)))::int AS done
            FROM dossier_items i LEFT JOIN client_documents d ON d.id = i.client_document_id AND i.file_id IS NULL
           WHERE ${tq.scope('i')} AND i.required AND i.negotiation_id = ANY(${ids}::int[])
           GROUP BY i.negotiation_id`,
    );
    return new Map(rows.map((r) => [r.negotiation_id, { required_total: r.required_total, done: r.done }]));
  }

  /** Inserts a negotiation last in its stage's column, created by `userId`; answers its id. */
  async insert(tq: TenantQuery, v: NegotiationValues, userId: number): Promise<number> {
    const [row] = await tq.query<{ id: number }>(
      sql`WITH start AS (SELECT coalesce(max(n.position) + 1, 0)::int AS next FROM negotiations n WHERE ${tq.scope('n')} AND n.stage = ${v.stage})
          INSERT INTO negotiations (project_id, client_id, announcement_id, title, stage, position, amount_requested, amount_granted, success_fee_percent,
            success_fee_amount, stage_deadlines, lost_reason, note, created_by)
          SELECT ${tq.projectId}::int, ${v.client_id}::int, ${v.announcement_id}::int, ${v.title}, ${v.stage}, start.next, ${v.amount_requested}::numeric,
            ${v.amount_granted}::numeric, ${v.success_fee_percent}::numeric, ${v.success_fee_amount}::numeric, ${JSON.stringify(v.stage_deadlines)}::jsonb,
            ${v.lost_reason}, ${v.note}, ${userId}::int FROM start
          RETURNING id`,
    );
    return row.id;
  }

  /** Writes every writable column of negotiation `id` of the environment. */
  async update(tq: TenantQuery, id: number, v: NegotiationValues): Promise<void> {
    await tq.query(
      sql`UPDATE negotiations n SET client_id = ${v.client_id}, announcement_id = ${v.announcement_id}, title = ${v.title}, stage = ${v.stage},
            amount_requested = ${v.amount_requested}, amount_granted = ${v.amount_granted}, success_fee_percent = ${v.success_fee_percent},
            success_fee_amount = ${v.success_fee_amount}, stage_deadlines = ${JSON.stringify(v.stage_deadlines)}::jsonb, lost_reason = ${v.lost_reason},
            note = ${v.note}
          WHERE ${tq.scope('n')} AND n.id = ${id}`,
    );
  }

  /**
   * Moves negotiation `id` to `stage` at `position` (0-based, at most the column's length) with
   * `lostReason`, renumbering the column's cards 0..n-1 in one statement.
   */
  async moveTo(tq: TenantQuery, id: number, stage: string, position: number | undefined, lostReason: string | null): Promise<void> {
    const others = await tq.query<{ id: number }>(
      sql`SELECT n.id FROM negotiations n WHERE ${tq.scope('n')} AND n.stage = ${stage} AND n.id <> ${id} ORDER BY n.position, n.id`,
    );
    const pos = Math.min(position ?? others.length, others.length);
    const order = [...others.slice(0, pos).map((o) => o.id), id, ...others.slice(pos).map((o) => o.id)];
    await tq.query(
      sql`UPDATE negotiations n SET position = o.pos - 1, stage = CASE WHEN n.id = ${id} THEN ${stage} ELSE n.stage END,
            lost_reason = CASE WHEN n.id = ${id} THEN ${lostReason} ELSE n.lost_reason END
          FROM unnest(${order}::int[]) WITH ORDINALITY AS o(id, pos) WHERE ${tq.scope('n')} AND n.id = o.id`,
    );
  }

  /** Deletes negotiation `id` of the environment. */
  async delete(tq: TenantQuery, id: number): Promise<void> {
    await tq.query(sql`DELETE FROM negotiations n WHERE ${tq.scope('n')} AND n.id = ${id}`);
  }

  /** Whether client `clientId` is one `visible` admits. */
  async clientVisible(tq: TenantQuery, visible: Sql, clientId: number): Promise<boolean> {
    return !!(await tq.one(sql`SELECT 1 AS ok FROM clients c WHERE c.id = ${clientId} AND ${visible}`));
  }

  /** Whether the announcement is published in the environment (global or its local). */
  async announcementPublished(tq: TenantQuery, announcementId: number): Promise<boolean> {
    return !!(await tq.one(
      sql`SELECT 1 AS ok FROM announcements a WHERE a.id = ${announcementId} AND a.status = 'published' AND ${tq.sharedScope('a')}`,
    ));
  }

  /**
   * `{id, name}` of the announcement when it is published in the environment (global or its local), else
   * undefined. The row stays locked (FOR UPDATE) until the transaction ends, so that two bulk
   * openings of one announcement run one after the other and cannot both open a negotiation for a client.
   */
  async lockPublishedAnnouncement(tq: TenantQuery, announcementId: number): Promise<{ id: number; name: string } | undefined> {
    return tq.one(
      sql`SELECT a.id, a.name FROM announcements a WHERE a.id = ${announcementId} AND a.status = 'published' AND ${tq.sharedScope('a')} FOR UPDATE`,
    );
  }

  /** Which of `ids` are clients that `visible` (a condition on `clients c`, at least `tq.scope('c')`) admits. */
  async visibleClients(tq: TenantQuery, ids: number[], visible: Sql): Promise<Set<number>> {
    const rows = await tq.query<{ id: number }>(sql`SELECT c.id FROM clients c WHERE c.id = ANY(${ids}::int[]) AND ${visible}`);
    return new Set(rows.map((r) => r.id));
  }

  /** Client id -> id of its oldest open negotiation (stage not closed) for the announcement, among `clientIds`. */
  async openFor(tq: TenantQuery, announcementId: number, clientIds: number[]): Promise<Map<number, number>> {
    const rows = await tq.query<{ client_id: number; id: number }>(
      sql`SELECT DISTINCT ON (n.client_id) n.client_id, n.id FROM negotiations n
           WHERE ${tq.scope('n')} AND n.announcement_id = ${announcementId} AND n.client_id = ANY(${clientIds}::int[])
             AND NOT (n.stage::text = ANY(${[...CLOSED_STAGES]}::text[]))
           ORDER BY n.client_id, n.id`,
    );
    return new Map(rows.map((r) => [r.client_id, r.id]));
  }

  /**
   * Inserts one negotiation per client (in the order given) for the announcement, titled `title`, stage
   * `contact` after the cards already in that column, created by `userId`: client id -> new id.
   */
  async insertMany(
    tq: TenantQuery,
    announcementId: number,
    title: string,
    clientIds: number[],
    userId: number,
  ): Promise<Map<number, number>> {
    if (!clientIds.length) return new Map();
    const rows = await tq.query<{ client_id: number; id: number }>(
      sql`WITH start AS (SELECT coalesce(max(n.position) + 1, 0)::int AS next FROM negotiations n WHERE ${tq.scope('n')} AND n.stage = 'contact')
          INSERT INTO negotiations (project_id, client_id, announcement_id, title, stage, position, stage_deadlines, created_by)
          SELECT ${tq.projectId}::int, x.client_id, ${announcementId}::int, ${title}, 'contact', start.next + x.n::int - 1, ${raw("'{}'")}, ${userId}::int
            FROM unnest(${clientIds}::int[]) WITH ORDINALITY AS x(client_id, n) CROSS JOIN start
           ORDER BY x.n
          RETURNING id, client_id`,
    );
    return new Map(rows.map((r) => [r.client_id, r.id]));
  }
}

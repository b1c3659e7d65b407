import { Injectable } from '@nestjs/common';
import { MESSAGES as MSG, type AnnouncementState } from '@bandi/domain';
import { hasPermission } from '../../common/auth/permissions';
import { mapColumns } from '../../common/database/row-mapper';
import { type Segment, segmentedPage } from '../../common/http/list-page';
import { cappedCount, countedTotal, exactTotalLimit, listTotal } from '../../common/http/list-total';
import type { Paginated } from '../../common/http/pagination';
import { likePattern } from '../../common/http/pagination';
import { joinSql, raw, type Sql, sql } from '../../common/tenancy/sql';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import { CUSTOM_PLAN, GENERIC_PLAN } from '../../database/prepared-statements';
import type { DataSource } from 'typeorm';
import { StandardDocument } from '../settings/standard-document.entity';
import { canDelete, duplicateTarget, editableTabs } from './announcement-access';
import { ARRAYS, type AnnouncementDetail, type Ctx, NUMERIC, type Row, SCALARS, stateOf, todayInRome } from './announcement-columns';
import { AID_SCHEMES, type AnnouncementListQueryDto, FUNDING_TYPES } from './announcement.dto';
import { AnnouncementNotFoundException, InvalidAnnouncementException } from './announcements.exceptions';
import type { AnnouncementListItemView } from './announcement.response';

/**
 * The default ("current") order of the announcement list as segments (common/http/list-page.ts) on
 * `today` (`d`): open announcements by closing date (open-ended last), forthcoming announcements likewise, closed
 * calls most recently closed first; ties by id, newest first. The segments partition the rows as
 * the states of stateOf() do; with a `state` filter only that state's segments are read.
 */
function currentSegments(d: Sql, state: AnnouncementState | undefined): Segment[] {
  const started = sql`(a.start_date IS NULL OR a.start_date <= ${d})`;
  const byEnd = [{ expr: 'a.end_date' }, { expr: 'a.id', desc: true }];
  const byId = [{ expr: 'a.id', desc: true }];
  const open = [
    { where: sql`${started} AND a.end_date >= ${d}`, order: byEnd },
    { where: sql`${started} AND a.end_date IS NULL`, order: byId },
  ];
  const forthcoming = [
    { where: sql`a.start_date > ${d} AND a.end_date IS NOT NULL`, order: byEnd },
    { where: sql`a.start_date > ${d} AND a.end_date IS NULL`, order: byId },
  ];
  const closed = [{ where: sql`${started} AND a.end_date < ${d}`, order: [{ expr: 'a.end_date', desc: true }, ...byId] }];
  if (!state) return [...open, ...forthcoming, ...closed];
  return { open, forthcoming, closed }[state] ?? open;
}

/**
 * The reads of the announcements catalogue (docs/domain.md#announcements, docs/roles.md) through a {@link TenantQuery}
 * of the request's area: visibility, the filtered list, the detail with its child collections,
 * the file check of attachments (docs/architecture.md, "Tenancy in data access").
 */
@Injectable()
export class AnnouncementsRepository {
  /** Condition (alias `a`) for the announcements `ctx` may see: global announcements (published only unless a global manager), and the environment's own. */
  visibility(tq: TenantQuery, ctx: Ctx): Sql {
    const t = ctx.user.type;
    const globalDrafts = hasPermission(t, 'announcements.global.manage') ? raw('') : raw(` AND a.status = 'published'`);
    const localDrafts = hasPermission(t, 'announcements.local.manage') ? raw('') : raw(` AND a.status = 'published'`);
    if (ctx.projectId === null) return sql`(${tq.scope('a')}${globalDrafts})`;
    return sql`((a.scope = 'global'${globalDrafts}) OR (${tq.scope('a')}${localDrafts}))`;
  }

  /**
   * Deletes call `id` of environment `projectId` (null: a global announcement) on `em`, the caller's
   * transaction, after its guarded write checked the version; its children go with it (foreign keys).
   */
  async delete(em: Queryable, projectId: number | null, id: number): Promise<void> {
    const tq = new TenantQuery(em, projectId);
    await tq.query(sql`DELETE FROM announcements WHERE id = ${id} AND ${tq.sharedScope()}`);
  }

  /**
   * The ISTAT hierarchy of a place of an announcement: `region` when region code `region` exists,
   * `province_region` the region of province `province`, `city_province` the province of comune
   * `city` (ISTAT code); each null when it does not exist or was not given.
   */
  async territory(
    em: Queryable,
    region: unknown,
    province: unknown,
    city: unknown,
  ): Promise<{ region: string | null; province_region: string | null; city_province: string | null }> {
    const [ref] = await em.query(
      `SELECT (SELECT code FROM regions WHERE code = $1) AS region, (SELECT region_code FROM provinces WHERE acronym = $2) AS province_region,
              (SELECT province_acronym FROM comuni WHERE istat_code = $3) AS city_province`,
      [region, province, city],
    );
    return ref;
  }

  /** How many of `ids` are standard documents (global reference data). */
  async standardDocumentsFound(em: Queryable, ids: number[]): Promise<number> {
    return (await em.query(`SELECT id FROM standard_documents WHERE id = ANY($1::int[])`, [ids])).length;
  }

  /** Deletes the standard documents of announcement `id` that belong to `owner` (the announcement itself, or the environment adding its own to a global announcement). */
  async deleteStandardDocuments(owner: TenantQuery, id: number): Promise<void> {
    await owner.query(sql`DELETE FROM announcement_standard_documents WHERE announcement_id = ${id} AND ${owner.scope()}`);
  }

  /** The documents of `kind` of announcement `id` that belong to `owner`: id and file. */
  ownDocuments(owner: TenantQuery, id: number, kind: 'additional' | 'other_attachment'): Promise<Row[]> {
    return owner.query(
      sql`SELECT id, file_id FROM announcement_documents WHERE announcement_id = ${id} AND kind = ${kind} AND ${owner.scope()}`,
    );
  }

  /** The ids of the documents of announcement `id` that `tq`'s environment sees but `owner` does not own (shown, not changed). */
  async foreignDocumentIds(tq: TenantQuery, owner: TenantQuery, id: number): Promise<Set<number>> {
    const rows = await tq.query(
      sql`SELECT id FROM announcement_documents WHERE announcement_id = ${id} AND ${tq.sharedScope()} AND NOT coalesce(${owner.scope()}, false)`,
    );
    return new Set(rows.map((r) => r.id as number));
  }

  /** Renames document `docId` of `owner` and sets its file (null: none). */
  async updateDocument(owner: TenantQuery, docId: number, name: unknown, fileId: unknown): Promise<void> {
    await owner.query(sql`UPDATE announcement_documents SET name = ${name}, file_id = ${fileId} WHERE id = ${docId} AND ${owner.scope()}`);
  }

  /** Deletes the documents `ids` of `owner`. */
  async deleteDocuments(owner: TenantQuery, ids: number[]): Promise<void> {
    await owner.query(sql`DELETE FROM announcement_documents WHERE id = ANY(${ids}::int[]) AND ${owner.scope()}`);
  }

  /** Deletes the custom fields of announcement `id` that belong to `owner`. */
  async deleteCustomFields(owner: TenantQuery, id: number): Promise<void> {
    await owner.query(sql`DELETE FROM announcement_custom_fields WHERE announcement_id = ${id} AND ${owner.scope()}`);
  }

  /** The ids of the custom fields of announcement `id` that `tq`'s environment sees (global and its own). */
  async visibleCustomFieldIds(tq: TenantQuery, id: number): Promise<Set<number>> {
    const rows = await tq.query(sql`SELECT id FROM announcement_custom_fields WHERE announcement_id = ${id} AND ${tq.sharedScope()}`);
    return new Set(rows.map((r) => r.id as number));
  }

  /** The active standard documents (global reference data, docs/domain.md), by name and id. */
  activeStandardDocuments(ds: DataSource): Promise<Pick<StandardDocument, 'id' | 'name' | 'description'>[]> {
    return ds.getRepository(StandardDocument).find({
      select: { id: true, name: true, description: true },
      where: { active: true },
      order: { name: 'ASC', id: 'ASC' },
    });
  }

  /** The visible row or 404. */
  async findVisible(ctx: Ctx, id: number, em: Queryable): Promise<Row> {
    const tq = new TenantQuery(em, ctx.projectId);
    const row = await tq.one(sql`SELECT a.* FROM announcements a WHERE a.id = ${id} AND ${this.visibility(tq, ctx)}`);
    if (!row) throw new AnnouncementNotFoundException();
    return row;
  }

  /**
   * The list of docs/screens.md#admin-pages, docs/screens.md#environment-pages with the filters of AnnouncementListQueryDto: full text in Italian
   * on `search_vector` (websearch syntax, ranked) with a substring fallback on the name (trigram
   * index, migration 0016). One statement: the page's ids are sorted first, then only those rows
   * are read; `total` is exact up to LIST_EXACT_TOTAL_LIMIT, then estimated with
   * `total_estimated: true` (common/http/list-total.ts, docs/api.md#conventions). Without
   * filters the count is read from `announcement_counts` (migration 0020), kept by the database.
   */
  async list(ctx: Ctx, q: AnnouncementListQueryDto, em: Queryable): Promise<Paginated<AnnouncementListItemView>> {
    return this.listPage(ctx, q, em, true);
  }

  /**
   * {@link list}, with the search by relevance read once from its matches when `readOnce` allows
   * it. That statement holds only the matched branch; when a term matches more calls than the
   * exact-total bound (its matches were read up to the bound, not in order), the page is read
   * again by a second statement with `readOnce` false, from the table in relevance order.
   */
  private async listPage(
    ctx: Ctx,
    q: AnnouncementListQueryDto,
    em: Queryable,
    readOnceAllowed: boolean,
  ): Promise<Paginated<AnnouncementListItemView>> {
    const tq = new TenantQuery(em, ctx.projectId);
    const where: Sql[] = [this.visibility(tq, ctx)];
    const today = todayInRome();
    let rank: Sql = raw('0');
    const search = q.search?.trim();
    if (search) {
      const tsq = sql`websearch_to_tsquery('italian', ${search})`;
      where.push(sql`(a.search_vector @@ ${tsq} OR a.name ILIKE ${likePattern(search)})`);
      rank = sql`ts_rank(a.search_vector, ${tsq})`;
    }
    if (q.status) where.push(sql`a.status = ${q.status}`);
    if (q.scope) where.push(sql`a.scope = ${q.scope}`);
    // the states of stateOf() in SQL (Europe/Rome today)
    const d = sql`${today}::date`;
    const stateSql: Record<AnnouncementState, Sql> = {
      forthcoming: sql`a.start_date > ${d}`,
      closed: sql`(a.end_date < ${d} AND (a.start_date IS NULL OR a.start_date <= ${d}))`,
      open: sql`((a.start_date IS NULL OR a.start_date <= ${d}) AND (a.end_date IS NULL OR a.end_date >= ${d}))`,
    };
    if (q.state) where.push(stateSql[q.state] ?? stateSql.open);
    // column names checked by IsIn against FUNDING_TYPES / AID_SCHEMES, and again here
    const flags = (list: readonly string[], allowed: readonly string[]) =>
      sql`(${joinSql(
        list.filter((f) => allowed.includes(f)).map((f) => raw(`a.${f}`)),
        ' OR ',
        'false',
      )})`;
    if (q.funding_type?.length) where.push(flags(q.funding_type, FUNDING_TYPES));
    if (q.aid_scheme?.length) where.push(flags(q.aid_scheme, AID_SCHEMES));
    if (q.company_dimension) where.push(sql`(a.company_dimensions = '{}' OR ${q.company_dimension} = ANY(a.company_dimensions))`);
    if (q.deadline_from) where.push(sql`(a.end_date IS NULL OR a.end_date >= ${q.deadline_from}::date)`);
    if (q.deadline_to) where.push(sql`a.end_date <= ${q.deadline_to}::date`);
    if (q.region) {
      where.push(sql`EXISTS (SELECT 1 FROM announcement_locations l
        LEFT JOIN provinces pr ON pr.acronym = l.province_acronym LEFT JOIN comuni c ON c.istat_code = l.city_istat_code
        WHERE l.announcement_id = a.id AND l.nation = 'Italia'
          AND (coalesce(l.region_code, pr.region_code, c.region_code) IS NULL OR coalesce(l.region_code, pr.region_code, c.region_code) = ${q.region}))`);
    }
    if (q.ateco) {
      const code = sql`${q.ateco}::text`;
      const match = sql`EXISTS (SELECT 1 FROM announcement_ateco_codes e WHERE e.announcement_id = a.id AND (${code} LIKE e.value || '%' OR e.value LIKE ${code} || '%'))`;
      const excluded = sql`EXISTS (SELECT 1 FROM announcement_ateco_codes e WHERE e.announcement_id = a.id AND ${code} LIKE e.value || '%')`;
      where.push(sql`((a.include_ateco_codes AND (NOT EXISTS (SELECT 1 FROM announcement_ateco_codes e WHERE e.announcement_id = a.id) OR ${match}))
        OR (NOT a.include_ateco_codes AND NOT ${excluded}))`);
    }
    const sort = q.sort ?? (search ? 'relevance' : 'current');
    const order = {
      // what matters now: open announcements by closing date (open-ended last), then forthcoming ones,
      // then the closed ones, most recently closed first
      current: sql`CASE WHEN ${stateSql.open} THEN 0 WHEN ${stateSql.forthcoming} THEN 1 ELSE 2 END,
        CASE WHEN ${stateSql.closed} THEN NULL ELSE a.end_date END ASC NULLS LAST, a.end_date DESC NULLS LAST, a.id DESC`,
      deadline: raw('a.end_date ASC NULLS LAST, a.id DESC'),
      deadline_desc: raw('a.end_date DESC NULLS LAST, a.id DESC'),
      relevance: sql`${rank} DESC, a.end_date ASC NULLS LAST, a.id DESC`,
      name: raw('a.name ASC, a.id DESC'),
      updated: raw('a.updated_at DESC, a.id DESC'),
    }[sort];
    const fromWhere = sql`announcements a WHERE ${joinSql(where, ' AND ')}`;
    const limit = exactTotalLimit();
    // no filter: the count table (migration 0020, one row per environment, scope and status)
    // read with the same visibility condition, instead of counting up to the bound's index entries
    const counted = where.length === 1;
    // a search by relevance: the matching announcements (at most bound + 1, found by the full-text and
    // trigram indexes or by one scan, as the planner picks) are read ONCE with their rank, counted,
    // and the page is sorted from them; before, the search condition (a full-text match and an
    // ILIKE per row) ran twice, for the count and for the page. A term matching more calls than the
    // bound reads the page from the table as the other orders do, in a second statement (below):
    // with both branches in one statement the planner planned the unused one on every request
    // (embedded database: planning 1.6 of the 4.5 ms of the statement)
    const readOnce = readOnceAllowed && !counted && Boolean(search) && sort === 'relevance';
    const total = counted
      ? sql`(SELECT coalesce(sum(a.n), 0)::int FROM announcement_counts a WHERE ${this.visibility(tq, ctx)})`
      : readOnce
        ? sql`(SELECT count(*)::int FROM matched)`
        : cappedCount(fromWhere, limit);
    const skip = q.skip ?? 0;
    const take = q.take ?? 15;
    // the unfiltered list in the default order (index-ordered segments): PostgreSQL's generic
    // plan, planned once per connection (database/prepared-statements.ts). Any filter or other
    // order gets a custom plan on every request: its best plan depends on how many calls it keeps
    // for this environment (state=closed for a small environment beside one with 10,000 calls:
    // 2.4 ms custom, 9.4 ms generic)
    const plan = raw(counted && sort === 'current' ? GENERIC_PLAN : CUSTOM_PLAN);
    // an unfiltered page after the first: its count table read first (a second, small statement),
    // so that the page statement holds only the direction it reads (list-page.ts)
    const knownTotal =
      counted && sort === 'current' && skip > 0
        ? ((await tq.query<{ n: number }>(sql`SELECT ${total} AS n ${plan}`))[0]?.n ?? 0)
        : undefined;
    const ordered = sql`SELECT a.id, row_number() OVER () AS ord FROM (SELECT a.id FROM ${fromWhere} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}) a`;
    // the default order as index-ordered segments (list-page.ts, index of migration 0018): only
    // the rows the page needs are read, from the end for a page in the second half
    const page =
      sort === 'current'
        ? segmentedPage({
            alias: 'a',
            fromWhere,
            segments: currentSegments(d, q.state),
            skip,
            take,
            total: raw('(SELECT n FROM total)'),
            // an exact count: the page is read from the nearer end whatever the total
            limit: counted ? 2_147_483_647 : limit,
            knownTotal,
          })
        : readOnce
          ? sql`SELECT m.id, row_number() OVER () AS ord FROM (SELECT m.id FROM matched m ORDER BY m.r DESC, m.end_date ASC NULLS LAST, m.id DESC
                  LIMIT ${take} OFFSET ${skip}) m`
          : ordered;
    const matched = readOnce
      ? sql`matched AS MATERIALIZED (SELECT a.id, ${rank} AS r, a.end_date FROM ${fromWhere} LIMIT ${limit + 1}), `
      : raw('');
    // one statement: the capped total, the page's ids (narrow sort), then the page's columns
    const rows: Row[] = await tq.query(
      sql`WITH ${matched}total AS (SELECT ${knownTotal === undefined ? total : sql`${knownTotal}::int`} AS n),
              page AS (${page})
         SELECT total.n AS total_capped, a.id, a.project_id, a.scope, a.status, a.name, a.start_date, a.end_date, a.supplying_authority, a.evaluation_procedure,
              ${raw(FUNDING_TYPES.map((f) => `a.${f}`).join(', '))}, ${raw(AID_SCHEMES.map((f) => `a.${f}`).join(', '))}, a.de_minimis_regulation,
              a.company_dimensions AS announcements_company_dimensions, a.areas_of_intervention AS announcements_areas_of_intervention,
              a.source, a.source_id, a.created_at, a.updated_at
         FROM total LEFT JOIN (page JOIN announcements a ON a.id = page.id) ON true ORDER BY page.ord ${plan}`,
    );
    const capped = Number(rows[0]?.total_capped ?? 0);
    // more matches than the bound: the page read from them is not the page in relevance order
    if (readOnce && capped > limit) return this.listPage(ctx, q, em, false);
    const data = rows
      .filter((r) => r.id !== null)
      .map(({ total_capped: _, ...r }) => ({ ...r, state: stateOf(r as never, today) }) as unknown as AnnouncementListItemView);
    if (counted) return { data, ...countedTotal(capped, limit) };
    return { data, ...(await listTotal(tq, fromWhere, capped, limit, skip + data.length)) };
  }

  /** The detail of a row read with {@link findVisible}: child collections (environment rows of ctx only) and what ctx may do. */
  async hydrate(ctx: Ctx, a: Row, em: Queryable): Promise<AnnouncementDetail> {
    const tq = new TenantQuery(em, ctx.projectId);
    const id = a.id as number;
    const envCond = tq.sharedScope('x');
    const child = (table: string) => sql`x.announcement_id = ${id} AND ${tq.owns(table, 'x')}`;
    const [ateco, locations, expenses, standard, documents, custom, sheet] = await Promise.all([
      tq.query(
        sql`SELECT x.value, x."primary", x.original_code_2007, c.description FROM announcement_ateco_codes x
           LEFT JOIN ateco_codes c ON c.version = '2025' AND c.code = x.value WHERE ${child('announcement_ateco_codes')} ORDER BY x.id`,
      ),
      tq.query(
        sql`SELECT x.nation, x.region_code AS region, x.province_acronym AS province, x.city_istat_code AS city,
                r.name AS region_name, p.name AS province_name, c.name AS city_name
           FROM announcement_locations x LEFT JOIN regions r ON r.code = x.region_code LEFT JOIN provinces p ON p.acronym = x.province_acronym
           LEFT JOIN comuni c ON c.istat_code = x.city_istat_code WHERE ${child('announcement_locations')} ORDER BY x.id`,
      ),
      tq.query(
        sql`SELECT x.id, x.description, x.max_import_note, x.max_import_value::float8 AS max_import_value, x.max_import_percentage::float8 AS max_import_percentage,
                x.min_import_note, x.min_import_value::float8 AS min_import_value, x.min_import_percentage::float8 AS min_import_percentage, x.required_attachment, x.note
           FROM announcement_expense_items x WHERE ${child('announcement_expense_items')} ORDER BY x.sort_order, x.id`,
      ),
      tq.query(
        sql`SELECT s.id, s.name, s.description, x.project_id FROM announcement_standard_documents x JOIN standard_documents s ON s.id = x.standard_document_id
          WHERE x.announcement_id = ${id} AND ${envCond} ORDER BY s.name`,
      ),
      tq.query(
        sql`SELECT x.id, x.kind, x.name, x.project_id, f.id AS file_id, f.original_name, f.mime_type, f.size_bytes::int AS size_bytes
           FROM announcement_documents x LEFT JOIN files f ON f.id = x.file_id WHERE x.announcement_id = ${id} AND ${envCond} ORDER BY x.id`,
      ),
      tq.query(
        sql`SELECT x.id, x.label, x.value, x.project_id FROM announcement_custom_fields x WHERE x.announcement_id = ${id} AND ${envCond} ORDER BY x.sort_order, x.id`,
      ),
      a.information_sheet_file_id
        ? tq.query(
            sql`SELECT id, original_name, mime_type, size_bytes::int AS size_bytes FROM files WHERE id = ${a.information_sheet_file_id} AND ${tq.sharedScope()}`,
          )
        : Promise.resolve([]),
    ]);
    const doc = (d: Row) => ({
      id: d.id,
      name: d.name,
      project_id: d.project_id,
      file: d.file_id ? { id: d.file_id, original_name: d.original_name, mime_type: d.mime_type, size_bytes: d.size_bytes } : null,
    });
    const out: Row = {
      id,
      project_id: a.project_id,
      scope: a.scope,
      status: a.status,
      state: stateOf(a as never),
      source: a.source,
      source_id: a.source_id,
      source_data: a.source_data ?? null,
      created_by: a.created_by,
      updated_by: a.updated_by,
      created_at: a.created_at,
      updated_at: a.updated_at,
      version: a.version,
    };
    const scalars = mapColumns(a, { numeric: [...NUMERIC] });
    for (const k of SCALARS) out[k] = scalars[k];
    for (const [body, col] of Object.entries(ARRAYS)) out[body] = a[col];
    out.information_sheet = sheet[0] ?? null;
    out.announcements_ateco_codes = ateco;
    out.announcements_locations = locations;
    out.announcements_expense_items = expenses.map((e: Row) => ({ ...e, id: undefined }));
    out.standard_documents = standard;
    out.announcements_additional_documents = documents.filter((d: Row) => d.kind === 'additional').map(doc);
    out.announcements_other_attachments = documents.filter((d: Row) => d.kind === 'other_attachment').map(doc);
    out.announcements_custom_fields = custom;
    const scoped = { scope: a.scope as string, project_id: a.project_id as number | null };
    out.editable_tabs = editableTabs(ctx, scoped);
    out.can_delete = canDelete(ctx, scoped);
    out.can_duplicate = duplicateTarget(ctx, scoped) !== null;
    return out as AnnouncementDetail;
  }

  /** Checks that uploaded files exist and belong to this area (global upload or this environment). 422 otherwise. */
  async checkFiles(em: Queryable, ctx: Ctx, ids: string[]): Promise<void> {
    const tq = new TenantQuery(em, ctx.projectId);
    if (!ids.length) return;
    // a profile avatar is a file too (users.logo = /api/avatars/{id}): never attachable to an announcement
    const rows: Row[] = await tq.query(
      sql`SELECT f.id, f.project_id FROM files f
        WHERE f.id = ANY(${ids}::uuid[]) AND ${tq.sharedScope('f')} AND NOT EXISTS (SELECT 1 FROM users u WHERE u.logo = '/api/avatars/' || f.id::text)`,
    );
    const ok = new Set(rows.map((r) => r.id));
    const bad = ids.filter((i) => !ok.has(i));
    if (bad.length) throw new InvalidAnnouncementException({ file_id: [MSG.file] });
  }
}

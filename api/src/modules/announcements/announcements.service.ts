import { ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hasPermission } from '../../common/auth/permissions';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import type { Paginated } from '../../common/http/pagination';
import { likePattern } from '../../common/http/pagination';
import { AuditService, diffFields } from '../audit/audit.service';
import type { User } from '../users/user.entity';
import {
  ANNOUNCEMENT_TAB_LABELS as TAB_LABELS,
  ANNOUNCEMENT_TAB_NAMES as TAB_NAMES,
  announcementErrors,
  type AnnouncementState,
  type AnnouncementTab as Tab,
  type FieldErrors,
  MESSAGES as MSG,
  isBlank,
} from '@bandi/domain';
import { AID_SCHEMES, type AnnouncementBodyDto, type AnnouncementListQueryDto, FUNDING_TYPES, TABS } from './announcement.dto';

/** The announcements table for the optimistic-concurrency guard (visibility is checked before). */
const ANNOUNCEMENTS_TABLE: VersionedTable = { table: 'announcements', notFound: 'Bando non trovato' };
/** Open/forthcoming/closed derived from the dates against today (Europe/Rome calendar date). */
export type { AnnouncementState };

/** Today's date in Italy as YYYY-MM-DD. */
export function todayInRome(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** State of a call on a date: forthcoming before start_date, closed after end_date, else open. */
export function stateOf(a: { start_date: string | null; end_date: string | null }, today = todayInRome()): AnnouncementState {
  if (a.start_date && a.start_date > today) return 'forthcoming';
  if (a.end_date && a.end_date < today) return 'closed';
  return 'open';
}

/** Where a request comes from: the global area (/api/announcements) or an environment. */
export interface Ctx {
  user: User;
  /** Environment of the route, or null in the global area. */
  projectId: number | null;
}

/** Scalar columns written from the body as they are (same name in body and table). */
const SCALARS = [
  'name',
  'start_date',
  'end_date',
  'evaluation_procedure',
  'supplying_authority',
  'description',
  'link_regulatory',
  'fact_sheet',
  'facilitation_cumulability',
  'facilitation_intensity_of_help',
  'facilitation_relief',
  ...FUNDING_TYPES,
  ...AID_SCHEMES,
  'number_of_employees_min',
  'number_of_employees_max',
  'year_of_establishment_min',
  'year_of_establishment_max',
  'annual_volume_min',
  'annual_volume_max',
  'eligible_expense_min',
  'eligible_expense_max',
  'grant_min',
  'grant_max',
  'include_ateco_codes',
  'subscribed_to_cciaa',
  'female_enterprise',
  'youth_enterprise',
  'public_entity_enterprise',
] as const;
/** Body list -> text[] column. */
const ARRAYS: Record<string, string> = {
  announcements_company_dimensions: 'company_dimensions',
  announcements_areas_of_intervention: 'areas_of_intervention',
  legal_form: 'legal_forms',
  business_register: 'business_registers',
  interprofessional_fund: 'interprofessional_funds',
};
const NUMERIC = new Set([
  'annual_volume_min',
  'annual_volume_max',
  'eligible_expense_min',
  'eligible_expense_max',
  'grant_min',
  'grant_max',
]);
type Row = Record<string, unknown>;
const add = (errors: FieldErrors, field: string, msg: string) => (errors[field] ??= []).push(msg);

/** A full announcement as the API answers it (SPEC §3.3 names; see docs/api-contract.md). */
export type AnnouncementDetail = Row & { id: number; scope: 'global' | 'local'; project_id: number | null; state: AnnouncementState };

/** SPEC §5.2 publish and consistency rules: pure functions of @bandi/domain, shared with the announcement form. */
export { consistencyErrors, publishErrors } from '@bandi/domain';

/**
 * The announcements catalogue (SPEC §3.3, DESIGN.md §5): visibility, list filters, detail,
 * create/update in one transaction with the tab permissions, delete, duplicate, audit entries.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  // ---------------------------------------------------------------- permissions

  /** Tabs `user` may edit on `a` in context `ctx` (DESIGN.md §5). */
  editableTabs(ctx: Ctx, a: { scope: string; project_id: number | null }): Tab[] {
    const t = ctx.user.type;
    if (a.scope === 'local') {
      return ctx.projectId !== null && a.project_id === ctx.projectId && hasPermission(t, 'announcements.local.manage')
        ? [...TAB_NAMES]
        : [];
    }
    const tabs: Tab[] = [];
    const global = hasPermission(t, 'announcements.global.manage');
    if (global) tabs.push('generale', 'requisiti', 'voci_di_spesa');
    // Documentazione/Altro: in the global area the call's own (global managers); in an environment that environment's own
    if (ctx.projectId === null ? global : hasPermission(t, 'announcements.global.documents')) tabs.push('documentazione', 'altro');
    return tabs;
  }

  private canDelete(ctx: Ctx, a: { scope: string; project_id: number | null }): boolean {
    if (a.scope === 'local') return ctx.projectId === a.project_id && hasPermission(ctx.user.type, 'announcements.local.manage');
    return hasPermission(ctx.user.type, 'announcements.global.manage');
  }

  /** Duplicate target: in an environment a local manager makes a local copy; otherwise global managers a global copy. */
  private duplicateTarget(ctx: Ctx, a: { scope: string; project_id: number | null }): 'local' | 'global' | null {
    if (ctx.projectId !== null && hasPermission(ctx.user.type, 'announcements.local.manage')) return 'local';
    if (a.scope === 'global' && hasPermission(ctx.user.type, 'announcements.global.manage')) return 'global';
    return null;
  }

  /** SQL condition (alias `a`) for the calls `ctx` may see; pushes parameters. */
  private visibility(ctx: Ctx, params: unknown[]): string {
    const t = ctx.user.type;
    const seeGlobalDrafts = hasPermission(t, 'announcements.global.manage');
    const seeLocalDrafts = hasPermission(t, 'announcements.local.manage');
    const globalCond = `(a.scope = 'global'${seeGlobalDrafts ? '' : ` AND a.status = 'published'`})`;
    if (ctx.projectId === null) return globalCond;
    params.push(ctx.projectId);
    return `(${globalCond} OR (a.project_id = $${params.length}${seeLocalDrafts ? '' : ` AND a.status = 'published'`}))`;
  }

  /** The visible row or 404. */
  private async findVisible(ctx: Ctx, id: number, em: EntityManager = this.dataSource.manager): Promise<Row> {
    const params: unknown[] = [id];
    const cond = this.visibility(ctx, params);
    const [row] = await em.query(`SELECT a.* FROM announcements a WHERE a.id = $1 AND ${cond}`, params);
    if (!row) throw new NotFoundException('Bando non trovato');
    return row;
  }

  // ---------------------------------------------------------------- list

  /**
   * The list of SPEC §2.2/2.3 with the filters of AnnouncementListQueryDto: full text in Italian
   * on `search_vector` (websearch syntax, ranked) with a substring fallback on the name.
   */
  async list(ctx: Ctx, q: AnnouncementListQueryDto): Promise<Paginated<Row>> {
    const params: unknown[] = [];
    const where = [this.visibility(ctx, params)];
    const p = (v: unknown) => (params.push(v), `$${params.length}`);
    const today = todayInRome();
    let rank = '0';
    const search = q.search?.trim();
    if (search) {
      const tsq = `websearch_to_tsquery('italian', ${p(search)})`;
      where.push(`(a.search_vector @@ ${tsq} OR a.name ILIKE ${p(likePattern(search))})`);
      rank = `ts_rank(a.search_vector, ${tsq})`;
    }
    if (q.status) where.push(`a.status = ${p(q.status)}`);
    if (q.scope) where.push(`a.scope = ${p(q.scope)}`);
    // the states of stateOf() in SQL (Europe/Rome today, a YYYY-MM-DD literal: the order by uses
    // it too, and the count query must not receive a parameter it does not reference)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Unexpected date ${today}`);
    const d = `'${today}'`;
    const stateSql: Record<AnnouncementState, string> = {
      forthcoming: `a.start_date > ${d}::date`,
      closed: `(a.end_date < ${d}::date AND (a.start_date IS NULL OR a.start_date <= ${d}::date))`,
      open: `((a.start_date IS NULL OR a.start_date <= ${d}::date) AND (a.end_date IS NULL OR a.end_date >= ${d}::date))`,
    };
    if (q.state) where.push(stateSql[q.state] ?? stateSql.open);
    if (q.funding_type?.length) where.push(`(${q.funding_type.map((f) => `a.${f}`).join(' OR ')})`); // names checked by IsIn
    if (q.aid_scheme?.length) where.push(`(${q.aid_scheme.map((f) => `a.${f}`).join(' OR ')})`);
    if (q.company_dimension) where.push(`(a.company_dimensions = '{}' OR ${p(q.company_dimension)} = ANY(a.company_dimensions))`);
    if (q.deadline_from) where.push(`(a.end_date IS NULL OR a.end_date >= ${p(q.deadline_from)}::date)`);
    if (q.deadline_to) where.push(`a.end_date <= ${p(q.deadline_to)}::date`);
    if (q.region) {
      where.push(`EXISTS (SELECT 1 FROM announcement_locations l
        LEFT JOIN provinces pr ON pr.acronym = l.province_acronym LEFT JOIN comuni c ON c.istat_code = l.city_istat_code
        WHERE l.announcement_id = a.id AND l.nation = 'Italia'
          AND (coalesce(l.region_code, pr.region_code, c.region_code) IS NULL OR coalesce(l.region_code, pr.region_code, c.region_code) = ${p(q.region)}))`);
    }
    if (q.ateco) {
      const code = p(q.ateco);
      const match = `EXISTS (SELECT 1 FROM announcement_ateco_codes e WHERE e.announcement_id = a.id AND (${code} LIKE e.value || '%' OR e.value LIKE ${code} || '%'))`;
      const excluded = `EXISTS (SELECT 1 FROM announcement_ateco_codes e WHERE e.announcement_id = a.id AND ${code} LIKE e.value || '%')`;
      where.push(`((a.include_ateco_codes AND (NOT EXISTS (SELECT 1 FROM announcement_ateco_codes e WHERE e.announcement_id = a.id) OR ${match}))
        OR (NOT a.include_ateco_codes AND NOT ${excluded}))`);
    }
    const sort = q.sort ?? (search ? 'relevance' : 'current');
    const order = {
      // what matters now: open calls by closing date (open-ended last), then forthcoming ones,
      // then the closed ones, most recently closed first
      current: `CASE WHEN ${stateSql.open} THEN 0 WHEN ${stateSql.forthcoming} THEN 1 ELSE 2 END,
        CASE WHEN ${stateSql.closed} THEN NULL ELSE a.end_date END ASC NULLS LAST, a.end_date DESC NULLS LAST, a.id DESC`,
      deadline: 'a.end_date ASC NULLS LAST, a.id DESC',
      deadline_desc: 'a.end_date DESC NULLS LAST, a.id DESC',
      relevance: `${rank} DESC, a.end_date ASC NULLS LAST, a.id DESC`,
      name: 'a.name ASC, a.id DESC',
      updated: 'a.updated_at DESC, a.id DESC',
    }[sort];
    const w = where.join(' AND ');
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM announcements a WHERE ${w}`, params);
    const take = p(q.take ?? 15);
    const skip = p(q.skip ?? 0);
    const rows: Row[] = await this.dataSource.query(
      `SELECT a.id, a.project_id, a.scope, a.status, a.name, a.start_date, a.end_date, a.supplying_authority, a.evaluation_procedure,
              ${FUNDING_TYPES.map((f) => `a.${f}`).join(', ')}, ${AID_SCHEMES.map((f) => `a.${f}`).join(', ')},
              a.company_dimensions AS announcements_company_dimensions, a.areas_of_intervention AS announcements_areas_of_intervention,
              a.source, a.source_id, a.created_at, a.updated_at
         FROM announcements a WHERE ${w} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`,
      params,
    );
    return { data: rows.map((r) => ({ ...r, state: stateOf(r as never, today) })), total };
  }

  // ---------------------------------------------------------------- detail

  /** One call with every child collection (environment documents of ctx only) and what ctx may do. */
  async detail(ctx: Ctx, id: number, em: EntityManager = this.dataSource.manager): Promise<AnnouncementDetail> {
    const a = await this.findVisible(ctx, id, em);
    return this.hydrate(ctx, a, em);
  }

  private async hydrate(ctx: Ctx, a: Row, em: EntityManager): Promise<AnnouncementDetail> {
    const id = a.id as number;
    const envCond = ctx.projectId === null ? 'x.project_id IS NULL' : `(x.project_id IS NULL OR x.project_id = ${Number(ctx.projectId)})`;
    const [ateco, locations, expenses, standard, documents, custom, sheet] = await Promise.all([
      em.query(
        `SELECT x.value, x."primary", x.original_code_2007, c.description FROM announcement_ateco_codes x
           LEFT JOIN ateco_codes c ON c.version = '2025' AND c.code = x.value WHERE x.announcement_id = $1 ORDER BY x.id`,
        [id],
      ),
      em.query(
        `SELECT x.nation, x.region_code AS region, x.province_acronym AS province, x.city_istat_code AS city,
                r.name AS region_name, p.name AS province_name, c.name AS city_name
           FROM announcement_locations x LEFT JOIN regions r ON r.code = x.region_code LEFT JOIN provinces p ON p.acronym = x.province_acronym
           LEFT JOIN comuni c ON c.istat_code = x.city_istat_code WHERE x.announcement_id = $1 ORDER BY x.id`,
        [id],
      ),
      em.query(
        `SELECT id, description, max_import_note, max_import_value::float8 AS max_import_value, max_import_percentage::float8 AS max_import_percentage,
                min_import_note, min_import_value::float8 AS min_import_value, min_import_percentage::float8 AS min_import_percentage, required_attachment, note
           FROM announcement_expense_items WHERE announcement_id = $1 ORDER BY sort_order, id`,
        [id],
      ),
      em.query(
        `SELECT s.id, s.name, s.description, x.project_id FROM announcement_standard_documents x JOIN standard_documents s ON s.id = x.standard_document_id
          WHERE x.announcement_id = $1 AND ${envCond} ORDER BY s.name`,
        [id],
      ),
      em.query(
        `SELECT x.id, x.kind, x.name, x.project_id, f.id AS file_id, f.original_name, f.mime_type, f.size_bytes::int AS size_bytes
           FROM announcement_documents x LEFT JOIN files f ON f.id = x.file_id WHERE x.announcement_id = $1 AND ${envCond} ORDER BY x.id`,
        [id],
      ),
      em.query(
        `SELECT x.id, x.label, x.value, x.project_id FROM announcement_custom_fields x WHERE x.announcement_id = $1 AND ${envCond} ORDER BY x.sort_order, x.id`,
        [id],
      ),
      a.information_sheet_file_id
        ? em.query(`SELECT id, original_name, mime_type, size_bytes::int AS size_bytes FROM files WHERE id = $1`, [
            a.information_sheet_file_id,
          ])
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
    for (const k of SCALARS) out[k] = NUMERIC.has(k) && a[k] !== null ? Number(a[k]) : a[k];
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
    out.editable_tabs = this.editableTabs(ctx, scoped);
    out.can_delete = this.canDelete(ctx, scoped);
    out.can_duplicate = this.duplicateTarget(ctx, scoped) !== null;
    return out as AnnouncementDetail;
  }

  /** Body-shaped view of a record (for publish validation of the merged state and for templates). */
  private bodyView(d: Row): Row {
    return {
      ...d,
      announcements_ateco_codes: (d.announcements_ateco_codes as Row[]).map((e) => ({ value: e.value, primary: e.primary })),
    };
  }

  // ---------------------------------------------------------------- writes

  /**
   * Creates a call: global in the global area (global managers), local in an environment (local
   * managers). Only name is required for a draft; `status: "published"` applies SPEC §5.2.
   * Answers the detail. 422 with `{errors}` on invalid input; nothing written then.
   */
  async create(ctx: Ctx, body: AnnouncementBodyDto, extra: { source?: string } = {}): Promise<AnnouncementDetail> {
    const scope = ctx.projectId === null ? 'global' : 'local';
    this.validate(body);
    return this.dataSource.transaction(async (em) => {
      const [row] = await em.query(
        `INSERT INTO announcements (project_id, scope, status, name, created_by, updated_by, source) VALUES ($1,$2,$3,$4,$5,$5,$6) RETURNING id`,
        [ctx.projectId, scope, body.status ?? 'draft', String(body.name).trim(), ctx.user.id, extra.source ?? null],
      );
      const id = row.id as number;
      const changed = await this.write(em, ctx, id, body, scope, TAB_NAMES);
      await this.audit.record(em, {
        userId: ctx.user.id,
        projectId: ctx.projectId,
        entity: 'announcement',
        entityId: id,
        action: 'create',
        changes: { fields: changed },
      });
      return this.detail(ctx, id, em);
    });
  }

  /**
   * Updates the fields present in the body. 403 if a field belongs to a tab ctx may not edit
   * (DESIGN.md §5); on a global call edited inside an environment, Documentazione and Altro are
   * that environment's own. Publishing (or saving a published call) applies SPEC §5.2, on the
   * merged record. `expected`: the version read (If-Match / body `version`).
   * @throws StaleRecordException 409 with the current detail when `expected` is stale.
   */
  async update(ctx: Ctx, id: number, input: AnnouncementBodyDto, expected?: number): Promise<AnnouncementDetail> {
    const { version: _v, ...fields } = input as AnnouncementBodyDto & { version?: number };
    const body = fields as AnnouncementBodyDto;
    return withConflictDetails(
      () => this.updateIn(ctx, id, body, expected),
      () => this.detail(ctx, id),
    );
  }

  private async updateIn(ctx: Ctx, id: number, body: AnnouncementBodyDto, expected?: number): Promise<AnnouncementDetail> {
    return this.dataSource.transaction(async (em) => {
      const current = await this.findVisible(ctx, id, em);
      const scoped = { scope: current.scope as string, project_id: current.project_id as number | null };
      const tabs = this.editableTabs(ctx, scoped);
      if (!tabs.length) throw new ForbiddenException('Non puoi modificare questo bando');
      const present = Object.keys(body).filter((k) => (body as Row)[k] !== undefined);
      for (const tab of TAB_NAMES) {
        if (tabs.includes(tab)) continue;
        if (present.some((k) => (TABS[tab] as readonly string[]).includes(k)))
          throw new ForbiddenException(`Non puoi modificare la scheda ${TAB_LABELS[tab]} di questo bando`);
      }
      await guardedUpdate(em, ANNOUNCEMENTS_TABLE, { id, expected, userId: ctx.user.id });
      const before = await this.detail(ctx, id, em);
      const merged = { ...this.bodyView(before), ...Object.fromEntries(present.map((k) => [k, (body as Row)[k]])) };
      // the call's own data (not only an environment's documents) is being saved: the draft/publish rules apply
      const core = [...TABS.generale, ...TABS.requisiti, ...TABS.voci_di_spesa] as string[];
      if (present.some((k) => core.includes(k))) this.validate(merged as AnnouncementBodyDto);
      const changed = await this.write(em, ctx, id, body, scoped.scope as 'global' | 'local', tabs, before);
      if (changed.length) {
        const diff = diffFields(
          before,
          body as Row,
          changed.filter((k) => (SCALARS as readonly string[]).includes(k) || k === 'status'),
        );
        await this.audit.record(em, {
          userId: ctx.user.id,
          projectId: ctx.projectId,
          entity: 'announcement',
          entityId: id,
          action: body.status === 'published' && before.status !== 'published' ? 'publish' : 'update',
          changes: { fields: changed, values: diff.values },
        });
      }
      return this.detail(ctx, id, em);
    });
  }

  /** 422 with every error of the format/consistency rules and, when publishing, of SPEC §5.2. */
  private validate(merged: AnnouncementBodyDto): void {
    const m = merged as Row;
    const errors: FieldErrors = announcementErrors(m, m.status === 'published' ? 'published' : 'draft');
    if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
  }

  /** Checks that uploaded files exist and belong to this area (global upload or this environment). 422 otherwise. */
  private async checkFiles(em: EntityManager, ctx: Ctx, ids: string[]): Promise<void> {
    if (!ids.length) return;
    // a profile avatar is a file too (users.logo = /api/avatars/{id}): never attachable to a call
    const rows: Row[] = await em.query(
      `SELECT f.id, f.project_id FROM files f
        WHERE f.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM users u WHERE u.logo = '/api/avatars/' || f.id::text)`,
      [ids],
    );
    const ok = new Set(rows.filter((r) => r.project_id === null || r.project_id === ctx.projectId).map((r) => r.id));
    const bad = ids.filter((i) => !ok.has(i));
    if (bad.length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors: { file_id: [MSG.file] } });
  }

  /**
   * Writes the body fields of the allowed tabs. Child rows of Documentazione/Altro on a global
   * call edited inside an environment carry that environment's id. Returns the changed fields.
   */
  private async write(
    em: EntityManager,
    ctx: Ctx,
    id: number,
    body: AnnouncementBodyDto,
    scope: 'global' | 'local',
    tabs: Tab[],
    before?: Row,
  ): Promise<string[]> {
    const b = body as Row;
    const has = (k: string) => b[k] !== undefined;
    const changed: string[] = [];
    const mark = (k: string) => {
      if (!before || JSON.stringify(before[k] ?? null) !== JSON.stringify(b[k] ?? null)) changed.push(k);
    };
    // scalars and arrays on the row
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const k of SCALARS) {
      if (!has(k)) continue;
      let v = b[k];
      if (typeof v === 'string') v = v.trim() === '' ? null : v;
      if (k === 'name') v = String(v ?? '').trim();
      params.push(v);
      sets.push(`${k} = $${params.length}`);
      mark(k);
    }
    if (has('status')) {
      params.push(b.status);
      sets.push(`status = $${params.length}`);
      mark('status');
    }
    for (const [k, col] of Object.entries(ARRAYS)) {
      if (!has(k)) continue;
      const list = [...new Set((b[k] as string[]).map((s) => s.trim()).filter(Boolean))];
      params.push(list);
      sets.push(`${col} = $${params.length}`);
      if (!before || JSON.stringify(before[k]) !== JSON.stringify(list)) changed.push(k);
    }
    if (has('information_sheet') || b.information_sheet_delete) {
      const file = b.information_sheet_delete ? null : (b.information_sheet as string | null);
      if (file) await this.checkFiles(em, ctx, [file]);
      params.push(file);
      sets.push(`information_sheet_file_id = $${params.length}`);
      changed.push('information_sheet');
    }
    if (sets.length) await em.query(`UPDATE announcements SET ${sets.join(', ')} WHERE id = $1`, params);

    if (has('announcements_ateco_codes')) {
      const entries = (b.announcements_ateco_codes as Row[]).filter((e) => !isBlank(e.value));
      // keep the 2007 origin of imported codes that are still there
      const origin = new Map<string, string | null>(
        ((before?.announcements_ateco_codes as Row[] | undefined) ?? []).map((e) => [
          String(e.value),
          (e.original_code_2007 as string) ?? null,
        ]),
      );
      await em.query(`DELETE FROM announcement_ateco_codes WHERE announcement_id = $1`, [id]);
      for (const e of entries) {
        await em.query(
          `INSERT INTO announcement_ateco_codes (announcement_id, value, "primary", original_code_2007) VALUES ($1,$2,$3,$4)`,
          [id, e.value, !!e.primary, origin.get(String(e.value)) ?? null],
        );
      }
      mark('announcements_ateco_codes');
    }
    if (has('announcements_locations')) {
      await em.query(`DELETE FROM announcement_locations WHERE announcement_id = $1`, [id]);
      const errors: FieldErrors = {};
      const locs = b.announcements_locations as Row[];
      for (const [i, l] of locs.entries()) {
        if (isBlank(l.nation)) continue; // draft: incomplete rows are not stored
        const region = l.region ?? null;
        const province = l.province ?? null;
        const city = l.city ?? null;
        if (l.nation !== 'Italia' && (region || province || city)) {
          add(errors, `announcements_locations.${i}.region`, "Regione, provincia e comune solo per l'Italia");
          continue;
        }
        // derive and check the hierarchy from the ISTAT tables
        const [ref] = await em.query(
          `SELECT (SELECT code FROM regions WHERE code = $1) AS region, (SELECT region_code FROM provinces WHERE acronym = $2) AS province_region,
                  (SELECT province_acronym FROM comuni WHERE istat_code = $3) AS city_province`,
          [region, province, city],
        );
        if (region && !ref.region) add(errors, `announcements_locations.${i}.region`, 'Regione non valida');
        if (province && !ref.province_region) add(errors, `announcements_locations.${i}.province`, 'Provincia non valida');
        else if (province && region && ref.province_region !== region)
          add(errors, `announcements_locations.${i}.province`, 'La provincia non è nella regione indicata');
        if (city && !ref.city_province) add(errors, `announcements_locations.${i}.city`, 'Comune non valido');
        else if (city && province && ref.city_province !== province)
          add(errors, `announcements_locations.${i}.city`, 'Il comune non è nella provincia indicata');
        await em.query(
          `INSERT INTO announcement_locations (announcement_id, nation, region_code, province_acronym, city_istat_code) VALUES ($1,$2,$3,$4,$5)`,
          [id, l.nation, ref.region ?? null, ref.province_region ? province : null, ref.city_province ? city : null],
        );
      }
      if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
      mark('announcements_locations');
    }
    if (has('announcements_expense_items')) {
      await em.query(`DELETE FROM announcement_expense_items WHERE announcement_id = $1`, [id]);
      const errors: FieldErrors = {};
      for (const [i, e] of (b.announcements_expense_items as Row[]).entries()) {
        if (isBlank(e.description)) {
          add(errors, `announcements_expense_items.${i}.description`, MSG.required);
          continue;
        }
        await em.query(
          `INSERT INTO announcement_expense_items (announcement_id, description, max_import_note, max_import_value, max_import_percentage,
             min_import_note, min_import_value, min_import_percentage, required_attachment, note, sort_order) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
          [
            id,
            e.description,
            e.max_import_note ?? null,
            e.max_import_value ?? null,
            e.max_import_percentage ?? null,
            e.min_import_note ?? null,
            e.min_import_value ?? null,
            e.min_import_percentage ?? null,
            e.required_attachment ?? [],
            e.note ?? null,
            i,
          ],
        );
      }
      if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
      mark('announcements_expense_items');
    }

    // Documentazione / Altro: owner = the call itself, or the environment for a global call edited there
    const owner = scope === 'global' && ctx.projectId !== null ? ctx.projectId : null;
    const ownerCond = owner === null ? 'project_id IS NULL' : `project_id = ${Number(owner)}`;
    if (tabs.includes('documentazione') && has('standard_documents')) {
      // in an environment, the call's own standard documents are not the environment's to repeat
      const own: Row[] =
        owner === null
          ? []
          : await em.query(
              `SELECT standard_document_id AS id FROM announcement_standard_documents WHERE announcement_id = $1 AND project_id IS NULL`,
              [id],
            );
      const ids = [...new Set(b.standard_documents as number[])].filter((x) => !own.some((o) => o.id === x));
      const found: Row[] = ids.length ? await em.query(`SELECT id FROM standard_documents WHERE id = ANY($1::int[])`, [ids]) : [];
      if (found.length !== ids.length)
        throw new UnprocessableEntityException({
          message: 'I dati inviati non sono validi',
          errors: { standard_documents: [MSG.invalidValue] },
        });
      await em.query(`DELETE FROM announcement_standard_documents WHERE announcement_id = $1 AND ${ownerCond}`, [id]);
      for (const sd of ids)
        await em.query(
          `INSERT INTO announcement_standard_documents (announcement_id, standard_document_id, project_id) VALUES ($1,$2,$3)`,
          [id, sd, owner],
        );
      changed.push('standard_documents');
    }
    const docs = async (field: string, kind: 'additional' | 'other_attachment', toDelete: number[] = []) => {
      const list = has(field) ? (b[field] as Row[]) : null;
      if (!list && !toDelete.length) return;
      await this.checkFiles(em, ctx, (list ?? []).map((d) => d.file_id as string).filter(Boolean));
      const existing: Row[] = await em.query(
        `SELECT id, file_id FROM announcement_documents WHERE announcement_id = $1 AND kind = $2 AND ${ownerCond}`,
        [id, kind],
      );
      // rows of another owner (the call's own ones seen from an environment) are shown, not changed here
      const foreign = new Set<number>(
        (
          await em.query(`SELECT id FROM announcement_documents WHERE announcement_id = $1 AND NOT coalesce(${ownerCond}, false)`, [id])
        ).map((r: Row) => r.id as number),
      );
      const keep = new Set<number>();
      const errors: FieldErrors = {};
      for (const [i, d] of (list ?? []).entries()) {
        if (d.id && foreign.has(d.id as number)) continue;
        if (isBlank(d.name)) {
          add(errors, `${field}.${i}.name`, MSG.required);
          continue;
        }
        const old = d.id ? existing.find((e) => e.id === d.id) : undefined;
        if (old && !toDelete.includes(old.id as number)) {
          keep.add(old.id as number);
          const file = d.delete_existing_file ? (d.file_id ?? null) : (d.file_id ?? old.file_id ?? null);
          await em.query(`UPDATE announcement_documents SET name = $2, file_id = $3 WHERE id = $1`, [old.id, d.name, file]);
        } else {
          const [row] = await em.query(
            `INSERT INTO announcement_documents (announcement_id, project_id, kind, name, file_id) VALUES ($1,$2,$3,$4,$5) RETURNING id`,
            [id, owner, kind, d.name, d.file_id ?? null],
          );
          keep.add(row.id);
        }
      }
      if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
      const remove = existing.map((e) => e.id as number).filter((x) => (list ? !keep.has(x) : toDelete.includes(x)));
      if (remove.length) await em.query(`DELETE FROM announcement_documents WHERE id = ANY($1::int[])`, [remove]);
      changed.push(field);
    };
    if (tabs.includes('documentazione'))
      await docs('announcements_additional_documents', 'additional', (b.announcements_additional_documents_to_delete as number[]) ?? []);
    if (tabs.includes('altro')) await docs('announcements_other_attachments', 'other_attachment');
    if (tabs.includes('altro') && has('announcements_custom_fields')) {
      await em.query(`DELETE FROM announcement_custom_fields WHERE announcement_id = $1 AND ${ownerCond}`, [id]);
      const foreign = new Set<number>(
        (await em.query(`SELECT id FROM announcement_custom_fields WHERE announcement_id = $1`, [id])).map((r: Row) => r.id as number),
      );
      const errors: FieldErrors = {};
      for (const [i, f] of (b.announcements_custom_fields as Row[]).entries()) {
        if (f.id && foreign.has(f.id as number)) continue;
        if (isBlank(f.label)) {
          add(errors, `announcements_custom_fields.${i}.label`, MSG.required);
          continue;
        }
        await em.query(
          `INSERT INTO announcement_custom_fields (announcement_id, project_id, label, value, sort_order) VALUES ($1,$2,$3,$4,$5)`,
          [id, owner, f.label, f.value ?? null, i],
        );
      }
      if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
      changed.push('announcements_custom_fields');
    }
    return changed;
  }

  /**
   * Deletes a call (global: global managers; local: that environment's local managers). 403/404 otherwise.
   * @throws StaleRecordException 409 when `expected` is stale.
   */
  async remove(ctx: Ctx, id: number, expected?: number): Promise<void> {
    await withConflictDetails(
      () => this.removeIn(ctx, id, expected),
      () => this.detail(ctx, id),
    );
  }

  private async removeIn(ctx: Ctx, id: number, expected?: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const a = await this.findVisible(ctx, id, em);
      if (!this.canDelete(ctx, { scope: a.scope as string, project_id: a.project_id as number | null }))
        throw new ForbiddenException('Non puoi eliminare questo bando');
      await guardedUpdate(em, ANNOUNCEMENTS_TABLE, { id, expected, userId: ctx.user.id });
      await em.query(`DELETE FROM announcements WHERE id = $1`, [id]);
      await this.audit.record(em, {
        userId: ctx.user.id,
        projectId: ctx.projectId,
        entity: 'announcement',
        entityId: id,
        action: 'delete',
        changes: { fields: [], name: a.name },
      });
    });
  }

  /**
   * Copies a call as a new draft named "<name> (copia)": in an environment a local manager gets a
   * local copy; in the global area (or a global manager without local rights) a global copy. The
   * environment's own documents come along in a local copy.
   */
  async duplicate(ctx: Ctx, id: number): Promise<AnnouncementDetail> {
    const source = await this.detail(ctx, id);
    const target = this.duplicateTarget(ctx, { scope: source.scope, project_id: source.project_id });
    if (!target) throw new ForbiddenException('Non puoi duplicare questo bando');
    const body = this.toBody(source, { keepDocuments: true });
    body.name = `${String(source.name).slice(0, 490)} (copia)`;
    body.status = 'draft';
    return this.create({ user: ctx.user, projectId: target === 'local' ? ctx.projectId : null }, body);
  }

  /** A detail turned into a create body (templates, duplicates). Files are shared by id. */
  toBody(d: Row, opts: { keepDocuments: boolean }): AnnouncementBodyDto {
    const body: Row = {};
    for (const k of SCALARS) body[k] = d[k];
    for (const k of Object.keys(ARRAYS)) body[k] = d[k];
    body.announcements_ateco_codes = (d.announcements_ateco_codes as Row[]).map((e) => ({ value: e.value, primary: e.primary }));
    body.announcements_locations = (d.announcements_locations as Row[]).map((l) => ({
      nation: l.nation,
      region: l.region,
      province: l.province,
      city: l.city,
    }));
    body.announcements_expense_items = (d.announcements_expense_items as Row[]).map((e) => {
      const { id: _id, ...rest } = e;
      return rest;
    });
    body.standard_documents = (d.standard_documents as Row[]).map((s) => s.id as number);
    body.announcements_custom_fields = (d.announcements_custom_fields as Row[]).map((f) => ({ label: f.label, value: f.value }));
    const docs = (list: Row[]) =>
      list.map((x) => ({ name: x.name, file_id: opts.keepDocuments ? ((x.file as Row | null)?.id ?? null) : null }));
    body.announcements_additional_documents = docs(d.announcements_additional_documents as Row[]);
    body.announcements_other_attachments = docs(d.announcements_other_attachments as Row[]);
    if (opts.keepDocuments && d.information_sheet) body.information_sheet = (d.information_sheet as Row).id;
    return body as AnnouncementBodyDto;
  }

  /** Active standard documents by name. */
  async standardDocuments(): Promise<Paginated<Row>> {
    const data = await this.dataSource.query(`SELECT id, name, description FROM standard_documents WHERE active ORDER BY name, id`);
    return { data, total: data.length };
  }

  /** Audit entries of a visible call (environment entries of ctx only). */
  async logs(ctx: Ctx, id: number, q: { skip?: number; take?: number }) {
    await this.findVisible(ctx, id);
    return this.audit.list('announcement', id, { projectIds: ctx.projectId === null ? [] : [ctx.projectId], skip: q.skip, take: q.take });
  }

  /** Public view data: the call without internal fields (source data, authors, environment notes are excluded). */
  async publicView(id: number, projectId: number): Promise<Row> {
    const a: Row | undefined = (
      await this.dataSource.query(`SELECT * FROM announcements WHERE id = $1 AND (scope = 'global' OR project_id = $2)`, [id, projectId])
    )[0];
    if (!a) throw new NotFoundException('Bando non trovato');
    const fakeUser = { id: 0, type: 'client-manager' } as User;
    const d = await this.hydrate({ user: fakeUser, projectId }, a, this.dataSource.manager);
    const drop = [
      'source_data',
      'created_by',
      'updated_by',
      'editable_tabs',
      'can_delete',
      'can_duplicate',
      'announcements_custom_fields',
      'project_id',
    ];
    for (const k of drop) delete d[k];
    return d;
  }
}

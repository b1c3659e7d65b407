import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import type { Paginated } from '../../common/http/pagination';
import { AuditService, diffFields } from '../audit/audit.service';
import { type AnnouncementBodyDto, FUNDING_TYPES } from '../announcements/announcement.dto';
import { announcementErrors } from '@bandi/domain';
import { type AnnouncementDetail, AnnouncementsService, type Ctx } from '../announcements/announcements.service';
import type { TemplateListEntryView, TemplateView } from './template.response';
import { TemplatesRepository } from './templates.repository';
import { apiError } from '../../common/http/api-error';

type Row = Record<string, unknown>;

/** The templates table for the optimistic-concurrency guard (visibility is checked before). */
const TEMPLATES_TABLE: VersionedTable = { table: 'announcement_templates', notFound: 'templates.not_found' };
/** Template data never carries these (a template is a starting form, not an announcement). */
const NOT_IN_TEMPLATE = ['status', 'information_sheet', 'information_sheet_delete', 'announcements_additional_documents_to_delete'];

/**
 * Announcement templates (docs/domain.md#templates): a name plus the announcement form's fields (`data` jsonb),
 * global (project_id null; administrator, expert-announcement) or of one environment
 * (administrator, local-administrator, local-expert-announcement). Only name is required.
 * In an environment the list shows the global templates too (read-only there). SQL: TemplatesRepository.
 */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: TemplatesRepository,
    private readonly audit: AuditService,
    private readonly announcements: AnnouncementsService,
  ) {}

  private view(r: Row): Omit<TemplateView, 'editable'> {
    const data = (r.data ?? {}) as Row;
    return {
      ...data,
      id: r.id,
      scope: r.scope,
      project_id: r.project_id,
      name: r.name,
      created_by: r.created_by,
      updated_by: r.updated_by,
      created_at: r.created_at,
      updated_at: r.updated_at,
      version: r.version,
    } as Omit<TemplateView, 'editable'>;
  }

  /**
   * `{data, total}` of `{id, scope, project_id, name, supplying_authority, type_*, created_at,
   * updated_at, editable}` (the funding types and the authority read from the stored form), by
   * name; `search` on the name.
   */
  async list(ctx: Ctx, q: { skip?: number; take?: number; search?: string }): Promise<Paginated<TemplateListEntryView>> {
    const { data, total } = await this.repo.page(this.repo.tenant(this.dataSource, ctx.projectId), q);
    const listed = (r: Row): TemplateListEntryView => {
      const { data: form, ...rest } = r as Row & { data: Row | null };
      const flags = Object.fromEntries(FUNDING_TYPES.map((f) => [f, form?.[f] === true]));
      const authority = typeof form?.supplying_authority === 'string' ? form.supplying_authority : null;
      return { ...rest, ...flags, supplying_authority: authority, editable: this.editable(ctx, r) } as TemplateListEntryView;
    };
    return { data: data.map(listed), total };
  }

  private editable(ctx: Ctx, t: Row): boolean {
    return ctx.projectId === null ? t.scope === 'global' : t.project_id === ctx.projectId;
  }

  private async find(ctx: Ctx, id: number): Promise<Row> {
    const t = await this.repo.find(this.repo.tenant(this.dataSource, ctx.projectId), id);
    if (!t) throw apiError('templates.not_found');
    return t;
  }

  /** One template: the form fields plus id, scope, name, `editable`. 404 if not visible here. */
  async get(ctx: Ctx, id: number): Promise<TemplateView> {
    const t = await this.find(ctx, id);
    return { ...this.view(t), editable: this.editable(ctx, t) };
  }

  private clean(body: AnnouncementBodyDto): { name: string; data: Row } {
    const b = { ...(body as Row) };
    const errors = announcementErrors(b, 'template');
    if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
    const name = String(b.name).trim();
    for (const k of ['name', 'version', ...NOT_IN_TEMPLATE]) delete b[k];
    for (const k of Object.keys(b)) if (b[k] === undefined) delete b[k];
    return { name, data: JSON.parse(JSON.stringify(b)) };
  }

  /** Creates a template in the context's area (global or this environment). 422 without name. */
  async create(ctx: Ctx, body: AnnouncementBodyDto): Promise<TemplateView> {
    const { name, data } = this.clean(body);
    return this.dataSource.transaction(async (em) => {
      const row = await this.repo.insert(this.repo.tenant(em, ctx.projectId), { name, data, userId: ctx.user.id });
      await this.audit.record(em, {
        userId: ctx.user.id,
        projectId: ctx.projectId,
        entity: 'announcement_template',
        entityId: row.id,
        action: 'created',
        changes: { fields: ['name', ...Object.keys(data)] },
      });
      return { ...this.view(row), editable: true };
    });
  }

  /**
   * Replaces name and fields of a template of this area (PUT); with `partial` (PATCH) the fields
   * sent are merged into the stored ones. 403 on a global template inside an environment.
   * @throws StaleRecordException 409 with the current template when `expected` is stale.
   */
  async update(ctx: Ctx, id: number, body: AnnouncementBodyDto, expected?: number, partial = false): Promise<TemplateView> {
    const t = await this.find(ctx, id);
    if (!this.editable(ctx, t)) throw apiError('templates.global_edit_elsewhere');
    const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const { name, data } = this.clean((partial ? { ...((t.data ?? {}) as Row), name: t.name, ...sent } : body) as AnnouncementBodyDto);
    return withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const row = await guardedUpdate(em, TEMPLATES_TABLE, {
            id,
            expected,
            userId: ctx.user.id,
            set: { name, data: JSON.stringify(data) },
          });
          const before: Row = { ...((t.data ?? {}) as Row), name: t.name };
          const after: Row = { ...data, name };
          // the changed fields with before/after, normalised as every audit diff (docs/api.md#audit-log)
          const keys = [...new Set(['name', ...Object.keys(before), ...Object.keys(after)])];
          const { fields, values } = diffFields(before, { ...Object.fromEntries(keys.map((k) => [k, null])), ...after }, keys);
          await this.audit.record(em, {
            userId: ctx.user.id,
            projectId: ctx.projectId,
            entity: 'announcement_template',
            entityId: id,
            action: 'updated',
            changes: { fields, values },
          });
          return { ...this.view(row), editable: true };
        }),
      () => this.get(ctx, id),
    );
  }

  /**
   * Deletes a template of this area. 204; 403 on a global template inside an environment.
   * @throws StaleRecordException 409 when `expected` is stale.
   */
  async remove(ctx: Ctx, id: number, expected?: number): Promise<void> {
    const t = await this.find(ctx, id);
    if (!this.editable(ctx, t)) throw apiError('templates.global_delete_elsewhere');
    await withConflictDetails(
      () => this.removeIn(ctx, id, t, expected),
      () => this.get(ctx, id),
    );
  }

  private async removeIn(ctx: Ctx, id: number, t: Row, expected?: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await guardedUpdate(em, TEMPLATES_TABLE, { id, expected, userId: ctx.user.id });
      await this.repo.delete(this.repo.tenant(em, ctx.projectId), id);
      await this.audit.record(em, {
        userId: ctx.user.id,
        projectId: ctx.projectId,
        entity: 'announcement_template',
        entityId: id,
        action: 'deleted',
        changes: { fields: [], name: t.name },
      });
    });
  }

  /**
   * Audit log of a template visible here (docs/roles.md#capabilities logs), newest first: `{data: AuditEntry[],
   * total}` with who (`user_id`, `user_name`), when (`created_at`), `action`
   * (create|update|delete) and `changes.fields` (changed field names; `changes.values` before/after
   * of the scalar ones). In an environment: the global entries plus this environment's. 404 if the
   * template is not visible here (or deleted).
   */
  async logs(ctx: Ctx, id: number, q: { skip?: number; take?: number }) {
    await this.find(ctx, id);
    return this.audit.list('announcement_template', id, {
      projectIds: ctx.projectId === null ? [] : [ctx.projectId],
      skip: q.skip,
      take: q.take,
    });
  }

  /**
   * "Crea bando da template": a new draft announcement with the template's fields (global announcement in the
   * global area, local announcement in an environment), optionally renamed. Answers the announcement's detail.
   */
  async createAnnouncement(ctx: Ctx, id: number, name?: string): Promise<AnnouncementDetail> {
    const t = await this.find(ctx, id);
    const body = { ...((t.data ?? {}) as Row), name: name?.trim() || t.name, status: 'draft' } as AnnouncementBodyDto;
    return this.announcements.create(ctx, body);
  }

  /** "Salva come template": the announcement's form (without status and files of the information sheet) as a template of this area. */
  async fromAnnouncement(ctx: Ctx, announcementId: number, name?: string): Promise<TemplateView> {
    const detail = await this.announcements.detail(ctx, announcementId);
    const body = this.announcements.toBody(detail, { keepDocuments: false }) as Row;
    body.name = name?.trim() || `Template – ${String(detail.name).slice(0, 480)}`;
    // environment documents are copied only into that environment's template
    return this.create(ctx, body as AnnouncementBodyDto);
  }
}

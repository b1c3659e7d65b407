import { requirementReference } from './requirements';
import { Injectable, Optional } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { guardedUpdate, withConflictDetails } from '../../common/concurrency/concurrency';
import type { Paginated } from '../../common/http/pagination';
import { AuditService, diffFields } from '../audit/audit.service';
import { FUND_FIELDS, NotificationsService } from '../notifications/notifications.service';
import { todayInRome as romeToday } from '@bandi/domain';
import type { User } from '../users/user.entity';
import {
  ANNOUNCEMENT_TAB_LABELS as TAB_LABELS,
  ANNOUNCEMENT_TAB_NAMES as TAB_NAMES,
  announcementErrors,
  hasRequirementValue,
  withoutLimit,
  type AnnouncementTab as Tab,
  type FieldErrors,
} from '@bandi/domain';
import { canDelete, duplicateTarget, editableTabs } from './announcement-access';
import { ANNOUNCEMENTS_TABLE, ARRAYS, type AnnouncementDetail, type Ctx, type Row, SCALARS } from './announcement-columns';
import { AnnouncementWriter } from './announcement-writer';
import { type AnnouncementBodyDto, type AnnouncementListQueryDto, TABS } from './announcement.dto';
import { AnnouncementsRepository } from './announcements.repository';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { AnnouncementContentView, AnnouncementListItemView, StandardDocumentRefView } from './announcement.response';
import { JobsService } from '../jobs/jobs.service';
import { enqueueVerdicts } from '../eligibility/eligibility-verdicts.queue';
import { AnnouncementForbiddenException, AnnouncementNotFoundException, InvalidAnnouncementException } from './announcements.exceptions';

export { stateOf, todayInRome, type AnnouncementDetail, type AnnouncementState, type Ctx } from './announcement-columns';

/** docs/rules.md#form-rules publish and consistency rules: pure functions of @bandi/domain, shared with the announcement form. */
export { consistencyErrors, publishErrors } from '@bandi/domain';

/** Body keys whose change the audit log names under another field of the detail (docs/api.md#audit-log): a removal under its list. */
const AUDIT_KEY_OF: Readonly<Record<string, string>> = {
  information_sheet_delete: 'information_sheet',
  announcements_additional_documents_to_delete: 'announcements_additional_documents',
};

/**
 * The announcements catalogue (docs/domain.md#announcements, docs/roles.md): visibility, list filters, detail,
 * create/update in one transaction with the tab permissions, delete, duplicate, audit entries.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly repo: AnnouncementsRepository,
    private readonly writer: AnnouncementWriter,
    private readonly notifications: NotificationsService,
    /** Enqueues the verdict store's job after a write (docs/architecture.md#eligibility-verdict-store); absent in hand-built services. */
    @Optional() private readonly jobs?: JobsService,
  ) {}

  /** Tabs `ctx` may edit on `a` (docs/roles.md); see announcement-access.ts. */
  editableTabs(ctx: Ctx, a: { scope: string; project_id: number | null }): Tab[] {
    return editableTabs(ctx, a);
  }

  /** The list of docs/screens.md#admin-pages, docs/screens.md#environment-pages (see {@link AnnouncementsRepository.list}). */
  list(ctx: Ctx, q: AnnouncementListQueryDto): Promise<Paginated<AnnouncementListItemView>> {
    return this.repo.list(ctx, q, this.dataSource);
  }

  /** One announcement with every child collection (environment documents of ctx only) and what ctx may do. 404 when not visible. */
  async detail(ctx: Ctx, id: number, em: EntityManager = this.dataSource.manager): Promise<AnnouncementDetail> {
    const a = await this.repo.findVisible(ctx, id, em);
    return this.repo.hydrate(ctx, a, em);
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
   * Creates an announcement: global in the global area (global managers), local in an environment (local
   * managers). Only name is required for a draft; `status: "published"` applies docs/rules.md#form-rules.
   * Answers the detail. 422 with `{errors}` on invalid input; nothing written then.
   */
  async create(ctx: Ctx, body: AnnouncementBodyDto, extra: { source?: string } = {}): Promise<AnnouncementDetail> {
    const scope = ctx.projectId === null ? 'global' : 'local';
    await this.validate(body, this.dataSource);
    const created = await this.dataSource.transaction(async (em) => {
      const row = await new TenantQuery(em, ctx.projectId).repo('announcements').insert({
        scope,
        status: body.status ?? 'draft',
        name: String(body.name).trim(),
        created_by: ctx.user.id,
        updated_by: ctx.user.id,
        source: extra.source ?? null,
      });
      const id = row.id as number;
      const changed = await this.writer.write(em, ctx, id, body, scope, TAB_NAMES);
      await this.audit.record(em, {
        userId: ctx.user.id,
        projectId: ctx.projectId,
        entity: 'announcement',
        entityId: id,
        action: 'created',
        changes: { fields: changed },
      });
      return this.detail(ctx, id, em);
    });
    await enqueueVerdicts(this.jobs);
    return created;
  }

  /**
   * Updates the fields present in the body. 403 if a field belongs to a tab ctx may not edit
   * (docs/roles.md); on a global announcement edited inside an environment, Documentazione and Altro are
   * that environment's own. Publishing (or saving a published announcement) applies docs/rules.md#form-rules, on the
   * merged record. `expected`: the version read (If-Match / body `version`).
   * @throws StaleRecordException 409 with the current detail when `expected` is stale.
   */
  async update(ctx: Ctx, id: number, input: AnnouncementBodyDto, expected?: number): Promise<AnnouncementDetail> {
    const { version: _v, ...fields } = input as AnnouncementBodyDto & { version?: number };
    const body = fields as AnnouncementBodyDto;
    const updated = await withConflictDetails(
      () => this.updateIn(ctx, id, body, expected),
      () => this.detail(ctx, id),
    );
    await enqueueVerdicts(this.jobs);
    return updated;
  }

  private async updateIn(ctx: Ctx, id: number, body: AnnouncementBodyDto, expected?: number): Promise<AnnouncementDetail> {
    return this.dataSource.transaction(async (em) => {
      const current = await this.repo.findVisible(ctx, id, em);
      const scoped = { scope: current.scope as string, project_id: current.project_id as number | null };
      const tabs = this.editableTabs(ctx, scoped);
      if (!tabs.length) throw new AnnouncementForbiddenException('announcements.edit_forbidden');
      const present = Object.keys(body).filter((k) => (body as Row)[k] !== undefined);
      for (const tab of TAB_NAMES) {
        if (tabs.includes(tab)) continue;
        if (present.some((k) => (TABS[tab] as readonly string[]).includes(k)))
          throw new AnnouncementForbiddenException('announcements.tab_forbidden', TAB_LABELS[tab]);
      }
      await guardedUpdate(em, ANNOUNCEMENTS_TABLE, { id, expected, userId: ctx.user.id });
      const before = await this.detail(ctx, id, em);
      // a limit given a value in a body that does not send `requirements_without_limit` leaves that
      // list (docs/rules.md#form-rules): the PATCH is judged on the record it produces
      const stored = withoutLimit(before as Row);
      const kept = stored.filter((f) => !(present.includes(f) && hasRequirementValue(body as Row, f)));
      if (!present.includes('requirements_without_limit') && kept.length < stored.length) {
        (body as Row).requirements_without_limit = kept;
        present.push('requirements_without_limit');
      }
      const merged = { ...this.bodyView(before), ...Object.fromEntries(present.map((k) => [k, (body as Row)[k]])) };
      // the announcement's own data (not only an environment's documents) is being saved: the draft/publish rules apply
      const core = [...TABS.generale, ...TABS.requisiti, ...TABS.voci_di_spesa] as string[];
      if (present.some((k) => core.includes(k))) await this.validate(merged as AnnouncementBodyDto, em);
      await this.writer.write(em, ctx, id, body, scoped.scope as 'global' | 'local', tabs, before);
      const after = await this.detail(ctx, id, em);
      // the fields sent, compared on the detail read before and after the write (docs/api.md#audit-log):
      // a form that sends every field logs only the ones that changed
      const keys = [...new Set(present.map((k) => AUDIT_KEY_OF[k] ?? k))];
      const changes = diffFields(before as Row, after as Row, keys);
      if (changes.fields.length)
        await this.audit.record(em, {
          userId: ctx.user.id,
          projectId: ctx.projectId,
          entity: 'announcement',
          entityId: id,
          action: body.status === 'published' && before.status !== 'published' ? 'published' : 'updated',
          changes,
        });
      // deadline, status or amounts changed: the bell of the managers of the clients pursuing it
      // or fitting it (docs/domain.md#call-changes); nothing when none of them changed
      await this.notifications.announcementChanged(
        em,
        scoped.project_id,
        ctx.user.id,
        {
          id,
          name: String(after.name),
          status: [before.status as string, after.status as string],
          end_date: [before.end_date, after.end_date],
          funds: Object.fromEntries(
            FUND_FIELDS.filter((k) => k !== 'allocated_funds').map((k) => [k, [(before as Row)[k], (after as Row)[k]]]),
          ),
        },
        romeToday(),
      );
      return after;
    });
  }

  /** 422 with every error of the format/consistency/reference-list rules (requirements.ts) and, when publishing, of the publish rules. */
  private async validate(merged: AnnouncementBodyDto, db: DataSource | EntityManager): Promise<void> {
    const m = merged as Row;
    const errors: FieldErrors = announcementErrors(m, m.status === 'published' ? 'published' : 'draft', await requirementReference(db, m));
    if (Object.keys(errors).length) throw new InvalidAnnouncementException(errors);
  }

  /**
   * Deletes an announcement (global: global managers; local: that environment's local managers). 403/404 otherwise.
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
      const a = await this.repo.findVisible(ctx, id, em);
      if (!canDelete(ctx, { scope: a.scope as string, project_id: a.project_id as number | null }))
        throw new AnnouncementForbiddenException('announcements.delete_forbidden');
      await guardedUpdate(em, ANNOUNCEMENTS_TABLE, { id, expected, userId: ctx.user.id });
      await this.repo.delete(em, ctx.projectId, id);
      await this.audit.record(em, {
        userId: ctx.user.id,
        projectId: ctx.projectId,
        entity: 'announcement',
        entityId: id,
        action: 'deleted',
        changes: { fields: [], name: a.name },
      });
    });
  }

  /**
   * Copies an announcement as a new draft named "<name> (copia)": in an environment a local manager gets a
   * local copy; in the global area (or a global manager without local rights) a global copy. The
   * environment's own documents come along in a local copy.
   */
  async duplicate(ctx: Ctx, id: number): Promise<AnnouncementDetail> {
    const source = await this.detail(ctx, id);
    const target = duplicateTarget(ctx, { scope: source.scope, project_id: source.project_id });
    if (!target) throw new AnnouncementForbiddenException('announcements.duplicate_forbidden');
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
  async standardDocuments(): Promise<Paginated<StandardDocumentRefView>> {
    const data = await this.repo.activeStandardDocuments(this.dataSource);
    return { data, total: data.length };
  }

  /** Audit entries of a visible call (environment entries of ctx only). */
  async logs(ctx: Ctx, id: number, q: { skip?: number; take?: number }) {
    await this.repo.findVisible(ctx, id, this.dataSource);
    return this.audit.list('announcement', id, { projectIds: ctx.projectId === null ? [] : [ctx.projectId], skip: q.skip, take: q.take });
  }

  /** Public view data: the announcement without internal fields (source data, authors, environment notes are excluded). */
  async publicView(id: number, projectId: number): Promise<AnnouncementContentView & Row> {
    const a: Row | undefined = (await new TenantQuery(this.dataSource, projectId).repo('announcements').find({ id }))[0];
    if (!a) throw new AnnouncementNotFoundException();
    const fakeUser = { id: 0, type: 'client-manager' } as User;
    const d = await this.repo.hydrate({ user: fakeUser, projectId }, a, this.dataSource.manager);
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

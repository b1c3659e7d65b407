import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hasPermission } from '../../common/auth/permissions';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import type { Paginated } from '../../common/http/pagination';
import { MailService } from '../mail/mail.service';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import { Call } from './call.entity';
import type { CALL_SORT_KEYS, CallListQueryDto, CreateCallDto, UpdateCallDto } from './calls.dto';
import { sql } from '../../common/tenancy/sql';
import { CallsRepository } from './calls.repository';
import { callVisibility } from './call-visibility';
import { assertReferentOfClient } from './referent-link';
import type { CallDetailView, CallView } from './call.response';
import { apiError } from '../../common/http/api-error';

export type { CallView, CallDetailView } from './call.response';

/** The calls table for the optimistic-concurrency guard. */
export const CALLS_TABLE: VersionedTable = { table: 'calls', notFound: 'calls.not_found' };

const fieldError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/**
 * Call logs (richieste, docs/domain.md#call-logs) of one environment. Row rules on top of the route
 * permission (docs/roles.md): supplier calls exist only for roles holding `calls.supplier`
 * (others get 404 on them, 403 on creating one); a referent sees and updates only calls of its
 * own clients or addressed to it.
 */
@Injectable()
export class CallsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly repo: CallsRepository,
  ) {}

  /** The environment's query helper and the condition of the calls `user` may see there ({@link callVisibility}). */
  private access(user: User, projectId: number) {
    const tq = this.repo.tenant(projectId);
    return { tq, visible: callVisibility(tq, user, 'k') };
  }

  /**
   * `{data, total}` newest call_date first, 15 per page by default. Filters: search (client
   * business name, company name, referent name, note), type, status (without it archived calls
   * are left out), client_id, referent_id, date_from/date_to (inclusive, YYYY-MM-DD).
   */
  async list(user: User, projectId: number, q: CallListQueryDto): Promise<Paginated<CallView>> {
    const { tq, visible } = this.access(user, projectId);
    const where = this.repo.filter(q);
    const data = await this.repo.rows(tq, visible, where, callOrder(q.sort), { skip: Number(q.skip ?? 0), take: Number(q.take ?? 15) });
    return { data, total: await this.repo.count(tq, visible, where) };
  }

  /**
   * The ids of the visible calls the list's query `q` selects, in the list's order, at most
   * `limit` (the bulk actions' "all matching"; the caller asks one more than it accepts).
   */
  async matchingIds(user: User, projectId: number, q: CallListQueryDto, limit: number): Promise<number[]> {
    const { tq, visible } = this.access(user, projectId);
    return (await this.repo.rows(tq, visible, this.repo.filter(q), callOrder(q.sort), { skip: 0, take: limit })).map((r) => r.id);
  }

  /** One visible call with its proposed announcements. @throws NotFoundException otherwise. */
  async get(user: User, projectId: number, id: number): Promise<CallDetailView> {
    const { tq, visible } = this.access(user, projectId);
    const [row] = await this.repo.rows(tq, visible, sql`k.id = ${id}`);
    if (!row) throw apiError('calls.not_found');
    const announcements = await this.repo.announcementsOf(tq, id);
    return { ...row, announcements };
  }

  /** Checks client/referent belong to the environment (422 otherwise) and, for a referent, that the client is its own. */
  private async checkLinks(
    em: EntityManager,
    user: User,
    projectId: number,
    clientId: number | null,
    referentId: number | null,
  ): Promise<void> {
    const tq = this.repo.tenant(projectId, em);
    if (clientId !== null) {
      if (!(await this.repo.hasClient(tq, clientId))) throw fieldError('client_id', 'Cliente non trovato in questo ambiente');
      if (user.type === 'referent' && !(await this.repo.isReferentOf(tq, clientId, user.referent_id ?? -1)))
        throw fieldError('client_id', 'Puoi indicare solo i tuoi clienti');
    }
    if (referentId !== null) {
      if (!(await this.repo.hasReferent(tq, referentId))) throw fieldError('referent_id', 'Referente non trovato in questo ambiente');
    }
  }

  /** Refuses fields that belong to the other call type, and missing required ones (docs/rules.md#form-rules). */
  private checkShape(type: 'client' | 'supplier', dto: UpdateCallDto, creating: boolean): void {
    const errors: Record<string, string[]> = {};
    const foreign = type === 'client' ? (['company_name', 'send_to'] as const) : (['client_id', 'referent_id'] as const);
    for (const f of foreign) if (dto[f] !== undefined && dto[f] !== null) errors[f] = ['Campo non previsto per questo tipo di richiesta'];
    const required = type === 'client' ? (['client_id', 'referent_id'] as const) : (['company_name'] as const);
    for (const f of required) {
      const v = dto[f];
      const missing = typeof v === 'string' ? v.trim() === '' : v === undefined || v === null;
      if ((creating && missing) || (!creating && v !== undefined && missing)) errors[f] = ['Campo obbligatorio'];
    }
    if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
  }

  /**
   * Creates a call (201). Supplier calls need `calls.supplier` (403 otherwise).
   * @throws UnprocessableEntityException for missing fields or a client/referent of another environment.
   */
  async create(user: User, project: Project, dto: CreateCallDto): Promise<CallDetailView> {
    if (dto.type === 'supplier' && !hasPermission(user.type, 'calls.supplier')) {
      throw apiError('calls.supplier_admin_only');
    }
    this.checkShape(dto.type, dto, true);
    const id = await this.dataSource.transaction(async (em) => {
      await this.checkLinks(em, user, project.id, dto.client_id ?? null, dto.referent_id ?? null);
      if (dto.type === 'client') await assertReferentOfClient(em, dto.client_id ?? null, dto.referent_id ?? null);
      const repo = em.getRepository(Call);
      const saved = await repo.save(
        repo.create({
          project_id: project.id,
          type: dto.type,
          client_id: dto.type === 'client' ? dto.client_id! : null,
          referent_id: dto.type === 'client' ? dto.referent_id! : null,
          company_name: dto.type === 'supplier' ? dto.company_name!.trim() : null,
          call_date: dto.call_date ?? (await this.repo.today(em)),
          status: dto.status ?? 'open',
          note: dto.note?.trim() || null,
          areas_of_intervention: dto.areas_of_intervention ?? [],
          send_to:
            dto.type === 'supplier'
              ? (dto.send_to ?? []).map(({ name, email, active }) => ({ name: name.trim(), email: email.trim(), active }))
              : [],
          created_by: user.id,
        }),
      );
      return saved.id;
    });
    return this.get(user, project.id, id);
  }

  /** The call entity if visible to the user (404 otherwise). */
  private async load(user: User, projectId: number, id: number): Promise<Call> {
    await this.get(user, projectId, id);
    return this.dataSource.getRepository(Call).findOneByOrFail({ id, project_id: projectId });
  }

  /**
   * Updates a visible call (a referent: only calls of its clients). An archived call must be
   * restored first (422). The type cannot change.
   */
  async update(user: User, project: Project, id: number, dto: UpdateCallDto, expected?: number): Promise<CallDetailView> {
    const call = await this.load(user, project.id, id);
    if (call.status === 'archived') throw fieldError('status', 'La richiesta è archiviata: ripristinala prima di modificarla');
    this.checkShape(call.type, dto, false);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, CALLS_TABLE, { id, scope: { project_id: project.id }, expected, userId: user.id });
          await this.checkLinks(em, user, project.id, dto.client_id ?? null, dto.referent_id ?? null);
          if (call.type === 'client')
            await assertReferentOfClient(em, dto.client_id ?? call.client_id, dto.referent_id ?? call.referent_id);
          const patch: Partial<Call> = {};
          if (dto.client_id !== undefined) patch.client_id = dto.client_id;
          if (dto.referent_id !== undefined) patch.referent_id = dto.referent_id;
          if (dto.company_name !== undefined) patch.company_name = dto.company_name.trim();
          if (dto.call_date !== undefined) patch.call_date = dto.call_date;
          if (dto.status !== undefined) patch.status = dto.status;
          if (dto.note !== undefined) patch.note = dto.note?.trim() || null;
          if (dto.areas_of_intervention !== undefined) patch.areas_of_intervention = dto.areas_of_intervention;
          if (dto.send_to !== undefined)
            patch.send_to = dto.send_to.map(({ name, email, active }) => ({ name: name.trim(), email: email.trim(), active }));
          if (Object.keys(patch).length) await em.getRepository(Call).update({ id, project_id: project.id }, patch);
        }),
      () => this.get(user, project.id, id),
    );
    return this.get(user, project.id, id);
  }

  /**
   * Archives a call, remembering its status for restore (idempotent: 422 if already archived).
   * @throws StaleRecordException 409 when `expected` (If-Match) is stale.
   */
  async archive(user: User, project: Project, id: number, expected?: number): Promise<CallDetailView> {
    const call = await this.load(user, project.id, id);
    if (call.status === 'archived') throw fieldError('status', 'La richiesta è già archiviata');
    await withConflictDetails(
      () =>
        guardedUpdate(this.dataSource, CALLS_TABLE, {
          id,
          scope: { project_id: project.id },
          expected,
          userId: user.id,
          set: { status: 'archived', status_before_archive: call.status },
        }),
      () => this.get(user, project.id, id),
    );
    return this.get(user, project.id, id);
  }

  /**
   * Restores an archived call to the status it had before (open if unknown); 422 if not archived.
   * @throws StaleRecordException 409 when `expected` (If-Match) is stale.
   */
  async restore(user: User, project: Project, id: number, expected?: number): Promise<CallDetailView> {
    const call = await this.load(user, project.id, id);
    if (call.status !== 'archived') throw fieldError('status', 'La richiesta non è archiviata');
    await withConflictDetails(
      () =>
        guardedUpdate(this.dataSource, CALLS_TABLE, {
          id,
          scope: { project_id: project.id },
          expected,
          userId: user.id,
          set: { status: call.status_before_archive ?? 'open', status_before_archive: null },
        }),
      () => this.get(user, project.id, id),
    );
    return this.get(user, project.id, id);
  }

  /**
   * Links an announcement (bando) proposed in the call; it must be global or local to this
   * environment (404 otherwise). Linking twice is a no-op.
   */
  async linkAnnouncement(user: User, project: Project, id: number, announcementId: number): Promise<CallDetailView> {
    await this.load(user, project.id, id);
    const tq = this.repo.tenant(project.id);
    if (!(await this.repo.seesAnnouncement(tq, announcementId))) throw apiError('announcements.not_found');
    await this.repo.link(tq, id, announcementId);
    return this.get(user, project.id, id);
  }

  /** Removes the link; 404 when the announcement is not linked to the call. */
  async unlinkAnnouncement(user: User, project: Project, id: number, announcementId: number): Promise<CallDetailView> {
    await this.load(user, project.id, id);
    if (!(await this.repo.unlink(this.repo.tenant(project.id), id, announcementId))) throw apiError('calls.announcement_not_linked');
    return this.get(user, project.id, id);
  }

  /**
   * E-mails a supplier call to each active `send_to` address (one message per recipient, so the
   * addresses are not disclosed to each other) through MailService, then records sent_at and
   * sent_to. 422 for a client call, an archived call or no active recipient.
   */
  async send(user: User, project: Project, id: number): Promise<CallDetailView> {
    const call = await this.load(user, project.id, id);
    if (call.type !== 'supplier') throw fieldError('type', 'Solo le richieste ai fornitori si inviano per e-mail');
    if (call.status === 'archived') throw fieldError('status', 'La richiesta è archiviata');
    const recipients = call.send_to.filter((r) => r.active);
    if (!recipients.length) throw fieldError('send_to', 'Nessun destinatario attivo');
    const lines = [
      `Gentile fornitore,`,
      ``,
      `${project.name} vi invia la seguente richiesta per ${call.company_name}.`,
      `Data della richiesta: ${(await this.get(user, project.id, id)).call_date.split('-').reverse().join('/')}`,
      call.areas_of_intervention.length ? `Ambiti di intervento: ${call.areas_of_intervention.join(', ')}` : '',
      ``,
      call.note ?? '',
      ``,
      `Cordiali saluti,`,
      `${user.name} ${user.surname} (${user.email})`,
    ].filter((l, i, all) => l !== '' || all[i - 1] !== '');
    for (const r of recipients) {
      await this.mail.send({
        to: `"${r.name.replace(/"/g, '')}" <${r.email}>`,
        subject: `Richiesta da ${project.name}: ${call.company_name}`,
        text: lines.join('\n'),
      });
    }
    await this.dataSource
      .getRepository(Call)
      .update({ id, project_id: project.id }, { sent_at: new Date(), sent_to: recipients.map((r) => r.email) });
    return this.get(user, project.id, id);
  }
}

/** The expression of each sort key of the call log list (constant SQL, never input). */
const CALL_SORT_EXPRESSIONS: Record<(typeof CALL_SORT_KEYS)[number], string> = {
  call_date: 'k.call_date',
  client: 'coalesce(c.business_name, k.company_name)',
  status: 'k.status',
  type: 'k.type',
  created_at: 'k.created_at',
};

/** ORDER BY of `?sort=` (validated by CallListQueryDto); default newest call first. Empty values last, ties by id. */
function callOrder(sort: string | undefined): string {
  const value = sort || '-call_date';
  const desc = value.startsWith('-');
  const expr = CALL_SORT_EXPRESSIONS[(desc ? value.slice(1) : value) as (typeof CALL_SORT_KEYS)[number]] ?? 'k.call_date';
  return desc ? `ORDER BY ${expr} DESC NULLS LAST, k.id DESC` : `ORDER BY ${expr} ASC NULLS LAST, k.id`;
}

import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import type { Paginated } from '../../common/http/pagination';
import { AuditService, diffFields } from '../audit/audit.service';
import { ClientsRepository } from '../clients/clients.repository';
import { todayInRome } from '@bandi/domain';
import type { TenantQuery } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';
import {
  NEGOTIATION_STAGES,
  STAGE_KEYS,
  type NegotiationInputDto,
  type NegotiationListQueryDto,
  type NegotiationPatchDto,
  type NegotiationStageDto,
} from './negotiation.dto';
import type { NegotiationBoardView, NegotiationView } from './negotiation.response';
import type { BulkNegotiationResult, BulkNegotiationsView } from './negotiation-bulk.dto';
import { NegotiationsRepository, type NegotiationValues } from './negotiations.repository';
import { apiError } from '../../common/http/api-error';
export type { NegotiationView } from './negotiation.response';

/** The negotiations table for the optimistic-concurrency guard. */
export const NEGOTIATIONS_TABLE: VersionedTable = { table: 'negotiations', notFound: 'negotiations.not_found' };

const LABEL = Object.fromEntries(NEGOTIATION_STAGES) as Record<string, string>;

/**
 * Negotiations (trattative, docs/domain.md#referents-negotiations-notes-newsletters-alerts) of an environment on a kanban of grant stages. Rows are
 * scoped on the environment and, for referent users, on their clients (docs/roles.md: referents
 * may create). Every change is written to the client's log.
 */
@Injectable()
export class NegotiationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly repo: NegotiationsRepository,
    private readonly clientsRepo: ClientsRepository,
  ) {}

  /** The environment's query helper on `db` and the condition of the clients `user` may see. */
  private access(user: User, projectId: number, db: EntityManager | DataSource = this.dataSource) {
    const tq = this.clientsRepo.tenant(db, projectId);
    return { tq, visible: this.clientsRepo.visible(tq, user) };
  }

  /** `{data,total}` ordered by stage then position; filters client_id, stage, search (title, client). */
  async list(user: User, projectId: number, q: NegotiationListQueryDto): Promise<Paginated<NegotiationView>> {
    const { tq, visible } = this.access(user, projectId);
    const { rows, total } = await this.repo.page(tq, visible, q, STAGE_KEYS, q.take ?? 15, q.skip ?? 0);
    return { data: await this.withDossier(tq, rows.map(view)), total };
  }

  /** The kanban: every stage (in order, with label) and its cards; optional client filter. */
  async board(user: User, projectId: number, clientId?: number): Promise<NegotiationBoardView> {
    const { tq, visible } = this.access(user, projectId);
    const rows: NegotiationView[] = await this.withDossier(tq, (await this.repo.board(tq, visible, clientId)).map(view));
    return { stages: NEGOTIATION_STAGES.map(([stage, label]) => ({ stage, label, items: rows.filter((r) => r.stage === stage) })) };
  }

  /** One negotiation; 404 when not in the environment or not visible. */
  async get(user: User, projectId: number, id: number, em: EntityManager | DataSource = this.dataSource): Promise<NegotiationView> {
    const { tq, visible } = this.access(user, projectId, em);
    const row = await this.repo.one(tq, visible, id);
    if (!row) throw apiError('negotiations.not_found');
    return (await this.withDossier(tq, [view(row)]))[0];
  }

  /** The views with their dossier progress (`{required_total, done}`, 0/0 without a dossier; docs/domain.md#dossier). */
  private async withDossier(tq: TenantQuery, views: NegotiationView[]): Promise<NegotiationView[]> {
    const progress = await this.repo.dossierProgress(
      tq,
      views.map((v) => v.id),
      todayInRome(),
    );
    return views.map((v) => ({ ...v, dossier: progress.get(v.id) ?? { required_total: 0, done: 0 } }));
  }

  /** Creates a negotiation: 201; 422 for a client not visible, an announcement not published in the environment, bad deadlines. */
  async create(user: User, projectId: number, dto: NegotiationInputDto): Promise<NegotiationView> {
    const id = await this.dataSource.transaction(async (em) => {
      await this.check(em, user, projectId, dto);
      const stage = dto.stage ?? 'contact';
      const id = await this.repo.insert(
        this.clientsRepo.tenant(em, projectId),
        { ...values(dto), stage, lost_reason: stage === 'closed_lost' ? (dto.lost_reason ?? null) : null },
        user.id,
      );
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: dto.client_id,
        action: 'negotiation.created',
        changes: { fields: [], negotiation_id: id, title: dto.title, stage },
      });
      return id;
    });
    return this.get(user, projectId, id);
  }

  /**
   * "Apri trattative" on an announcement (bulk action): opens one negotiation (stage `contact`, titled with
   * the announcement's name) for each selected client, in one transaction, and answers one result per
   * client in the order sent (repeated ids once). A client is refused, with the Italian reason,
   * when it is not a client of this environment visible to the user, or when it already has an
   * open negotiation (stage not closed) for this announcement (its id is given). Either every created
   * negotiation is stored, with its log entry, or none is (an error rolls all back).
   * @throws NotFoundException 404 when the announcement is not published in this environment.
   */
  async openForAnnouncement(user: User, projectId: number, announcementId: number, clientIds: number[]): Promise<BulkNegotiationsView> {
    const ids = [...new Set(clientIds)];
    const results = await this.dataSource.transaction(async (em) => {
      const tq = this.clientsRepo.tenant(em, projectId);
      const call = await this.repo.lockPublishedAnnouncement(tq, announcementId);
      if (!call) throw apiError('announcements.not_found');
      const visible = await this.repo.visibleClients(tq, ids, this.clientsRepo.visible(tq, user));
      const open = await this.repo.openFor(tq, announcementId, ids);
      const out = new Map<number, BulkNegotiationResult>();
      for (const id of ids) {
        if (!visible.has(id)) out.set(id, { client_id: id, status: 'refused', reason: 'Cliente non trovato in questo ambiente' });
        else if (open.has(id))
          out.set(id, {
            client_id: id,
            status: 'refused',
            reason: 'Ha già una trattativa aperta per questo bando',
            negotiation_id: open.get(id),
          });
      }
      const title = call.name.slice(0, 255);
      const created = await this.repo.insertMany(
        tq,
        announcementId,
        title,
        ids.filter((id) => !out.has(id)),
        user.id,
      );
      for (const [clientId, negotiationId] of created) {
        out.set(clientId, { client_id: clientId, status: 'created', negotiation_id: negotiationId });
        await this.audit.record(em, {
          userId: user.id,
          projectId,
          entity: 'client',
          entityId: clientId,
          action: 'negotiation.created',
          changes: { fields: [], negotiation_id: negotiationId, title, stage: 'contact' },
        });
      }
      return ids.map((id) => out.get(id)!);
    });
    const created = results.filter((r) => r.status === 'created').length;
    return { created, refused: results.length - created, results };
  }

  /**
   * Updates a negotiation: every field (PUT), or with `partial` (PATCH) only the fields sent, the
   * others kept; the create rules apply to the merged record. 404 / 422 as create.
   * @throws StaleRecordException 409 with the current negotiation when `expected` is stale.
   */
  async update(
    user: User,
    projectId: number,
    id: number,
    input: NegotiationInputDto | NegotiationPatchDto,
    expected?: number,
    partial = false,
  ): Promise<NegotiationView> {
    requireIfPresent(input, ['client_id', 'title']);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const before = await this.get(user, projectId, id, em);
          await guardedUpdate(em, NEGOTIATIONS_TABLE, { id, scope: { project_id: projectId }, expected, userId: user.id });
          const sent = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== 'version'));
          const dto = (partial ? { ...pickInput(before), ...sent } : sent) as NegotiationInputDto;
          await this.check(em, user, projectId, dto);
          const stage = dto.stage ?? before.stage;
          await this.repo.update(this.clientsRepo.tenant(em, projectId), id, {
            ...values(dto),
            stage,
            lost_reason: stage === 'closed_lost' ? (dto.lost_reason ?? before.lost_reason) : null,
          });
          if (stage === 'closed_lost' && !(dto.lost_reason ?? before.lost_reason))
            throw invalid('lost_reason', 'Indica il motivo della perdita');
          // the fields sent, compared on the view read before and after the write (docs/api.md#audit-log)
          const changes = diffFields({ ...before }, { ...(await this.get(user, projectId, id, em)) }, Object.keys(sent));
          if (changes.fields.length)
            await this.audit.record(em, {
              userId: user.id,
              projectId,
              entity: 'client',
              entityId: dto.client_id,
              action: 'negotiation.updated',
              changes: { ...changes, negotiation_id: id },
            });
        }),
      () => this.get(user, projectId, id),
    );
    return this.get(user, projectId, id);
  }

  /**
   * Moves a card to a stage (and position in the column, default last); closed_lost needs lost_reason.
   * @throws StaleRecordException 409 when `expected` (If-Match / `version`) is stale.
   */
  async move(user: User, projectId: number, id: number, dto: NegotiationStageDto, expected?: number): Promise<NegotiationView> {
    await withConflictDetails(
      () => this.moveIn(user, projectId, id, dto, expected),
      () => this.get(user, projectId, id),
    );
    return this.get(user, projectId, id);
  }

  private async moveIn(user: User, projectId: number, id: number, dto: NegotiationStageDto, expected?: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const before = await this.get(user, projectId, id, em);
      await guardedUpdate(em, NEGOTIATIONS_TABLE, { id, scope: { project_id: projectId }, expected, userId: user.id });
      await this.repo.moveTo(
        this.clientsRepo.tenant(em, projectId),
        id,
        dto.stage,
        dto.position,
        dto.stage === 'closed_lost' ? (dto.lost_reason ?? null) : null,
      );
      if (before.stage !== dto.stage) {
        await this.audit.record(em, {
          userId: user.id,
          projectId,
          entity: 'client',
          entityId: before.client_id,
          action: 'negotiation.stage_changed',
          changes: { fields: ['stage'], values: { stage: { from: before.stage, to: dto.stage } }, negotiation_id: id },
        });
      }
    });
  }

  /** Deletes a negotiation; 404 when not visible; 409 (StaleRecordException) when `expected` is stale. */
  async remove(user: User, projectId: number, id: number, expected?: number): Promise<void> {
    await withConflictDetails(
      () => this.removeIn(user, projectId, id, expected),
      () => this.get(user, projectId, id),
    );
  }

  private async removeIn(user: User, projectId: number, id: number, expected?: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const before = await this.get(user, projectId, id, em);
      await guardedUpdate(em, NEGOTIATIONS_TABLE, { id, scope: { project_id: projectId }, expected, userId: user.id });
      await this.repo.delete(this.clientsRepo.tenant(em, projectId), id);
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: before.client_id,
        action: 'negotiation.deleted',
        changes: { fields: [], negotiation_id: id, title: before.title },
      });
    });
  }

  private async check(em: EntityManager, user: User, projectId: number, dto: NegotiationInputDto): Promise<void> {
    const { tq, visible } = this.access(user, projectId, em);
    if (!(await this.repo.clientVisible(tq, visible, dto.client_id))) throw invalid('client_id', 'Cliente non trovato in questo ambiente');
    // any id sent is checked (0 too: skipped, it reached the foreign key as a 500)
    if (dto.announcement_id != null && !(await this.repo.announcementPublished(tq, dto.announcement_id)))
      throw invalid('announcement_id', 'Bando non trovato in questo ambiente');
    // stage_deadlines: keys and real dates checked by the DTO (IsCalendarDateMap)
  }
}

/** The writable columns of `dto` but stage and lost reason (the caller decides those). */
function values(dto: NegotiationInputDto): Omit<NegotiationValues, 'stage' | 'lost_reason'> {
  return {
    client_id: dto.client_id,
    announcement_id: dto.announcement_id ?? null,
    title: dto.title,
    amount_requested: dto.amount_requested ?? null,
    amount_granted: dto.amount_granted ?? null,
    success_fee_percent: dto.success_fee_percent ?? null,
    success_fee_amount: dto.success_fee_amount ?? null,
    stage_deadlines: dto.stage_deadlines ?? {},
    note: dto.note ?? null,
  };
}

function invalid(field: string, message: string) {
  return new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors: { [field]: [message] } });
}

/** The writable fields of a stored negotiation, the base of a partial update. */
function pickInput(v: NegotiationView): Record<string, unknown> {
  const {
    client_id,
    announcement_id,
    title,
    stage,
    amount_requested,
    amount_granted,
    success_fee_percent,
    success_fee_amount,
    stage_deadlines,
    lost_reason,
    note,
  } = v;
  return {
    client_id,
    announcement_id,
    title,
    stage,
    amount_requested,
    amount_granted,
    success_fee_percent,
    success_fee_amount,
    stage_deadlines,
    lost_reason,
    note,
  };
}

function view(r: Record<string, unknown>): NegotiationView {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...(r as unknown as NegotiationView),
    stage_label: LABEL[String(r.stage)],
    amount_requested: num(r.amount_requested),
    amount_granted: num(r.amount_granted),
    success_fee_percent: num(r.success_fee_percent),
    success_fee_amount: num(r.success_fee_amount),
    stage_deadlines: (r.stage_deadlines as Record<string, string>) ?? {},
  };
}

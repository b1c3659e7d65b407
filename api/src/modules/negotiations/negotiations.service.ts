import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import { likePattern, type Paginated } from '../../common/http/pagination';
import { AuditService } from '../audit/audit.service';
import { ClientsService } from '../clients/clients.service';
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
export type { NegotiationView } from './negotiation.response';

/** The negotiations table for the optimistic-concurrency guard. */
export const NEGOTIATIONS_TABLE: VersionedTable = { table: 'negotiations', notFound: 'Trattativa non trovata' };

const LABEL = Object.fromEntries(NEGOTIATION_STAGES) as Record<string, string>;
const SELECT = `SELECT n.id, n.client_id, c.business_name AS client_name, n.announcement_id, a.name AS announcement_name, n.title, n.stage, n.position,
  n.amount_requested, n.amount_granted, n.success_fee_percent, n.success_fee_amount, n.stage_deadlines, n.lost_reason, n.note, n.created_at, n.updated_at, n.version, n.updated_by
  FROM negotiations n JOIN clients c ON c.id = n.client_id LEFT JOIN announcements a ON a.id = n.announcement_id`;

/**
 * Negotiations (trattative, docs/domain.md#referents-negotiations-notes-newsletters-alerts) of an environment on a kanban of grant stages. Rows are
 * scoped on the environment and, for referent users, on their clients (docs/roles.md: referents
 * may create). Every change is written to the client's log.
 */
@Injectable()
export class NegotiationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
  ) {}

  private scope(user: User, projectId: number, params: unknown[]): string {
    return this.clients.visibilityCondition(user, projectId, params);
  }

  /** `{data,total}` ordered by stage then position; filters client_id, stage, search (title, client). */
  async list(user: User, projectId: number, q: NegotiationListQueryDto): Promise<Paginated<NegotiationView>> {
    const params: unknown[] = [];
    const where = [this.scope(user, projectId, params), `n.project_id = $1`];
    if (q.client_id) {
      params.push(q.client_id);
      where.push(`n.client_id = $${params.length}`);
    }
    if (q.stage) {
      params.push(q.stage);
      where.push(`n.stage = $${params.length}`);
    }
    if (q.search?.trim()) {
      params.push(likePattern(q.search));
      where.push(`(n.title ILIKE $${params.length} OR c.business_name ILIKE $${params.length})`);
    }
    const w = where.join(' AND ');
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM negotiations n JOIN clients c ON c.id = n.client_id WHERE ${w}`,
      params,
    );
    params.push(q.take ?? 15, q.skip ?? 0);
    const rows = await this.dataSource.query(
      `${SELECT} WHERE ${w} ORDER BY array_position($${params.length + 1}::text[], n.stage::text), n.position, n.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      [...params, STAGE_KEYS],
    );
    return { data: rows.map(view), total };
  }

  /** The kanban: every stage (in order, with label) and its cards; optional client filter. */
  async board(user: User, projectId: number, clientId?: number): Promise<NegotiationBoardView> {
    const params: unknown[] = [];
    const where = [this.scope(user, projectId, params), `n.project_id = $1`];
    if (clientId) {
      params.push(clientId);
      where.push(`n.client_id = $${params.length}`);
    }
    const rows: NegotiationView[] = (
      await this.dataSource.query(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY n.position, n.id`, params)
    ).map(view);
    return { stages: NEGOTIATION_STAGES.map(([stage, label]) => ({ stage, label, items: rows.filter((r) => r.stage === stage) })) };
  }

  /** One negotiation; 404 when not in the environment or not visible. */
  async get(user: User, projectId: number, id: number, em: EntityManager | DataSource = this.dataSource): Promise<NegotiationView> {
    const params: unknown[] = [];
    const cond = this.scope(user, projectId, params);
    params.push(id);
    const [row] = await em.query(`${SELECT} WHERE ${cond} AND n.project_id = $1 AND n.id = $${params.length}`, params);
    if (!row) throw new NotFoundException('Trattativa non trovata');
    return view(row);
  }

  /** Creates a negotiation: 201; 422 for a client not visible, a call not published in the environment, bad deadlines. */
  async create(user: User, projectId: number, dto: NegotiationInputDto): Promise<NegotiationView> {
    const id = await this.dataSource.transaction(async (em) => {
      await this.check(em, user, projectId, dto);
      const stage = dto.stage ?? 'contact';
      const [{ next }] = await em.query(
        `SELECT coalesce(max(position) + 1, 0)::int AS next FROM negotiations WHERE project_id = $1 AND stage = $2`,
        [projectId, stage],
      );
      const [row] = await em.query(
        `INSERT INTO negotiations (project_id, client_id, announcement_id, title, stage, position, amount_requested, amount_granted, success_fee_percent, success_fee_amount,
           stage_deadlines, lost_reason, note, created_by) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING id`,
        [
          projectId,
          dto.client_id,
          dto.announcement_id ?? null,
          dto.title,
          stage,
          next,
          dto.amount_requested ?? null,
          dto.amount_granted ?? null,
          dto.success_fee_percent ?? null,
          dto.success_fee_amount ?? null,
          JSON.stringify(dto.stage_deadlines ?? {}),
          stage === 'closed_lost' ? dto.lost_reason : null,
          dto.note ?? null,
          user.id,
        ],
      );
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: dto.client_id,
        action: 'negotiation.created',
        changes: { fields: [], negotiation_id: row.id, title: dto.title, stage },
      });
      return row.id as number;
    });
    return this.get(user, projectId, id);
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
          await em.query(
            `UPDATE negotiations SET client_id = $2, announcement_id = $3, title = $4, stage = $5, amount_requested = $6, amount_granted = $7, success_fee_percent = $8,
               success_fee_amount = $9, stage_deadlines = $10, lost_reason = $11, note = $12 WHERE id = $1`,
            [
              id,
              dto.client_id,
              dto.announcement_id ?? null,
              dto.title,
              stage,
              dto.amount_requested ?? null,
              dto.amount_granted ?? null,
              dto.success_fee_percent ?? null,
              dto.success_fee_amount ?? null,
              JSON.stringify(dto.stage_deadlines ?? {}),
              stage === 'closed_lost' ? (dto.lost_reason ?? before.lost_reason) : null,
              dto.note ?? null,
            ],
          );
          if (stage === 'closed_lost' && !(dto.lost_reason ?? before.lost_reason))
            throw invalid('lost_reason', 'Indica il motivo della perdita');
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'client',
            entityId: dto.client_id,
            action: 'negotiation.updated',
            changes: { fields: Object.keys(sent), negotiation_id: id },
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
      const others: { id: number }[] = await em.query(
        `SELECT id FROM negotiations WHERE project_id = $1 AND stage = $2 AND id <> $3 ORDER BY position, id`,
        [projectId, dto.stage, id],
      );
      const pos = Math.min(dto.position ?? others.length, others.length);
      const order = [...others.slice(0, pos).map((o) => o.id), id, ...others.slice(pos).map((o) => o.id)];
      for (const [i, nid] of order.entries()) await em.query(`UPDATE negotiations SET position = $2 WHERE id = $1`, [nid, i]);
      await em.query(`UPDATE negotiations SET stage = $2, lost_reason = $3 WHERE id = $1`, [
        id,
        dto.stage,
        dto.stage === 'closed_lost' ? dto.lost_reason : null,
      ]);
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
      await em.query(`DELETE FROM negotiations WHERE id = $1`, [id]);
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
    const params: unknown[] = [dto.client_id];
    const cond = this.clients.visibilityCondition(user, projectId, params);
    if (!(await em.query(`SELECT 1 FROM clients c WHERE c.id = $1 AND ${cond}`, params)).length)
      throw invalid('client_id', 'Cliente non trovato in questo ambiente');
    if (dto.announcement_id) {
      const ok = await em.query(
        `SELECT 1 FROM announcements WHERE id = $1 AND status = 'published' AND (project_id IS NULL OR project_id = $2)`,
        [dto.announcement_id, projectId],
      );
      if (!ok.length) throw invalid('announcement_id', 'Bando non trovato in questo ambiente');
    }
    // stage_deadlines: keys and real dates checked by the DTO (IsCalendarDateMap)
  }
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

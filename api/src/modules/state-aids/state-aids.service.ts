import { Injectable, Optional, UnprocessableEntityException } from '@nestjs/common';
import {
  deMinimisHeadroom,
  singleUndertaking,
  todayInRome,
  type DeMinimisAid,
  type SingleUndertaking,
  type UndertakingEnterprise,
  type UndertakingLink,
} from '@bandi/domain';
import { DataSource } from 'typeorm';
import { withConflictDetails } from '../../common/concurrency/concurrency';
import type { Row, TenantQuery } from '../../common/tenancy/tenant-query';
import { AuditService } from '../audit/audit.service';
import { ClientsService } from '../clients/clients.service';
import type { User } from '../users/user.entity';
import type { StateAidDto } from './state-aids.dto';
import type { DeMinimisView, StateAidPage, StateAidView } from './state-aids.response';
import { MAX_UNDERTAKING_CLIENTS, StateAidsRepository, type UndertakingRows } from './state-aids.repository';
import { memberAids, withOperations } from './undertaking';
import { UndertakingOperationsRepository } from './undertaking-operations.repository';
import { enqueueVerdicts } from '../eligibility/eligibility-verdicts.queue';
import { JobsService } from '../jobs/jobs.service';
import { NotFoundError } from '../../common/http/api-error';

/** 404 of an aid that is not the client's (or not in the environment). */
export class StateAidNotFoundException extends NotFoundError {
  constructor() {
    super('state_aids.not_found');
  }
}

const fieldError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/** The columns a body writes. */
const FIELDS = [
  'grant_date',
  'granting_body',
  'measure_title',
  'car',
  'cor',
  'cup',
  'regulation',
  'instrument',
  'aid_element_cents',
  'nominal_amount_cents',
  'announcement_id',
  'negotiation_id',
] as const;

const code = (v: unknown) => (typeof v === 'string' && v.trim() ? v.replace(/\s/g, '').toUpperCase() : null);

/**
 * The domain input of the single undertaking from the gathered rows (docs/domain.md#de-minimis):
 * a client is `client:<id>`; a related enterprise is the client with its partita IVA or codice
 * fiscale when there is one, else `vat:<code>` (the same enterprise named by two clients is one
 * node) or `relation:<id>`. `connected` relations and partner stakes over 50 % are control links
 * of unknown direction (basis `linked`), `connected_by_person` a link through natural persons,
 * the other partner stakes `partner`.
 */
export function undertakingInput(rows: UndertakingRows): { enterprises: UndertakingEnterprise[]; links: UndertakingLink[] } {
  const enterprises = new Map<string, UndertakingEnterprise>();
  const clientByCode = new Map<string, string>();
  for (const c of rows.clients) {
    const key = `client:${c.id}`;
    enterprises.set(key, {
      key,
      name: String(c.business_name),
      fiscal_code: (c.vat_number ?? c.fiscal_code ?? null) as string | null,
      client_id: c.id as number,
    });
    for (const k of [code(c.vat_number), code(c.fiscal_code)]) if (k) clientByCode.set(k, key);
  }
  const links: UndertakingLink[] = [];
  for (const r of rows.relations) {
    const vat = code(r.vat_number);
    const key = (vat && clientByCode.get(vat)) ?? (vat ? `vat:${vat}` : `relation:${r.id}`);
    const owner = `client:${r.client_id}`;
    if (key === owner || !enterprises.has(owner)) continue;
    if (!enterprises.has(key))
      enterprises.set(key, { key, name: String(r.name), fiscal_code: (r.vat_number as string | null) ?? null, client_id: null });
    const control = r.kind === 'connected' || (r.kind === 'associated' && Number(r.share_percent) > 50);
    const basis = control ? 'linked' : r.kind === 'connected_by_person' ? 'natural_person' : 'partner';
    links.push({ controller: key, controlled: owner, basis, direction: 'unknown' });
  }
  return { enterprises: [...enterprises.values()], links };
}

/**
 * The single undertaking of client `clientId` with the operations read for it (docs/domain.md#de-minimis):
 * the related enterprises around the client (`undertakingRows`), the mergers and splits of those
 * clients (`around`), then, in turn, the related enterprises of the merged or former enterprises
 * that are clients (they made that enterprise's single undertaking when it merged or split: their
 * aid counts up to the operation's date, memberAids) and their own operations, until nothing new
 * (at most MAX_UNDERTAKING_CLIENTS clients, the repositories' bound). Used by GET …/de-minimis and
 * by the de minimis check of eligibility, so both count the same aid.
 */
export async function readSingleUndertaking(
  repo: StateAidsRepository,
  operations: UndertakingOperationsRepository,
  tq: TenantQuery,
  clientId: number,
): Promise<{ unit: SingleUndertaking; ops: Row[] }> {
  const starts = new Set([clientId]);
  let gathered = await repo.undertakingRows(tq, clientId);
  let ops = await operations.around(tq, [...new Set([clientId, ...gathered.clients.map((c) => c.id as number)])]);
  while (starts.size < MAX_UNDERTAKING_CLIENTS) {
    const fresh = ops.map((o) => o.counterpart_client_id as number | null).filter((id): id is number => id !== null && !starts.has(id));
    if (!fresh.length) break;
    for (const id of fresh) starts.add(id);
    gathered = await repo.undertakingRows(tq, [...starts]);
    ops = await operations.around(tq, [...new Set([...starts, ...gathered.clients.map((c) => c.id as number)])]);
  }
  return { unit: singleUndertaking({ subject: `client:${clientId}`, ...withOperations(undertakingInput(gathered), ops) }), ops };
}

/**
 * Aid received by a client and the de minimis headroom of its single undertaking (issue 34;
 * docs/domain.md#de-minimis). Every operation first checks the client is visible to the user
 * (404 otherwise); every change is written to the client's audit log in the same transaction and
 * follows the optimistic-concurrency guard (409 on a stale version).
 */
@Injectable()
export class StateAidsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: StateAidsRepository,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
    private readonly operations: UndertakingOperationsRepository,
    @Optional() private readonly jobs?: JobsService,
  ) {}

  /** `{data, total}`: every aid of the client, newest grant first. @throws 404 unknown client. */
  async list(user: User, projectId: number, clientId: number): Promise<StateAidPage> {
    await this.clients.assertVisible(user, projectId, clientId);
    const data = (await this.repo.ofClients(this.repo.tenant(this.dataSource, projectId), [clientId])) as StateAidView[];
    return { data, total: data.length };
  }

  /** One aid. @throws 404 unknown client or aid. */
  async get(user: User, projectId: number, clientId: number, aidId: number): Promise<StateAidView> {
    await this.clients.assertVisible(user, projectId, clientId);
    return this.one(projectId, clientId, aidId);
  }

  /** Records an aid; answers it. @throws 404 unknown client; 422 a link the environment or the client does not have. */
  async create(user: User, projectId: number, clientId: number, dto: StateAidDto): Promise<StateAidView> {
    await this.clients.assertVisible(user, projectId, clientId);
    const id = await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      await this.assertLinks(tq, clientId, dto);
      const aidId = await this.repo.insert(tq, { client_id: clientId, ...this.values(dto), created_by: user.id, updated_by: user.id });
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: clientId,
        action: 'state_aid.created',
        changes: { fields: [...FIELDS], state_aid_id: aidId },
      });
      return aidId;
    });
    // the verdicts of the client's single undertaking (de minimis) are recomputed by the job
    await enqueueVerdicts(this.jobs);
    return this.one(projectId, clientId, id);
  }

  /** Replaces an aid. @throws 404 unknown aid, 422 bad link, 409 stale `expected`. */
  async update(
    user: User,
    projectId: number,
    clientId: number,
    aidId: number,
    dto: StateAidDto,
    expected: number | undefined,
  ): Promise<StateAidView> {
    await this.clients.assertVisible(user, projectId, clientId);
    const before = await this.one(projectId, clientId, aidId);
    const values = this.values(dto);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await this.assertLinks(this.repo.tenant(em, projectId), clientId, dto);
          await this.repo.guardedWrite(em, clientId, aidId, { expected, userId: user.id }, values);
          const fields = FIELDS.filter((f) => before[f] !== values[f]);
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'client',
            entityId: clientId,
            action: 'state_aid.updated',
            changes: { fields, state_aid_id: aidId },
          });
        }),
      () => this.one(projectId, clientId, aidId),
    );
    await enqueueVerdicts(this.jobs);
    return this.one(projectId, clientId, aidId);
  }

  /** Deletes an aid. @throws 404 unknown aid, 409 stale `expected`. */
  async remove(user: User, projectId: number, clientId: number, aidId: number, expected: number | undefined): Promise<void> {
    await this.clients.assertVisible(user, projectId, clientId);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await this.repo.guardedWrite(em, clientId, aidId, { expected, userId: user.id });
          await this.repo.delete(this.repo.tenant(em, projectId), clientId, aidId);
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'client',
            entityId: clientId,
            action: 'state_aid.deleted',
            changes: { fields: [], state_aid_id: aidId },
          });
        }),
      () => this.one(projectId, clientId, aidId),
    );
    await enqueueVerdicts(this.jobs);
  }

  /**
   * The de minimis situation of the client at `at` (default today in Italy): its single
   * undertaking (`singleUndertaking` of @bandi/domain over the related enterprises, see
   * {@link undertakingInput}, and the mergers and splits of its clients, `withOperations`), the
   * headroom per regulation (`deMinimisHeadroom`) from the aid recorded for the member clients (a
   * merged or former enterprise's up to the operation's date, a split's for its share:
   * `memberAids`), and that aid with whether it is in the window.
   * @throws 404 unknown client.
   */
  async deMinimis(user: User, projectId: number, clientId: number, at: string | undefined): Promise<DeMinimisView> {
    await this.clients.assertVisible(user, projectId, clientId);
    const day = at ?? todayInRome();
    const tq = this.repo.tenant(this.dataSource, projectId);
    // the related enterprises and the mergers and splits (docs/domain.md#de-minimis, "Mergers and splits")
    const { unit, ops } = await readSingleUndertaking(this.repo, this.operations, tq, clientId);
    const memberClients = unit.members.map((m) => m.client_id).filter((id): id is number => id !== null);
    const aids: (DeMinimisAid & Row)[] = memberAids(unit, ops, await this.repo.ofClients(tq, memberClients));
    const situation = deMinimisHeadroom(
      day,
      unit.members.map((m) => m.key),
      aids,
    );
    const shape = (m: (typeof unit.members)[number] | (typeof unit.excluded)[number]) => ({
      client_id: m.client_id,
      name: m.name,
      fiscal_code: m.fiscal_code,
      article: m.article,
      reason: m.reason,
    });
    return {
      at: day,
      single_undertaking: unit.members.map((m) => ({ ...shape(m), relation: m.relation, aid_cents: this.sum(situation.aids, m.key) })),
      excluded: unit.excluded.map((m) => ({ ...shape(m), relation: m.basis })),
      regulations: situation.regulations.map(({ limits: _l, ...r }) => r),
      aids: situation.aids.map(({ beneficiary: _b, ...a }) => a) as DeMinimisView['aids'],
      releases: situation.releases,
    };
  }

  /** Aid of one member counted in the window (cents). */
  private sum(aids: { beneficiary: string; in_window: boolean; counted_cents: number }[], key: string): number {
    return aids.filter((a) => a.beneficiary === key && a.in_window).reduce((s, a) => s + a.counted_cents, 0);
  }

  /** The columns of a body (absent optional fields written as null: PUT replaces the whole aid). */
  private values(dto: StateAidDto): Record<(typeof FIELDS)[number], unknown> {
    const v = Object.fromEntries(FIELDS.map((f) => [f, dto[f] ?? null])) as Record<(typeof FIELDS)[number], unknown>;
    v.cup = typeof dto.cup === 'string' ? dto.cup.toUpperCase() : null;
    return v;
  }

  /** @throws UnprocessableEntityException 422 on an announcement the environment does not see, or a negotiation not of the client. */
  private async assertLinks(tq: TenantQuery, clientId: number, dto: StateAidDto): Promise<void> {
    if (dto.announcement_id != null && !(await this.repo.announcementVisible(tq, dto.announcement_id)))
      throw fieldError('announcement_id', 'Bando non trovato');
    if (dto.negotiation_id != null && !(await this.repo.negotiationOfClient(tq, dto.negotiation_id, clientId)))
      throw fieldError('negotiation_id', 'Trattativa non trovata per questo cliente');
  }

  private async one(projectId: number, clientId: number, aidId: number): Promise<StateAidView> {
    const aid = await this.repo.one(this.repo.tenant(this.dataSource, projectId), clientId, aidId);
    if (!aid) throw new StateAidNotFoundException();
    return aid as StateAidView;
  }
}

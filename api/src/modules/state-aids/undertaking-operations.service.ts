import { Injectable, Optional, UnprocessableEntityException } from '@nestjs/common';
import { compactPartitaIva, isValidCodiceFiscale, isValidPartitaIva, ITALIAN_MESSAGES, MESSAGES } from '@bandi/domain';
import { DataSource } from 'typeorm';
import { withConflictDetails } from '../../common/concurrency/concurrency';
import { TenantQuery, type Row } from '../../common/tenancy/tenant-query';
import { AuditService, type AuditChanges } from '../audit/audit.service';
import { ClientsService } from '../clients/clients.service';
import type { User } from '../users/user.entity';
import type { UndertakingOperationDto } from './undertaking-operations.dto';
import { UndertakingOperationsRepository } from './undertaking-operations.repository';
import type { UndertakingOperationPage, UndertakingOperationView } from './undertaking-operations.response';
import { enqueueVerdicts } from '../eligibility/eligibility-verdicts.queue';
import { JobsService } from '../jobs/jobs.service';
import { NotFoundError } from '../../common/http/api-error';

/** 404 of an operation that is not the client's (or not in the environment). */
export class UndertakingOperationNotFoundException extends NotFoundError {
  constructor() {
    super('state_aids.operation_not_found');
  }
}

/** The columns a body writes. */
const FIELDS = [
  'kind',
  'operation_date',
  'counterpart_client_id',
  'counterpart_name',
  'counterpart_vat',
  'allocation',
  'equity_cents',
  'total_equity_cents',
] as const;
type Values = Record<(typeof FIELDS)[number], unknown>;

const ARTICLE = { merger: 'Reg. (UE) 2023/2831, art. 3, par. 8', split: 'Reg. (UE) 2023/2831, art. 3, par. 9' } as const;

/**
 * The mergers and splits of a client's single undertaking (issue 34; docs/domain.md#de-minimis,
 * "Mergers and splits"): list, read, record, replace, delete. Every operation first checks the
 * client is visible to the user (404 otherwise, also for another environment's client); every
 * change is written to the client's audit log (`undertaking_operation.created|updated|deleted`) in
 * the same transaction and follows the optimistic-concurrency guard (409 on a stale version). The
 * de minimis headroom and its check in eligibility read them (`withOperations`, `memberAids`).
 */
@Injectable()
export class UndertakingOperationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: UndertakingOperationsRepository,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
    @Optional() private readonly jobs?: JobsService,
  ) {}

  /** `{data, total}`: the operations of the client, oldest first. @throws 404 unknown client. */
  async list(user: User, projectId: number, clientId: number): Promise<UndertakingOperationPage> {
    await this.clients.assertVisible(user, projectId, clientId);
    const data = (await this.repo.ofClient(new TenantQuery(this.dataSource, projectId), clientId)).map(view);
    return { data, total: data.length };
  }

  /** One operation. @throws 404 unknown client or operation. */
  async get(user: User, projectId: number, clientId: number, id: number): Promise<UndertakingOperationView> {
    await this.clients.assertVisible(user, projectId, clientId);
    return this.one(projectId, clientId, id);
  }

  /** Records an operation; answers it. @throws 404 unknown client; 422 bad field (Italian message per field). */
  async create(user: User, projectId: number, clientId: number, dto: UndertakingOperationDto): Promise<UndertakingOperationView> {
    await this.clients.assertVisible(user, projectId, clientId);
    const id = await this.dataSource.transaction(async (em) => {
      const tq = new TenantQuery(em, projectId);
      const values = await this.values(tq, clientId, dto);
      const opId = await this.repo.insert(tq, { client_id: clientId, ...values, created_by: user.id, updated_by: user.id });
      await this.log(em, user, projectId, clientId, 'undertaking_operation.created', {
        fields: [...FIELDS],
        operation_id: opId,
        kind: dto.kind,
      });
      return opId;
    });
    // the verdicts of the client's single undertaking (de minimis) are recomputed by the job
    await enqueueVerdicts(this.jobs);
    return this.one(projectId, clientId, id);
  }

  /** Replaces an operation (the whole body). @throws 404 unknown operation, 422 bad field, 409 stale `expected`. */
  async update(
    user: User,
    projectId: number,
    clientId: number,
    id: number,
    dto: UndertakingOperationDto,
    expected: number | undefined,
  ): Promise<UndertakingOperationView> {
    await this.clients.assertVisible(user, projectId, clientId);
    await this.one(projectId, clientId, id);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const tq = new TenantQuery(em, projectId);
          const values = await this.values(tq, clientId, dto);
          await this.repo.guardedWrite(em, tq, clientId, id, { expected, userId: user.id }, values);
          await this.log(em, user, projectId, clientId, 'undertaking_operation.updated', {
            fields: [...FIELDS],
            operation_id: id,
            kind: dto.kind,
          });
        }),
      () => this.one(projectId, clientId, id),
    );
    await enqueueVerdicts(this.jobs);
    return this.one(projectId, clientId, id);
  }

  /** Deletes an operation: the headroom no longer counts its aid. @throws 404 unknown operation, 409 stale `expected`. */
  async remove(user: User, projectId: number, clientId: number, id: number, expected: number | undefined): Promise<void> {
    await this.clients.assertVisible(user, projectId, clientId);
    const before = await this.one(projectId, clientId, id);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const tq = new TenantQuery(em, projectId);
          await this.repo.guardedWrite(em, tq, clientId, id, { expected, userId: user.id });
          await this.repo.delete(tq, clientId, id);
          await this.log(em, user, projectId, clientId, 'undertaking_operation.deleted', {
            fields: [],
            operation_id: id,
            kind: before.kind,
          });
        }),
      () => this.one(projectId, clientId, id),
    );
    await enqueueVerdicts(this.jobs);
  }

  private log(
    em: Parameters<AuditService['record']>[0],
    user: User,
    projectId: number,
    clientId: number,
    action: 'undertaking_operation.created' | 'undertaking_operation.updated' | 'undertaking_operation.deleted',
    changes: AuditChanges,
  ) {
    return this.audit.record(em, { userId: user.id, projectId, entity: 'client', entityId: clientId, action, changes });
  }

  /**
   * The columns of a body, checked across fields: a client counterpart in the environment and not
   * the client itself (its name stored with it), else an outside enterprise's name and optional
   * partita IVA / codice fiscale; a split's allocation (and, by equity, both equity values, the
   * client's not above the total); a merger has none.
   * @throws UnprocessableEntityException 422 with the Italian message of each bad field.
   */
  private async values(tq: TenantQuery, clientId: number, dto: UndertakingOperationDto): Promise<Values> {
    const errors: Record<string, string[]> = {};
    const fail = (field: string, message: string) => (errors[field] = [message]);
    const v: Values = {
      kind: dto.kind,
      operation_date: dto.operation_date,
      counterpart_client_id: null,
      counterpart_name: null,
      counterpart_vat: null,
      allocation: null,
      equity_cents: null,
      total_equity_cents: null,
    };
    if (dto.counterpart_client_id != null) {
      const other = dto.counterpart_client_id === clientId ? undefined : await this.repo.client(tq, dto.counterpart_client_id);
      if (dto.counterpart_client_id === clientId) fail('counterpart_client_id', 'L’altra impresa non può essere il cliente stesso');
      else if (!other) fail('counterpart_client_id', 'Cliente non trovato in questo ambiente');
      else Object.assign(v, { counterpart_client_id: other.id, counterpart_name: other.business_name });
    } else {
      const name = dto.counterpart_name?.trim();
      if (!name) fail('counterpart_name', MESSAGES.required);
      v.counterpart_name = name ?? null;
      if (dto.counterpart_vat?.trim()) {
        const vat = compactPartitaIva(dto.counterpart_vat);
        if (!isValidPartitaIva(vat) && !isValidCodiceFiscale(vat)) fail('counterpart_vat', ITALIAN_MESSAGES.fiscalCode);
        else {
          const self = await this.repo.client(tq, clientId);
          if (self && [self.vat_number, String(self.fiscal_code ?? '').toUpperCase()].includes(vat))
            fail('counterpart_vat', 'L’altra impresa non può essere il cliente stesso');
          v.counterpart_vat = vat;
        }
      }
    }
    if (dto.kind === 'merger') {
      if (dto.allocation != null) fail('allocation', 'Solo per una scissione');
      if (dto.equity_cents != null) fail('equity_cents', 'Solo per una scissione');
      if (dto.total_equity_cents != null) fail('total_equity_cents', 'Solo per una scissione');
    } else if (dto.allocation == null) fail('allocation', MESSAGES.required);
    else {
      v.allocation = dto.allocation;
      if (dto.allocation === 'equity') {
        if (dto.equity_cents == null) fail('equity_cents', MESSAGES.required);
        if (dto.total_equity_cents == null) fail('total_equity_cents', MESSAGES.required);
        else if (dto.total_equity_cents <= 0) fail('total_equity_cents', 'Deve essere maggiore di zero');
        else if (dto.equity_cents != null && dto.equity_cents > dto.total_equity_cents)
          fail('equity_cents', 'Non può superare il patrimonio netto di tutte le nuove imprese');
        v.equity_cents = dto.equity_cents ?? null;
        v.total_equity_cents = dto.total_equity_cents ?? null;
      } else if (dto.equity_cents != null || dto.total_equity_cents != null)
        fail('equity_cents', 'Solo per l’attribuzione per patrimonio netto');
    }
    const fields = Object.keys(errors);
    if (fields.length) throw new UnprocessableEntityException({ message: errors[fields[0]][0], errors });
    return v;
  }

  private async one(projectId: number, clientId: number, id: number): Promise<UndertakingOperationView> {
    const row = await this.repo.one(new TenantQuery(this.dataSource, projectId), clientId, id);
    if (!row) throw new UndertakingOperationNotFoundException();
    return view(row);
  }
}

/**
 * An operation as the API shows it, with the share of the former enterprise's aid it carries
 * (`share_percent`: 100 for a merger or a split by activities, equity over total equity for a
 * split by equity, two decimals), its article and an Italian description.
 */
function view(r: Row): UndertakingOperationView {
  const o = r as unknown as UndertakingOperationView;
  const share =
    o.kind === 'split' && o.allocation === 'equity' && o.total_equity_cents
      ? Math.round(((o.equity_cents ?? 0) / o.total_equity_cents) * 10_000) / 100
      : 100;
  const date = o.operation_date.split('-').reverse().join('/');
  const description =
    o.kind === 'merger'
      ? `${o.counterpart_name} incorporata il ${date}: contano i suoi aiuti concessi fino a quella data`
      : o.allocation === 'equity'
        ? `Scissa da ${o.counterpart_name} il ${date}: conta il ${share.toLocaleString('it-IT')} % dei suoi aiuti, in proporzione al patrimonio netto`
        : `Scissa da ${o.counterpart_name} il ${date}: contano tutti i suoi aiuti (attività rilevate)`;
  return { ...o, share_percent: share, article: ARTICLE[o.kind], description };
}

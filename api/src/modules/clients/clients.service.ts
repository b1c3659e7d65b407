import { Injectable, Optional } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { withConflictDetails } from '../../common/concurrency/concurrency';
import { mapColumns, mapRows, toDateString } from '../../common/database/row-mapper';
import type { Paginated } from '../../common/http/pagination';
import { requireIfPresent } from '../../common/http/partial-update';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';
import { AuditService, diffFields } from '../audit/audit.service';
import type { User } from '../users/user.entity';
import {
  DOCUMENT_SLOTS,
  type ClientDuplicatesQueryDto,
  type ClientInputDto,
  type ClientListQueryDto,
  type ClientUpdateDto,
} from './client.dto';
import { CLIENT_DATES, CLIENT_NUMERIC, type ClientSummary } from './client-columns';
import { ClientInputValidator } from './client-input.validator';
import { ClientsRepository } from './clients.repository';
import { readSmeCollections, recomputeDimension } from './sme.repository';
import { legalFormName } from './legal-form';
import type { SmeResult } from '@bandi/domain';
import { ClientNotFoundException } from './clients.exceptions';
import type { ClientDetail, ClientDuplicates } from './client.response';
import { JobsService } from '../jobs/jobs.service';
import { enqueueVerdicts } from '../eligibility/eligibility-verdicts.queue';

export { CLIENTS_TABLE, type ClientSummary } from './client-columns';
export { toDateString } from '../../common/database/row-mapper';

/**
 * Client registry of an environment (docs/domain.md#clients): every query is scoped on the route's
 * environment and, for referent users, on the clients linked to their referent record
 * (docs/roles.md), through {@link ClientsRepository}. Writes run in one transaction with the audit
 * entry; the company dimension (Racc. 2003/361/CE) and the eligibility columns are recomputed on
 * every save.
 */
@Injectable()
export class ClientsService {
  private readonly validator = new ClientInputValidator();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly repo: ClientsRepository,
    /** Enqueues the verdict store's job after a write (docs/architecture.md#eligibility-verdict-store); absent in hand-built services. */
    @Optional() private readonly jobs?: JobsService,
  ) {}

  /**
   * SQL text condition (alias `c`) restricting to the clients the user may see, for the
   * hand-written SQL of other modules (eligibility); its values are appended to `params` (bound).
   */
  visibilityCondition(user: User, projectId: number, params: unknown[]): string {
    params.push(projectId);
    let cond = `c.project_id = $${params.length}`;
    if (user.type === 'referent') {
      params.push(user.referent_id ?? -1);
      cond += ` AND EXISTS (SELECT 1 FROM client_referents cr WHERE cr.client_id = c.id AND cr.referent_id = $${params.length})`;
    }
    return cond;
  }

  /** `{data,total}` of client summaries; search on business name, P.IVA, CF and comune of the seat; filters region, ATECO prefix, dimension, managing user. */
  async list(user: User, projectId: number, q: ClientListQueryDto): Promise<Paginated<ClientSummary>> {
    return (await this.repo.list(this.repo.tenant(this.dataSource, projectId), user, q)) as Paginated<ClientSummary>;
  }

  /**
   * The duplicate guard asked ahead of a save (the client form, as the P.IVA or CF field is left):
   * `{vat_number: {id, business_name, message} | null, fiscal_code: … | null}`, the client of this
   * environment that already holds each value given (as P.IVA or CF), other than `exclude_id`;
   * the same rule and message as the 422 of a save. Only clients the user may see (a referent
   * user: its own); never another environment's.
   */
  async duplicates(user: User, projectId: number, q: ClientDuplicatesQueryDto): Promise<ClientDuplicates> {
    const tq = this.repo.tenant(this.dataSource, projectId);
    return this.validator.findDuplicates(tq, this.repo.visible(tq, user, 'c'), q.exclude_id ?? null, {
      vat_number: q.vat_number,
      fiscal_code: q.fiscal_code,
    });
  }

  /** Id of a visible client or 404. */
  async assertVisible(user: User, projectId: number, id: number, em: Queryable = this.dataSource): Promise<void> {
    if (!(await this.repo.isVisible(this.repo.tenant(em, projectId), user, id))) throw new ClientNotFoundException();
  }

  /** The full client with every collection, the eleven document slots and the dimension computation. 404 when not visible. */
  async get(user: User, projectId: number, id: number): Promise<ClientDetail> {
    await this.assertVisible(user, projectId, id);
    return this.detail(this.dataSource, projectId, id);
  }

  /** The client detail of {@link get} read on `db` (the caller's transaction, or the pool), without the visibility check. 404 when absent. */
  private async detail(db: DataSource | EntityManager, projectId: number, id: number): Promise<ClientDetail> {
    const rows = await this.repo.load(this.repo.tenant(db, projectId), id);
    if (!rows.client) throw new ClientNotFoundException();
    const client = mapColumns(rows.client, { numeric: CLIENT_NUMERIC, date: CLIENT_DATES });
    client.legal_form_name = await legalFormName(db, client.legal_form as string | null);
    const bySlot = new Map(rows.documents.map((d) => [d.slot as string, d]));
    const strip = ({ kind: _k, ...rest }: Row) => rest;
    const legal = rows.locations.find((l) => l.kind === 'legal');
    const { company_dimension_basis: basis, ...scalars } = client;
    // the row's columns and the collections, mapped as the response DTO describes them
    const detail = {
      ...scalars,
      client_legal_location: legal ? strip(legal) : null,
      clients_location: rows.locations.filter((l) => l.kind === 'operating').map(strip),
      clients_ateco_codes: rows.ateco,
      clients_partners: mapRows(rows.partners, { numeric: ['share_percent'] }),
      clients_administrators: mapRows(rows.administrators, { date: ['start_date'] }),
      clients_banks: rows.banks,
      ...(await readSmeCollections(new TenantQuery(db, projectId), id)),
      clients_referents: rows.referents,
      clients_managed_by_users: rows.managers,
      document_alerts: rows.documentAlerts,
      documents: DOCUMENT_SLOTS.map((slot) => {
        const d = bySlot.get(slot);
        return {
          slot,
          name: d?.name ?? null,
          date: toDateString(d?.date ?? null),
          file_id: d?.file_id ?? null,
          file_name: d?.file_name ?? null,
        };
      }),
      company_dimension_details: {
        effective: client.company_dimension,
        computed: client.company_dimension_computed,
        manual: client.company_dimension_manual,
        ...(basis ?? {}),
      },
    };
    return detail as unknown as ClientDetail;
  }

  /**
   * Creates a client; 422 with field errors for invalid Italian data, unknown references or a duplicate P.IVA/CF.
   * A client manager creating a client without `clients_managed_by_users` becomes its manager.
   */
  async create(user: User, projectId: number, dto: ClientInputDto): Promise<ClientDetail> {
    const id = await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const prepared = await this.validator.prepare(em, projectId, null, dto);
      const values: Record<string, unknown> = { ...prepared.scalars };
      const cols = Object.keys(values);
      const id = await this.repo.insert(tq, user.id, values);
      // a client manager who creates a client manages it, unless the managers are given
      if (dto.clients_managed_by_users === undefined && user.type === 'client-manager') await this.repo.addManager(tq, id, user.id);
      await this.repo.writeCollections(tq, id, dto, prepared.locations, true);
      await this.recompute(em, projectId, id, dto.company_dimension_override ?? null);
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: id,
        action: 'created',
        changes: diffFields(null, values, cols),
      });
      return id;
    });
    await enqueueVerdicts(this.jobs);
    return this.get(user, projectId, id);
  }

  /**
   * Updates a client, partially: scalars and collections not sent stay, a collection sent replaces
   * the stored one; same 422 rules as create (`business_name` may not be emptied); 404 when not
   * visible. `expected`: the version the client read (If-Match or body `version`).
   * @throws StaleRecordException 409 with the current client when `expected` is stale.
   */
  async update(user: User, projectId: number, id: number, dto: ClientUpdateDto, expected?: number): Promise<ClientDetail> {
    requireIfPresent(dto, ['business_name']);
    let after: ClientDetail | undefined;
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const tq = this.repo.tenant(em, projectId);
          await this.assertVisible(user, projectId, id, em);
          const before = (await this.repo.lock(tq, id)) as Row;
          await this.repo.guard(tq, id, expected, user.id);
          const beforeView = clientAuditView(await this.detail(em, projectId, id));
          const prepared = await this.validator.prepare(em, projectId, id, dto as ClientInputDto);
          await this.repo.updateScalars(tq, id, { ...prepared.scalars });
          await this.repo.writeCollections(tq, id, dto as ClientInputDto, prepared.locations, false);
          const override =
            dto.company_dimension_override !== undefined
              ? (dto.company_dimension_override ?? null)
              : before.company_dimension_manual
                ? before.company_dimension
                : null;
          await this.recompute(em, projectId, id, override);
          // the fields sent, compared on the detail the API answers, read before and after the write
          // (docs/api.md#audit-log): a form that sends every field logs only the ones that changed
          const sent = Object.keys(dto).filter((k) => k !== 'version' && (dto as unknown as Record<string, unknown>)[k] !== undefined);
          const keys = [...new Set(sent.map((k) => (k === 'clients_referents_to_delete' ? 'clients_referents' : k)))];
          after = await this.detail(em, projectId, id);
          const changes = diffFields(beforeView, clientAuditView(after), keys);
          if (changes.fields.length)
            await this.audit.record(em, { userId: user.id, projectId, entity: 'client', entityId: id, action: 'updated', changes });
        }),
      () => this.get(user, projectId, id),
    );
    await enqueueVerdicts(this.jobs);
    // the answer is the detail read back at the end of the transaction (the audit diff's "after"),
    // not a third read of the same 16 statements after the commit; the visibility checked in the
    // transaction holds after it: only a referent's sight is narrower than the environment
    // (ClientsRepository.visible), and a referent does not write clients (permissions.ts)
    return after!;
  }

  /**
   * Deletes a client and its collections (cascade); 404 when not visible.
   * @throws StaleRecordException 409 with the current client when `expected` is stale.
   */
  async remove(user: User, projectId: number, id: number, expected?: number): Promise<void> {
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const tq = this.repo.tenant(em, projectId);
          await this.assertVisible(user, projectId, id, em);
          await this.repo.guard(tq, id, expected, user.id);
          const row = await this.repo.delete(tq, id);
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'client',
            entityId: id,
            action: 'deleted',
            changes: { fields: [], deleted: row },
          });
        }),
      () => this.get(user, projectId, id),
    );
  }

  /**
   * Recomputes the SME dimension and the reference-year figures of a client of this environment
   * (sme.ts `recomputeDimension`, docs/domain.md "SME size"); the caller holds the client row.
   */
  async recompute(em: EntityManager, projectId: number, id: number, override: string | null): Promise<SmeResult> {
    return recomputeDimension(new TenantQuery(em, projectId), id, override);
  }
}

/**
 * A client detail in the shape of the body the client form sends (docs/api.md#audit-log), for the
 * audit diff: the seats as address/CAP/comune/province, ATECO codes as code and primary flag,
 * referents and managers as sorted ids, the manual dimension as `company_dimension_override`;
 * the other fields as the API answers them.
 */
export function clientAuditView(d: ClientDetail): Record<string, unknown> {
  const c = d as unknown as Record<string, unknown>;
  const seat = (l: Row | null | undefined) =>
    l ? { address: l.address ?? null, postal_code: l.postal_code ?? null, city: l.city ?? null, province: l.province ?? null } : null;
  const ids = (rows: unknown) => ((rows as Row[] | undefined) ?? []).map((r) => r.id as number).sort((a, b) => a - b);
  const dimension = c.company_dimension_details as Row | undefined;
  return {
    ...c,
    client_legal_location: seat(c.client_legal_location as Row | null),
    clients_location: ((c.clients_location as Row[] | undefined) ?? []).map(seat),
    clients_ateco_codes: ((c.clients_ateco_codes as Row[] | undefined) ?? []).map((a) => ({ value: a.value, primary: !!a.primary })),
    clients_referents: ids(c.clients_referents),
    clients_managed_by_users: ids(c.clients_managed_by_users),
    company_dimension_override: dimension?.manual ? (dimension.effective ?? null) : null,
  };
}

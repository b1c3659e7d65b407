import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { AnnouncementsService } from '../announcements/announcements.service';
import { AuditService } from '../audit/audit.service';
import { CallsService } from '../calls/calls.service';
import { ClientsService } from '../clients/clients.service';
import { EligibilityService, type EligibleClient } from '../eligibility/eligibility.service';
import { NegotiationsService } from '../negotiations/negotiations.service';
import { ReferentsService } from '../referents/referents.service';
import { StateAidsService } from '../state-aids/state-aids.service';
import type { StateAidView } from '../state-aids/state-aids.response';
import type { User } from '../users/user.entity';
import {
  ANNOUNCEMENT_COLUMNS,
  CALL_COLUMNS,
  CLIENT_COLUMNS,
  eligibleClientColumns,
  NEGOTIATION_COLUMNS,
  REFERENT_COLUMNS,
  STATE_AID_COLUMNS,
} from './export-columns';
import {
  EXPORT_MIME,
  type ExportColumn,
  type ExportFormat,
  exportBatchSize,
  exportFileName,
  pagedBatches,
  writeExport,
} from './export-writer';
import type {
  AnnouncementExportQueryDto,
  CallExportQueryDto,
  ClientExportQueryDto,
  EligibleClientsExportQueryDto,
  NegotiationExportQueryDto,
  ReferentExportQueryDto,
  StateAidExportQueryDto,
} from './exports.dto';
import { type ClientCursor, ExportsRepository } from './exports.repository';

/** A download ready to send: file name (`clienti-2026-11-29.xlsx`), Content-Type, and the bytes as they are written. */
export interface ExportFile {
  fileName: string;
  mime: string;
  stream: Readable;
}

/** What {@link ExportsService.start} needs of one list. */
interface ExportSpec<R> {
  /** The list's name in the audit entry and the file name (Italian: `clienti`, `bandi` …). */
  list: string;
  user: User;
  /** The route's environment; null for the global catalogue. */
  projectId: number | null;
  query: { format?: ExportFormat };
  /** The columns, or a function of the first batch (the eligibility's requirement columns). */
  columns: ExportColumn<R>[] | ((first: R[]) => ExportColumn<R>[]);
  /** The list's own query: rows `skip`..`skip + take` with the same filters, search and order as on screen. */
  fetch?: (skip: number, take: number) => Promise<R[]>;
  /** Instead of `fetch`: the rows in batches of `take`, read by the export's own query (the clients: keyset reading). */
  batches?: (take: number) => AsyncIterable<R[]>;
}

/** The query fields that are not filters (left out of the audit entry). */
const NOT_FILTERS = new Set(['format', 'skip', 'take']);

/**
 * Exports of the lists (issue 33, docs/api.md#exports): every row the list's filters select,
 * read through the list's own service (so the same filters, search, order, visibility and
 * environment scope as on screen; the clients through the list's own conditions, read by keyset:
 * ExportsRepository.clientBatch) in batches of EXPORT_BATCH_SIZE (500) rows, written as they
 * arrive (export-writer.ts). The first batch is read before anything is sent, so that a 404 (an
 * unknown call) is still an ordinary answer. Each completed export writes an audit entry
 * (`entity: 'export'`, action `exported`, changes `{list, format, rows, filters}`).
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly repo: ExportsRepository,
    private readonly clientsService: ClientsService,
    private readonly announcementsService: AnnouncementsService,
    private readonly callsService: CallsService,
    private readonly referentsService: ReferentsService,
    private readonly negotiationsService: NegotiationsService,
    private readonly eligibility: EligibilityService,
    private readonly aidsService: StateAidsService,
  ) {}

  /**
   * The clients of the registry list (ClientListQueryDto: its search, filters, visibility and
   * order), with the export-only columns (dates, EUR amounts, CAP), read by keyset
   * (ExportsRepository.clientBatch) so that 100,000 rows cost linear time.
   */
  clients(user: User, projectId: number, q: ClientExportQueryDto): Promise<ExportFile> {
    const tq = new TenantQuery(this.dataSource, projectId);
    const repo = this.repo;
    return this.start({
      list: 'clienti',
      user,
      projectId,
      query: q,
      columns: CLIENT_COLUMNS,
      batches: async function* (take) {
        // keyset reading, never OFFSET (docs/performance.md#exports): each batch resumes after the last row's sort key and id
        let after: ClientCursor | null = null;
        for (;;) {
          const rows = await repo.clientBatch(tq, user, q, after, take);
          if (rows.length) yield rows;
          if (rows.length < take) return;
          const last = rows[rows.length - 1];
          after = { key: (last.cursor_key as string | null) ?? null, id: last.id as number };
        }
      },
    });
  }

  /** Calls (bandi): the global catalogue (`projectId` null) or an environment's list (global + local). */
  announcements(user: User, projectId: number | null, q: AnnouncementExportQueryDto): Promise<ExportFile> {
    return this.start({
      list: 'bandi',
      user,
      projectId,
      query: q,
      columns: ANNOUNCEMENT_COLUMNS,
      fetch: async (skip, take) => (await this.announcementsService.list({ user, projectId }, { ...q, skip, take })).data,
    });
  }

  /** Call logs (richieste) of the environment as the list filters them. */
  calls(user: User, projectId: number, q: CallExportQueryDto): Promise<ExportFile> {
    return this.start({
      list: 'richieste',
      user,
      projectId,
      query: q,
      columns: CALL_COLUMNS,
      fetch: async (skip, take) => (await this.callsService.list(user, projectId, { ...q, skip, take })).data,
    });
  }

  /** Referents of the environment as the list filters them. */
  referents(user: User, projectId: number, q: ReferentExportQueryDto): Promise<ExportFile> {
    return this.start({
      list: 'referenti',
      user,
      projectId,
      query: q,
      columns: REFERENT_COLUMNS,
      fetch: async (skip, take) => (await this.referentsService.list(projectId, { ...q, skip, take })).data,
    });
  }

  /** Negotiations (trattative) of the environment as the list filters them. */
  negotiations(user: User, projectId: number, q: NegotiationExportQueryDto): Promise<ExportFile> {
    return this.start({
      list: 'trattative',
      user,
      projectId,
      query: q,
      columns: NEGOTIATION_COLUMNS,
      fetch: async (skip, take) => (await this.negotiationsService.list(user, projectId, { ...q, skip, take })).data,
    });
  }

  /**
   * The eligibility of the environment's clients for one published announcement, one column per
   * requirement. 404 unknown or unpublished announcement.
   */
  eligibleClients(user: User, projectId: number, announcementId: number, q: EligibleClientsExportQueryDto): Promise<ExportFile> {
    return this.start<EligibleClient>({
      list: 'clienti-idonei',
      user,
      projectId,
      query: q,
      columns: (first) => eligibleClientColumns(first[0]),
      fetch: async (skip, take) =>
        (
          await this.eligibility.forAnnouncement(user, projectId, announcementId, {
            skip,
            take,
            verdict: q.verdict,
            managerId: q.manager === 'me' ? user.id : q.manager ? Number(q.manager) : undefined,
            region: q.region,
            size: q.size,
            sort: q.sort,
            order: q.order,
          })
        ).data,
    });
  }

  /** The aid received by one client ("Aiuti ricevuti"), newest grant first, as StateAidsService.list reads it. 404 unknown client. */
  stateAids(user: User, projectId: number, clientId: number, q: StateAidExportQueryDto): Promise<ExportFile> {
    let all: (StateAidView & { beneficiary_code: string | null })[] | undefined;
    const read = async () => {
      const client = await this.clientsService.get(user, projectId, clientId);
      const code = client.fiscal_code || client.vat_number || null;
      return (await this.aidsService.list(user, projectId, clientId)).data.map((a) => ({ ...a, beneficiary_code: code }));
    };
    return this.start({
      list: 'aiuti-ricevuti',
      user,
      projectId,
      query: q,
      columns: STATE_AID_COLUMNS,
      fetch: async (skip, take) => (all ??= await read()).slice(skip, skip + take),
    });
  }

  /** Reads the first batch (errors surface as ordinary answers), then streams the rest; the audit entry when complete. */
  private async start<R>(spec: ExportSpec<R>): Promise<ExportFile> {
    const format = spec.query.format ?? 'xlsx';
    const size = exportBatchSize();
    const iterator = (spec.batches ? spec.batches(size) : pagedBatches(spec.fetch!, size))[Symbol.asyncIterator]();
    const first = await iterator.next();
    const firstRows = first.done ? [] : first.value;
    async function* batches() {
      if (first.done) return;
      yield firstRows;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    }
    const filters = Object.fromEntries(
      Object.entries(spec.query as Record<string, unknown>).filter(
        ([k, v]) => !NOT_FILTERS.has(k) && v !== undefined && v !== null && v !== '',
      ),
    );
    const stream = writeExport({
      format,
      sheet: spec.list,
      columns: typeof spec.columns === 'function' ? spec.columns(firstRows) : spec.columns,
      batches: batches(),
      onComplete: (rows) =>
        this.audit.record(null, {
          userId: spec.user.id,
          projectId: spec.projectId,
          entity: 'export',
          entityId: null,
          action: 'exported',
          changes: { fields: [], list: spec.list, format, rows, filters },
        }),
    });
    return { fileName: exportFileName(spec.list, format), mime: EXPORT_MIME[format], stream };
  }
}

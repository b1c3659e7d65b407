import { Injectable, Logger, type OnApplicationBootstrap, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import type { ClientInputDto } from '../clients/client.dto';
import { ClientInputValidator } from '../clients/client-input.validator';
import { InvalidClientException } from '../clients/clients.exceptions';
import { ClientsRepository } from '../clients/clients.repository';
import { recomputeDimension } from '../clients/sme.repository';
import type { User } from '../users/user.entity';
import type { PlannedRow, RowBefore } from './client-import.planner';
import type { PreparedClient } from '../clients/client-columns';
import type { ClientImportView, ImportUndoView } from './client-import.response';
import { ClientImportsRepository, type StoredImportRow } from './client-imports.repository';
import { ClientImportsService, countRows, IMPORT_MESSAGES } from './client-imports.service';
import { apiError } from '../../common/http/api-error';

/** The commit of a client import: one job per import, retried once (an instance killed mid-way rolled its transaction back). */
export const CLIENT_IMPORT_QUEUE: QueueDefinition = {
  name: 'client-import',
  label: 'Importazione clienti',
  retryLimit: 1,
  retryDelay: 30,
  retryBackoff: false,
  expireInSeconds: 1800,
};

/** Data of a commit job. */
export interface ClientImportJob {
  importId: number;
  projectId: number;
  userId: number;
  /** The committing user's role: a client manager becomes the manager of the clients it creates, as in the form. */
  userType: string;
  summary?: string;
}

/** Days an import may be undone after its commit. */
export const UNDO_DAYS = 30;

/**
 * The writes of a client import (issue 33): the commit (a persistent job of the `client-import`
 * queue, all rows in ONE transaction, so a failure leaves nothing written) and the undo.
 */
@Injectable()
export class ClientImportJobService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ClientImport');
  private readonly validator = new ClientInputValidator();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly repo: ClientImportsRepository,
    private readonly clients: ClientsRepository,
    private readonly imports: ClientImportsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<ClientImportJob>(CLIENT_IMPORT_QUEUE, (data) => this.run(data), 1);
  }

  /**
   * Starts the commit of a dry run (or again after a failed one): status `running`, a job queued in
   * the same transaction. The mapping must give at least one of Ragione sociale, Partita IVA, Codice fiscale.
   * @throws NotFoundException 404; ConflictException 409 when already started; UnprocessableEntityException 422 (mapping).
   */
  async commit(user: User, projectId: number, id: number): Promise<ClientImportView> {
    const tq = new TenantQuery(this.dataSource, projectId);
    const row = await this.repo.one(tq, id);
    if (!row) throw apiError('client_imports.not_found');
    const columns = ((row.mapping as { columns?: string[] } | null)?.columns ?? []) as (string | null)[];
    if (!columns.some((c) => c === 'business_name' || c === 'vat_number' || c === 'fiscal_code')) {
      throw new UnprocessableEntityException({ message: IMPORT_MESSAGES.key, errors: { columns: [IMPORT_MESSAGES.key] } });
    }
    await this.dataSource.transaction(async (em) => {
      const scoped = tq.on(em);
      const locked = await this.repo.lock(scoped, id);
      // a failed commit wrote nothing and kept the file: it may be started again
      if (locked?.status !== 'previewed' && locked?.status !== 'failed') throw apiError('client_imports.already_started');
      await this.repo.update(scoped, id, { status: 'running', error: null });
      await this.jobs.send(
        CLIENT_IMPORT_QUEUE.name,
        { importId: id, projectId, userId: user.id, userType: user.type, summary: `Importazione clienti: ${row.file_name}` },
        { em, singletonKey: `client-import:${id}` },
      );
    });
    return this.imports.get(projectId, id);
  }

  /**
   * The job: plans the rows again on the current data and writes them in one transaction (each
   * created or updated client through the client form's checks, ClientInputValidator.prepare: a row
   * the database checks refuse now is stored as rejected with their messages), stores what each row
   * did, the counts, the audit entry, `undo_until`; drops the file. A failure marks the import
   * `failed` with the reason; a job for an import not `running` does nothing.
   */
  async run(job: ClientImportJob): Promise<void> {
    const tq = new TenantQuery(this.dataSource, job.projectId);
    const current = await this.repo.one(tq, job.importId);
    if (current?.status !== 'running') return;
    try {
      await this.dataSource.transaction(async (em) => {
        const scoped = tq.on(em);
        const { rows } = await this.imports.plan(scoped, job.importId);
        const progress = { done: 0, total: rows.length };
        this.imports.progress.set(job.importId, progress, true);
        // the duplicate guard's lock of the environment (ClientInputValidator.prepare), held to the end
        await this.repo.lockEnvironment(em, job.projectId);
        const stored: StoredImportRow[] = [];
        const creates: { out: StoredImportRow; dto: ClientInputDto; prepared: PreparedClient }[] = [];
        for (const row of rows) {
          const written = await this.write(em, job, row);
          stored.push(written.out);
          if (written.prepared) creates.push({ out: written.out, dto: row.dto as ClientInputDto, prepared: written.prepared });
          progress.done++;
          this.imports.progress.set(job.importId, progress, progress.done === progress.total);
        }
        await this.insertCreated(em, job, creates);
        const versions = await this.repo.clientVersions(
          scoped,
          stored.filter((r) => r.action === 'create' || r.action === 'update').map((r) => r.client_id!),
        );
        for (const r of stored)
          if (r.client_id && (r.action === 'create' || r.action === 'update')) r.version_after = versions.get(r.client_id) ?? null;
        await this.repo.insertRows(scoped, job.importId, stored);
        const counts = countRows(stored);
        const now = new Date();
        await this.repo.update(scoped, job.importId, {
          status: 'done',
          counts,
          content: null,
          committed_at: now,
          undo_until: new Date(now.getTime() + UNDO_DAYS * 86_400_000),
        });
        await this.imports.recordAudit(em, job.userId, job.projectId, job.importId, 'imported', { file: current.file_name, ...counts });
      });
    } catch (err) {
      this.logger.error(`Importazione ${job.importId}: ${(err as Error).message}`);
      await this.repo.update(tq, job.importId, { status: 'failed', error: 'Importazione non riuscita: nessun cliente è stato modificato' });
    } finally {
      this.imports.progress.delete(job.importId);
    }
  }

  /**
   * Writes one planned row in the commit's transaction: an update at once; a new client is only
   * checked here (ClientInputValidator.prepare) and inserted with the others by {@link insertCreated}.
   * Answers what the row did and, for a new client, its checked values.
   */
  private async write(
    em: EntityManager,
    job: ClientImportJob,
    row: PlannedRow,
  ): Promise<{ out: StoredImportRow; prepared?: PreparedClient }> {
    const tq = new TenantQuery(em, job.projectId);
    const out: StoredImportRow = {
      row_number: row.row_number,
      action: row.action,
      client_id: row.client_id,
      business_name: row.business_name,
      changes: row.changes,
      version_after: null,
      before: null,
      messages: row.messages as unknown as StoredImportRow['messages'],
    };
    if (row.action !== 'create' && row.action !== 'update') return { out };
    const dto = row.dto as ClientInputDto;
    try {
      if (row.action === 'create') return { out, prepared: await this.validator.prepare(em, job.projectId, null, dto) };
      const id = row.client_id!;
      await this.clients.lock(tq, id);
      const prepared = await this.validator.prepare(em, job.projectId, id, dto);
      await this.clients.guard(tq, id, undefined, job.userId);
      await this.clients.updateScalars(tq, id, { ...prepared.scalars });
      await this.clients.writeCollections(tq, id, dto, prepared.locations, false);
      const d = row.before!.dimension;
      await recomputeDimension(tq, id, d.company_dimension_manual ? d.company_dimension : null);
      out.before = row.before as unknown as StoredImportRow['before'];
      return { out };
    } catch (err) {
      if (!(err instanceof InvalidClientException)) throw err;
      const errors = (err.getResponse() as { errors?: Record<string, string[]> }).errors ?? {};
      out.action = 'reject';
      out.messages = Object.entries(errors).flatMap(([field, list]) => list.map((message) => ({ field, message, level: 'error' })));
      return { out };
    }
  }

  /**
   * Inserts the new clients checked by {@link write}, a few statements for all of them (client
   * rows, legal seats, ATECO codes, yearly figures, the manager link of a client manager), then
   * computes each one's SME dimension as a save of the form does; sets each row's `client_id`.
   */
  private async insertCreated(
    em: EntityManager,
    job: ClientImportJob,
    creates: { out: StoredImportRow; dto: ClientInputDto; prepared: PreparedClient }[],
  ): Promise<void> {
    const tq = new TenantQuery(em, job.projectId);
    const ids = await this.repo.insertClients(
      tq,
      creates.map((c) => ({ created_by: job.userId, ...c.prepared.scalars })),
    );
    creates.forEach((c, i) => (c.out.client_id = ids[i]));
    await this.repo.insertCollections(
      tq,
      creates.map((c, i) => ({
        clientId: ids[i],
        legal: c.prepared.locations.legal ?? null,
        ateco: c.dto.clients_ateco_codes ?? [],
        history: c.dto.clients_history ?? [],
        managerId: job.userType === 'client-manager' ? job.userId : null,
      })),
    );
    for (const id of ids) await recomputeDimension(new TenantQuery(em, job.projectId), id, null);
  }

  /**
   * Undoes a committed import within 30 days, in one transaction: the clients it created are
   * deleted, the clients it updated get back the values it replaced, unless the client changed
   * since (its version differs from the one right after the import) or is gone: such a row is
   * reported in `undo.kept` and left as it is. Audit entry with the counts.
   * @throws NotFoundException 404; ConflictException 409 unless `done`; UnprocessableEntityException 422 after `undo_until`.
   */
  async undo(user: User, projectId: number, id: number): Promise<ClientImportView> {
    const tq = new TenantQuery(this.dataSource, projectId);
    await this.dataSource.transaction(async (em) => {
      const scoped = tq.on(em);
      const locked = await this.repo.lock(scoped, id);
      if (!locked) throw apiError('client_imports.not_found');
      if (locked.status !== 'done') throw apiError('client_imports.not_done');
      if (!locked.undo_open)
        throw new UnprocessableEntityException({ message: IMPORT_MESSAGES.undoExpired, errors: { id: [IMPORT_MESSAGES.undoExpired] } });
      const report: ImportUndoView = { removed: 0, restored: 0, kept: [] };
      const rows = (await this.repo.rows(scoped, id)).filter((r) => r.action === 'create' || r.action === 'update');
      const versions = await this.repo.lockClients(
        scoped,
        rows.map((r) => r.client_id).filter((c): c is number => c !== null),
      );
      const remove: number[] = [];
      for (const r of rows) {
        const version = r.client_id ? versions.get(r.client_id) : undefined;
        const kept = (message: string) =>
          report.kept.push({ row_number: r.row_number, client_id: r.client_id, business_name: r.business_name, message });
        if (version === undefined) kept('Il cliente è stato eliminato dopo l’importazione');
        else if (version !== r.version_after) kept('Il cliente è stato modificato dopo l’importazione: lasciato com’è');
        else if (r.action === 'create') remove.push(r.client_id!);
        else {
          await this.restore(scoped, r.client_id!, r.before as unknown as RowBefore, user.id);
          report.restored++;
        }
      }
      report.removed = await this.repo.deleteClients(scoped, remove);
      report.kept.sort((a, b) => a.row_number - b.row_number);
      const row = (await this.repo.one(scoped, id))!;
      await this.repo.update(scoped, id, { status: 'undone', counts: { ...(row.counts as object), undo: report } });
      await this.imports.recordAudit(em, user.id, projectId, id, 'deleted', {
        file: row.file_name,
        undo: true,
        removed: report.removed,
        restored: report.restored,
        kept: report.kept.length,
      });
    });
    return this.imports.get(projectId, id);
  }

  /** Puts back what an update replaced: scalars, legal seat, ATECO codes, yearly figures, the SME columns; the version bumped. */
  private async restore(tq: TenantQuery, clientId: number, before: RowBefore, userId: number): Promise<void> {
    await this.clients.updateScalars(tq, clientId, before.scalars);
    if (before.legal !== undefined) await this.repo.restoreLegal(tq, clientId, before.legal);
    if (before.ateco) await this.repo.restoreAteco(tq, clientId, before.ateco);
    if (before.history) await this.repo.restoreHistory(tq, clientId, before.history);
    // unchanged since the import: the derived columns as they were are those of the restored inputs
    await this.repo.restoreDerived(tq, clientId, before.dimension);
    await this.clients.guard(tq, clientId, undefined, userId);
  }
}

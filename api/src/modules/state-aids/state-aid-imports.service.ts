import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { deMinimisRegulationOf, isIsoDate } from '@bandi/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { STORAGE_DRIVER, type StorageDriver } from '../files/storage';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { enqueueVerdicts } from '../eligibility/eligibility-verdicts.queue';
import type { User } from '../users/user.entity';
import { readRna, RnaFormatError, type RnaAid } from './rna-parser';
import { readAidTable } from './state-aid-table';
import { ImportFileError } from '../client-imports/client-import.parser';
import type { StateAidImportView } from './state-aid-imports.response';
import { normaliseCode, StateAidImportsRepository, type ImportedAid } from './state-aid-imports.repository';
import { apiError } from '../../common/http/api-error';

/** The queue of the RNA imports: one attempt more after a crash; a month of the country reads in minutes. */
export const STATE_AID_IMPORT_QUEUE: QueueDefinition = {
  name: 'state-aid-import',
  label: 'Importazione aiuti di Stato',
  retryLimit: 1,
  retryDelay: 30,
  retryBackoff: false,
  expireInSeconds: 3600,
};

/** Data of an import job. */
export interface StateAidImportJob {
  import_id: number;
  project_id: number;
  summary?: string;
}

/** Most entries kept in an import's report (the counts stay exact beyond it). */
export const MAX_REPORT_ROWS = 5000;

/** One entry of the report: a component of an aid whose beneficiary is a client. */
export interface ImportReportRow {
  cor: string;
  component: string;
  client_id: number;
  client_name: string;
  outcome: 'created' | 'existing' | 'rejected';
  reason: string | null;
  regulation: string;
  de_minimis: string | null;
  aid_element_cents: number | null;
  state_aid_id: number | null;
}

/** Whether an upload is a CSV/XLSX visura (by its name) rather than RNA XML. */
export const isTable = (fileName: string) => /\.(csv|xlsx)$/i.test(fileName);

/** Cents of an RNA amount (`120000.00`, also `120000,00`), or null when it is not one. */
export function rnaCents(v: string): number | null {
  const s = v.trim().replace(',', '.');
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(s)) return null;
  const [int, dec = ''] = s.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}

const digits = (v: string, max: number) => (new RegExp(`^\\d{1,${max}}$`).test(v) ? v : null);

/**
 * The rows to record from one AIUTO of a client: one per component (COMPONENTE_AIUTO), the
 * instruments' aid elements and nominal amounts summed (cents), the regulation as RNA codes it
 * (`COD_REGOLAMENTO`, else its description), the grant date the day of `DATA_CONCESSIONE`
 * (`2024-03-01+01:00` -> `2024-03-01`). A component without an id, a date, a granting body or
 * an amount is rejected with its Italian reason.
 */
export function aidRows(aid: RnaAid, client: { id: number; name: string }): { row: ImportedAid | null; report: ImportReportRow }[] {
  const date = aid.grant_date.slice(0, 10);
  return aid.components.map((c) => {
    const regulation = (c.regulation_code || c.regulation_description).slice(0, 100);
    const elements = c.instruments.map((i) => rnaCents(i.aid_element));
    const nominals = c.instruments.map((i) => (i.nominal_amount ? rnaCents(i.nominal_amount) : null));
    const element = elements.length && elements.every((e) => e !== null) ? elements.reduce((s, e) => s! + e!, 0)! : null;
    const report: ImportReportRow = {
      cor: aid.cor,
      component: c.id,
      client_id: client.id,
      client_name: client.name,
      outcome: 'rejected',
      reason: null,
      regulation,
      de_minimis: deMinimisRegulationOf(regulation),
      aid_element_cents: element,
      state_aid_id: null,
    };
    const reason = !digits(aid.cor, 20)
      ? 'COR mancante o non valido'
      : !digits(c.id, 20)
        ? 'ID_COMPONENTE_AIUTO mancante o non valido'
        : !isIsoDate(date)
          ? `Data di concessione non valida: ${aid.grant_date || 'mancante'}`
          : !aid.granting_body
            ? 'Soggetto concedente mancante'
            : !regulation
              ? 'Regolamento mancante'
              : element === null
                ? 'Elemento di aiuto mancante o non valido'
                : null;
    if (reason) return { row: null, report: { ...report, reason } };
    const nominal = nominals.every((n) => n !== null) && nominals.length ? nominals.reduce((s, n) => s! + n!, 0) : null;
    return {
      row: {
        client_id: client.id,
        grant_date: date,
        granting_body: aid.granting_body.slice(0, 255),
        measure_title: aid.measure_title.slice(0, 500) || null,
        car: digits(aid.car, 20),
        cor: aid.cor,
        rna_component_id: c.id,
        cup: /^[A-Za-z0-9]{15}$/.test(aid.cup) ? aid.cup.toUpperCase() : null,
        regulation,
        instrument: [...new Set(c.instruments.map((i) => i.description).filter(Boolean))].join(', ').slice(0, 255) || null,
        aid_element_cents: element!,
        nominal_amount_cents: nominal,
      },
      report,
    };
  });
}

/**
 * Imports of RNA open data into the aid ledger (issue 34; docs/domain.md#rna-import). The upload
 * stores the file and queues a job (`state-aid-import`, persistent: pg-boss); the job streams the
 * file through a SAX parser (rna-parser.ts), keeps the AIUTO elements whose beneficiary's codice
 * fiscale is the partita IVA or codice fiscale of a client of the environment, and records each of
 * their components once (COR + component: a second import of the same file adds nothing), all
 * in one transaction with an entry on each client's log; progress (bytes, AIUTO elements) is
 * written as it reads, the per-component report at the end. The stored file is removed after.
 */
@Injectable()
export class StateAidImportsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('StateAidImports');

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: StateAidImportsRepository,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<StateAidImportJob>(STATE_AID_IMPORT_QUEUE, (data) => this.run(data.project_id, data.import_id));
  }

  /**
   * Stores the uploaded file (`file.path`, `file.size` bytes: a streamed upload's temporary file,
   * moved into storage without being read into memory), records the import (`queued`) and queues
   * its job; answers the import.
   */
  async start(user: User, projectId: number, fileName: string, file: { path: string; size: number }): Promise<StateAidImportView> {
    const key = `rna-${randomBytes(16).toString('hex')}`;
    await this.storage.putFile(key, file.path, file.size);
    const id = await this.dataSource.transaction(async (em) => {
      const importId = await this.repo.insert(this.repo.tenant(em, projectId), {
        user_id: user.id,
        file_name: fileName.slice(0, 255),
        storage_key: key,
        bytes: file.size,
      });
      await this.jobs.send(
        STATE_AID_IMPORT_QUEUE.name,
        { import_id: importId, project_id: projectId, summary: `Import RNA ${fileName.slice(0, 80)}` },
        { em },
      );
      return importId;
    });
    return this.get(projectId, id);
  }

  /** One import of the environment with its report. @throws NotFoundException 404 when not of the environment. */
  async get(projectId: number, id: number): Promise<StateAidImportView> {
    const row = await this.repo.one(this.repo.tenant(this.dataSource, projectId), id);
    if (!row) throw apiError('state_aids.import_not_found');
    const { storage_key: _k, project_id: _p, ...view } = row;
    return view as unknown as StateAidImportView;
  }

  /** The latest 20 imports of the environment, newest first, without their reports. */
  async latest(projectId: number): Promise<StateAidImportView[]> {
    return (await this.repo.latest(this.repo.tenant(this.dataSource, projectId), 20)) as unknown as StateAidImportView[];
  }

  /** The job: reads the stored file and records the aid of the environment's clients (see the class). */
  async run(projectId: number, importId: number): Promise<void> {
    const tq = this.repo.tenant(this.dataSource, projectId);
    const imp = await this.repo.one(tq, importId);
    if (!imp || imp.status === 'done' || imp.status === 'failed' || !imp.storage_key) return;
    await this.repo.update(tq, importId, { status: 'running', bytes_read: 0, aids_read: 0 });
    const codes = await this.repo.clientCodes(tq);
    const found: { row: ImportedAid | null; report: ImportReportRow }[] = [];
    try {
      const input = await this.storage.get(String(imp.storage_key));
      const read = isTable(String(imp.file_name))
        ? await this.readTable(input, codes, found)
        : await readRna(input, {
            keep: (code) => codes.has(normaliseCode(code) ?? ''),
            onAid: (aid) => {
              found.push(...aidRows(aid, codes.get(normaliseCode(aid.beneficiary_code)!)!));
            },
            onProgress: (bytes, aids) => this.repo.update(tq, importId, { bytes_read: bytes, aids_read: aids }),
          });
      await this.record(projectId, importId, imp.user_id as number | null, found, read);
      await this.storage.delete(String(imp.storage_key)).catch(() => undefined);
    } catch (err) {
      const known = err instanceof RnaFormatError || err instanceof ImportFileError;
      if (!known) this.logger.error(`Import RNA ${importId}: ${(err as Error).message}`);
      const message = known ? (err as Error).message : 'Errore durante la lettura del file';
      await this.repo.update(tq, importId, { status: 'failed', error: message, finished_at: new Date(), storage_key: null });
      await this.storage.delete(String(imp.storage_key)).catch(() => undefined);
    }
  }

  /**
   * A CSV/XLSX visura (state-aid-table.ts, at most 10 MB as the client import): its rows of the
   * environment's clients, by "Codice fiscale beneficiario", go through `aidRows` like RNA's;
   * rows of other beneficiaries are skipped as in the RNA file. Answers the bytes and rows read.
   */
  private async readTable(
    input: NodeJS.ReadableStream,
    codes: Map<string, { id: number; name: string }>,
    found: { row: ImportedAid | null; report: ImportReportRow }[],
  ): Promise<{ bytes: number; aids: number }> {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
    const buffer = Buffer.concat(chunks);
    const aids = await readAidTable(buffer);
    for (const aid of aids) {
      const client = codes.get(normaliseCode(aid.beneficiary_code) ?? '');
      if (client) found.push(...aidRows(aid, client));
    }
    return { bytes: buffer.length, aids: aids.length };
  }

  /** Writes the new aid, the report and the counts in one transaction, with one log entry per new aid. */
  private async record(
    projectId: number,
    importId: number,
    userId: number | null,
    found: { row: ImportedAid | null; report: ImportReportRow }[],
    read: { bytes: number; aids: number },
  ): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const tq = this.repo.tenant(em, projectId);
      const existing = await this.repo.existingKeys(tq, [...new Set(found.map((f) => f.report.client_id))]);
      const fresh: ImportedAid[] = [];
      const seen = new Set<string>();
      for (const f of found) {
        if (!f.row) continue;
        const key = `${f.row.client_id}|${f.row.cor}|${f.row.rna_component_id}`;
        if (existing.has(key) || existing.has(`${f.row.client_id}|${f.row.cor}|*`) || seen.has(key)) {
          f.report.outcome = 'existing';
          f.report.reason = 'Già registrato (stesso COR e componente)';
        } else {
          seen.add(key);
          fresh.push(f.row);
        }
      }
      const inserted = await this.repo.insertAids(tq, fresh, userId);
      const ids = new Map(inserted.map((r) => [`${r.client_id}|${r.cor}|${r.rna_component_id}`, r.id as number]));
      for (const f of found) {
        if (!f.row || f.report.outcome === 'existing') continue;
        const id = ids.get(`${f.row.client_id}|${f.row.cor}|${f.row.rna_component_id}`);
        if (id === undefined) {
          // recorded meanwhile by another import of the same file
          f.report.outcome = 'existing';
          f.report.reason = 'Già registrato (stesso COR e componente)';
          continue;
        }
        f.report.outcome = 'created';
        f.report.state_aid_id = id;
        await this.audit.record(em, {
          userId,
          projectId,
          entity: 'client',
          entityId: f.row.client_id,
          action: 'state_aid.created',
          changes: { fields: ['rna_component_id'], state_aid_id: id, import_id: importId },
        });
      }
      const count = (o: ImportReportRow['outcome']) => found.filter((f) => f.report.outcome === o).length;
      await this.repo.update(tq, importId, {
        status: 'done',
        bytes_read: read.bytes,
        aids_read: read.aids,
        created: count('created'),
        existing: count('existing'),
        rejected: count('rejected'),
        report: JSON.stringify(found.slice(0, MAX_REPORT_ROWS).map((f) => f.report)),
        storage_key: null,
        finished_at: new Date(),
      });
    });
    // the de minimis verdicts of the clients that received aid (their triggers noted them)
    await enqueueVerdicts(this.jobs);
  }
}

import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { todayInRome } from '@bandi/domain';
import { DataSource } from 'typeorm';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { AuditService } from '../audit/audit.service';
import type { User } from '../users/user.entity';
import { IMPORT_FIELDS, type ImportField, type ImportMapping, mappingMemory, suggestMapping } from './client-import.fields';
import { ImportFileError, parseClientFile, type ParsedFile, type ParsedSheet } from './client-import.parser';
import { planRows, type PlannedRow, rowCodes } from './client-import.planner';
import { ImportReference } from './client-import.values';
import type { ImportMappingDto } from './client-import.dto';
import type { ClientImportView, ImportCountsView, ImportRowView, ImportUndoView } from './client-import.response';
import { ImportProgressStore } from './import-progress.store';
import { ClientImportsRepository } from './client-imports.repository';
import { apiError } from '../../common/http/api-error';

/** Italian messages of the import's 404, 409 and 422 answers. */
export const IMPORT_MESSAGES = {
  notFound: 'Importazione non trovata',
  notPreviewed: 'L’importazione è già stata avviata',
  notDone: 'Si può annullare solo un’importazione completata',
  undoExpired: 'Il termine di 30 giorni per annullare l’importazione è scaduto',
  sheet: 'Foglio non trovato nel file',
  columns: 'L’abbinamento deve avere una voce per ogni colonna',
  twice: (label: string) => `Il campo «${label}» è abbinato a più colonne`,
  key: 'Abbina almeno una colonna a Ragione sociale, Partita IVA o Codice fiscale',
  noFile: 'Seleziona un file',
  gone: 'Il file dell’importazione non è più disponibile',
} as const;

/** What the mapping json keeps: the mapping, the header memory and how the file was read. */
export interface StoredMapping extends ImportMapping {
  memory: Record<string, string | null>;
  headers: string[];
  sheets: string[];
  format: ParsedFile['format'];
  encoding: ParsedFile['encoding'];
  separator: ParsedFile['separator'];
}

const fileError = (message: string) => new UnprocessableEntityException({ message: 'File non accettato', errors: { file: [message] } });
const mappingError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/** Counts of planned or stored rows per action. */
export function countRows(rows: { action: string }[]): ImportCountsView {
  const c = { create: 0, update: 0, unchanged: 0, reject: 0, total: rows.length };
  for (const r of rows) c[r.action as keyof Omit<ImportCountsView, 'total'>]++;
  return c;
}

/** A planned row as the view shows it (without the body and the values kept for the undo). */
export const rowView = (r: PlannedRow): ImportRowView => ({
  row_number: r.row_number,
  action: r.action,
  client_id: r.client_id,
  business_name: r.business_name,
  vat_number: r.vat_number,
  fiscal_code: r.fiscal_code,
  changes: r.changes,
  messages: r.messages,
});

/**
 * Client imports of an environment (issue 33, docs/api.md#client-imports): the dry run of an
 * uploaded XLSX or CSV (nothing written but the import record and its file), the mapping, the
 * plan the commit job follows (client-import-job.service.ts) and the views. Every statement is
 * scoped on the route's environment; another environment's import is a 404.
 */
@Injectable()
export class ClientImportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ClientImportsRepository,
    private readonly audit: AuditService,
    /** Rows written so far by a running commit, per import id, on whichever instance runs it. */
    readonly progress: ImportProgressStore,
  ) {}

  /**
   * The dry run of an uploaded file: reads it, suggests a mapping (the environment's previous
   * import's choices for the same headers, else the Italian synonyms), stores the import
   * (`previewed`, with the file) and answers the view with every row's planned action.
   * @throws UnprocessableEntityException 422 `{errors: {file: [...]}}`: no file, another type, over the limits.
   */
  async preview(user: User, projectId: number, fileName: string, buffer: Buffer | undefined): Promise<ClientImportView> {
    if (!buffer?.length) throw fileError(IMPORT_MESSAGES.noFile);
    const parsed = await this.parse(buffer);
    const tq = new TenantQuery(this.dataSource, projectId);
    const sheet = parsed.sheets.find((s) => s.rows.length) ?? parsed.sheets[0];
    const memory = await this.repo.lastMemory(tq);
    const mapping = this.stored(parsed, sheet, suggestMapping(sheet.headers, memory));
    const id = await this.repo.insert(tq, {
      user_id: user.id,
      file_name: fileName.slice(0, 255) || 'clienti',
      status: 'previewed',
      mapping,
      content: buffer,
    });
    return this.previewView(tq, id, parsed, mapping);
  }

  /** One import of the environment: the dry run while `previewed`, else the stored rows; 404 otherwise. */
  async get(projectId: number, id: number): Promise<ClientImportView> {
    const tq = new TenantQuery(this.dataSource, projectId);
    const row = await this.repo.one(tq, id);
    if (!row) throw apiError('client_imports.not_found');
    if (row.status === 'previewed') {
      const content = await this.repo.content(tq, id);
      if (!content) throw apiError('client_imports.file_gone');
      return this.previewView(tq, id, await this.parse(content), row.mapping as StoredMapping);
    }
    const rows: ImportRowView[] = (await this.repo.rows(tq, id)).map((r) => ({
      row_number: r.row_number,
      action: r.action,
      client_id: r.client_id,
      business_name: r.business_name,
      vat_number: null,
      fiscal_code: null,
      changes: r.changes ?? [],
      messages: (r.messages ?? []) as ImportRowView['messages'],
    }));
    return this.view(row, row.mapping as StoredMapping, rows, row.counts as ImportCountsView);
  }

  /**
   * Changes the sheet and/or the column mapping of a dry run and answers the new preview.
   * @throws NotFoundException 404; ConflictException 409 once committed; UnprocessableEntityException
   * 422 for an unknown sheet, a column count that differs, a field on two columns.
   */
  async setMapping(projectId: number, id: number, dto: ImportMappingDto): Promise<ClientImportView> {
    const tq = new TenantQuery(this.dataSource, projectId);
    const row = await this.repo.one(tq, id);
    if (!row) throw apiError('client_imports.not_found');
    if (row.status !== 'previewed') throw apiError('client_imports.already_started');
    const content = await this.repo.content(tq, id);
    if (!content) throw apiError('client_imports.file_gone');
    const parsed = await this.parse(content);
    const previous = row.mapping as StoredMapping;
    const sheetName = dto.sheet ?? previous.sheet;
    const sheet = parsed.sheets.find((s) => s.name === sheetName);
    if (!sheet) throw mappingError('sheet', IMPORT_MESSAGES.sheet);
    let columns: (ImportField | null)[];
    if (dto.columns) {
      if (dto.columns.length !== sheet.headers.length) throw mappingError('columns', IMPORT_MESSAGES.columns);
      columns = dto.columns as (ImportField | null)[];
      const seen = new Set<string>();
      for (const f of columns) {
        if (!f) continue;
        if (seen.has(f)) throw mappingError('columns', IMPORT_MESSAGES.twice(IMPORT_FIELDS.find((x) => x.key === f)!.label));
        seen.add(f);
      }
    } else if (sheet.name === previous.sheet) columns = previous.columns;
    else columns = suggestMapping(sheet.headers, await this.repo.lastMemory(tq));
    const mapping = this.stored(parsed, sheet, columns);
    await this.repo.update(tq, id, { mapping });
    return this.previewView(tq, id, parsed, mapping);
  }

  /** The plan of a stored dry run on `db` (the commit's transaction): parsed file, mapping, planned rows. */
  async plan(tq: TenantQuery, id: number): Promise<{ mapping: StoredMapping; rows: PlannedRow[] }> {
    const row = await this.repo.one(tq, id);
    const content = await this.repo.content(tq, id);
    if (!row || !content) throw apiError('client_imports.file_gone');
    const parsed = await this.parse(content);
    const mapping = row.mapping as StoredMapping;
    const sheet = parsed.sheets.find((s) => s.name === mapping.sheet) ?? parsed.sheets[0];
    return { mapping, rows: await this.planSheet(tq, sheet, mapping.columns) };
  }

  /** The undo's report kept in the counts json, as the view shows it. */
  static undoOf(counts: Record<string, unknown> | null): ImportUndoView | null {
    return (counts?.undo as ImportUndoView | undefined) ?? null;
  }

  private async parse(buffer: Buffer): Promise<ParsedFile> {
    try {
      return await parseClientFile(buffer);
    } catch (err) {
      if (err instanceof ImportFileError) throw fileError(err.message);
      throw err;
    }
  }

  private stored(parsed: ParsedFile, sheet: ParsedSheet, columns: (ImportField | null)[]): StoredMapping {
    return {
      sheet: sheet.name,
      columns,
      memory: mappingMemory(sheet.headers, columns),
      headers: sheet.headers,
      sheets: parsed.sheets.map((s) => s.name),
      format: parsed.format,
      encoding: parsed.encoding,
      separator: parsed.separator,
    };
  }

  /** Plans the rows of `sheet` against the environment's clients and the reference tables. */
  private async planSheet(tq: TenantQuery, sheet: ParsedSheet, columns: (ImportField | null)[]): Promise<PlannedRow[]> {
    const ref = new ImportReference(await this.repo.reference(tq.db));
    const existing = await this.repo.existing(tq, rowCodes(sheet.rows, columns));
    return planRows(sheet.rows, sheet.firstRow, columns, ref, existing, Number(todayInRome().slice(0, 4)) - 1);
  }

  private async previewView(tq: TenantQuery, id: number, parsed: ParsedFile, mapping: StoredMapping): Promise<ClientImportView> {
    const sheet = parsed.sheets.find((s) => s.name === mapping.sheet) ?? parsed.sheets[0];
    const planned = await this.planSheet(tq, sheet, mapping.columns);
    const counts = countRows(planned);
    await this.repo.update(tq, id, { counts });
    const row = (await this.repo.one(tq, id))!;
    return this.view(row, mapping, planned.map(rowView), counts);
  }

  private async view(
    row: Record<string, unknown>,
    mapping: StoredMapping,
    rows: ImportRowView[],
    counts: ImportCountsView | null,
  ): Promise<ClientImportView> {
    const id = row.id as number;
    return {
      id,
      file_name: row.file_name as string,
      status: row.status as ClientImportView['status'],
      format: mapping.format,
      encoding: mapping.encoding,
      separator: mapping.separator,
      sheets: mapping.sheets,
      sheet: mapping.sheet,
      headers: mapping.headers,
      mapping: mapping.columns,
      fields: IMPORT_FIELDS.map((f) => ({ key: f.key, label: f.label })),
      counts: counts ?? countRows(rows),
      rows,
      progress: row.status === 'running' ? await this.progress.get(id) : null,
      error: (row.error as string | null) ?? null,
      undo: ClientImportsService.undoOf(row.counts as Record<string, unknown> | null),
      can_undo: row.status === 'done' && row.undo_open === true,
      created_at: row.created_at as Date,
      committed_at: (row.committed_at as Date | null) ?? null,
      undo_until: (row.undo_until as Date | null) ?? null,
    };
  }

  /** Records an audit entry of the import (who, file name, counts) in `em`'s transaction. */
  recordAudit(
    em: Parameters<AuditService['record']>[0],
    userId: number | null,
    projectId: number,
    id: number,
    action: 'imported' | 'deleted',
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(em, { userId, projectId, entity: 'client_import', entityId: id, action, changes: { fields: [], ...details } });
  }
}

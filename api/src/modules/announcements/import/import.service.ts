import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decodeUploadName } from '../../../common/http/upload-name';
import type { UploadedFilePart } from '../../../common/http/upload';
import { AuditService } from '../../audit/audit.service';
import { NotificationsService } from '../../notifications/notifications.service';
import type { ImportReportView } from '../announcement.response';
import { ExportParser } from './export-parser';
import { exportErrorMessage, importIncentivi } from './incentivi';

/**
 * The import of an incentivi.gov.it export from the global area (ImportController; the rules of
 * each row: importIncentivi in incentivi.ts, docs/domain.md#call-changes).
 */
@Injectable()
export class IncentiviImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly parser: ExportParser,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Reads `file` (JSON array or CSV, in a worker thread: export-parser.ts) and imports its rows as
   * global announcements by user `userId`, with one audit entry for the file. Answers the report
   * `{rows, created, updated, unchanged, rejected, unmatched}`. 422 "File non accettato" with the
   * reason under `errors.file` for no file, an unreadable one or one without the ID_Incentivo column.
   */
  async importFile(userId: number, file: UploadedFilePart | undefined): Promise<ImportReportView> {
    if (!file?.buffer?.length)
      throw new UnprocessableEntityException({ message: 'File non accettato', errors: { file: ['Seleziona un file'] } });
    // read in a worker thread, within the limits of an export (export-parser.ts, issue 36)
    const parsed = await this.parser.parse(file.buffer.toString('utf8'), decodeUploadName(file.originalname));
    if ('error' in parsed) {
      throw new UnprocessableEntityException({ message: 'File non accettato', errors: { file: [exportErrorMessage(parsed.error)] } });
    }
    const rows = parsed.rows;
    if (!rows.length || typeof rows[0] !== 'object' || !('ID_Incentivo' in rows[0])) {
      throw new UnprocessableEntityException({ message: 'File non accettato', errors: { file: ['Manca la colonna ID_Incentivo'] } });
    }
    // a changed call: its log entry and its managers' notifications, by this user (docs/domain.md#call-changes)
    const report = await importIncentivi(this.dataSource, rows, { userId, notifications: this.notifications });
    await this.audit.record(null, {
      userId,
      projectId: null,
      entity: 'announcement_import',
      entityId: null,
      action: 'imported',
      changes: {
        fields: [],
        file: decodeUploadName(file.originalname),
        rows: rows.length,
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        rejected: report.rejected.length,
        unmatched: report.unmatched.length,
      },
    });
    return { rows: rows.length, ...report };
  }
}

import { Controller, HttpCode, Post, UnprocessableEntityException, UseFilters, UseInterceptors } from '@nestjs/common';
import { decodeUploadName } from '../../../common/http/upload-name';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Auth } from '../../../common/auth/auth.decorator';
import { CurrentUser } from '../../../common/auth/current.decorators';
import type { User } from '../../users/user.entity';
import { AuditService } from '../../audit/audit.service';
import { NotificationsService } from '../../notifications/notifications.service';
import { UploadTooLargeFilter } from '../../files/files.controller';
import { exportErrorMessage, importIncentivi } from './incentivi';
import { ExportParser } from './export-parser';
import { ImportReportView } from '../announcement.response';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../../common/http/upload';

/** Upload limit of an export file: 10 MB (the 502-row JSON is 2.2 MB). */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Import of incentivi.gov.it exports from the global area (administrator, expert-announcement). */
@ApiTags('announcements')
@Controller()
@UseFilters(UploadTooLargeFilter)
export class ImportController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly parser: ExportParser,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Multipart `file` (.json array or .csv with the export's columns). Answers the report
   * `{rows, created, updated, unchanged, rejected: [{id, reason}], unmatched: [{id, names}]}` (unmatched =
   * territory names of an imported row that match no single region or comune). The file is read in a
   * worker thread (export-parser.ts). Errors: 422 with the reason in Italian for an unreadable file, one
   * of more than 5,000 rows or 200 columns, a field of more than 100,000 characters, JSON nested more
   * than 8 levels, or one that takes over 15 s to read; 503 when two files already wait to be read.
   * Each existing call the file changes gets one audit entry by this user and, when its closing
   * date or amounts changed, notifications to the managers of the clients that fit it
   * (importIncentivi; docs/domain.md#call-changes).
   */
  @Post('announcements/import')
  @Auth({ permission: 'announcements.global.manage' })
  @HttpCode(200)
  @ApiOkResponse({ type: ImportReportView })
  @UseInterceptors(FileUpload('file', { fileSize: MAX_IMPORT_BYTES, files: 1 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async import(@CurrentUser() user: User, @UploadedPart() file: UploadedFilePart | undefined): Promise<ImportReportView> {
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
    const report = await importIncentivi(this.dataSource, rows, { userId: user.id, notifications: this.notifications });
    await this.audit.record(null, {
      userId: user.id,
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

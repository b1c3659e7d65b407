import { Controller, HttpCode, Post, UseFilters, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../../common/auth/auth.decorator';
import { CurrentUser } from '../../../common/auth/current.decorators';
import type { User } from '../../users/user.entity';
import { UploadTooLargeFilter } from '../../files/files.controller';
import { ImportReportView } from '../announcement.response';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../../common/http/upload';
import { IncentiviImportService } from './import.service';

/** Upload limit of an export file: 10 MB (the 502-row JSON is 2.2 MB). */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Import of incentivi.gov.it exports from the global area (administrator, expert-announcement). */
@ApiTags('announcements')
@Controller()
@UseFilters(UploadTooLargeFilter)
export class ImportController {
  constructor(private readonly imports: IncentiviImportService) {}

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
    return this.imports.importFile(user.id, file);
  }
}

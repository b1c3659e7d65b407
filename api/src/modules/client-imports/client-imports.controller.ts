import { Body, Controller, Get, HttpCode, Param, Post, Put, UseFilters, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { idPipe } from '../../common/http/input-policy';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../common/http/upload';
import { decodeUploadName } from '../../common/http/upload-name';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { ImportMappingDto, ImportUploadDto } from './client-import.dto';
import { IMPORT_LIMITS } from './client-import.parser';
import { UploadTooLargeFilter } from '../files/files.controller';
import { ClientImportView } from './client-import.response';
import { ClientImportJobService } from './client-import-job.service';
import { ClientImportsService } from './client-imports.service';

/**
 * Client imports of an environment (issue 33, docs/api.md#client-imports): `clients.import`
 * (administrator, local administrator, client manager; referent users and experts get 403), module
 * `clients`. Another environment's import is a 404.
 */
@ApiTags('client-imports')
@Controller('projects/:projectId/client-imports')
export class ClientImportsController {
  constructor(
    private readonly imports: ClientImportsService,
    private readonly job: ClientImportJobService,
  ) {}

  /**
   * The dry run of a multipart `file` (.xlsx or .csv: UTF-8 with or without BOM or Windows-1252,
   * separator `;`, `,` or tab): 201 with the import, its suggested mapping and each row's planned
   * action (create/update/unchanged/reject) and Italian messages; nothing is written but the import.
   * 422 `{errors: {file}}` (Italian) for no file, another type (binary, .xls), over 10,000 rows,
   * 200 columns, 1,000,000 cells or 10,000 characters in a cell; 413 (Italian, on `file`) over
   * 10 MB, as every upload of the API (test/bad-input-probes.ts).
   */
  @Post()
  @ApiCreatedResponse({ type: ClientImportView })
  @Auth({ permission: 'clients.import', project: true, module: 'clients' })
  @UseFilters(UploadTooLargeFilter)
  @UseInterceptors(FileUpload('file', { fileSize: IMPORT_LIMITS.bytes, files: 1 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportUploadDto })
  preview(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @UploadedPart() file: UploadedFilePart | undefined,
  ): Promise<ClientImportView> {
    return this.imports.preview(user, project.id, decodeUploadName(file?.originalname ?? ''), file?.buffer);
  }

  /** An import: the dry run while `previewed`, the progress while `running`, what each row did once `done`; 404 when not of this environment. */
  @Get(':importId')
  @ApiOkResponse({ type: ClientImportView })
  @Auth({ permission: 'clients.import', project: true, module: 'clients' })
  get(@CurrentProject() project: Project, @Param('importId', idPipe) id: number): Promise<ClientImportView> {
    return this.imports.get(project.id, id);
  }

  /** Changes the sheet and/or the mapping of a dry run; answers the new preview. 409 once committed; 422 (Italian, per field). */
  @Put(':importId/mapping')
  @ApiOkResponse({ type: ClientImportView })
  @Auth({ permission: 'clients.import', project: true, module: 'clients' })
  mapping(
    @CurrentProject() project: Project,
    @Param('importId', idPipe) id: number,
    @Body() dto: ImportMappingDto,
  ): Promise<ClientImportView> {
    return this.imports.setMapping(project.id, id, dto);
  }

  /** Starts the commit as a persistent job (status `running`, progress in GET); 409 when already started; 422 without a key column. */
  @Post(':importId/commit')
  @HttpCode(202)
  @ApiOkResponse({ type: ClientImportView })
  @Auth({ permission: 'clients.import', project: true, module: 'clients' })
  commit(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('importId', idPipe) id: number): Promise<ClientImportView> {
    return this.job.commit(user, project.id, id);
  }

  /**
   * Undoes a committed import within 30 days: created clients removed, updated fields restored,
   * except clients changed since (listed in `undo.kept`). 409 unless `done`; 422 after 30 days.
   */
  @Post(':importId/undo')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientImportView })
  @Auth({ permission: 'clients.import', project: true, module: 'clients' })
  undo(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('importId', idPipe) id: number): Promise<ClientImportView> {
    return this.job.undo(user, project.id, id);
  }
}

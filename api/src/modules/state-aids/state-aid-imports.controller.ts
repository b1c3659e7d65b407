import {
  type ArgumentsHost,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  HttpCode,
  Param,
  PayloadTooLargeException,
  Post,
  UnprocessableEntityException,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { idPipe } from '../../common/http/input-policy';
import fs from 'node:fs';
import { FileUpload, UploadedPart, type UploadedDiskPart } from '../../common/http/upload';
import { decodeUploadName } from '../../common/http/upload-name';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { StateAidImportList, StateAidImportView } from './state-aid-imports.response';
import { isTable, StateAidImportsService } from './state-aid-imports.service';
import { FILE_MESSAGES, IMPORT_LIMITS, ImportFileError } from '../client-imports/client-import.parser';
import { readAidTable } from './state-aid-table';

/** Largest RNA file accepted: 200 MB (a month of the whole country, uncompressed, is about that). */
export const MAX_RNA_BYTES = 200 * 1024 * 1024;
const TOO_LARGE = 'Il file supera la dimensione massima di 200 MB';

/** 413 of an RNA file over {@link MAX_RNA_BYTES}, in Italian. */
@Catch(PayloadTooLargeException)
export class RnaTooLargeFilter implements ExceptionFilter {
  catch(_e: PayloadTooLargeException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(413)
      .send({ message: TOO_LARGE, errors: { file: [TOO_LARGE] } });
  }
}

/**
 * Import of RNA open data (Registro Nazionale degli Aiuti, `OpenData_Aiuti_YYYY_MM.xml`) into the
 * aid ledger of the environment's clients (issue 34; docs/domain.md#rna-import): for who may
 * write clients (`clients.write`: administrator, local administrator, client manager). The file is
 * read by a persistent job; the answers show its progress and, at the end, a report per component
 * of a client.
 */
@ApiTags('state-aids')
@Controller('projects/:projectId/state-aid-imports')
@UseFilters(RnaTooLargeFilter)
export class StateAidImportsController {
  constructor(private readonly imports: StateAidImportsService) {}

  /**
   * Multipart `file` (.xml, at most 200 MB), streamed to a temporary file as it arrives (never
   * held in memory: FileUpload `toDisk`): stores it and queues its import; 202 with the import
   * (`queued`). 422 without a file or with one that is not XML; 413 over 200 MB. Whether it is RNA
   * data (namespace http://www.rna.it/RNA_aiuto/schema) is found by the job: the import then fails
   * with the reason in `error`. A `.csv` or `.xlsx` file (at most 10 MB) is a visura retyped by a
   * person, with the columns of the "Aiuti ricevuti" export plus "Codice fiscale beneficiario"
   * (state-aid-table.ts; 422 with the reason when unreadable or without those columns); the same
   * job records it.
   */
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: StateAidImportView })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  @UseInterceptors(FileUpload('file', { fileSize: MAX_RNA_BYTES, files: 1, toDisk: true }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async start(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @UploadedPart() file: UploadedDiskPart | undefined,
  ): Promise<StateAidImportView> {
    if (!file?.size) throw new UnprocessableEntityException({ message: 'File non accettato', errors: { file: ['Seleziona un file'] } });
    const head = file.head
      .subarray(0, 512)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (isTable(file.originalname ?? '')) {
      if (file.size > IMPORT_LIMITS.bytes)
        throw new UnprocessableEntityException({ message: 'File non accettato', errors: { file: [FILE_MESSAGES.bytes] } });
      // unreadable or without the columns: 422 now rather than a failed job (a table is at most 10 MB)
      await readAidTable(await fs.promises.readFile(file.path)).catch((err: unknown) => {
        if (err instanceof ImportFileError)
          throw new UnprocessableEntityException({ message: 'File non accettato', errors: { file: [err.message] } });
        throw err;
      });
    } else if (!head.startsWith('<')) {
      const msg = 'Il file non è un XML: scarica OpenData_Aiuti_AAAA_MM.xml dal Registro Nazionale degli Aiuti';
      throw new UnprocessableEntityException({ message: 'File non accettato', errors: { file: [msg] } });
    }
    return this.imports.start(user, project.id, decodeUploadName(file.originalname), file);
  }

  /** `{data}`: the latest 20 imports of the environment, newest first, without their reports. */
  @Get()
  @ApiOkResponse({ type: StateAidImportList })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  async list(@CurrentProject() project: Project): Promise<StateAidImportList> {
    return { data: await this.imports.latest(project.id) };
  }

  /** One import with its progress and report; 404 when it is not of the environment. */
  @Get(':importId')
  @ApiOkResponse({ type: StateAidImportView })
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  get(@CurrentProject() project: Project, @Param('importId', idPipe) importId: number): Promise<StateAidImportView> {
    return this.imports.get(project.id, importId);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseFilters, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { ApiBinaryResponse, ValidationErrorBodyDto } from '../../common/http/api-responses';
import { sendAttachment, UploadTooLargeFilter } from '../files/files.controller';
import { FilesService, MAX_UPLOAD_BYTES } from '../files/files.service';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { DOCUMENT_SLOTS } from './client.dto';
import { ClientDocumentsService } from './client-documents.service';
import { ClientDocumentListView, ClientDocumentUploadDto, DocumentUploadDto } from './client-documents.dto';
import { ClientsService } from './clients.service';
import { ClientDocumentView } from './client.response';
import { idPipe } from '../../common/http/input-policy';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../common/http/upload';
import { apiError } from '../../common/http/api-error';

export { DocumentUploadDto } from './client-documents.dto';

function slotOf(slot: string): (typeof DOCUMENT_SLOTS)[number] {
  if (!(DOCUMENT_SLOTS as readonly string[]).includes(slot)) throw apiError('clients.document_type_unknown');
  return slot as (typeof DOCUMENT_SLOTS)[number];
}

/**
 * A client's documents (docs/domain.md#client-documents, docs/api.md#client-documents): the list
 * (current and history, status 'valido' / 'in scadenza' / 'scaduto'), the upload of a document of
 * any active type with issue and expiry date (multipart `file`, at most 10 MB, type checked on the
 * content by FilesService), its file as an attachment, its soft deletion. List and download: whoever
 * may read the client; upload and delete: administrator, local administrator, client manager.
 * Logic: ClientDocumentsService.
 */
@ApiTags('clients')
@Controller('projects/:projectId/clients/:clientId/documents')
@UseFilters(UploadTooLargeFilter)
export class ClientDocumentListController {
  constructor(
    private readonly service: ClientDocumentsService,
    private readonly files: FilesService,
  ) {}

  /** `{data, alerts}`: every document not deleted (`current` false: replaced, history) and the current ones expired/expiring. 404 client not visible. */
  @Get()
  @ApiOkResponse({ type: ClientDocumentListView })
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  list(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
  ): Promise<ClientDocumentListView> {
    return this.service.list(user, project.id, clientId);
  }

  /**
   * Adds a document (fields of ClientDocumentUploadDto and `file`): answers the client's list (201).
   * 422 Italian messages per field: `type` unknown, `issue_date` in the future, `expiry_date` before
   * the issue date or missing for a type whose expiry is on the document, `file` refused. 404 client not visible.
   */
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'type'],
      properties: {
        file: { type: 'string', format: 'binary' },
        type: { type: 'string' },
        name: { type: 'string' },
        issue_date: { type: 'string', format: 'date' },
        expiry_date: { type: 'string', format: 'date' },
        replace: { type: 'string', enum: ['true', 'false'] },
      },
    },
  })
  @ApiCreatedResponse({ type: ClientDocumentListView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @UseInterceptors(FileUpload('file', { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8 }))
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  async upload(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @UploadedPart() file: UploadedFilePart,
    @Body() dto: ClientDocumentUploadDto,
  ): Promise<ClientDocumentListView> {
    const fields = await this.service.check(dto);
    return this.service.upload(user, project.id, clientId, file, fields);
  }

  /** The document's file as an attachment (current or history); 404 when absent, deleted or not visible. */
  @Get('items/:documentId/file')
  @ApiBinaryResponse('Il file, come allegato (Content-Disposition: attachment), con il suo tipo')
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  async download(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('documentId', idPipe) documentId: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendAttachment(this.files, await this.service.fileOf(user, project.id, clientId, documentId), res);
  }

  /** Deletes a document (soft: kept with who and when, audit entry); a document it replaced becomes current again. 204; 404 absent. */
  @Delete('items/:documentId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('documentId', idPipe) documentId: number,
  ): Promise<void> {
    await this.service.remove(user, project.id, clientId, documentId);
  }
}

/**
 * The eleven document slots of migration 0006 (identity, ordinary_chamber, antimafia, budget,
 * fiscal_code, bondage_rating, final_act, statute, company_dimension, rental_agreement, other),
 * kept for the callers of before issue 35: upload a file into a slot (it becomes the current
 * document of the type; the previous one is kept as history; expiry from the type's validity),
 * download the slot's current file, empty the slot (its current documents are soft-deleted).
 * Upload/delete: administrator, local administrator, client manager; download: whoever may read
 * the client. The documents with dates and history: {@link ClientDocumentListController}.
 */
@ApiTags('clients')
@Controller('projects/:projectId/clients/:clientId/documents/:slot')
@UseFilters(UploadTooLargeFilter)
export class ClientDocumentsController {
  constructor(
    private readonly service: ClientDocumentsService,
    private readonly clients: ClientsService,
    private readonly files: FilesService,
  ) {}

  /** Stores the file in the slot (the current document of the type): answers the client's `documents` (11 slots). 404 unknown slot/client; 422 bad file. */
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, name: { type: 'string' }, date: { type: 'string' } },
    },
  })
  @ApiCreatedResponse({ type: ClientDocumentView, isArray: true, description: 'Gli undici tipi di documento del cliente' })
  @UseInterceptors(FileUpload('file', { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 }))
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  async upload(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('slot') slotParam: string,
    @UploadedPart() file: UploadedFilePart,
    @Body() dto: DocumentUploadDto,
  ): Promise<ClientDocumentView[]> {
    await this.service.uploadToSlot(user, project.id, clientId, slotOf(slotParam), file, dto);
    return (await this.clients.get(user, project.id, clientId)).documents;
  }

  /** The slot's current file as an attachment; 404 when empty or not visible. */
  @Get('file')
  @ApiBinaryResponse('Il file, come allegato (Content-Disposition: attachment), con il suo tipo')
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  async download(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('slot') slotParam: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const fileId = await this.service.slotFile(user, project.id, clientId, slotOf(slotParam));
    await sendAttachment(this.files, fileId, res);
  }

  /** Empties the slot: its current documents are soft-deleted (kept, with an audit entry); 204. */
  @Delete()
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Auth({ permission: 'clients.write', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('slot') slotParam: string,
  ): Promise<void> {
    await this.service.clearSlot(user, project.id, clientId, slotOf(slotParam));
  }
}

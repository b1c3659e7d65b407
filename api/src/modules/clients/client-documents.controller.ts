import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseFilters, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { NotFoundException } from '@nestjs/common';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { AuditService } from '../audit/audit.service';
import { sendAttachment, UploadTooLargeFilter } from '../files/files.controller';
import { FilesService, MAX_UPLOAD_BYTES } from '../files/files.service';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { DOCUMENT_SLOTS } from './client.dto';
import { ClientsService } from './clients.service';
import { ClientDocumentView } from './client.response';
import { idPipe } from '../../common/http/input-policy';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../common/http/upload';

/** Text fields of the multipart upload: the document's name (default the file name) and date (YYYY-MM-DD). */
export class DocumentUploadDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255, { message: 'Inserisci al massimo 255 caratteri' }) name?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Data non valida (AAAA-MM-GG)' }) date?: string;
}

function slotOf(slot: string): (typeof DOCUMENT_SLOTS)[number] {
  if (!(DOCUMENT_SLOTS as readonly string[]).includes(slot)) throw new NotFoundException('Tipo di documento inesistente');
  return slot as (typeof DOCUMENT_SLOTS)[number];
}

/**
 * The eleven document slots of a client (docs/domain.md#clients: identity, ordinary_chamber, antimafia, budget,
 * fiscal_code, bondage_rating, final_act, statute, company_dimension, rental_agreement, other):
 * upload a file into a slot (multipart `file`, at most 10 MB, type checked on the content by
 * FilesService), download it as an attachment, empty the slot. Upload/delete: administrator,
 * local administrator, client manager; download: whoever may read the client.
 */
@ApiTags('clients')
@Controller('projects/:projectId/clients/:clientId/documents/:slot')
@UseFilters(UploadTooLargeFilter)
export class ClientDocumentsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  /** Stores the file in the slot (replacing the previous one): answers the client's `documents` (11 slots). 404 unknown slot/client; 422 bad file. */
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
    const slot = slotOf(slotParam);
    await this.clients.assertVisible(user, project.id, clientId);
    const info = await this.files.upload(file, { userId: user.id, projectId: project.id });
    await this.dataSource.transaction(async (em) => {
      await em.query(
        `INSERT INTO client_documents (client_id, slot, name, date, file_id) VALUES ($1,$2,$3,$4,$5)
         ON CONFLICT (client_id, slot) DO UPDATE SET name = EXCLUDED.name, date = EXCLUDED.date, file_id = EXCLUDED.file_id`,
        [clientId, slot, dto.name?.trim() || info.original_name, dto.date ?? null, info.id],
      );
      await this.audit.record(em, {
        userId: user.id,
        projectId: project.id,
        entity: 'client',
        entityId: clientId,
        action: 'document.uploaded',
        changes: { fields: ['documents'], slot, file_id: info.id },
      });
    });
    return (await this.clients.get(user, project.id, clientId)).documents;
  }

  /** The slot's file as an attachment; 404 when empty or not visible. */
  @Get('file')
  @ApiOkResponse({
    description: 'Il file, come allegato (Content-Disposition: attachment), con il suo tipo',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  async download(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Param('slot') slotParam: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const slot = slotOf(slotParam);
    await this.clients.assertVisible(user, project.id, clientId);
    const [doc] = await this.dataSource.query(`SELECT file_id FROM client_documents WHERE client_id = $1 AND slot = $2`, [clientId, slot]);
    if (!doc?.file_id) throw new NotFoundException('Documento non caricato');
    await sendAttachment(this.files, doc.file_id, res);
  }

  /** Empties the slot (name, date and file); 204. */
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
    const slot = slotOf(slotParam);
    await this.clients.assertVisible(user, project.id, clientId);
    await this.dataSource.transaction(async (em) => {
      await em.query(`DELETE FROM client_documents WHERE client_id = $1 AND slot = $2`, [clientId, slot]);
      await this.audit.record(em, {
        userId: user.id,
        projectId: project.id,
        entity: 'client',
        entityId: clientId,
        action: 'document.deleted',
        changes: { fields: ['documents'], slot },
      });
    });
  }
}

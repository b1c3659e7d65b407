import {
  ArgumentsHost,
  Catch,
  Controller,
  ExceptionFilter,
  Get,
  HttpException,
  Param,
  PayloadTooLargeException,
  Post,
  Res,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import { AnnouncementsService } from '../announcements/announcements.service';
import { attachedTo, FilesService, MAX_UPLOAD_BYTES } from './files.service';
import { idPipe, uuidPipe } from '../../common/http/input-policy';
import { ApiBinaryResponse } from '../../common/http/api-responses';
import { UploadedFileView } from './file.response';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../common/http/upload';
import { apiError } from '../../common/http/api-error';

/** The upload's size error (common/http/upload.ts) answers 413 (issue 8: body limits are 413) with the Italian field error. */
@Catch(PayloadTooLargeException)
export class UploadTooLargeFilter implements ExceptionFilter {
  catch(_e: HttpException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(413)
      .send({
        message: 'Il file supera la dimensione massima di 10 MB',
        errors: { file: ['Il file supera la dimensione massima di 10 MB'] },
      });
  }
}

const upload = () => FileUpload('file', { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 });
const uploadDoc = { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } };

/** Sends a stored file as an attachment (never rendered inline). */
export async function sendAttachment(files: FilesService, id: string, res: FastifyReply): Promise<void> {
  const { info, stream } = await files.open(id);
  res.header('Content-Type', info.mime_type);
  res.header('Content-Length', String(info.size_bytes));
  res.header(
    'Content-Disposition',
    `attachment; filename="${info.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(info.original_name)}`,
  );
  res.header('X-Content-Type-Options', 'nosniff');
  res.header('Cache-Control', 'private, no-store');
  void res.send(stream);
}

/**
 * Files of announcements: multipart upload (`file` field, at most 10 MB, type checked on the content,
 * 422 otherwise) answering `{id, original_name, mime_type, size_bytes}` to reference in the announcement's
 * body; download with `Content-Disposition: attachment` only through an announcement the user may see and
 * to which the file is attached (404 otherwise, also for another environment).
 */
@ApiTags('files')
@Controller()
@UseFilters(UploadTooLargeFilter)
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly announcements: AnnouncementsService,
  ) {}

  /** Upload in the global area (global announcement documents). 201 FileInfo. */
  @Post('files')
  @ApiCreatedResponse({ type: UploadedFileView })
  @Auth({ permission: 'announcements.global.manage' })
  @UseInterceptors(upload())
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadDoc)
  uploadGlobal(@CurrentUser() user: User, @UploadedPart() file: UploadedFilePart): Promise<UploadedFileView> {
    return this.files.upload(file, { userId: user.id, projectId: null });
  }

  /** Upload inside an environment (local announcements, environment documents of global announcements). 201 FileInfo. */
  @Post('projects/:projectId/files')
  @ApiCreatedResponse({ type: UploadedFileView })
  @Auth({ permission: 'announcements.global.documents', project: true, module: 'announcements' })
  @UseInterceptors(upload())
  @ApiConsumes('multipart/form-data')
  @ApiBody(uploadDoc)
  uploadProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @UploadedPart() file: UploadedFilePart,
  ): Promise<UploadedFileView> {
    return this.files.upload(file, { userId: user.id, projectId: project.id });
  }

  /** Download of a file attached to a global announcement. */
  @Get('announcements/:announcementId/files/:fileId')
  @ApiBinaryResponse()
  @Auth({ permission: 'announcements.read' })
  async downloadGlobal(
    @CurrentUser() user: User,
    @Param('announcementId', idPipe) id: number,
    @Param('fileId', uuidPipe) fileId: string,
    @Res() res: FastifyReply,
  ) {
    const detail = await this.announcements.detail({ user, projectId: null }, id);
    if (!attachedTo(detail, fileId)) throw apiError('files.not_found');
    await sendAttachment(this.files, fileId, res);
  }

  /** Download of a file attached to an announcement as seen in this environment (its own documents included). */
  @Get('projects/:projectId/announcements/:announcementId/files/:fileId')
  @ApiBinaryResponse()
  @Auth({ permission: 'announcements.read', project: true, module: 'announcements' })
  async downloadProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) id: number,
    @Param('fileId', uuidPipe) fileId: string,
    @Res() res: FastifyReply,
  ) {
    const detail = await this.announcements.detail({ user, projectId: project.id }, id);
    if (!attachedTo(detail, fileId)) throw apiError('files.not_found');
    await sendAttachment(this.files, fileId, res);
  }
}

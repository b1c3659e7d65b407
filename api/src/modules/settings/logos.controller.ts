import {
  ArgumentsHost,
  Catch,
  Controller,
  Delete,
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
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { Project } from '../projects/project.entity';
import { ProjectsService } from '../projects/projects.service';
import { User } from '../users/user.entity';
import { LOGO_KINDS, LogosService, MAX_LOGO_BYTES, type LogoKind } from './logos.service';
import { uuidPipe } from '../../common/http/input-policy';
import { ProjectView } from '../projects/project.response';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../common/http/upload';
import { apiError } from '../../common/http/api-error';

/** The upload's size error (common/http/upload.ts) answers 413 (issue 8: body limits are 413) with the Italian field error. */
@Catch(PayloadTooLargeException)
export class LogoTooLargeFilter implements ExceptionFilter {
  catch(_e: HttpException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(413)
      .send({
        message: "L'immagine supera la dimensione massima di 2 MB",
        errors: { file: ["L'immagine supera la dimensione massima di 2 MB"] },
      });
  }
}

/**
 * Sends a stored image inline (logos, avatars): its type, its length in bytes, `nosniff`, and the
 * given Content-Security-Policy and Cache-Control (an SVG logo opened on its own runs no script).
 */
export function sendImage(
  res: FastifyReply,
  image: { mime: string; size: number; stream: Readable },
  headers: { csp: string; cacheControl: string },
): void {
  void res
    .header('Content-Type', image.mime)
    .header('Content-Length', String(image.size))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', headers.csp)
    .header('Cache-Control', headers.cacheControl)
    .send(image.stream);
}

function kindOf(raw: string): LogoKind {
  if (!(LOGO_KINDS as readonly string[]).includes(raw)) throw apiError('settings.logo_not_found');
  return raw as LogoKind;
}

/** Environment logos: upload (multipart field `file`), removal, and the public image address. */
@ApiTags('projects')
@Controller()
export class LogosController {
  constructor(
    private readonly logos: LogosService,
    private readonly projects: ProjectsService,
  ) {}

  /** Uploads the horizontal or vertical logo (PNG/JPEG/SVG/WebP, at most 2 MB); 201 with the Project. 422 otherwise. */
  @Post('projects/:projectId/logos/:kind')
  @ApiCreatedResponse({ type: ProjectView })
  @Auth({ permission: 'projects.update', project: true })
  @UseFilters(LogoTooLargeFilter)
  @UseInterceptors(FileUpload('file', { fileSize: MAX_LOGO_BYTES, files: 1, fields: 2 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async upload(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('kind') kind: string,
    @UploadedPart() file: UploadedFilePart,
  ): Promise<ProjectView> {
    return this.projects.view(await this.logos.upload(project, kindOf(kind), user.id, file));
  }

  /** Removes the logo (the default product logo shows again); 200 with the Project. */
  @Delete('projects/:projectId/logos/:kind')
  @ApiOkResponse({ type: ProjectView })
  @Auth({ permission: 'projects.update', project: true })
  async clear(@CurrentProject() project: Project, @Param('kind') kind: string): Promise<ProjectView> {
    return this.projects.view(await this.logos.clear(project, kindOf(kind)));
  }

  /** The logo image (public: logos are shown before login too); 404 unless an environment uses it. */
  @Get('logos/:fileId')
  @ApiOkResponse({ description: 'L’immagine (PNG, JPEG o WebP)', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } })
  @Auth({ public: true })
  async image(@Param('fileId', uuidPipe) id: string, @Res() res: FastifyReply): Promise<void> {
    sendImage(res, await this.logos.open(id), {
      csp: "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      cacheControl: 'public, max-age=86400, immutable',
    });
  }
}

import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import {
  ApiBody,
  type ApiBodyOptions,
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
import { idPipe } from '../../common/http/input-policy';
import { FileUpload, UploadedPart, type UploadedFilePart } from '../../common/http/upload';
import { sendAttachment, UploadTooLargeFilter } from '../files/files.controller';
import { FilesService, MAX_UPLOAD_BYTES } from '../files/files.service';
import { Project } from '../projects/project.entity';
import { publicPageRequestsPerMinute } from '../public/public.controller';
import { User } from '../users/user.entity';
import { CreatedDossierLinkView, DossierItemView, DossierLinkPage, DossierView, PublicDossierView } from './dossier.response';
import { DossierItemCreateDto, DossierItemPatchDto, DossierLinkDto, DossierTokenQueryDto } from './dossiers.dto';
import { DossiersService } from './dossiers.service';

const FILE_BODY: ApiBodyOptions = {
  schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
};

/**
 * The dossier of a negotiation (docs/domain.md#dossier, docs/api.md#dossier) under
 * `/projects/{projectId}/negotiations/{negotiationId}/dossier`: read and download with
 * `negotiations.read`, every change and the upload links with `negotiations.manage` (module
 * `clienti`). A negotiation of another environment, or of a client a referent does not follow, is a
 * 404; an item or link of another dossier too. Logic: DossiersService.
 */
@ApiTags('negotiations')
@Controller('projects/:projectId/negotiations/:negotiationId/dossier')
@UseFilters(UploadTooLargeFilter)
export class DossiersController {
  constructor(
    private readonly dossiers: DossiersService,
    private readonly files: FilesService,
  ) {}

  /** `{negotiation_id, items, progress: {required_total, done}}`; status today (a linked expired document: 'scaduto'). */
  @Get()
  @ApiOkResponse({ type: DossierView })
  @Auth({ permission: 'negotiations.read', project: true, module: 'clients' })
  get(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('negotiationId', idPipe) id: number): Promise<DossierView> {
    return this.dossiers.get(user, project.id, id);
  }

  /** Builds or refreshes the dossier from the announcement and links the client's current documents (200 with the dossier). */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: DossierView })
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  build(@CurrentUser() user: User, @CurrentProject() project: Project, @Param('negotiationId', idPipe) id: number): Promise<DossierView> {
    return this.dossiers.build(user, project.id, id);
  }

  /** "Aggiungi voce": 201 with the dossier; 422 label. */
  @Post('items')
  @ApiCreatedResponse({ type: DossierView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  add(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Body() dto: DossierItemCreateDto,
  ): Promise<DossierView> {
    return this.dossiers.addItem(user, project.id, id, dto);
  }

  /** Changes an item (status, note, required, linked client document): the item; 404 / 422. */
  @Patch('items/:itemId')
  @ApiOkResponse({ type: DossierItemView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  patch(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Param('itemId', idPipe) itemId: number,
    @Body() dto: DossierItemPatchDto,
  ): Promise<DossierItemView> {
    return this.dossiers.patch(user, project.id, id, itemId, dto);
  }

  /** Deletes a manual item; 204; 404 for an item of the announcement or of another dossier. */
  @Delete('items/:itemId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  async remove(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Param('itemId', idPipe) itemId: number,
  ): Promise<void> {
    await this.dossiers.removeItem(user, project.id, id, itemId);
  }

  /** "Carica file" (multipart `file`, at most 10 MB, type by content): the item, caricato and to verify; 413 / 422 / 404. */
  @Post('items/:itemId/file')
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: DossierItemView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @UseInterceptors(FileUpload('file', { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 }))
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  upload(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Param('itemId', idPipe) itemId: number,
    @UploadedPart() file: UploadedFilePart,
  ): Promise<DossierItemView> {
    return this.dossiers.upload(user, project.id, id, itemId, file);
  }

  /** The item's file (its own or its linked document's), as attachment; 404 when it has none. */
  @Get('items/:itemId/file')
  @ApiBinaryResponse()
  @Auth({ permission: 'negotiations.read', project: true, module: 'clients' })
  async download(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Param('itemId', idPipe) itemId: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendAttachment(this.files, await this.dossiers.fileOf(user, project.id, id, itemId), res);
  }

  /** "Scarica ZIP": `application/zip` with `indice.csv` (item, required, status, to verify, file, note) and the files. */
  @Get('zip')
  @ApiBinaryResponse('Il dossier in un file ZIP con indice.csv')
  @Auth({ permission: 'negotiations.read', project: true, module: 'clients' })
  async zip(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { name, bytes } = await this.dossiers.zip(user, project.id, id);
    res.header('Content-Type', 'application/zip');
    res.header('Content-Length', String(bytes.length));
    res.header(
      'Content-Disposition',
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    res.header('Cache-Control', 'private, no-store');
    void res.send(bytes);
  }

  /** "Link per il cliente": 201 `{id, token, url, expires_at, …}` (the token only here); `expires_in_days` 1-180, default 30. */
  @Post('links')
  @ApiCreatedResponse({ type: CreatedDossierLinkView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  createLink(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Body() dto: DossierLinkDto,
  ): Promise<CreatedDossierLinkView> {
    return this.dossiers.createLink(user, project.id, id, dto.expires_in_days);
  }

  /** The dossier's links `{data, total}` (no tokens), newest first. */
  @Get('links')
  @ApiOkResponse({ type: DossierLinkPage })
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  links(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
  ): Promise<DossierLinkPage> {
    return this.dossiers.links(user, project.id, id);
  }

  /** Revokes a link; 204; 404 when not a link of this dossier. */
  @Delete('links/:linkId')
  @ApiNoContentResponse({ description: 'Fatto, nessun contenuto' })
  @HttpCode(204)
  @Auth({ permission: 'negotiations.manage', project: true, module: 'clients' })
  async revokeLink(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('negotiationId', idPipe) id: number,
    @Param('linkId', idPipe) linkId: number,
  ): Promise<void> {
    await this.dossiers.revokeLink(user, project.id, id, linkId);
  }
}

const publicThrottle = { default: { limit: () => publicPageRequestsPerMinute(), ttl: 60_000 } };

/**
 * The referent's upload page (no login; docs/domain.md#dossier): with a live link's `?token=` it
 * lists the dossier's missing items (no internal notes) and takes one file per item. An unknown,
 * revoked or expired token, or an item not missing in that dossier, is a 404 (never 401); 429
 * after PUBLIC_PAGE_THROTTLE_LIMIT (30) requests per minute from one IP, right or wrong token alike.
 */
@ApiTags('public')
@Controller('public/dossier')
@UseFilters(UploadTooLargeFilter)
export class PublicDossierController {
  constructor(private readonly dossiers: DossiersService) {}

  /** `{client_name, title, expires_at, items: [{id, label, required, status}]}`. */
  @Get()
  @ApiOkResponse({ type: PublicDossierView })
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  view(@Query() q: DossierTokenQueryDto): Promise<PublicDossierView> {
    return this.dossiers.publicView(q.token);
  }

  /** Uploads the file of one missing item (multipart `file`, checked as every upload; 413 / 422): 201 with the page's data, the item no longer missing. */
  @Post('items/:itemId/file')
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: PublicDossierView })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorBodyDto })
  @UseInterceptors(FileUpload('file', { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 }))
  @Auth({ public: true })
  @UseGuards(ThrottlerGuard)
  @Throttle(publicThrottle)
  upload(
    @Param('itemId', idPipe) itemId: number,
    @Query() q: DossierTokenQueryDto,
    @UploadedPart() file: UploadedFilePart,
  ): Promise<PublicDossierView> {
    return this.dossiers.publicUpload(q.token, itemId, file);
  }
}

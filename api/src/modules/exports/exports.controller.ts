import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { idPipe } from '../../common/http/input-policy';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import {
  AnnouncementExportQueryDto,
  CallExportQueryDto,
  ClientExportQueryDto,
  EligibleClientsExportQueryDto,
  NegotiationExportQueryDto,
  ReferentExportQueryDto,
  StateAidExportQueryDto,
} from './exports.dto';
import { type ExportFile, ExportsService } from './exports.service';

/** The 200 of an export: the file, as an attachment. */
const ExportResponse = () =>
  ApiOkResponse({
    description: 'Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>`',
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
      'text/csv': { schema: { type: 'string', format: 'binary' } },
    },
  });

/** Sends an export: attachment headers, then the bytes as they are written (chunked). */
function send(res: FastifyReply, file: ExportFile): void {
  res.header('Content-Type', file.mime);
  res.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.header('X-Content-Type-Options', 'nosniff');
  res.header('Cache-Control', 'private, no-store');
  void res.send(file.stream);
}

/**
 * Exports of the lists as XLSX or CSV (issue 33, docs/api.md#exports): `GET <list>/export?format=
 * xlsx|csv&<the list's own filters, search and order>` answers every row the list selects (not
 * one page: `skip`/`take` are ignored), with the list's permission, module and environment scope
 * (another environment's records never appear; an announcement not visible is 404). Italian headers;
 * dates as date cells, amounts in EUR as number cells, codes (P.IVA, CF, ATECO, CAP) as text;
 * formula-like texts are neutralised. 422 for an unknown `format` or a bad filter (per field).
 * Each export is recorded in the audit log with the list, the format and the row count.
 */
@ApiTags('exports')
@Controller()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  /** The client registry as filtered by ClientListQueryDto (search, region, ateco, dimension, managed_by), by name. */
  @Get('projects/:projectId/clients/export')
  @ExportResponse()
  @Auth({ permission: 'clients.read', project: true, module: 'clients' })
  async clients(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: ClientExportQueryDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    send(res, await this.exports.clients(user, project.id, q));
  }

  /** The global catalogue of announcements (bandi) as filtered by AnnouncementListQueryDto. */
  @Get('announcements/export')
  @ExportResponse()
  @Auth({ permission: 'announcements.read' })
  async announcementsGlobal(@CurrentUser() user: User, @Query() q: AnnouncementExportQueryDto, @Res() res: FastifyReply): Promise<void> {
    send(res, await this.exports.announcements(user, null, q));
  }

  /** The environment's calls (global and local) as filtered by AnnouncementListQueryDto. */
  @Get('projects/:projectId/announcements/export')
  @ExportResponse()
  @Auth({ permission: 'announcements.read', project: true, module: 'announcements' })
  async announcements(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: AnnouncementExportQueryDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    send(res, await this.exports.announcements(user, project.id, q));
  }

  /** The call logs (richieste) as filtered by CallListQueryDto; a referent user: its own. */
  @Get('projects/:projectId/calls/export')
  @ExportResponse()
  @Auth({ permission: 'calls.read', project: true, module: 'calls' })
  async calls(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: CallExportQueryDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    send(res, await this.exports.calls(user, project.id, q));
  }

  /** The referents as filtered by ReferentListQueryDto. */
  @Get('projects/:projectId/referents/export')
  @ExportResponse()
  @Auth({ permission: 'referents.read', project: true, module: 'clients' })
  async referents(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: ReferentExportQueryDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    send(res, await this.exports.referents(user, project.id, q));
  }

  /** The negotiations (trattative) as filtered by NegotiationListQueryDto. */
  @Get('projects/:projectId/negotiations/export')
  @ExportResponse()
  @Auth({ permission: 'negotiations.read', project: true, module: 'clients' })
  async negotiations(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Query() q: NegotiationExportQueryDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    send(res, await this.exports.negotiations(user, project.id, q));
  }

  /** "Clienti idonei" of a published announcement: one row per client, one column per requirement with its verdict. 404 unknown or unpublished announcement. */
  @Get('projects/:projectId/announcements/:announcementId/eligible-clients/export')
  @ExportResponse()
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  async eligibleClients(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) announcementId: number,
    @Query() q: EligibleClientsExportQueryDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    send(res, await this.exports.eligibleClients(user, project.id, announcementId, q));
  }

  /**
   * "Aiuti ricevuti" of a client (issue 34): every aid recorded, newest grant first, with the
   * columns of an RNA visura (date, granting body, measure, CAR, COR, CUP, regulation, instrument,
   * aid element and nominal amount in EUR). 404 unknown client or of another environment.
   */
  @Get('projects/:projectId/clients/:clientId/state-aids/export')
  @ExportResponse()
  @Auth({ permission: 'clients.eligibility', project: true, module: 'clients' })
  async stateAids(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('clientId', idPipe) clientId: number,
    @Query() q: StateAidExportQueryDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    send(res, await this.exports.stateAids(user, project.id, clientId, q));
  }
}

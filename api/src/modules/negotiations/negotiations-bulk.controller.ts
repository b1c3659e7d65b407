import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { idPipe } from '../../common/http/input-policy';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { BulkNegotiationsDto, BulkNegotiationsView } from './negotiation-bulk.dto';
import { NegotiationsService } from './negotiations.service';

/** Negotiations opened from an announcement of the environment ("Clienti idonei", bulk action). */
@ApiTags('negotiations')
@Controller('projects/:projectId/announcements/:announcementId/negotiations')
export class NegotiationsBulkController {
  constructor(private readonly negotiations: NegotiationsService) {}

  /**
   * "Apri trattative": `{client_ids}` (1 to 500) -> 200 `{created, refused, results: [{client_id,
   * status: created|refused, reason?, negotiation_id?}]}`, one result per client in the order sent.
   * Refused: a client not of this environment or not visible to the user, or one with an open
   * negotiation for this announcement. 404 when the announcement is not published in this environment; 422 bad body.
   */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: BulkNegotiationsView })
  @Auth({ permission: 'negotiations.create', project: true, module: 'clients' })
  open(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('announcementId', idPipe) announcementId: number,
    @Body() dto: BulkNegotiationsDto,
  ): Promise<BulkNegotiationsView> {
    return this.negotiations.openForAnnouncement(user, project.id, announcementId, dto.client_ids);
  }
}

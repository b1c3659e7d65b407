import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { AnnouncementBulkDto, AnnouncementBulkView } from './announcements-bulk.dto';
import { AnnouncementsBulkService } from './announcements-bulk.service';

/**
 * Bulk actions on the announcement lists (issue 37; docs/api.md "Announcement bulk actions"): in
 * the global area for the global managers, in an environment for who may edit calls there, each
 * call then by the rules of its single edit.
 */
@ApiTags('announcements')
@Controller()
export class AnnouncementsBulkController {
  constructor(private readonly bulk: AnnouncementsBulkService) {}

  /**
   * Publishes, sets back to draft or deletes the global announcements selected (`ids`, 1 to 500, or
   * `filter`: every announcement the global list's query selects, at most 500): 200 with a result per announcement
   * (done, or refused with the Italian reason: not found, already in that status, what publishing
   * lacks, changed meanwhile). 422 (Italian, per field): neither or both of ids / filter, no announcement
   * or more than 500 matching.
   */
  @Post('announcements/bulk')
  @HttpCode(200)
  @ApiOkResponse({ type: AnnouncementBulkView })
  @Auth({ permission: 'announcements.global.manage' })
  runGlobal(@CurrentUser() user: User, @Body() dto: AnnouncementBulkDto): Promise<AnnouncementBulkView> {
    return this.bulk.run({ user, projectId: null }, dto);
  }

  /**
   * The same in an environment: its local announcements (local managers) and the global announcements (global
   * managers; a local administrator or expert, who edits only their documents here, is refused per
   * call: "Non puoi modificare questo bando qui").
   */
  @Post('projects/:projectId/announcements/bulk')
  @HttpCode(200)
  @ApiOkResponse({ type: AnnouncementBulkView })
  @Auth({ permission: 'announcements.global.documents', project: true, module: 'announcements' })
  runProject(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Body() dto: AnnouncementBulkDto,
  ): Promise<AnnouncementBulkView> {
    return this.bulk.run({ user, projectId: project.id }, dto);
  }
}

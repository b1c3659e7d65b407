import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorator';
import { CurrentProject, CurrentUser } from '../../common/auth/current.decorators';
import { idPipe } from '../../common/http/input-policy';
import { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { NotificationListQueryDto } from './notification.dto';
import { NotificationPage, NotificationsReadAll, NotificationUnreadCount, NotificationView } from './notification.response';
import { NotificationsService } from './notifications.service';

/**
 * The current user's notifications in an environment (issue 37, the bell of the shell):
 * `notifications.read`, every role of the environment. Each user sees and marks only their own;
 * another user's or another environment's notification is a 404.
 */
@ApiTags('notifications')
@Controller('projects/:projectId/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** `{data, total, unread}` newest first; `?unread=true` only the unread; `skip`, `take` (default 15). */
  @Get()
  @ApiOkResponse({ type: NotificationPage })
  @Auth({ permission: 'notifications.read', project: true })
  list(@CurrentUser() user: User, @CurrentProject() project: Project, @Query() q: NotificationListQueryDto): Promise<NotificationPage> {
    return this.notifications.list(user, project.id, q);
  }

  /** `{unread}`: how many of the user's notifications are unread (polled by the shell every 60 s). */
  @Get('unread-count')
  @ApiOkResponse({ type: NotificationUnreadCount })
  @Auth({ permission: 'notifications.read', project: true })
  unreadCount(@CurrentUser() user: User, @CurrentProject() project: Project): Promise<NotificationUnreadCount> {
    return this.notifications.unreadCount(user, project.id);
  }

  /** Marks every unread notification of the user read: 200 `{updated}`. */
  @Post('read-all')
  @HttpCode(200)
  @ApiOkResponse({ type: NotificationsReadAll })
  @Auth({ permission: 'notifications.read', project: true })
  readAll(@CurrentUser() user: User, @CurrentProject() project: Project): Promise<NotificationsReadAll> {
    return this.notifications.markAllRead(user, project.id);
  }

  /** Marks one notification read: 200 with it; 404 when not the user's in this environment. */
  @Post(':notificationId/read')
  @HttpCode(200)
  @ApiOkResponse({ type: NotificationView })
  @Auth({ permission: 'notifications.read', project: true })
  read(
    @CurrentUser() user: User,
    @CurrentProject() project: Project,
    @Param('notificationId', idPipe) id: number,
  ): Promise<NotificationView> {
    return this.notifications.markRead(user, project.id, id);
  }
}

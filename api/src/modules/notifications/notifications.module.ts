import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsPurgeService } from './notifications-purge.service';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** In-app notifications (the bell) and their daily purge, issue 37; JobsService is global. Tasks, interest and announcements import it to create them. */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, NotificationsPurgeService],
  exports: [NotificationsService],
})
export class NotificationsModule {}

import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TasksBulkController } from './tasks-bulk.controller';
import { TasksBulkService } from './tasks-bulk.service';
import { TasksController } from './tasks.controller';
import { TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';
import { TaskDigestService } from './task-digest.service';

/** Tasks (compiti) of an environment, their bulk actions and their daily digest e-mail, issue 37; JobsService and MailService are global. */
@Module({
  imports: [NotificationsModule],
  controllers: [TasksBulkController, TasksController],
  providers: [TasksService, TasksBulkService, TasksRepository, TaskDigestService],
  exports: [TasksService],
})
export class TasksModule {}

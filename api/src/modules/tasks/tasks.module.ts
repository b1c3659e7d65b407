import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TasksController } from './tasks.controller';
import { TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';
import { TaskDigestService } from './task-digest.service';

/** Tasks (compiti) of an environment and their daily digest e-mail, issue 37; JobsService and MailService are global. */
@Module({
  imports: [NotificationsModule],
  controllers: [TasksController],
  providers: [TasksService, TasksRepository, TaskDigestService],
  exports: [TasksService],
})
export class TasksModule {}

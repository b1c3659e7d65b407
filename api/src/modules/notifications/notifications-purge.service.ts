import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { NOTIFICATION_RETENTION_DAYS, NotificationsService } from './notifications.service';

/** The daily purge of old notifications (03:20 Europe/Rome). */
export const NOTIFICATIONS_PURGE_QUEUE: QueueDefinition = {
  name: 'notifications-purge',
  label: 'Pulizia delle notifiche',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 1800,
};
export const NOTIFICATIONS_PURGE_CRON = '20 3 * * *';

/** Data of a purge job; `now` (ISO date-time) fixes the clock, else the current time. */
export interface NotificationsPurgeJob {
  now?: string;
  summary?: string;
}

/**
 * Retention of the notifications (issue 37): a daily job of the job queue (modules/jobs) deletes
 * those created more than {@link NOTIFICATION_RETENTION_DAYS} days ago, read or not, in every
 * environment. Running it twice the same day deletes nothing more.
 */
@Injectable()
export class NotificationsPurgeService implements OnApplicationBootstrap {
  private readonly logger = new Logger('NotificationsPurge');

  constructor(
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<NotificationsPurgeJob>(NOTIFICATIONS_PURGE_QUEUE, async (data) => {
      await this.run(data.now ? new Date(data.now) : new Date());
    });
    await this.jobs.schedule(NOTIFICATIONS_PURGE_QUEUE.name, NOTIFICATIONS_PURGE_CRON, { summary: 'Pulizia notifiche' });
  }

  /** One run at `now`: answers how many notifications were deleted. */
  async run(now = new Date()): Promise<number> {
    const deleted = await this.notifications.purge(now);
    this.logger.log(`Pulizia notifiche: ${deleted} eliminate (più vecchie di ${NOTIFICATION_RETENTION_DAYS} giorni)`);
    return deleted;
  }
}

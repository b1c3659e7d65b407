import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { todayInRome } from '@bandi/domain';
import { DataSource } from 'typeorm';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { TasksRepository, type DigestRow } from './tasks.repository';

/** The daily task digest job (07:05 Europe/Rome, after the deadline reminders). */
export const TASK_DIGEST_QUEUE: QueueDefinition = {
  name: 'task-digest',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 1800,
};
export const TASK_DIGEST_CRON = '5 7 * * *';

/** Data of a digest job; `today` (YYYY-MM-DD) fixes the clock, else the date in Italy. */
export interface TaskDigestJob {
  today?: string;
  summary?: string;
}

const itDate = (d: string) => d.split('-').reverse().join('/');

/**
 * The daily task digest (issue 37): every owner of open tasks due today or overdue receives one
 * e-mail listing them (per environment, overdue first by date); users with nothing due receive
 * nothing. One mail per user and day: key `tasks:<user>:<day>`, so a second run of the same day
 * sends nothing more. The calls closing for a manager's clients come with the deadline reminders
 * (newsletters/reminders.service.ts).
 */
@Injectable()
export class TaskDigestService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TaskDigest');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly repo: TasksRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<TaskDigestJob>(TASK_DIGEST_QUEUE, async (data) => {
      await this.run(data.today ?? todayInRome());
    });
    await this.jobs.schedule(TASK_DIGEST_QUEUE.name, TASK_DIGEST_CRON, { summary: 'Riepilogo compiti' });
  }

  /** One run for the day `today` (YYYY-MM-DD): answers the mails queued and the tasks they list. */
  async run(today: string): Promise<{ mails: number; tasks: number }> {
    const perUser = new Map<number, { email: string; name: string; blocks: { project: string; rows: DigestRow[] }[] }>();
    for (const env of await this.repo.environments(this.dataSource)) {
      const rows = await this.repo.dueBy(new TenantQuery(this.dataSource, env.id), today);
      for (const row of rows) {
        const entry = perUser.get(row.owner_id) ?? { email: row.email, name: row.owner_first_name, blocks: [] };
        let block = entry.blocks.find((b) => b.project === env.name);
        if (!block) entry.blocks.push((block = { project: env.name, rows: [] }));
        block.rows.push(row);
        perUser.set(row.owner_id, entry);
      }
    }
    let tasks = 0;
    for (const [userId, entry] of perUser) {
      const lines = entry.blocks.flatMap((b) => [
        '',
        `${b.project}:`,
        ...b.rows.map(
          (r) => `- ${itDate(r.due_date)}${r.overdue ? ' (scaduto)' : ' (oggi)'} · ${r.title}${r.client_name ? ` · ${r.client_name}` : ''}`,
        ),
      ]);
      const count = entry.blocks.reduce((n, b) => n + b.rows.length, 0);
      tasks += count;
      await this.mail.send(
        {
          to: entry.email,
          subject: `I tuoi compiti del ${itDate(today)}`,
          text: [
            `Ciao ${entry.name},`,
            '',
            count === 1 ? 'hai un compito in scadenza oggi o scaduto.' : `hai ${count} compiti in scadenza oggi o scaduti.`,
            ...lines,
            '',
            'Portale Bandi',
          ].join('\n'),
        },
        { key: `tasks:${userId}:${today}`, projectId: null },
      );
    }
    this.logger.log(`Riepilogo compiti del ${today}: ${perUser.size} e-mail, ${tasks} compiti`);
    return { mails: perUser.size, tasks };
  }
}

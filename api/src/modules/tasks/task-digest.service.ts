import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { todayInRome } from '@bandi/domain';
import { DataSource } from 'typeorm';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { TasksRepository, type DigestChangeRow, type DigestRow } from './tasks.repository';

/** The daily task digest job (07:05 Europe/Rome, after the deadline reminders). */
export const TASK_DIGEST_QUEUE: QueueDefinition = {
  name: 'task-digest',
  label: 'Riepilogo dei compiti',
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

/** How far back a digest lists call changes: the day since the previous digest (ms). */
export const DIGEST_CHANGES_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What one user's digest lists, per environment. */
interface DigestEntry {
  email: string;
  name: string;
  blocks: { project: string; rows: DigestRow[]; changes: DigestChangeRow[] }[];
}

/**
 * The daily digest (issue 37; call changes: issue 35, docs/domain.md#call-changes): every active
 * user with open tasks due today or overdue, or with announcements changed in the last 24 hours that
 * concern their clients (the in-app notifications "Il bando «…» è stato prorogato…", written when an
 * import or an edit moves an announcement's closing date, status or amounts), receives one plain-text e-mail
 * (HTML alternative from the mail layout) listing them per environment: tasks overdue first by
 * date, then the changes with the announcement's address when PUBLIC_BASE_URL is set. Users with nothing
 * receive nothing. One mail per user and day: key `tasks:<user>:<day>`, so a second run of the
 * same day sends nothing more. The announcements closing for a manager's clients come with the deadline
 * reminders (newsletters/reminders.service.ts).
 */
@Injectable()
export class TaskDigestService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TaskDigest');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly repo: TasksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<TaskDigestJob>(TASK_DIGEST_QUEUE, async (data) => {
      await this.run(data.today ?? todayInRome());
    });
    await this.jobs.schedule(TASK_DIGEST_QUEUE.name, TASK_DIGEST_CRON, { summary: 'Riepilogo compiti' });
  }

  /**
   * One run for the day `today` (YYYY-MM-DD) at `now` (the announcement changes notified in the 24 hours
   * before it): answers the mails queued, the tasks and the announcement changes they list.
   */
  async run(today: string, now = new Date()): Promise<{ mails: number; tasks: number; changes: number }> {
    const perUser = new Map<number, DigestEntry>();
    const since = new Date(now.getTime() - DIGEST_CHANGES_WINDOW_MS);
    const blockOf = (userId: number, email: string, name: string, project: string) => {
      const entry = perUser.get(userId) ?? { email, name, blocks: [] };
      perUser.set(userId, entry);
      let block = entry.blocks.find((b) => b.project === project);
      if (!block) entry.blocks.push((block = { project, rows: [], changes: [] }));
      return block;
    };
    for (const env of await this.repo.environments(this.dataSource)) {
      const tq = new TenantQuery(this.dataSource, env.id);
      for (const row of await this.repo.dueBy(tq, today)) blockOf(row.owner_id, row.email, row.owner_first_name, env.name).rows.push(row);
      for (const change of await this.repo.changesSince(tq, since))
        blockOf(change.user_id, change.email, change.first_name, env.name).changes.push(change);
    }
    let tasks = 0;
    let changes = 0;
    const base = this.config.publicBaseUrl;
    for (const [userId, entry] of perUser) {
      const count = entry.blocks.reduce((n, b) => n + b.rows.length, 0);
      const changed = entry.blocks.reduce((n, b) => n + b.changes.length, 0);
      tasks += count;
      changes += changed;
      const taskLines = entry.blocks
        .filter((b) => b.rows.length)
        .flatMap((b) => [
          '',
          `${b.project}:`,
          ...b.rows.map(
            (r) =>
              `- ${itDate(r.due_date)}${r.overdue ? ' (scaduto)' : ' (oggi)'} · ${r.title}${r.client_name ? ` · ${r.client_name}` : ''}`,
          ),
        ]);
      const changeLines = entry.blocks
        .filter((b) => b.changes.length)
        .flatMap((b) => ['', `${b.project}:`, ...b.changes.flatMap((c) => [`- ${c.title}`, ...(base ? [`  ${base}${c.link}`] : [])])]);
      const subject =
        count && changed
          ? `I tuoi compiti e i bandi cambiati del ${itDate(today)}`
          : count
            ? `I tuoi compiti del ${itDate(today)}`
            : `Bandi cambiati, riepilogo del ${itDate(today)}`;
      await this.mail.send(
        {
          to: entry.email,
          subject,
          text: [
            `Ciao ${entry.name},`,
            ...(count
              ? [
                  '',
                  count === 1 ? 'hai un compito in scadenza oggi o scaduto.' : `hai ${count} compiti in scadenza oggi o scaduti.`,
                  ...taskLines,
                ]
              : []),
            ...(changed ? ['', `Bandi cambiati nelle ultime 24 ore (${changed}):`, ...changeLines] : []),
            '',
            'Portale Bandi',
          ].join('\n'),
        },
        { key: `tasks:${userId}:${today}`, projectId: null },
      );
    }
    this.logger.log(`Riepilogo del ${today}: ${perUser.size} e-mail, ${tasks} compiti, ${changes} bandi cambiati`);
    return { mails: perUser.size, tasks, changes };
  }
}

import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import dayjs from 'dayjs';
import { todayInRome } from '@bandi/domain';
import { DataSource } from 'typeorm';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { RemindersRepository, type ReminderCall } from './reminders.repository';

/** The daily reminders job (07:00 Europe/Rome). */
export const REMINDERS_QUEUE: QueueDefinition = {
  name: 'deadline-reminders',
  label: 'Promemoria delle scadenze',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 1800,
};
export const REMINDERS_CRON = '0 7 * * *';
/** The two windows (days before the deadline) a reminder is sent for. */
export const REMINDER_WINDOWS = [7, 30] as const;

/** Data of a reminders job; `today` (YYYY-MM-DD) fixes the clock, else the date in Italy. */
export interface RemindersJob {
  today?: string;
  summary?: string;
}

/** Outcome of a run: the mails queued and the reminders they carry. */
export interface RemindersResult {
  mails: number;
  reminders: number;
}

/** A short digest of the reminders of one mail (its idempotency key within a day). */
const digest = (items: { a: number; c: number; within: number }[]) =>
  createHash('sha1')
    .update(items.map((i) => `${i.a}/${i.c}/${i.within}`).join(','))
    .digest('hex')
    .slice(0, 16);
const itDate = (d: string) => d.split('-').reverse().join('/');

/**
 * Deadline reminders (docs/domain.md, "Newsletter"): every day each client manager receives one
 * mail with the announcements closing within 7 and within 30 days for their clients with an open
 * negotiation on the announcement or a "fits" verdict (the lists' verdict, RemindersRepository.fitting: one
 * statement for every client, not one evaluation per manager and client).
 * An announcement is reminded once per manager, client and window (`deadline_reminders`), so a second run
 * on the same day sends nothing; the mail's key is `reminders:<user>:<day>:<digest of its reminders>`.
 */
@Injectable()
export class RemindersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly repo: RemindersRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<RemindersJob>(REMINDERS_QUEUE, async (data) => {
      await this.run(data.today ?? todayInRome());
    });
    await this.jobs.schedule(REMINDERS_QUEUE.name, REMINDERS_CRON, { summary: 'Promemoria scadenze' });
  }

  /** One run for the day `today` (YYYY-MM-DD). */
  async run(today: string): Promise<RemindersResult> {
    const to = dayjs(today).add(30, 'day').format('YYYY-MM-DD');
    const users = new Map<number, User | null>();
    type Item = {
      project: string;
      client: string;
      name: string;
      end: string;
      reason: string;
      within: 7 | 30;
      a: number;
      c: number;
      p: number;
    };
    const perUser = new Map<number, Item[]>();
    // the window's announcements per client, each question in one statement for every client
    const byClient = (rows: ReminderCall[]) => {
      const out = new Map<number, ReminderCall[]>();
      for (const r of rows) out.set(Number(r.client_id), [...(out.get(Number(r.client_id)) ?? []), r]);
      return out;
    };
    // environment by environment (RemindersRepository: every statement bound to one), each question
    // in one statement for all the environment's clients; one mail per manager across environments
    for (const project of await this.repo.environments()) {
      const tq = this.repo.tenant(undefined, project.id);
      const negotiated = byClient(await this.repo.negotiated(tq, today, to));
      const fitting = byClient(await this.repo.fitting(tq, today, to));
      for (const pair of await this.repo.pairs(tq)) {
        if (!users.has(pair.user_id)) users.set(pair.user_id, await this.dataSource.getRepository(User).findOneBy({ id: pair.user_id }));
        const user = users.get(pair.user_id);
        if (!user) continue;
        const announcements = new Map<number, { name: string; end: string; reason: string }>();
        for (const a of negotiated.get(pair.client_id) ?? [])
          announcements.set(Number(a.id), { name: a.name, end: a.end_date, reason: 'trattativa aperta' });
        for (const a of fitting.get(pair.client_id) ?? [])
          if (!announcements.has(Number(a.id)))
            announcements.set(Number(a.id), { name: a.name, end: a.end_date, reason: 'requisiti soddisfatti' });
        const list = perUser.get(pair.user_id) ?? [];
        for (const [a, c] of announcements) {
          const within = dayjs(c.end).diff(dayjs(today), 'day') <= 7 ? 7 : 30;
          list.push({ project: project.name, client: pair.client_name, ...c, within, a, c: pair.client_id, p: project.id });
        }
        perUser.set(pair.user_id, list);
      }
    }
    const result: RemindersResult = { mails: 0, reminders: 0 };
    for (const [userId, items] of perUser) {
      const user = users.get(userId)!;
      await this.dataSource.transaction(async (em) => {
        const fresh: Item[] = [];
        for (const it of items)
          if (
            await this.repo.record(this.repo.tenant(em, it.p), {
              userId,
              clientId: it.c,
              announcementId: it.a,
              withinDays: it.within,
              today,
            })
          )
            fresh.push(it);
        if (!fresh.length) return;
        fresh.sort((x, y) => x.end.localeCompare(y.end) || x.client.localeCompare(y.client));
        const block = (within: 7 | 30, title: string) => {
          const rows = fresh.filter((f) => f.within === within);
          return rows.length
            ? ['', title, ...rows.map((f) => `- ${itDate(f.end)} · ${f.name} · ${f.client} (${f.project}, ${f.reason})`)]
            : [];
        };
        await this.mail.send(
          {
            to: user.email,
            subject: `Promemoria scadenze bandi del ${itDate(today)}`,
            text: [
              `Ciao ${user.name},`,
              '',
              'ecco i bandi in scadenza per i tuoi clienti.',
              ...block(7, 'Entro 7 giorni:'),
              ...block(30, 'Entro 30 giorni:'),
              '',
              'Portale Bandi',
            ].join('\n'),
          },
          { em, key: `reminders:${userId}:${today}:${digest(fresh)}`, projectId: null },
        );
        result.mails += 1;
        result.reminders += fresh.length;
      });
    }
    this.logger.log(`Promemoria del ${today}: ${result.mails} e-mail, ${result.reminders} scadenze`);
    return result;
  }
}

import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EligibilityService } from '../eligibility/eligibility.service';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { MailService, type MailMessage } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { SubscribersRepository } from './subscribers.repository';
import type { NewsletterPreview } from './newsletter.response';

/** The newsletter queue: one job per newsletter sent, which queues one mail per recipient. */
export const NEWSLETTER_QUEUE: QueueDefinition = {
  name: 'newsletter-send',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 900,
};
/** At most this many fitting calls in one recipient's block ("fits" mode). */
export const FITS_MAX = 10;

/** Data of a newsletter job. */
export interface NewsletterJob {
  projectId: number;
  newsletterId: number;
  /** The user who sent it: whose client visibility the "fits" mode uses. */
  userId: number;
  /** scheme://host of the site, for the unsubscribe links. */
  origin: string;
  summary: string;
}

export type { NewsletterPreview };

type Recipient = { id: number; email: string; unsubscribe_token: string; client_id: number | null };
type Newsletter = {
  id: number;
  project_id: number;
  subject: string;
  body: string;
  mode: 'manual' | 'fits';
  client_id: number | null;
  announcement_ids: number[];
  project_name: string;
};

const itDate = (d: string | null) => (d ? d.split('-').reverse().join('/') : null);

/**
 * Builds and sends newsletters (docs/domain.md, "Newsletter"): the `newsletter-send` job queues
 * one mail per subscribed recipient with the key `newsletter:<id>:<subscriber>`, so a job run
 * again after a restart queues nothing twice; each mail carries the one-click unsubscribe link
 * and the RFC 8058 headers. In "fits" mode each recipient's block lists the calls its company
 * fits (EligibilityService, verdict eligible, at most FITS_MAX, soonest deadline first).
 */
@Injectable()
export class NewsletterDeliveryService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly subscribers: SubscribersRepository,
    private readonly eligibility: EligibilityService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<NewsletterJob>(NEWSLETTER_QUEUE, (data) => this.run(data));
  }

  private async load(projectId: number, id: number): Promise<Newsletter> {
    const [n] = await this.dataSource.query(
      `SELECT n.id, n.project_id, n.subject, n.body, n.mode, n.client_id, n.announcement_ids, p.name AS project_name
       FROM newsletters n JOIN projects p ON p.id = n.project_id WHERE n.project_id = $1 AND n.id = $2`,
      [projectId, id],
    );
    if (!n) throw new NotFoundException('Newsletter non trovata');
    return n;
  }

  /** The subscribed recipients of a newsletter (of its client only, for a client's newsletter). */
  recipients(projectId: number, clientId: number | null): Promise<Recipient[]> {
    return this.subscribers.subscribed(projectId, clientId);
  }

  /** The calls of one recipient's block: the chosen ones, or in "fits" mode those its company fits. */
  private async callsFor(n: Newsletter, r: Recipient, user: User): Promise<NewsletterPreview['announcements']> {
    if (n.mode === 'fits') {
      if (!r.client_id) return [];
      const fits = await this.eligibility
        .forClient(user, n.project_id, r.client_id, { verdict: 'eligible', take: FITS_MAX })
        .catch((err: Error) => (err instanceof NotFoundException ? { data: [] } : Promise.reject(err)));
      return fits.data.map((f) => ({ id: f.announcement.id, name: f.announcement.name, end_date: f.announcement.end_date }));
    }
    if (!n.announcement_ids.length) return [];
    const rows: NewsletterPreview['announcements'] = await this.dataSource.query(
      `SELECT id, name, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM announcements WHERE id = ANY($1) AND (project_id IS NULL OR project_id = $2)`,
      [n.announcement_ids, n.project_id],
    );
    return n.announcement_ids.flatMap((id) => rows.filter((b) => b.id === id));
  }

  private async message(n: Newsletter, r: Recipient, user: User, origin: string): Promise<NewsletterPreview & { message: MailMessage }> {
    const calls = await this.callsFor(n, r, user);
    const lines = calls.map((a) => `- ${a.name}${a.end_date ? ` (scadenza ${itDate(a.end_date)})` : ''}`);
    const unsubscribe = `${origin}/iscrizione-newsletter?disiscrivi=${r.unsubscribe_token}`;
    const heading = n.mode === 'fits' ? 'Bandi adatti alla tua azienda:' : 'Bandi in evidenza:';
    const text = [
      n.body,
      ...(lines.length
        ? ['', heading, ...lines]
        : n.mode === 'fits'
          ? ['', 'Al momento non ci sono bandi aperti adatti alla tua azienda.']
          : []),
      '',
      `— ${n.project_name}`,
      '',
      `Non vuoi più ricevere questa newsletter? Annulla l'iscrizione: ${unsubscribe}`,
    ].join('\n');
    const message: MailMessage = {
      to: r.email,
      subject: n.subject,
      text,
      headers: {
        'List-Unsubscribe': `<${origin}/api/public/newsletter/unsubscribe/${r.unsubscribe_token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
    return { subscriber_id: r.id, to: r.email, subject: n.subject, text, announcements: calls, message };
  }

  /** What each recipient would receive (at most 50), for the compose page. */
  async preview(user: User, projectId: number, id: number, origin: string, subscriberId?: number): Promise<NewsletterPreview[]> {
    const n = await this.load(projectId, id);
    const all = await this.recipients(projectId, n.client_id);
    const chosen = (subscriberId ? all.filter((r) => r.id === subscriberId) : all).slice(0, 50);
    const out: NewsletterPreview[] = [];
    for (const r of chosen) {
      const { message: _m, ...p } = await this.message(n, r, user, origin);
      out.push(p);
    }
    return out;
  }

  /** The job: queues one mail per recipient (idempotent by key), then marks the newsletter sent. */
  private async run(job: NewsletterJob): Promise<void> {
    const n = await this.load(job.projectId, job.newsletterId);
    const user = await this.dataSource.getRepository(User).findOneBy({ id: job.userId });
    if (!user) throw new Error(`Utente ${job.userId} non trovato`);
    const recipients = await this.recipients(n.project_id, n.client_id);
    for (const r of recipients) {
      const { message } = await this.message(n, r, user, job.origin);
      await this.mail.send(message, { key: `newsletter:${n.id}:${r.id}`, projectId: n.project_id, newsletterId: n.id, subscriberId: r.id });
    }
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM mail_deliveries WHERE newsletter_id = $1`, [n.id]);
    await this.dataSource.query(
      `UPDATE newsletters SET status = 'sent', sent_at = COALESCE(sent_at, now()), recipients_count = $3, updated_at = now()
       WHERE project_id = $1 AND id = $2`,
      [n.project_id, n.id, count],
    );
    this.logger.log(`Newsletter ${n.id}: ${count} e-mail in coda`);
  }
}

import { Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../tokens';
import type { AppConfig } from '../../config';
import { EligibilityService } from '../eligibility/eligibility.service';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { brandingOf, MailService, type MailMessage } from '../mail/mail.service';
import { newsletterMail, type NewsletterAnnouncement } from '../mail/mail-templates';
import { SharesService } from '../public/shares.service';
import { NewslettersRepository } from './newsletters.repository';
import { User } from '../users/user.entity';
import type { ProjectColor } from '../projects/project.entity';
import { SubscribersRepository } from './subscribers.repository';
import type { NewsletterPreview } from './newsletter.response';
import { apiError } from '../../common/http/api-error';

/** The newsletter queue: one job per newsletter sent, which queues one mail per recipient. */
export const NEWSLETTER_QUEUE: QueueDefinition = {
  name: 'newsletter-send',
  label: 'Invio newsletter',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 900,
};
/** At most this many fitting announcements in one recipient's block ("fits" mode). */
export const FITS_MAX = 10;

/** Data of a newsletter job. */
export interface NewsletterJob {
  projectId: number;
  newsletterId: number;
  /** The user who sent it: whose client visibility the "fits" mode uses. */
  userId: number;
  /** scheme://host of the request that sent it: the links' base when PUBLIC_BASE_URL is unset. */
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
  audience_announcement_id: number | null;
  announcement_ids: number[];
  project_name: string;
  project_color: ProjectColor;
  horizontal_logo: string | null;
  vertical_logo: string | null;
  reply_to_email: string | null;
};

/** Token shown in the preview's links: the real ones are made per recipient at sending. */
export const PREVIEW_TOKEN = 'anteprima';

const itDate = (d: string | null) => (d ? d.split('-').reverse().join('/') : null);
/** The public page of an announcement for a recipient (the path SharesService.createForSubscriber answers). */
const publicPath = (projectId: number, r: Recipient, announcementId: number, token: string) =>
  `${r.client_id ? `/ambiente/${projectId}/clienti/${r.client_id}` : `/ambiente/${projectId}/iscritti/${r.id}`}/bandi/${announcementId}/pubblico?token=${token}`;

/**
 * Builds and sends newsletters (docs/domain.md, "Newsletter"): the `newsletter-send` job queues
 * one mail per subscribed recipient with the key `newsletter:<id>:<subscriber>`, so a job run
 * again after a restart queues nothing twice; each mail carries the one-click unsubscribe link
 * and the RFC 8058 headers. Each mail is HTML with a text alternative (mail-templates.ts), each
 * announcement linked to its public page through a share link made for that recipient, all links absolute
 * on PUBLIC_BASE_URL (else the sender's origin), Reply-To the environment's `reply_to_email` or
 * else the sending user's address (docs/architecture.md#mail-templates). In "fits" mode each
 * recipient's block lists the announcements its company fits (EligibilityService, verdict eligible, at
 * most FITS_MAX, soonest deadline first).
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
    private readonly shares: SharesService,
    private readonly repository: NewslettersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The links' base: PUBLIC_BASE_URL, else the origin of the request. */
  private base(origin: string): string {
    return this.config.publicBaseUrl ?? origin;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<NewsletterJob>(NEWSLETTER_QUEUE, (data) => this.run(data));
  }

  private async load(projectId: number, id: number): Promise<Newsletter> {
    const n = await this.repository.forDelivery<Newsletter>(projectId, id);
    if (!n) throw apiError('newsletters.not_found');
    return n;
  }

  /**
   * The subscribed recipients of a newsletter: of its client only, for a client's newsletter; of the
   * clients that fit `audienceId` only (verdict eligible, judged on what the announcement asks whatever its
   * status: fittingClientsSql), for an «aggiornamento». A subscriber without a client is not among
   * an aggiornamento's recipients.
   */
  async recipients(projectId: number, clientId: number | null, audienceId: number | null = null): Promise<Recipient[]> {
    const all = await this.subscribers.subscribed(projectId, clientId);
    if (audienceId === null) return all;
    const fit = new Set(await this.repository.fittingClientIds(projectId, audienceId));
    return all.filter((r) => r.client_id !== null && fit.has(Number(r.client_id)));
  }

  /** The announcements of one recipient's block: the chosen ones, or in "fits" mode those its company fits. */
  private async announcementsFor(n: Newsletter, r: Recipient, user: User): Promise<NewsletterPreview['announcements']> {
    if (n.mode === 'fits') {
      if (!r.client_id) return [];
      const fits = await this.eligibility
        .forClient(user, n.project_id, r.client_id, { verdict: 'eligible', take: FITS_MAX })
        .catch((err: Error) => (err instanceof NotFoundException ? { data: [] } : Promise.reject(err)));
      return fits.data.map((f) => ({ id: f.announcement.id, name: f.announcement.name, end_date: f.announcement.end_date }));
    }
    if (!n.announcement_ids.length) return [];
    const rows: NewsletterPreview['announcements'] = await this.repository.chosenAnnouncements(n.project_id, n.announcement_ids);
    return n.announcement_ids.flatMap((id) => rows.filter((b) => b.id === id));
  }

  /**
   * One recipient's mail presenting `found` (announcementsFor): `link(announcement id)` gives each announcement's public
   * page path with its token (or null to leave an announcement out: no longer visible).
   */
  private async message(
    n: Newsletter,
    r: Recipient,
    user: User,
    base: string,
    found: NewsletterPreview['announcements'],
    link: (announcementId: number) => Promise<string | null>,
  ): Promise<NewsletterPreview & { message: MailMessage }> {
    const announcements: NewsletterPreview['announcements'] = [];
    const listed: NewsletterAnnouncement[] = [];
    for (const a of found) {
      const path = await link(a.id);
      if (!path) continue;
      announcements.push(a);
      listed.push({ name: a.name, end_date: itDate(a.end_date), url: `${base}${path}` });
    }
    const unsubscribe = `${base}/iscrizione-newsletter?disiscrivi=${r.unsubscribe_token}`;
    const branding = brandingOf({ ...n, name: n.project_name, color: n.project_color }, base);
    const { html, text } = newsletterMail(branding, {
      subject: n.subject,
      body: n.body,
      heading: n.mode === 'fits' ? 'Bandi adatti alla tua azienda:' : 'Bandi in evidenza:',
      announcements: listed,
      empty: n.mode === 'fits' ? 'Al momento non ci sono bandi aperti adatti alla tua azienda.' : null,
      signature: n.project_name,
      unsubscribe_url: unsubscribe,
    });
    const replyTo = n.reply_to_email ?? user.email;
    const message: MailMessage = {
      to: r.email,
      subject: n.subject,
      text,
      html,
      replyTo,
      headers: {
        'List-Unsubscribe': `<${base}/api/public/newsletter/unsubscribe/${r.unsubscribe_token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
    return { subscriber_id: r.id, to: r.email, reply_to: replyTo, subject: n.subject, text, html, announcements, message };
  }

  /** Number of subscribed recipients of a newsletter (who "Invia" would send it to). */
  async recipientsCount(projectId: number, id: number): Promise<number> {
    const n = await this.load(projectId, id);
    return (await this.recipients(projectId, n.client_id, n.audience_announcement_id)).length;
  }

  /**
   * What each recipient would receive (at most 50), for the compose page and the confirmation of
   * "Invia": links with the token `anteprima` (the real ones are made at sending).
   */
  async preview(user: User, projectId: number, id: number, origin: string, subscriberId?: number): Promise<NewsletterPreview[]> {
    const n = await this.load(projectId, id);
    const all = await this.recipients(projectId, n.client_id, n.audience_announcement_id);
    const chosen = (subscriberId ? all.filter((r) => r.id === subscriberId) : all).slice(0, 50);
    const out: NewsletterPreview[] = [];
    for (const r of chosen) {
      const found = await this.announcementsFor(n, r, user);
      const { message: _m, ...p } = await this.message(n, r, user, this.base(origin), found, async (a) =>
        publicPath(projectId, r, a, PREVIEW_TOKEN),
      );
      out.push(p);
    }
    return out;
  }

  /**
   * One recipient's mail queued in one transaction with its share links: a job run again skips
   * a recipient already queued, so no link is made twice.
   */
  private async queueOne(n: Newsletter, r: Recipient, user: User, base: string): Promise<void> {
    const key = `newsletter:${n.id}:${r.id}`;
    if (await this.repository.mailQueued(this.repository.tenant(n.project_id), key)) return;
    // read before the transaction: the embedded database has a single connection
    const found = await this.announcementsFor(n, r, user);
    await this.dataSource.transaction(async (em: EntityManager) => {
      const { message } = await this.message(n, r, user, base, found, (a) =>
        this.shares.createForSubscriber(em, n.project_id, a, r, user.id),
      );
      await this.mail.send(message, { em, key, projectId: n.project_id, newsletterId: n.id, subscriberId: r.id });
    });
  }

  /** The job: queues one mail per recipient (idempotent by key), then marks the newsletter sent. */
  private async run(job: NewsletterJob): Promise<void> {
    const n = await this.load(job.projectId, job.newsletterId);
    const user = await this.dataSource.getRepository(User).findOneBy({ id: job.userId });
    if (!user) throw new Error(`Utente ${job.userId} non trovato`);
    const recipients = await this.recipients(n.project_id, n.client_id, n.audience_announcement_id);
    for (const r of recipients) await this.queueOne(n, r, user, this.base(job.origin));
    const count = await this.repository.markSent(n.project_id, n.id);
    this.logger.log(`Newsletter ${n.id}: ${count} e-mail in coda`);
  }
}

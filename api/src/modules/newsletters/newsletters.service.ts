import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import type { ListQueryDto, Paginated } from '../../common/http/pagination';
import type { Sql } from '../../common/tenancy/sql';
import { NewslettersRepository } from './newsletters.repository';
import { JobsService } from '../jobs/jobs.service';
import { NEWSLETTER_QUEUE, NewsletterDeliveryService, type NewsletterJob } from './newsletter-delivery.service';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import type { CreateNewsletterDto, UpdateNewsletterDto } from './newsletters.dto';
import type { NewsletterView } from './newsletter.response';
import type { DeliveryView } from './newsletter.response';
import { apiError } from '../../common/http/api-error';
export type { NewsletterView } from './newsletter.response';

/** The newsletters table for the optimistic-concurrency guard. */
const NEWSLETTERS_TABLE: VersionedTable = { table: 'newsletters', notFound: 'newsletters.not_found' };

const fieldError = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/**
 * Newsletters of an environment (docs/domain.md#referents-negotiations-notes-newsletters-alerts; docs/api.md#conventions `/api/projects/{pid}/newsletters`): a
 * subject, a text and the bandi to present, e-mailed to every client of the environment that has
 * an e-mail address. Only where the administrator switched the newsletter on
 * (`projects.newsletter_enabled`, 403 otherwise).
 */
@Injectable()
export class NewslettersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly delivery: NewsletterDeliveryService,
    private readonly repository: NewslettersRepository,
  ) {}

  /** @throws ForbiddenException when the environment's newsletter is off. */
  assertEnabled(project: Project): void {
    if (!project.newsletter_enabled) throw apiError('newsletters.disabled');
  }

  private async views(projectId: number, where: Sql, page?: { skip: number; take: number }): Promise<NewsletterView[]> {
    const tq = this.repository.tenant(projectId);
    const rows = await this.repository.rows(tq, where, page);
    const bandi = await this.repository.announcements(tq, [...new Set(rows.flatMap((r) => r.announcement_ids))]);
    return rows.map(({ announcement_ids, ...r }) => ({
      ...r,
      announcements: announcement_ids.flatMap((id) => bandi.filter((b) => b.id === id)),
    }));
  }

  /** `{data, total}` newest first; search on the subject. */
  async list(project: Project, q: ListQueryDto): Promise<Paginated<NewsletterView>> {
    const where = this.repository.searchCondition(q.search);
    return {
      data: await this.views(project.id, where, { skip: Number(q.skip ?? 0), take: Number(q.take ?? 15) }),
      total: await this.repository.count(this.repository.tenant(project.id), where),
    };
  }

  /** One newsletter of the environment; 404 otherwise. */
  async get(project: Project, id: number): Promise<NewsletterView> {
    const [row] = await this.views(project.id, this.repository.idCondition(id));
    if (!row) throw apiError('newsletters.not_found');
    return row;
  }

  /** The bandi must be published and global or local to this environment (422 otherwise). */
  private async checkAnnouncements(projectId: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await this.repository.publishedAnnouncementIds(this.repository.tenant(projectId), unique);
    if (found.length !== unique.length) throw fieldError('announcement_ids', 'Bando non trovato o non pubblicato');
    return unique;
  }

  /** A client of this environment (422 otherwise), or null. */
  private async checkClient(projectId: number, clientId: number | null): Promise<number | null> {
    if (clientId === null) return null;
    if (!(await this.repository.hasClient(this.repository.tenant(projectId), clientId)))
      throw fieldError('client_id', 'Cliente non trovato');
    return clientId;
  }

  /** An announcement the environment sees, whatever its status (422 otherwise), or null: the audience of an «aggiornamento». */
  private async checkAudience(projectId: number, announcementId: number | null): Promise<number | null> {
    if (announcementId === null) return null;
    if (!(await this.repository.seesAnnouncement(this.repository.tenant(projectId), announcementId)))
      throw fieldError('audience_announcement_id', 'Bando non trovato');
    return announcementId;
  }

  /** Creates a draft (201). 422 per field: an announcement not published here, a client or an audience call not of this environment. */
  async create(user: User, project: Project, dto: CreateNewsletterDto): Promise<NewsletterView> {
    const ids = await this.checkAnnouncements(project.id, dto.announcement_ids ?? []);
    const clientId = await this.checkClient(project.id, dto.client_id ?? null);
    const audience = await this.checkAudience(project.id, dto.audience_announcement_id ?? null);
    const id = await this.repository.insert(this.repository.tenant(project.id), {
      subject: dto.subject.trim(),
      body: dto.body.trim(),
      announcement_ids: ids,
      created_by: user.id,
      mode: dto.mode ?? 'manual',
      client_id: clientId,
      audience_announcement_id: audience,
    });
    return this.get(project, id);
  }

  /**
   * The «aggiornamento» of a changed call (issue 35): a draft to the subscribers of the clients that
   * fit call `announcementId` (`audience_announcement_id`), subject "Aggiornamento sul bando «X»",
   * a text that tells the change as the user's newest change notice of it did (without its count of
   * clients; "è stato aggiornato" when there is none), and the announcement presented when it is published.
   * @throws NotFoundException 404 when the environment does not see the announcement.
   */
  async createClientUpdate(user: User, project: Project, announcementId: number): Promise<NewsletterView> {
    const tq = this.repository.tenant(project.id);
    const call = await this.repository.visibleAnnouncement(tq, announcementId);
    if (!call) throw apiError('announcements.not_found');
    const notice = await this.repository.latestChangeNotice(tq, user.id, announcementId);
    const change = notice?.replace(/ — \d+ tuo(i clienti idonei| cliente idoneo)$/, '') ?? `Il bando «${call.name}» è stato aggiornato`;
    const body = [
      'Gentile cliente,',
      `ti segnaliamo un aggiornamento: ${change.charAt(0).toLowerCase()}${change.slice(1)}.`,
      'La tua impresa risulta tra quelle che possono partecipare. Per qualsiasi domanda rispondi pure a questa e-mail.',
    ].join('\n\n');
    return this.create(user, project, {
      subject: `Aggiornamento sul bando «${call.name}»`.slice(0, 200),
      body,
      announcement_ids: call.status === 'published' ? [announcementId] : [],
      mode: 'manual',
      audience_announcement_id: announcementId,
    });
  }

  private async draft(project: Project, id: number): Promise<NewsletterView> {
    const n = await this.get(project, id);
    if (n.status !== 'draft') throw fieldError('status', 'La newsletter è già stata inviata');
    return n;
  }

  /**
   * Updates the fields sent of a draft (the others stay); 422 once sent.
   * @throws StaleRecordException 409 with the current newsletter when `expected` (If-Match / `version`) is stale.
   */
  async update(
    project: Project,
    id: number,
    dto: UpdateNewsletterDto,
    expected?: number,
    userId: number | null = null,
  ): Promise<NewsletterView> {
    const n = await this.draft(project, id);
    const clientId = dto.client_id === undefined ? n.client_id : await this.checkClient(project.id, dto.client_id);
    const audience =
      dto.audience_announcement_id === undefined
        ? n.audience_announcement_id
        : await this.checkAudience(project.id, dto.audience_announcement_id);
    const ids =
      dto.announcement_ids === undefined
        ? n.announcements.map((a) => a.id)
        : await this.checkAnnouncements(project.id, dto.announcement_ids);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, NEWSLETTERS_TABLE, {
            id,
            scope: { project_id: project.id },
            expected,
            userId,
            set: {
              subject: dto.subject?.trim() ?? n.subject,
              body: dto.body?.trim() ?? n.body,
              announcement_ids: ids,
              mode: dto.mode ?? n.mode,
              client_id: clientId,
              audience_announcement_id: audience,
            },
          });
          // sent meanwhile by somebody else (same version is impossible: sending bumps it, but stay safe)
          if ((await this.repository.status(this.repository.tenant(project.id, em), id)) !== 'draft')
            throw fieldError('status', 'La newsletter è già stata inviata');
        }),
      () => this.get(project, id),
    );
    return this.get(project, id);
  }

  /**
   * Deletes a draft (a sent newsletter stays as the record of what was sent: 422).
   * @throws StaleRecordException 409 with the current newsletter when `expected` is stale.
   */
  async remove(project: Project, id: number, expected?: number, userId: number | null = null): Promise<void> {
    await this.draft(project, id);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, NEWSLETTERS_TABLE, { id, scope: { project_id: project.id }, expected, userId });
          const tq = this.repository.tenant(project.id, em);
          if ((await this.repository.status(tq, id)) !== 'draft') throw fieldError('status', 'La newsletter è già stata inviata');
          await this.repository.delete(tq, id);
        }),
      () => this.get(project, id),
    );
  }

  /**
   * Sends a draft as a job (docs/domain.md, "Newsletter"): to every subscribed contact of the
   * environment, or of its client for a client's newsletter, or (an «aggiornamento») of the clients
   * that fit its audience call; one personalised mail each, with the
   * one-click unsubscribe link. Answers at once with status `sending` and `recipients_count`; the
   * `newsletter-send` job queues the mails and marks it `sent`; `progress` and the delivery log
   * follow each mail. 422 already sent or no subscribed recipient. Bumps the version.
   */
  async send(project: Project, id: number, userId: number, origin: string): Promise<NewsletterView> {
    const n = await this.draft(project, id);
    const recipients = await this.delivery.recipients(project.id, n.client_id, n.audience_announcement_id);
    if (!recipients.length) throw fieldError('recipients', 'Nessun iscritto ha confermato la newsletter');
    await this.dataSource.transaction(async (em) => {
      if (!(await this.repository.markSending(this.repository.tenant(project.id, em), id, recipients.length, userId)))
        throw fieldError('status', 'La newsletter è già stata inviata');
      const job: NewsletterJob = { projectId: project.id, newsletterId: id, userId, origin, summary: `Newsletter ${id}: ${n.subject}` };
      await this.jobs.send(NEWSLETTER_QUEUE.name, job, { em, singletonKey: `newsletter:${id}` });
    });
    return this.get(project, id);
  }

  /** The delivery log of a newsletter: one row per recipient with its state and the reason of a failure. */
  async deliveries(project: Project, id: number): Promise<DeliveryView[]> {
    await this.get(project, id);
    return this.repository.deliveries(this.repository.tenant(project.id), id);
  }
}

export type { DeliveryView };

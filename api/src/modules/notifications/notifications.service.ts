import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, TenantQuery } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';
import type { NotificationListQueryDto } from './notification.dto';
import type { NotificationPage, NotificationView } from './notification.response';
import { NotificationsRepository } from './notifications.repository';
import { apiError } from '../../common/http/api-error';

/** Italian message of a notification not found (another user's or another environment's is the same 404). */
export const NOTIFICATION_NOT_FOUND = 'Notifica non trovata';

/** How long a notification is kept (days): the daily purge deletes the older ones. */
export const NOTIFICATION_RETENTION_DAYS = 90;

const itDate = (d: string) => d.split('-').reverse().join('/');
const fullName = (u: Pick<User, 'name' | 'surname'>) => `${u.name ?? ''} ${u.surname ?? ''}`.trim() || 'Un collega';
/** A date column as `YYYY-MM-DD` (null when empty). */
const isoDay = (v: unknown): string | null =>
  v == null || v === '' ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/**
 * The amounts of an announcement (EUR) whose change its clients' managers are told about
 * (docs/domain.md#call-changes): `allocated_funds`, the announcement's total allocation ("Stanziamento" of
 * incentivi.gov.it), and the grant and eligible-expense ranges.
 */
export const FUND_FIELDS = ['allocated_funds', 'grant_min', 'grant_max', 'eligible_expense_min', 'eligible_expense_max'] as const;
export type FundField = (typeof FUND_FIELDS)[number];
const FUND_LABELS: Record<FundField, string> = {
  allocated_funds: 'stanziamento',
  grant_min: 'contributo minimo',
  grant_max: 'contributo massimo',
  eligible_expense_min: 'spesa ammissibile minima',
  eligible_expense_max: 'spesa ammissibile massima',
};

/**
 * What changed in an announcement, as {@link NotificationsService.announcementChanged} reads it: each field
 * as `[before, after]` (equal when unchanged). `status`: `draft` / `published`; `end_date`:
 * `YYYY-MM-DD`, a Date or null; `funds`: the amounts in EUR (numbers or decimal text, null = not
 * stated) of the {@link FUND_FIELDS} the caller compares.
 */
export interface AnnouncementChange {
  id: number;
  /** The announcement's name after the change. */
  name: string;
  status: [string | null, string | null];
  end_date: [unknown, unknown];
  funds?: Partial<Record<FundField, [unknown, unknown]>>;
}

/** An amount in EUR as a number (PostgreSQL numeric answers text), null when not stated. */
const euros = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
/** "1.500.000 €" (Italian grouping, cents only when there are), "non indicato" for null. */
const eur = (v: number | null): string =>
  v === null ? 'non indicato' : `${v.toLocaleString('it-IT', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} €`;

/**
 * In-app notifications (the bell of the shell, issue 37; docs/api.md "Notifications"). Each user
 * reads and marks only their own, in the route's environment (another user's or another
 * environment's notification is a 404). Created by the events of the other services, inside
 * their transaction (`tq` on the caller's transaction manager), never for the actor of the event:
 * - {@link taskAssigned}: a task created for, or reassigned to, someone else (TasksService);
 * - {@link interest}: "Sono interessato" of a client, to each of its managers (InterestService);
 * - {@link announcementChanged}: an announcement's deadline (`end_date`), status or amounts changed
 *   (AnnouncementsService.update, the incentivi.gov.it import), to the managers of the clients
 *   pursuing it (a negotiation not closed, "Sono interessato") and of the clients that fit it.
 * Kept {@link NOTIFICATION_RETENTION_DAYS} days (NotificationsPurgeService).
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: NotificationsRepository,
  ) {}

  /** `{data, total, unread}`: the user's notifications in the environment, newest first (15 per page by default); `unread=true` only the unread. */
  list(user: User, projectId: number, q: NotificationListQueryDto): Promise<NotificationPage> {
    const tq = new TenantQuery(this.dataSource, projectId);
    return this.repo.list(tq, user.id, q.unread === 'true', q.skip ?? 0, q.take ?? 15);
  }

  /** `{unread}`: the user's unread notifications in the environment. */
  async unreadCount(user: User, projectId: number): Promise<{ unread: number }> {
    return { unread: await this.repo.unreadCount(new TenantQuery(this.dataSource, projectId), user.id) };
  }

  /** Marks one of the user's notifications read (again: no change). @throws NotFoundException 404 when not the user's in this environment. */
  async markRead(user: User, projectId: number, id: number): Promise<NotificationView> {
    const row = await this.repo.markRead(new TenantQuery(this.dataSource, projectId), user.id, id);
    if (!row) throw apiError('notifications.not_found');
    return row;
  }

  /** Marks all the user's unread notifications in the environment read: `{updated}` how many. */
  async markAllRead(user: User, projectId: number): Promise<{ updated: number }> {
    return { updated: await this.repo.markAllRead(new TenantQuery(this.dataSource, projectId), user.id) };
  }

  /**
   * Event: task `task` of the environment (`tq`, the caller's transaction) was created for, or
   * reassigned to, `task.owner_id` by `actor`. Nothing when the actor assigned it to themselves.
   * Link: the environment's tasks (`/ambiente/{p}/compiti`).
   */
  async taskAssigned(tq: TenantQuery, actor: User, task: { id: number; title: string; owner_id: number }): Promise<void> {
    if (task.owner_id === actor.id) return;
    await this.repo.insert(tq, [
      {
        user_id: task.owner_id,
        kind: 'task_assigned',
        title: `${fullName(actor)} ti ha assegnato il compito «${task.title}»`,
        link: `/ambiente/${tq.projectId}/compiti`,
        task_id: task.id,
      },
    ]);
  }

  /**
   * Event: client `clientId` ("businessName") pressed "Sono interessato" on call `announcementId`
   * ("announcementName"), recorded as call log `callId`; each of `managerIds` (the client's
   * managers) is told. The route is public: there is no actor. Link: the call log.
   */
  async interest(
    tq: TenantQuery,
    managerIds: number[],
    e: { clientId: number; businessName: string; announcementId: number; announcementName: string; callId: number },
  ): Promise<void> {
    await this.repo.insert(
      tq,
      [...new Set(managerIds)].map((userId) => ({
        user_id: userId,
        kind: 'interest' as const,
        title: `${e.businessName} è interessato al bando «${e.announcementName}»`,
        link: `/ambiente/${tq.projectId}/richieste/${e.callId}`,
        client_id: e.clientId,
        announcement_id: e.announcementId,
      })),
    );
  }

  /**
   * Event: through the referent's upload link (docs/domain.md#dossier) a file was uploaded to item
   * "itemLabel" of the dossier of negotiation `negotiationId` ("title") of client `clientId`
   * ("businessName"); each of `managerIds` (the client's managers) is told. The route is public:
   * there is no actor. Link: the negotiation on the kanban.
   */
  async dossierUpload(
    tq: TenantQuery,
    managerIds: number[],
    e: { clientId: number; businessName: string; negotiationId: number; title: string; itemLabel: string },
  ): Promise<void> {
    await this.repo.insert(
      tq,
      [...new Set(managerIds)].map((userId) => ({
        user_id: userId,
        kind: 'dossier_upload' as const,
        title: `${e.businessName} ha caricato «${e.itemLabel}» per la trattativa «${e.title}»: da verificare`,
        link: `/ambiente/${tq.projectId}/clienti/trattative?trattativa=${e.negotiationId}`,
        client_id: e.clientId,
      })),
    );
  }

  /**
   * Event: call `c` changed (a manual edit, AnnouncementsService.update, or a re-import of
   * incentivi.gov.it, importIncentivi; docs/domain.md#call-changes). Told, one notification per
   * user and environment, never `actorId`:
   * - when the closing date (`end_date`, `YYYY-MM-DD` or null) moved: the followers
   *   (NotificationsRepository.announcementFollowers: managers of clients with an open negotiation
   *   on it or that pressed "Sono interessato");
   * - when the closing date, the status or an amount of {@link FUND_FIELDS} changed and the announcement is
   *   (or was) published: the active managers of the active clients that FIT it (overall verdict
   *   eligible, NotificationsRepository.fittingManagers), with how many of their clients fit.
   * Nothing when none of these changed. An announcement of an environment (`projectId`) tells that
   * environment; a global announcement (`projectId` null) every environment. Title (Italian), e.g. "Il
   * bando «X» è stato prorogato al 15/03/2027 (era 31/12/2026) — 3 tuoi clienti idonei": "chiuso
   * in anticipo" when brought forward to `today` or earlier; amounts in EUR. Link: the announcement in the
   * environment. `db`: the caller's transaction, so a failed change tells nobody.
   */
  async announcementChanged(
    db: Queryable,
    projectId: number | null,
    actorId: number | null,
    c: AnnouncementChange,
    today: string,
  ): Promise<void> {
    const from = isoDay(c.end_date[0]);
    const to = isoDay(c.end_date[1]);
    const deadline = from !== to;
    const status = (c.status[0] ?? null) !== (c.status[1] ?? null);
    const funds = FUND_FIELDS.flatMap((k) => {
      const pair = c.funds?.[k];
      if (!pair) return [];
      const [a, b] = [euros(pair[0]), euros(pair[1])];
      return a === b ? [] : [`${FUND_LABELS[k]} ${eur(b)} (${a === null ? 'prima non indicato' : `era ${eur(a)}`})`];
    });
    if (!deadline && !status && !funds.length) return;
    const clauses: string[] = [];
    if (deadline)
      clauses.push(
        to && to <= today && (!from || to < from)
          ? `è stato chiuso in anticipo (scadenza ${itDate(to)})`
          : !to
            ? 'non ha più una scadenza'
            : from && to > from
              ? `è stato prorogato al ${itDate(to)} (era ${itDate(from)})`
              : `ha una nuova scadenza: ${itDate(to)}${from ? ` (era ${itDate(from)})` : ''}`,
      );
    if (status && c.status[1] === 'published') clauses.push('è stato pubblicato');
    else if (status && c.status[0] === 'published') clauses.push('non è più pubblicato');
    if (funds.length) clauses.push(`ha nuovi importi: ${funds.join(', ')}`);
    if (!clauses.length) return;
    const title = `Il bando «${c.name.slice(0, 300)}» ${clauses.join('; ')}`;
    const environments = projectId === null ? await this.repo.environments(db) : [projectId];
    const published = c.status[0] === 'published' || c.status[1] === 'published';
    const fitting = published ? await this.repo.fittingManagers(db, c.id, environments, actorId) : new Map<number, Map<number, number>>();
    for (const env of environments) {
      const tq = new TenantQuery(db, env);
      const followers = deadline ? await this.repo.announcementFollowers(tq, c.id, actorId ?? -1) : [];
      const counts = fitting.get(env) ?? new Map<number, number>();
      const users = [...new Set([...followers, ...counts.keys()])].sort((x, y) => x - y);
      await this.repo.insert(
        tq,
        users.map((userId) => {
          const n = counts.get(userId);
          return {
            user_id: userId,
            kind: 'announcement_changed' as const,
            title: n ? `${title} — ${n} ${n === 1 ? 'tuo cliente idoneo' : 'tuoi clienti idonei'}` : title,
            link: `/ambiente/${env}/bandi/${c.id}`,
            announcement_id: c.id,
          };
        }),
      );
    }
  }

  /** Deletes, in every environment, the notifications older than `days` days before `now`; answers how many. */
  async purge(now = new Date(), days = NOTIFICATION_RETENTION_DAYS): Promise<number> {
    const before = new Date(now.getTime() - days * 86_400_000);
    let deleted = 0;
    for (const env of await this.repo.environments(this.dataSource))
      deleted += await this.repo.purge(new TenantQuery(this.dataSource, env), before);
    return deleted;
  }
}

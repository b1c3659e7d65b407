import { createHash, randomBytes } from 'node:crypto';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AnnouncementsService, type Ctx } from '../announcements/announcements.service';
import { ClientsService } from '../clients/clients.service';
import { DEFAULT_TAKE, type Paginated } from '../../common/http/pagination';
import type { ClientShareListItemView } from './share.response';
import { SharesRepository } from './shares.repository';
import { apiError } from '../../common/http/api-error';

/** Default and longest life of a share link, in days. */
export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 180;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Public share links of a call for a client or a call log (docs/screens.md#public-routes public pages): a random
 * token of 256 bits (base64url), stored only as its SHA-256, expiring and revocable. SQL: SharesRepository.
 */
@Injectable()
export class SharesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: SharesRepository,
    private readonly announcements: AnnouncementsService,
    private readonly audit: AuditService,
    private readonly clients: ClientsService,
  ) {}

  /**
   * Creates a link for an announcement visible in the environment, for one of its clients (`client_id`)
   * or call logs (`call_id`). Answers `{id, token, url, expires_at}`; the token is shown only here.
   * 404 for an invisible call; 422 for a client/call log not of this environment.
   */
  async create(
    ctx: Ctx & { projectId: number },
    announcementId: number,
    body: { client_id?: number; call_id?: number; expires_in_days?: number },
  ) {
    await this.announcements.detail(ctx, announcementId);
    if (!body.client_id === !body.call_id)
      throw new UnprocessableEntityException({
        message: 'I dati inviati non sono validi',
        errors: { client_id: ['Indica un cliente oppure una richiesta'] },
      });
    if (body.client_id) {
      if (!(await this.repo.hasClient(this.repo.tenant(this.dataSource, ctx.projectId), body.client_id)))
        throw new UnprocessableEntityException({
          message: 'I dati inviati non sono validi',
          errors: { client_id: ['Cliente non trovato in questo ambiente'] },
        });
    }
    if (body.call_id) {
      if (!(await this.repo.hasCall(this.repo.tenant(this.dataSource, ctx.projectId), body.call_id)))
        throw new UnprocessableEntityException({
          message: 'I dati inviati non sono validi',
          errors: { call_id: ['Richiesta non trovata in questo ambiente'] },
        });
    }
    const token = randomBytes(32).toString('base64url');
    const days = body.expires_in_days ?? SHARE_DEFAULT_DAYS;
    return this.dataSource.transaction(async (em) => {
      const row = await this.repo.insert(this.repo.tenant(em, ctx.projectId), {
        tokenHash: hash(token),
        announcementId,
        clientId: body.client_id ?? null,
        callId: body.call_id ?? null,
        userId: ctx.user.id,
        days,
      });
      if (!row) throw apiError('announcements.not_found');
      await this.audit.record(em, {
        userId: ctx.user.id,
        projectId: ctx.projectId,
        entity: 'announcement',
        entityId: announcementId,
        action: 'shared',
        changes: { fields: [], share_id: row.id, client_id: row.client_id, call_id: row.call_id },
      });
      const base = row.client_id
        ? `/ambiente/${ctx.projectId}/clienti/${row.client_id}`
        : `/ambiente/${ctx.projectId}/richieste/${row.call_id}`;
      return { ...row, token, url: `${base}/bandi/${announcementId}/pubblico?token=${token}` };
    });
  }

  /**
   * A newsletter subscriber's link to one announcement (docs/architecture.md#mail-templates), made by the
   * newsletter job inside its transaction `em`, valid SHARE_MAX_DAYS days, not audited one by one
   * (the newsletter's delivery log records the sending). Answers the public page's path with the
   * token (`/ambiente/{pid}/clienti/{client}/bandi/{id}/pubblico?token=` for a subscriber of a
   * client, where "Sono interessato" records a request; `/ambiente/{pid}/iscritti/{subscriber}/...`
   * otherwise), or null when the announcement is no longer visible in the environment.
   */
  async createForSubscriber(
    em: EntityManager,
    projectId: number,
    announcementId: number,
    subscriber: { id: number; client_id: number | null },
    userId: number,
  ): Promise<string | null> {
    const token = randomBytes(32).toString('base64url');
    const row = await this.repo.insert(this.repo.tenant(em, projectId), {
      tokenHash: hash(token),
      announcementId,
      clientId: subscriber.client_id,
      callId: null,
      subscriberId: subscriber.id,
      userId,
      days: SHARE_MAX_DAYS,
    });
    if (!row) return null;
    const base = subscriber.client_id
      ? `/ambiente/${projectId}/clienti/${subscriber.client_id}`
      : `/ambiente/${projectId}/iscritti/${subscriber.id}`;
    return `${base}/bandi/${announcementId}/pubblico?token=${token}`;
  }

  /** Links of an announcement in this environment (without tokens), newest first. */
  async list(ctx: Ctx & { projectId: number }, announcementId: number) {
    await this.announcements.detail(ctx, announcementId);
    const data = await this.repo.list(this.repo.tenant(this.dataSource, ctx.projectId), announcementId);
    return { data, total: data.length };
  }

  /**
   * The environment's links to a client, newest first, one page (`skip`, `take`), each with the
   * call's name, openings and interest (docs/api.md#share-links). 404 when the client is not one
   * the user sees in this environment (another environment's client included).
   */
  async listForClient(
    ctx: Ctx & { projectId: number },
    clientId: number,
    page: { skip?: number; take?: number },
  ): Promise<Paginated<ClientShareListItemView>> {
    await this.clients.assertVisible(ctx.user, ctx.projectId, clientId);
    return this.repo.listForClient(this.repo.tenant(this.dataSource, ctx.projectId), clientId, {
      skip: page.skip ?? 0,
      take: page.take ?? DEFAULT_TAKE,
    });
  }

  /** Revokes a link of this environment (idempotent). 404 if not found here. */
  async revoke(ctx: Ctx & { projectId: number }, announcementId: number, shareId: number): Promise<void> {
    if (!(await this.repo.revoke(this.repo.tenant(this.dataSource, ctx.projectId), announcementId, shareId)))
      throw apiError('public.link_not_found');
    await this.audit.record(null, {
      userId: ctx.user.id,
      projectId: ctx.projectId,
      entity: 'announcement',
      entityId: announcementId,
      action: 'unshared',
      changes: { fields: [], share_id: shareId },
    });
  }

  /**
   * The share of a valid token for this announcement (not revoked, not expired); 404 otherwise, whatever the
   * reason. `countOpen` (the public page itself, not its files): the same statement counts the
   * opening (opens_count, first/last_opened_at; migration 0038).
   */
  async resolve(
    announcementId: number,
    token: string | undefined,
    countOpen = false,
  ): Promise<{ project_id: number; client_id: number | null; call_id: number | null; expires_at: string }> {
    const notFound = apiError('public.link_invalid');
    if (!token || token.length < 20 || token.length > 100) throw notFound;
    const row = countOpen
      ? await this.repo.openLive(this.dataSource, hash(token), announcementId)
      : await this.repo.resolveLive(this.dataSource, hash(token), announcementId);
    if (!row) throw notFound;
    return row;
  }
}

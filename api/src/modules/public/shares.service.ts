import { createHash, randomBytes } from 'node:crypto';
import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AnnouncementsService, type Ctx } from '../announcements/announcements.service';

/** Default and longest life of a share link, in days. */
export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 180;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Public share links of a call for a client or a call log (docs/screens.md#public-routes public pages): a random
 * token of 256 bits (base64url), stored only as its SHA-256, expiring and revocable.
 */
@Injectable()
export class SharesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly announcements: AnnouncementsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Creates a link for a call visible in the environment, for one of its clients (`client_id`)
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
      const [c] = await this.dataSource.query(`SELECT id FROM clients WHERE id = $1 AND project_id = $2`, [body.client_id, ctx.projectId]);
      if (!c)
        throw new UnprocessableEntityException({
          message: 'I dati inviati non sono validi',
          errors: { client_id: ['Cliente non trovato in questo ambiente'] },
        });
    }
    if (body.call_id) {
      const [c] = await this.dataSource.query(`SELECT id FROM calls WHERE id = $1 AND project_id = $2`, [body.call_id, ctx.projectId]);
      if (!c)
        throw new UnprocessableEntityException({
          message: 'I dati inviati non sono validi',
          errors: { call_id: ['Richiesta non trovata in questo ambiente'] },
        });
    }
    const token = randomBytes(32).toString('base64url');
    const days = body.expires_in_days ?? SHARE_DEFAULT_DAYS;
    return this.dataSource.transaction(async (em) => {
      const [row] = await em.query(
        `INSERT INTO announcement_shares (token_hash, announcement_id, project_id, client_id, call_id, created_by, expires_at)
         VALUES ($1,$2,$3,$4,$5,$6, now() + make_interval(days => $7)) RETURNING id, client_id, call_id, expires_at, created_at`,
        [hash(token), announcementId, ctx.projectId, body.client_id ?? null, body.call_id ?? null, ctx.user.id, days],
      );
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

  /** Links of a call in this environment (without tokens), newest first. */
  async list(ctx: Ctx & { projectId: number }, announcementId: number) {
    await this.announcements.detail(ctx, announcementId);
    const data = await this.dataSource.query(
      `SELECT id, client_id, call_id, expires_at, revoked_at, created_at, (revoked_at IS NULL AND expires_at > now()) AS active
         FROM announcement_shares WHERE announcement_id = $1 AND project_id = $2 ORDER BY created_at DESC, id DESC`,
      [announcementId, ctx.projectId],
    );
    return { data, total: data.length };
  }

  /** Revokes a link of this environment (idempotent). 404 if not found here. */
  async revoke(ctx: Ctx & { projectId: number }, announcementId: number, shareId: number): Promise<void> {
    // an UPDATE through DataSource.query answers [rows, rowCount]: check the rows, not the pair
    const [rows] = (await this.dataSource.query(
      `UPDATE announcement_shares SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND announcement_id = $2 AND project_id = $3 RETURNING id`,
      [shareId, announcementId, ctx.projectId],
    )) as [{ id: number }[], number];
    if (!rows.length) throw new NotFoundException('Link non trovato');
    await this.audit.record(null, {
      userId: ctx.user.id,
      projectId: ctx.projectId,
      entity: 'announcement',
      entityId: announcementId,
      action: 'unshared',
      changes: { fields: [], share_id: shareId },
    });
  }

  /** The share of a valid token for this call (not revoked, not expired); 404 otherwise, whatever the reason. */
  async resolve(
    announcementId: number,
    token: string | undefined,
  ): Promise<{ project_id: number; client_id: number | null; call_id: number | null; expires_at: string }> {
    const notFound = new NotFoundException('Link non valido o scaduto');
    if (!token || token.length < 20 || token.length > 100) throw notFound;
    const [row] = await this.dataSource.query(
      `SELECT project_id, client_id, call_id, expires_at FROM announcement_shares
        WHERE token_hash = $1 AND announcement_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [hash(token), announcementId],
    );
    if (!row) throw notFound;
    return row;
  }
}

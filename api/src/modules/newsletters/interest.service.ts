import { createHash } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What "Sono interessato" answers. */
export interface InterestResult {
  status: 'recorded';
  call_id: number;
}

/**
 * "Sono interessato" on the public call page (docs/domain.md, "Newsletter"): a client who opens a
 * call shared with them records their interest as a new client request (call log, status open,
 * linked to the call, made by the client's referent: the one of the call the link was shared
 * from, else the client's first one) and each of the client's managers is e-mailed. Once per link
 * (`share_interests`, 409 afterwards); a wrong, expired or revoked link answers 404 like the page.
 */
@Injectable()
export class InterestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  async record(announcementId: number, token: string | undefined, ip: string | null, origin: string): Promise<InterestResult> {
    if (!token || token.length < 20 || token.length > 100) throw new NotFoundException('Link non valido o scaduto');
    return this.dataSource.transaction(async (em) => {
      const [share] = await em.query(
        `SELECT s.id, s.project_id, COALESCE(s.client_id, k.client_id) AS client_id, k.referent_id AS call_referent_id, a.name AS announcement_name
         FROM announcement_shares s JOIN announcements a ON a.id = s.announcement_id LEFT JOIN calls k ON k.id = s.call_id AND k.project_id = s.project_id
         WHERE s.token_hash = $1 AND s.announcement_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() FOR UPDATE OF s`,
        [sha256(token), announcementId],
      );
      if (!share) throw new NotFoundException('Link non valido o scaduto');
      if (!share.client_id) throw new NotFoundException('Link non valido o scaduto');
      const done = await em.query(`SELECT 1 FROM share_interests WHERE share_id = $1`, [share.id]);
      if (done.length) throw new ConflictException({ message: 'Interesse già registrato con questo link', code: 'already_recorded' });
      const [client] = await em.query(`SELECT business_name FROM clients WHERE project_id = $1 AND id = $2`, [
        share.project_id,
        share.client_id,
      ]);
      const note = `Interesse espresso dalla pagina pubblica del bando "${share.announcement_name}" (pulsante "Sono interessato").`;
      // a client call names the referent who made it (docs/domain.md#call-logs): the one of the
      // call the link was shared from, else the client's first referent (none when it has none)
      const [referent] = await em.query(
        `SELECT cr.referent_id FROM client_referents cr WHERE cr.client_id = $1
         ORDER BY cr.referent_id = $2 DESC NULLS LAST, cr.referent_id LIMIT 1`,
        [share.client_id, share.call_referent_id ?? null],
      );
      const [call] = await em.query(
        `INSERT INTO calls (project_id, type, client_id, referent_id, company_name, note, status) VALUES ($1, 'client', $2, $3, $4, $5, 'open') RETURNING id`,
        [share.project_id, share.client_id, referent?.referent_id ?? null, client.business_name, note],
      );
      await em.query(`INSERT INTO calls_announcements (call_id, announcement_id) VALUES ($1, $2)`, [call.id, announcementId]);
      await em.query(`INSERT INTO share_interests (share_id, call_id, ip) VALUES ($1, $2, $3)`, [
        share.id,
        call.id,
        ip?.slice(0, 64) ?? null,
      ]);
      const managers: { id: number; email: string; name: string }[] = await em.query(
        `SELECT u.id, u.email, u.name FROM client_managers cm JOIN users u ON u.id = cm.user_id AND u.status = 'active'
         WHERE cm.client_id = $1 ORDER BY u.id`,
        [share.client_id],
      );
      for (const m of managers)
        await this.mail.send(
          {
            to: m.email,
            subject: `Nuova richiesta: ${client.business_name} è interessato a un bando`,
            text:
              `Ciao ${m.name},\n\n${client.business_name} ha premuto "Sono interessato" sulla pagina pubblica del bando "${share.announcement_name}".\n` +
              `La richiesta è stata registrata: ${origin}/ambiente/${share.project_id}/richieste/${call.id}\n`,
          },
          { em, key: `interest:${share.id}:${m.id}`, projectId: share.project_id },
        );
      return { status: 'recorded' as const, call_id: call.id };
    });
  }
}

import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { InterestRepository } from './interest.repository';
import { apiError } from '../../common/http/api-error';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What "Sono interessato" answers. */
export interface InterestResult {
  status: 'recorded';
  call_id: number;
}

/**
 * "Sono interessato" on the public announcement page (docs/domain.md, "Newsletter"): a client who opens a
 * call shared with them records their interest as a new client request (call log, status open,
 * linked to the announcement, made by the client's referent: the one of the call log the link was shared
 * from, else the client's first one) and each of the client's managers is e-mailed. Once per link
 * (`share_interests`, 409 afterwards); a wrong, expired or revoked link answers 404 like the page.
 * SQL: InterestRepository.
 */
@Injectable()
export class InterestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: InterestRepository,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
  ) {}

  async record(announcementId: number, token: string | undefined, ip: string | null, origin: string): Promise<InterestResult> {
    if (!token || token.length < 20 || token.length > 100) throw apiError('public.link_invalid');
    return this.dataSource.transaction(async (em) => {
      const share = await this.repo.shareForUpdate(em, sha256(token), announcementId);
      if (!share) throw apiError('public.link_invalid');
      const tq = this.repo.tenant(em, share);
      if (await this.repo.recorded(tq, share.id)) throw apiError('newsletters.interest_recorded');
      const businessName = await this.repo.clientName(tq, share.client_id);
      if (businessName === undefined) throw apiError('public.link_invalid');
      const client = { business_name: businessName };
      const note = `Interesse espresso dalla pagina pubblica del bando "${share.announcement_name}" (pulsante "Sono interessato").`;
      // a client call names the referent who made it (docs/domain.md#call-logs): the one of the
      // call the link was shared from, else the client's first referent (none when it has none)
      const referentId = await this.repo.requestReferent(tq, share.client_id, share.call_referent_id);
      const callId = await this.repo.recordCall(tq, {
        shareId: share.id,
        clientId: share.client_id,
        referentId,
        companyName: client.business_name,
        note,
        announcementId,
        ip: ip?.slice(0, 64) ?? null,
      });
      const call = { id: callId };
      const managers = await this.repo.managers(tq, share.client_id);
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
      // and the bell of each manager (no actor: the route is public)
      await this.notifications.interest(
        tq,
        managers.map((m) => m.id),
        {
          clientId: share.client_id,
          businessName: client.business_name,
          announcementId,
          announcementName: share.announcement_name,
          callId: call.id,
        },
      );
      return { status: 'recorded' as const, call_id: call.id };
    });
  }
}

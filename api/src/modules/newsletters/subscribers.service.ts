import { createHash, randomBytes } from 'node:crypto';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canonicalEmail } from '../../common/auth/email';
import { MailService } from '../mail/mail.service';
import type { Project } from '../projects/project.entity';
import { SubscribersRepository, type ConsentSource, type ConsentView, type SubscriberView } from './subscribers.repository';
import { apiError } from '../../common/http/api-error';

/** Days a confirmation link stays valid. */
export const CONFIRM_TTL_DAYS = 7;
/** Version of the consent text below, recorded with every consent event. */
export const CONSENT_TEXT_VERSION = 'newsletter-2026-11-v1';
/** The consent the contact gives by confirming (shown in the confirmation mail and recorded by version). */
export const CONSENT_TEXT =
  'Confermando acconsenti a ricevere via e-mail la newsletter con i bandi e le opportunità di finanza agevolata selezionati per te. ' +
  'Puoi annullare l’iscrizione in qualsiasi momento con il link presente in ogni e-mail.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const invalid = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/** What the public confirmation answers. */
export interface ConfirmResult {
  status: 'subscribed';
  project_name: string;
  email: string;
}

/**
 * Newsletter subscribers of an environment with double opt-in (docs/domain.md, "Newsletter"):
 * staff subscribe a client's or a referent's e-mail -> `pending` and a confirmation mail with a
 * link valid CONFIRM_TTL_DAYS days; the contact opens /iscrizione-newsletter -> `subscribed`;
 * every newsletter carries a one-click unsubscribe link -> `unsubscribed`. Each step is written
 * to the consent log with time, IP, user agent and the consent text version.
 */
@Injectable()
export class SubscribersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: SubscribersRepository,
    private readonly mail: MailService,
  ) {}

  list(project: Project, clientId?: number): Promise<SubscriberView[]> {
    return this.repo.list(project.id, clientId);
  }

  /** One subscriber with its consent log; 404 when not of this environment. */
  async get(project: Project, id: number): Promise<SubscriberView & { consents: ConsentView[] }> {
    const row = await this.repo.get(project.id, id);
    if (!row) throw apiError('newsletters.subscriber_not_found');
    return { ...row, consents: await this.repo.consents(project.id, id) };
  }

  /**
   * Asks a client or referent of the environment for consent: the subscriber becomes (or stays)
   * `pending` with a new link, and the confirmation mail is queued. 422 when the contact has no
   * e-mail or is already subscribed; 404 when the contact is not of this environment.
   * @param origin scheme://host the link points to (the staff member's own address of the site).
   */
  async subscribe(
    project: Project,
    contact: { client_id?: number; referent_id?: number },
    src: ConsentSource,
    origin: string,
  ): Promise<SubscriberView> {
    const kind = contact.client_id ? 'client' : 'referent';
    const contactId = contact.client_id ?? contact.referent_id;
    if (!contactId || (contact.client_id && contact.referent_id)) throw invalid('client_id', 'Indica un cliente oppure un referente');
    const found = await this.repo.contactEmail(project.id, kind, contactId);
    if (!found) throw apiError(kind === 'client' ? 'clients.not_found' : 'referents.not_found');
    if (!found.email?.trim()) throw invalid(kind === 'client' ? 'client_id' : 'referent_id', 'Il contatto non ha un indirizzo e-mail');
    const email = canonicalEmail(found.email);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + CONFIRM_TTL_DAYS * 86400_000);
    const id = await this.dataSource.transaction(async (em) => {
      const existing = await this.repo.findByEmail(project.id, email, em);
      const clientId = contact.client_id ?? null;
      const referentId = contact.referent_id ?? null;
      let sid: number;
      if (existing?.status === 'subscribed') throw invalid('email', 'Indirizzo già iscritto alla newsletter');
      if (existing) {
        sid = existing.id;
        await this.repo.renewPending(em, project.id, sid, sha256(token), expiresAt, clientId, referentId);
      } else {
        sid = await this.repo.insertPending(em, {
          projectId: project.id,
          email,
          clientId,
          referentId,
          tokenHash: sha256(token),
          expiresAt,
          unsubscribeToken: randomBytes(32).toString('base64url'),
        });
      }
      await this.repo.logConsent(em, project.id, sid, 'requested', CONSENT_TEXT_VERSION, src);
      const link = `${origin}/iscrizione-newsletter?token=${token}`;
      await this.mail.send(
        {
          to: email,
          subject: `${project.name}: conferma l'iscrizione alla newsletter`,
          text:
            `Gentile ${found.name},\n\n${project.name} desidera inviarti la sua newsletter sui bandi.\n\n${CONSENT_TEXT}\n\n` +
            `Per confermare l'iscrizione apri questo link entro ${CONFIRM_TTL_DAYS} giorni:\n${link}\n\n` +
            `Se non vuoi iscriverti ignora questo messaggio: non riceverai nulla.\n`,
        },
        { em, projectId: project.id, subscriberId: sid },
      );
      return sid;
    });
    return (await this.repo.get(project.id, id))!;
  }

  /**
   * Public: confirms a subscription with the token of its link. 404 `{code: 'invalid'}` for an
   * unknown token (or one replaced by a newer request), 409 `{code: 'used'}` once confirmed,
   * 410 `{code: 'expired'}` after CONFIRM_TTL_DAYS days.
   */
  async confirm(token: string, src: ConsentSource): Promise<ConfirmResult> {
    return this.dataSource.transaction(async (em) => {
      const row = token ? await this.repo.byConfirmHash(em, sha256(token)) : undefined;
      if (!row) throw apiError('newsletters.confirmation_invalid');
      if (row.confirmed_at) throw apiError('newsletters.confirmation_used');
      if (new Date(row.confirm_expires_at).getTime() < Date.now()) throw apiError('newsletters.confirmation_expired');
      await this.repo.setStatus(em, row.project_id, row.id, 'subscribed');
      await this.repo.logConsent(em, row.project_id, row.id, 'confirmed', CONSENT_TEXT_VERSION, src);
      const email = await this.repo.emailOf(em, row.project_id, row.id);
      return { status: 'subscribed' as const, project_name: await this.repo.projectName(em, row.project_id), email };
    });
  }

  /**
   * Public (and RFC 8058 one-click): unsubscribes the address of an unsubscribe token; repeating
   * it changes nothing. 404 for an unknown token.
   */
  async unsubscribe(token: string, src: ConsentSource): Promise<{ status: 'unsubscribed'; project_name: string; email: string }> {
    return this.dataSource.transaction(async (em) => {
      const row = token ? await this.repo.byUnsubscribeToken(em, token) : undefined;
      if (!row) throw apiError('newsletters.unsubscribe_invalid');
      if (row.status !== 'unsubscribed') {
        await this.repo.setStatus(em, row.project_id, row.id, 'unsubscribed');
        await this.repo.logConsent(em, row.project_id, row.id, 'unsubscribed', CONSENT_TEXT_VERSION, src);
      }
      return { status: 'unsubscribed' as const, project_name: await this.repo.projectName(em, row.project_id), email: row.email };
    });
  }

  /** Staff unsubscribe a subscriber of the environment (recorded with the user); 404 otherwise. */
  async unsubscribeById(project: Project, id: number, src: ConsentSource): Promise<SubscriberView> {
    await this.dataSource.transaction(async (em) => {
      const row = await this.repo.get(project.id, id, em);
      if (!row) throw apiError('newsletters.subscriber_not_found');
      if (row.status === 'unsubscribed') return;
      await this.repo.setStatus(em, project.id, id, 'unsubscribed');
      await this.repo.logConsent(em, project.id, id, 'unsubscribed', CONSENT_TEXT_VERSION, src);
    });
    return (await this.repo.get(project.id, id))!;
  }
}

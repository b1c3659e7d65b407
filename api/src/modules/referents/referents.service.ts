import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import { canonicalEmailOrNull } from '../../common/auth/email';
import type { Paginated } from '../../common/http/pagination';
import { AuditService, diffFields } from '../audit/audit.service';
import { issueTemporaryPassword } from '../auth/temporary-password';
import { MailService } from '../mail/mail.service';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import type { ReferentInputDto, ReferentListQueryDto, ReferentPatchDto } from './referent.dto';
import type { ReferentView } from './referent.response';
import { ReferentsRepository } from './referents.repository';
import { apiError } from '../../common/http/api-error';
export type { ReferentAccess, ReferentView } from './referent.response';

/** The referents table for the optimistic-concurrency guard. */
export const REFERENTS_TABLE: VersionedTable = { table: 'referents', notFound: 'referents.not_found' };

/** Days a referent invitation (temporary password) stays valid. */
export const REFERENT_INVITATION_TTL_DAYS = 7;

const invalid = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });
const FIELDS = ['name', 'surname', 'email', 'phone', 'organisation', 'notes'] as const;

/**
 * Referents of an environment (docs/domain.md#referents-negotiations-notes-newsletters-alerts): CRUD with linked clients, and their platform access
 * (a user of type referent tied by `users.referent_id`, invited by e-mail with a temporary
 * password; `accepted` once the first access has set a password).
 */
@Injectable()
export class ReferentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly repo: ReferentsRepository,
  ) {}

  /** `{data,total}` with the number of linked clients and the access state; search on name, surname, e-mail, organisation. */
  async list(projectId: number, q: ReferentListQueryDto): Promise<Paginated<ReferentView>> {
    const { rows, total } = await this.repo.page(this.dataSource, projectId, q);
    return { data: rows.map((r: Record<string, unknown>) => this.view(r, [])), total };
  }

  /** One referent with its clients and access; 404 when not in the environment. */
  async get(projectId: number, id: number, em: EntityManager | DataSource = this.dataSource): Promise<ReferentView> {
    const found = await this.repo.find(em, projectId, id);
    if (!found) throw apiError('referents.not_found');
    return this.view(found.row, found.clients);
  }

  /** Creates a referent (201); 422 for clients of another environment. */
  async create(user: User, projectId: number, dto: ReferentInputDto): Promise<ReferentView> {
    const id = await this.dataSource.transaction(async (em) => {
      const referentId = await this.repo.insert(em, projectId, {
        name: dto.name.trim(),
        surname: dto.surname.trim(),
        email: canonicalEmailOrNull(dto.email),
        phone: dto.phone ?? null,
        organisation: dto.organisation ?? null,
        notes: dto.notes ?? null,
      });
      await this.linkClients(em, projectId, referentId, dto.client_ids);
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'referent',
        entityId: referentId,
        action: 'created',
        changes: diffFields(null, { ...dto }, [...FIELDS]),
      });
      return referentId;
    });
    return this.get(projectId, id);
  }

  /**
   * Updates a referent; `client_ids` when sent replaces its clients. `partial` (PATCH): fields not
   * sent stay; otherwise (PUT) the optional fields not sent become empty. 404 / 422.
   * @throws StaleRecordException 409 with the current referent when `expected` is stale.
   */
  async update(
    user: User,
    projectId: number,
    id: number,
    dto: ReferentInputDto | ReferentPatchDto,
    expected?: number,
    partial = false,
  ): Promise<ReferentView> {
    requireIfPresent(dto, ['name', 'surname']);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const before = await this.get(projectId, id, em);
          const pick = <K extends (typeof FIELDS)[number]>(k: K) => (partial && dto[k] === undefined ? before[k] : dto[k]);
          await this.repo.guardedUpdate(
            em,
            projectId,
            id,
            { expected, userId: user.id, notFound: REFERENTS_TABLE.notFound },
            {
              name: String(pick('name')).trim(),
              surname: String(pick('surname')).trim(),
              email: canonicalEmailOrNull(pick('email')),
              phone: pick('phone') ?? null,
              organisation: pick('organisation') ?? null,
              notes: pick('notes') ?? null,
            },
          );
          await this.linkClients(em, projectId, id, dto.client_ids);
          // the fields sent, compared on the view read before and after the write (docs/api.md#audit-log)
          const sent: string[] = partial ? FIELDS.filter((k) => dto[k] !== undefined) : [...FIELDS];
          if (dto.client_ids !== undefined) sent.push('client_ids');
          const changes = diffFields(referentAuditView(before), referentAuditView(await this.get(projectId, id, em)), sent);
          if (changes.fields.length)
            await this.audit.record(em, { userId: user.id, projectId, entity: 'referent', entityId: id, action: 'updated', changes });
        }),
      () => this.get(projectId, id),
    );
    return this.get(projectId, id);
  }

  /**
   * Deletes a referent, its links and its platform access (the referent user); 204; 404.
   * @throws StaleRecordException 409 with the current referent when `expected` is stale.
   */
  async remove(user: User, projectId: number, id: number, expected?: number): Promise<void> {
    await withConflictDetails(
      () => this.removeIn(user, projectId, id, expected),
      () => this.get(projectId, id),
    );
  }

  private async removeIn(user: User, projectId: number, id: number, expected?: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const before = await this.get(projectId, id, em);
      await this.repo.guardedUpdate(em, projectId, id, { expected, userId: user.id, notFound: REFERENTS_TABLE.notFound });
      if (before.access) await this.repo.deleteAccess(em, before.access.user_id);
      await this.repo.delete(em, projectId, id);
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'referent',
        entityId: id,
        action: 'deleted',
        changes: { fields: [], name: `${before.name} ${before.surname}` },
      });
    });
  }

  /**
   * Invites the referent to the platform: creates a user of type referent (accepted false) in
   * this environment and e-mails the first-access credentials (temporary password valid
   * REFERENT_INVITATION_TTL_DAYS days). 422 when the referent has no e-mail, already has access,
   * or the e-mail belongs to another user.
   */
  async invite(actor: User, project: Project, id: number): Promise<ReferentView> {
    await this.dataSource.transaction(async (em) => {
      const ref = await this.get(project.id, id, em);
      if (ref.access) throw invalid('access', 'Il referente ha già un accesso alla piattaforma');
      if (!ref.email) throw invalid('email', "Indica l'e-mail del referente per invitarlo");
      if (await this.repo.emailTaken(em, ref.email)) throw invalid('email', 'Indirizzo e-mail già registrato da un altro utente');
      const userId = await this.repo.insertAccess(em, project.id, id, { name: ref.name, surname: ref.surname, email: ref.email });
      const code = await issueTemporaryPassword(em, userId, REFERENT_INVITATION_TTL_DAYS * 86400_000);
      await this.audit.record(em, {
        userId: actor.id,
        projectId: project.id,
        entity: 'referent',
        entityId: id,
        action: 'access.invited',
        changes: { fields: [], user_id: userId },
      });
      await this.mail.send(
        {
          to: ref.email,
          subject: 'Portale Bandi: accesso da referente',
          text:
            `Ciao ${ref.name},\n\n${actor.name} ${actor.surname} ti ha abilitato come referente al Portale Bandi (ambiente ${project.name}).\n` +
            `Per il primo accesso usa il tuo indirizzo e-mail e questa password temporanea: ${code}\n\n` +
            `La password temporanea è valida ${REFERENT_INVITATION_TTL_DAYS} giorni; al primo accesso ti chiederemo di cambiarla. ` +
            `Vedrai solo i clienti che segui.\n`,
        },
        { em },
      );
    });
    return this.get(project.id, id);
  }

  /** Removes the platform access (deletes the referent user); 404 when the referent has none. */
  async removeAccess(actor: User, projectId: number, id: number): Promise<ReferentView> {
    await this.dataSource.transaction(async (em) => {
      const ref = await this.get(projectId, id, em);
      if (!ref.access) throw apiError('referents.no_access');
      await this.repo.deleteAccess(em, ref.access.user_id);
      await this.audit.record(em, {
        userId: actor.id,
        projectId,
        entity: 'referent',
        entityId: id,
        action: 'access.removed',
        changes: { fields: [], user_id: ref.access.user_id },
      });
    });
    return this.get(projectId, id);
  }

  /** Replaces the referent's clients with `clientIds` when sent; 422 `{errors: {client_ids}}` for a client of another environment. */
  private async linkClients(em: EntityManager, projectId: number, id: number, clientIds: number[] | undefined): Promise<void> {
    if (!clientIds) return;
    if ((await this.repo.countClients(em, projectId, clientIds)) !== new Set(clientIds).size)
      throw invalid('client_ids', 'Cliente non trovato in questo ambiente');
    await this.repo.replaceClients(em, projectId, id, clientIds);
  }

  private view(r: Record<string, unknown>, clients: ReferentView['clients']): ReferentView {
    const { access_user_id, access_email, access_accepted, access_status, clients_count, ...rest } = r;
    return {
      ...(rest as unknown as ReferentView),
      clients,
      ...(clients_count !== undefined ? { clients_count: Number(clients_count) } : {}),
      access: access_user_id
        ? { user_id: Number(access_user_id), email: String(access_email), accepted: !!access_accepted, status: String(access_status) }
        : null,
    };
  }
}

/** A referent view for the audit diff (docs/api.md#audit-log): its fields, and `client_ids`, the sorted ids of its clients. */
function referentAuditView(v: ReferentView): Record<string, unknown> {
  return { ...v, client_ids: (v.clients ?? []).map((c) => c.id).sort((a, b) => a - b) };
}

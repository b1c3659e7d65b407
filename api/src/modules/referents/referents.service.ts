import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import { canonicalEmail, canonicalEmailOrNull } from '../../common/auth/email';
import { likePattern, type Paginated } from '../../common/http/pagination';
import { sql } from '../../common/tenancy/sql';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { AuditService, diffFields } from '../audit/audit.service';
import { issueTemporaryPassword } from '../auth/temporary-password';
import { MailService } from '../mail/mail.service';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import type { ReferentInputDto, ReferentListQueryDto, ReferentPatchDto } from './referent.dto';
import type { ReferentView } from './referent.response';
export type { ReferentAccess, ReferentView } from './referent.response';

/** The referents table for the optimistic-concurrency guard. */
export const REFERENTS_TABLE: VersionedTable = { table: 'referents', notFound: 'Referente non trovato' };

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
  ) {}

  /** `{data,total}` with the number of linked clients and the access state; search on name, surname, e-mail, organisation. */
  async list(projectId: number, q: ReferentListQueryDto): Promise<Paginated<ReferentView>> {
    const tq = new TenantQuery(this.dataSource, projectId);
    let where = tq.scope('r');
    if (q.search?.trim()) {
      const like = likePattern(q.search);
      where = sql`${where} AND (r.name ILIKE ${like} OR r.surname ILIKE ${like} OR r.email ILIKE ${like} OR r.organisation ILIKE ${like} OR (r.name || ' ' || r.surname) ILIKE ${like})`;
    }
    if (q.client_id !== undefined) {
      where = sql`${where} AND EXISTS (SELECT 1 FROM client_referents cr WHERE cr.referent_id = r.id AND cr.client_id = ${q.client_id})`;
    }
    const [{ total }] = await tq.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM referents r WHERE ${where}`);
    const rows = await tq.query(
      sql`SELECT r.*, (SELECT count(*)::int FROM client_referents cr WHERE cr.referent_id = r.id) AS clients_count,
              u.id AS access_user_id, u.email AS access_email, (u.accepted OR u.password_hash IS NOT NULL) AS access_accepted, u.status AS access_status
         FROM referents r LEFT JOIN users u ON u.referent_id = r.id AND u.type = 'referent'
        WHERE ${where} ORDER BY r.surname, r.name, r.id LIMIT ${q.take ?? 15} OFFSET ${q.skip ?? 0}`,
    );
    return { data: rows.map((r: Record<string, unknown>) => this.view(r, [])), total };
  }

  /** One referent with its clients and access; 404 when not in the environment. */
  async get(projectId: number, id: number, em: EntityManager | DataSource = this.dataSource): Promise<ReferentView> {
    const tq = new TenantQuery(em, projectId);
    const row = await tq.one(
      sql`SELECT r.*, u.id AS access_user_id, u.email AS access_email, (u.accepted OR u.password_hash IS NOT NULL) AS access_accepted, u.status AS access_status
         FROM referents r LEFT JOIN users u ON u.referent_id = r.id AND u.type = 'referent' WHERE r.id = ${id} AND ${tq.scope('r')}`,
    );
    if (!row) throw new NotFoundException('Referente non trovato');
    const clients = await tq.query(
      sql`SELECT c.id, c.business_name, c.vat_number FROM client_referents cr JOIN clients c ON c.id = cr.client_id
           WHERE cr.referent_id = ${id} AND ${tq.scope('c')} ORDER BY c.business_name`,
    );
    return this.view(row, clients as ReferentView['clients']);
  }

  /** Creates a referent (201); 422 for clients of another environment. */
  async create(user: User, projectId: number, dto: ReferentInputDto): Promise<ReferentView> {
    const id = await this.dataSource.transaction(async (em) => {
      const row = await new TenantQuery(em, projectId).repo('referents').insert({
        name: dto.name.trim(),
        surname: dto.surname.trim(),
        email: canonicalEmailOrNull(dto.email),
        phone: dto.phone ?? null,
        organisation: dto.organisation ?? null,
        notes: dto.notes ?? null,
      });
      await this.linkClients(em, projectId, row.id, dto.client_ids);
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'referent',
        entityId: row.id,
        action: 'created',
        changes: diffFields(null, { ...dto }, [...FIELDS]),
      });
      return row.id as number;
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
          await new TenantQuery(em, projectId).repo('referents').guardedUpdate(
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
      const referents = new TenantQuery(em, projectId).repo('referents');
      await referents.guardedUpdate(id, { expected, userId: user.id, notFound: REFERENTS_TABLE.notFound });
      if (before.access) await em.query(`DELETE FROM users WHERE id = $1 AND type = 'referent'`, [before.access.user_id]);
      await referents.delete({ id });
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
      const taken = await em.query(`SELECT 1 FROM users WHERE email = $1 OR lower(email) = lower($1)`, [canonicalEmail(ref.email)]);
      if (taken.length) throw invalid('email', 'Indirizzo e-mail già registrato da un altro utente');
      const [u] = await em.query(
        `INSERT INTO users (name, surname, email, password_hash, type, referent_id, accepted, status) VALUES ($1,$2,$3,NULL,'referent',$4,false,'active') RETURNING id`,
        [ref.name, ref.surname, canonicalEmail(ref.email), id],
      );
      await new TenantQuery(em, project.id).repo('project_users').insert({ user_id: u.id });
      const code = await issueTemporaryPassword(em, u.id, REFERENT_INVITATION_TTL_DAYS * 86400_000);
      await this.audit.record(em, {
        userId: actor.id,
        projectId: project.id,
        entity: 'referent',
        entityId: id,
        action: 'access.invited',
        changes: { fields: [], user_id: u.id },
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
      if (!ref.access) throw new NotFoundException('Il referente non ha un accesso alla piattaforma');
      await em.query(`DELETE FROM users WHERE id = $1 AND type = 'referent'`, [ref.access.user_id]);
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

  private async linkClients(em: EntityManager, projectId: number, id: number, clientIds: number[] | undefined): Promise<void> {
    if (!clientIds) return;
    const tq = new TenantQuery(em, projectId);
    const ok = await tq.repo('clients').count({ id: clientIds });
    if (ok !== new Set(clientIds).size) throw invalid('client_ids', 'Cliente non trovato in questo ambiente');
    const links = tq.repo('client_referents');
    await links.delete({ referent_id: id });
    await links.insertMany([...new Set(clientIds)].map((c) => ({ client_id: c, referent_id: id })));
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

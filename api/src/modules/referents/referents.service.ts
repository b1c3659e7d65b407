import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { requireIfPresent } from '../../common/http/partial-update';
import { canonicalEmail, canonicalEmailOrNull } from '../../common/auth/email';
import { likePattern, type ListQueryDto, type Paginated } from '../../common/http/pagination';
import { AuditService, diffFields } from '../audit/audit.service';
import { issueTemporaryPassword } from '../auth/temporary-password';
import { MailService } from '../mail/mail.service';
import type { Project } from '../projects/project.entity';
import type { User } from '../users/user.entity';
import type { ReferentInputDto, ReferentPatchDto } from './referent.dto';

/** The referents table for the optimistic-concurrency guard. */
export const REFERENTS_TABLE: VersionedTable = { table: 'referents', notFound: 'Referente non trovato' };

/** Days a referent invitation (temporary password) stays valid. */
export const REFERENT_INVITATION_TTL_DAYS = 7;

/** The platform access of a referent: its user of type referent and whether it has accepted (first access done). */
export interface ReferentAccess {
  user_id: number;
  email: string;
  accepted: boolean;
  status: string;
}

export interface ReferentView {
  id: number;
  project_id: number;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  organisation: string | null;
  notes: string | null;
  clients: { id: number; business_name: string; vat_number: string | null }[];
  access: ReferentAccess | null;
  created_at: string;
  updated_at: string;
  /** Optimistic-concurrency version. */
  version: number;
}

const invalid = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });
const FIELDS = ['name', 'surname', 'email', 'phone', 'organisation', 'notes'] as const;

/**
 * Referents of an environment (SPEC §3.8): CRUD with linked clients, and their platform access
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
  async list(projectId: number, q: ListQueryDto): Promise<Paginated<ReferentView>> {
    const params: unknown[] = [projectId];
    let where = 'r.project_id = $1';
    if (q.search?.trim()) {
      params.push(likePattern(q.search));
      where += ` AND (r.name ILIKE $2 OR r.surname ILIKE $2 OR r.email ILIKE $2 OR r.organisation ILIKE $2 OR (r.name || ' ' || r.surname) ILIKE $2)`;
    }
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM referents r WHERE ${where}`, params);
    params.push(q.take ?? 15, q.skip ?? 0);
    const rows = await this.dataSource.query(
      `SELECT r.*, (SELECT count(*)::int FROM client_referents cr WHERE cr.referent_id = r.id) AS clients_count,
              u.id AS access_user_id, u.email AS access_email, (u.accepted OR u.password_hash IS NOT NULL) AS access_accepted, u.status AS access_status
         FROM referents r LEFT JOIN users u ON u.referent_id = r.id AND u.type = 'referent'
        WHERE ${where} ORDER BY r.surname, r.name, r.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { data: rows.map((r: Record<string, unknown>) => this.view(r, [])), total };
  }

  /** One referent with its clients and access; 404 when not in the environment. */
  async get(projectId: number, id: number, em: EntityManager | DataSource = this.dataSource): Promise<ReferentView> {
    const [row] = await em.query(
      `SELECT r.*, u.id AS access_user_id, u.email AS access_email, (u.accepted OR u.password_hash IS NOT NULL) AS access_accepted, u.status AS access_status
         FROM referents r LEFT JOIN users u ON u.referent_id = r.id AND u.type = 'referent' WHERE r.id = $1 AND r.project_id = $2`,
      [id, projectId],
    );
    if (!row) throw new NotFoundException('Referente non trovato');
    const clients = await em.query(
      `SELECT c.id, c.business_name, c.vat_number FROM client_referents cr JOIN clients c ON c.id = cr.client_id WHERE cr.referent_id = $1 ORDER BY c.business_name`,
      [id],
    );
    return this.view(row, clients);
  }

  /** Creates a referent (201); 422 for clients of another environment. */
  async create(user: User, projectId: number, dto: ReferentInputDto): Promise<ReferentView> {
    const id = await this.dataSource.transaction(async (em) => {
      const [row] = await em.query(
        `INSERT INTO referents (project_id, name, surname, email, phone, organisation, notes) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id`,
        [
          projectId,
          dto.name.trim(),
          dto.surname.trim(),
          canonicalEmailOrNull(dto.email),
          dto.phone ?? null,
          dto.organisation ?? null,
          dto.notes ?? null,
        ],
      );
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
          await guardedUpdate(em, REFERENTS_TABLE, { id, scope: { project_id: projectId }, expected, userId: user.id });
          const pick = <K extends (typeof FIELDS)[number]>(k: K) => (partial && dto[k] === undefined ? before[k] : dto[k]);
          await em.query(
            `UPDATE referents SET name = $2, surname = $3, email = $4, phone = $5, organisation = $6, notes = $7 WHERE id = $1`,
            [
              id,
              String(pick('name')).trim(),
              String(pick('surname')).trim(),
              canonicalEmailOrNull(pick('email')),
              pick('phone') ?? null,
              pick('organisation') ?? null,
              pick('notes') ?? null,
            ],
          );
          await this.linkClients(em, projectId, id, dto.client_ids);
          const sent = partial ? FIELDS.filter((k) => dto[k] !== undefined) : [...FIELDS];
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'referent',
            entityId: id,
            action: 'updated',
            changes: diffFields({ ...before }, { ...dto }, sent),
          });
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
      await guardedUpdate(em, REFERENTS_TABLE, { id, scope: { project_id: projectId }, expected, userId: user.id });
      if (before.access) await em.query(`DELETE FROM users WHERE id = $1 AND type = 'referent'`, [before.access.user_id]);
      await em.query(`DELETE FROM referents WHERE id = $1`, [id]);
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
      await em.query(`INSERT INTO project_users (project_id, user_id) VALUES ($1,$2)`, [project.id, u.id]);
      const code = await issueTemporaryPassword(em, u.id, REFERENT_INVITATION_TTL_DAYS * 86400_000);
      await this.audit.record(em, {
        userId: actor.id,
        projectId: project.id,
        entity: 'referent',
        entityId: id,
        action: 'access.invited',
        changes: { fields: [], user_id: u.id },
      });
      await this.mail.send({
        to: ref.email,
        subject: 'Portale Bandi: accesso da referente',
        text:
          `Ciao ${ref.name},\n\n${actor.name} ${actor.surname} ti ha abilitato come referente al Portale Bandi (ambiente ${project.name}).\n` +
          `Per il primo accesso usa il tuo indirizzo e-mail e questa password temporanea: ${code}\n\n` +
          `La password temporanea è valida ${REFERENT_INVITATION_TTL_DAYS} giorni; al primo accesso ti chiederemo di cambiarla. ` +
          `Vedrai solo i clienti che segui.\n`,
      });
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
    const ok = await em.query(`SELECT id FROM clients WHERE project_id = $1 AND id = ANY($2::int[])`, [projectId, clientIds]);
    if (ok.length !== new Set(clientIds).size) throw invalid('client_ids', 'Cliente non trovato in questo ambiente');
    await em.query(`DELETE FROM client_referents WHERE referent_id = $1`, [id]);
    for (const c of new Set(clientIds)) await em.query(`INSERT INTO client_referents (client_id, referent_id) VALUES ($1,$2)`, [c, id]);
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

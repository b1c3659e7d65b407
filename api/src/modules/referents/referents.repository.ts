import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { canonicalEmail } from '../../common/auth/email';
import { likePattern } from '../../common/http/pagination';
import { raw, sql } from '../../common/tenancy/sql';
import { type Row, TenantQuery } from '../../common/tenancy/tenant-query';
import type { ReferentListQueryDto } from './referent.dto';
import type { ReferentView } from './referent.response';
import type { ApiErrorCode } from '@bandi/domain';

/** The referent's fields a create or an update writes. */
export type ReferentFields = Pick<ReferentView, 'name' | 'surname' | 'email' | 'phone' | 'organisation' | 'notes'>;

/** The columns of a referent's platform access, read with its row (LEFT JOIN of its referent user). */
const ACCESS_COLUMNS = `u.id AS access_user_id, u.email AS access_email, (u.accepted OR u.password_hash IS NOT NULL) AS access_accepted, u.status AS access_status`;

/**
 * The data of the referents feature (docs/domain.md#referents-negotiations-notes-newsletters-alerts):
 * `referents` and `client_referents` of one environment, through TenantQuery (every statement
 * scoped to the environment), and the referent's platform access, a user of type `referent`
 * (`users.referent_id`) and its membership. Each method runs on `db`, the caller's transaction or
 * the DataSource.
 */
@Injectable()
export class ReferentsRepository {
  /**
   * One page of the environment's referents by surname, name, id, each with `clients_count` and
   * its access columns, and the total: `search` in name, surname, full name, e-mail,
   * organisation (ILIKE); `client_id`: the referents of that client.
   */
  async page(db: DataSource | EntityManager, projectId: number, q: ReferentListQueryDto): Promise<{ rows: Row[]; total: number }> {
    const tq = new TenantQuery(db, projectId);
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
      sql`SELECT r.*, (SELECT count(*)::int FROM client_referents cr WHERE cr.referent_id = r.id) AS clients_count, ${raw(ACCESS_COLUMNS)}
         FROM referents r LEFT JOIN users u ON u.referent_id = r.id AND u.type = 'referent'
        WHERE ${where} ORDER BY r.surname, r.name, r.id LIMIT ${q.take ?? 15} OFFSET ${q.skip ?? 0}`,
    );
    return { rows, total };
  }

  /** Referent `id` of the environment with its access columns, and its clients by name; null when it is not the environment's. */
  async find(
    db: DataSource | EntityManager,
    projectId: number,
    id: number,
  ): Promise<{ row: Row; clients: ReferentView['clients'] } | null> {
    const tq = new TenantQuery(db, projectId);
    const row = await tq.one(
      sql`SELECT r.*, ${raw(ACCESS_COLUMNS)}
         FROM referents r LEFT JOIN users u ON u.referent_id = r.id AND u.type = 'referent' WHERE r.id = ${id} AND ${tq.scope('r')}`,
    );
    if (!row) return null;
    const clients = await tq.query(
      sql`SELECT c.id, c.business_name, c.vat_number FROM client_referents cr JOIN clients c ON c.id = cr.client_id
           WHERE cr.referent_id = ${id} AND ${tq.scope('c')} ORDER BY c.business_name`,
    );
    return { row, clients: clients as ReferentView['clients'] };
  }

  /** Inserts a referent in the environment; answers its id. */
  async insert(em: EntityManager, projectId: number, fields: ReferentFields): Promise<number> {
    const row = await new TenantQuery(em, projectId).repo('referents').insert({ ...fields });
    return row.id as number;
  }

  /**
   * Writes `fields` (none: only the version, before a delete) on referent `id` when its version is `expected`.
   * @throws StaleRecordException 409; NotFoundException 404 `notFound` when it is not the environment's.
   */
  async guardedUpdate(
    em: EntityManager,
    projectId: number,
    id: number,
    guard: { expected: number | undefined; userId: number; notFound: ApiErrorCode },
    fields?: ReferentFields,
  ): Promise<void> {
    await new TenantQuery(em, projectId).repo('referents').guardedUpdate(id, guard, fields);
  }

  /** Deletes referent `id` of the environment (its client links go with it: foreign keys). */
  async delete(em: EntityManager, projectId: number, id: number): Promise<void> {
    await new TenantQuery(em, projectId).repo('referents').delete({ id });
  }

  /** How many distinct clients of `clientIds` belong to the environment. */
  countClients(em: EntityManager, projectId: number, clientIds: number[]): Promise<number> {
    return new TenantQuery(em, projectId).repo('clients').count({ id: [...new Set(clientIds)] });
  }

  /** Replaces the clients of referent `id` with `clientIds` (each once; the caller checked they are the environment's). */
  async replaceClients(em: EntityManager, projectId: number, id: number, clientIds: number[]): Promise<void> {
    const links = new TenantQuery(em, projectId).repo('client_referents');
    await links.delete({ referent_id: id });
    await links.insertMany([...new Set(clientIds)].map((c) => ({ client_id: c, referent_id: id })));
  }

  /** Whether a user already has this e-mail (in its canonical form, or the same letters in another case). */
  async emailTaken(em: EntityManager, email: string): Promise<boolean> {
    const rows = await em.query(`SELECT 1 FROM users WHERE email = $1 OR lower(email) = lower($1)`, [canonicalEmail(email)]);
    return rows.length > 0;
  }

  /** Creates the referent user of referent `referentId` (no password, not accepted) as a member of the environment; answers its id. */
  async insertAccess(
    em: EntityManager,
    projectId: number,
    referentId: number,
    who: { name: string; surname: string; email: string },
  ): Promise<number> {
    const [u] = await em.query(
      `INSERT INTO users (name, surname, email, password_hash, type, referent_id, accepted, status) VALUES ($1,$2,$3,NULL,'referent',$4,false,'active') RETURNING id`,
      [who.name, who.surname, canonicalEmail(who.email), referentId],
    );
    await new TenantQuery(em, projectId).repo('project_users').insert({ user_id: u.id });
    return Number(u.id);
  }

  /** Deletes referent user `userId` (a user of type referent only: any other user is left). */
  async deleteAccess(em: EntityManager, userId: number): Promise<void> {
    await em.query(`DELETE FROM users WHERE id = $1 AND type = 'referent'`, [userId]);
  }
}

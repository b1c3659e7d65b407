import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { guardedUpdate, type VersionedTable } from '../../common/concurrency/concurrency';
import { raw, sql } from '../../common/tenancy/sql';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';

/** The notes table for the optimistic-concurrency guard (scoped on the client). */
export const NOTES_TABLE: VersionedTable = { table: 'client_notes', notFound: 'notes.not_found' };

/** The columns of a note as the API shows it (NoteView), with the author's name from `users`. */
const NOTE_COLUMNS = raw(
  `n.id, n.client_id, n.user_id, CASE WHEN u.id IS NULL THEN NULL ELSE u.name || ' ' || u.surname END AS author, n.text, n.created_at, n.updated_at, n.version, n.updated_by`,
);

/**
 * The SQL of client notes (table `client_notes`, entity ClientNote). Every statement goes through
 * a {@link TenantQuery} of the route's environment and carries `tq.owns('client_notes')`: a note
 * is read or written only when its client belongs to that environment (docs/architecture.md,
 * "Tenancy in data access"). Whether the user may see the client is the caller's check
 * (ClientsService.assertVisible).
 */
@Injectable()
export class NotesRepository {
  /** The environment's query helper on `db` (the DataSource or a transaction). */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** One page of a client's notes, newest first, and their total: `{data, total}`. */
  async page(tq: TenantQuery, clientId: number, skip: number, take: number): Promise<{ data: Row[]; total: number }> {
    const scoped = sql`${tq.owns('client_notes', 'n')} AND n.client_id = ${clientId}`;
    const [{ total }] = await tq.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM client_notes n WHERE ${scoped}`);
    const data = await tq.query(
      sql`SELECT ${NOTE_COLUMNS} FROM client_notes n LEFT JOIN users u ON u.id = n.user_id
          WHERE ${scoped} ORDER BY n.created_at DESC, n.id DESC LIMIT ${take} OFFSET ${skip}`,
    );
    return { data, total };
  }

  /** One note of the client as NoteView, or undefined. */
  one(tq: TenantQuery, clientId: number, id: number): Promise<Row | undefined> {
    return tq.one(
      sql`SELECT ${NOTE_COLUMNS} FROM client_notes n LEFT JOIN users u ON u.id = n.user_id
          WHERE ${tq.owns('client_notes', 'n')} AND n.id = ${id} AND n.client_id = ${clientId}`,
    );
  }

  /** The author of a note (`user_id`, null when deleted), or undefined when the note is not the client's. */
  async authorOf(tq: TenantQuery, clientId: number, id: number): Promise<{ user_id: number | null } | undefined> {
    return tq.one<{ user_id: number | null }>(
      sql`SELECT n.user_id FROM client_notes n WHERE ${tq.owns('client_notes', 'n')} AND n.id = ${id} AND n.client_id = ${clientId}`,
    );
  }

  /**
   * Adds a note; answers its id.
   * @throws NotFoundException (404) when the client is not in the environment.
   */
  async insert(tq: TenantQuery, clientId: number, userId: number, text: string): Promise<number> {
    const row = await tq.repo('client_notes').insert({ client_id: clientId, user_id: userId, text }, 'clients.not_found');
    return row.id as number;
  }

  /**
   * The guarded write of a note (common/concurrency): bumps its version and sets `set`; run it
   * first in the transaction, also before a delete.
   * @throws NotFoundException 404 when the note is not the client's; StaleRecordException 409 on a stale `expected`.
   */
  async guardedWrite(
    em: EntityManager,
    clientId: number,
    id: number,
    guard: { expected: number | undefined; userId: number },
    set: Record<string, unknown> = {},
  ): Promise<void> {
    await guardedUpdate(em, NOTES_TABLE, { id, scope: { client_id: clientId }, expected: guard.expected, userId: guard.userId, set });
  }

  /** Deletes one note of the client (in the environment). */
  async delete(tq: TenantQuery, clientId: number, id: number): Promise<void> {
    await tq.query(sql`DELETE FROM client_notes n WHERE ${tq.owns('client_notes', 'n')} AND n.id = ${id} AND n.client_id = ${clientId}`);
  }
}

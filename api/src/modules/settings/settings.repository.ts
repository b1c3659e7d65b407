import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { likePattern } from '../../common/http/pagination';
import type { DropdownValueView, StandardDocumentView } from './settings.response';

/** A standard document's columns and the number of announcements that ask for it. */
const DOCUMENT_SELECT = `SELECT d.*, (SELECT count(DISTINCT a.announcement_id)::int FROM announcement_standard_documents a WHERE a.standard_document_id = d.id) AS announcements_count
       FROM standard_documents d`;
const VALUE_COLUMNS = 'id, list, value, label, sort_order, active, version';

/**
 * The SQL of the global settings (docs/screens.md#admin-pages, /impostazioni): the catalogue of
 * standard documents (entity StandardDocument) and the values of the dropdown lists (entity
 * DropdownValue). Both are global tables, shared by every environment: nothing here is
 * environment-scoped. Reads use the DataSource; deletes take the caller's transaction `em`
 * (after its optimistic-concurrency guard).
 */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One standard document with `announcements_count`, or undefined. */
  async document(id: number): Promise<StandardDocumentView | undefined> {
    const [row] = await this.dataSource.query(`${DOCUMENT_SELECT} WHERE d.id = $1`, [id]);
    return row;
  }

  /** One page of standard documents by name: `search` in name and description, `active` filter; `{data, total}`. */
  async documents(
    q: { search?: string; skip?: number; take?: number },
    active?: boolean,
  ): Promise<{ data: StandardDocumentView[]; total: number }> {
    const params: unknown[] = [];
    const where = ['true'];
    if (q.search?.trim()) {
      params.push(likePattern(q.search));
      where.push(`(d.name ILIKE $1 OR d.description ILIKE $1)`);
    }
    if (active !== undefined) {
      params.push(active);
      where.push(`d.active = $${params.length}`);
    }
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM standard_documents d WHERE ${where.join(' AND ')}`,
      params,
    );
    const data = await this.dataSource.query(
      `${DOCUMENT_SELECT} WHERE ${where.join(' AND ')} ORDER BY d.name, d.id OFFSET ${Number(q.skip ?? 0)} LIMIT ${Number(q.take ?? 15)}`,
      params,
    );
    return { data, total: count };
  }

  /** Whether another document (not `exceptId`) has this name, case-insensitively. */
  async documentNameTaken(name: string, exceptId = 0): Promise<boolean> {
    const [taken] = await this.dataSource.query(`SELECT id FROM standard_documents WHERE lower(name) = lower($1) AND id <> $2`, [
      name,
      exceptId,
    ]);
    return !!taken;
  }

  /** Adds a standard document; answers its id. */
  async insertDocument(name: string, description: string | null, active: boolean): Promise<number> {
    const [row] = await this.dataSource.query(
      `INSERT INTO standard_documents (name, description, active) VALUES ($1, $2, $3) RETURNING id`,
      [name, description, active],
    );
    return row.id;
  }

  /** Deletes standard document `id` in the caller's transaction. */
  async deleteDocument(em: EntityManager, id: number): Promise<void> {
    await em.query(`DELETE FROM standard_documents WHERE id = $1`, [id]);
  }

  /** Number of values per list. */
  valueCounts(): Promise<{ list: string; count: number }[]> {
    return this.dataSource.query(`SELECT list, count(*)::int AS count FROM dropdown_values GROUP BY list`);
  }

  /** Every value of a list (active and not), by sort_order, label, id. */
  values(list: string): Promise<DropdownValueView[]> {
    return this.dataSource.query(`SELECT ${VALUE_COLUMNS} FROM dropdown_values WHERE list = $1 ORDER BY sort_order, label, id`, [list]);
  }

  /** One value of a list, or undefined. */
  async value(list: string, id: number): Promise<DropdownValueView | undefined> {
    const [row] = await this.dataSource.query(`SELECT ${VALUE_COLUMNS} FROM dropdown_values WHERE list = $1 AND id = $2`, [list, id]);
    return row;
  }

  /** A value of the list with code `value` or label `label` (case-insensitive), or undefined. */
  async valueClash(list: string, value: string, label: string): Promise<{ value: string; label: string } | undefined> {
    const [dup] = await this.dataSource.query(
      `SELECT value, label FROM dropdown_values WHERE list = $1 AND (value = $2 OR lower(label) = lower($3))`,
      [list, value, label],
    );
    return dup;
  }

  /** Whether another value (not `exceptId`) of the list has this label, case-insensitively. */
  async labelTaken(list: string, label: string, exceptId: number): Promise<boolean> {
    const [dup] = await this.dataSource.query(`SELECT id FROM dropdown_values WHERE list = $1 AND lower(label) = lower($2) AND id <> $3`, [
      list,
      label,
      exceptId,
    ]);
    return !!dup;
  }

  /** Adds a value to a list, last when `sort_order` is null; answers its id. */
  async insertValue(list: string, value: string, label: string, sortOrder: number | null, active: boolean): Promise<number> {
    const [row] = await this.dataSource.query(
      `INSERT INTO dropdown_values (list, value, label, sort_order, active)
       VALUES ($1::varchar, $2, $3, COALESCE($4::int, (SELECT COALESCE(max(sort_order), 0) + 1 FROM dropdown_values WHERE list = $1::varchar)), $5) RETURNING id`,
      [list, value, label, sortOrder, active],
    );
    return row.id;
  }

  /** Deletes value `id` in the caller's transaction. */
  async deleteValue(em: EntityManager, id: number): Promise<void> {
    await em.query(`DELETE FROM dropdown_values WHERE id = $1`, [id]);
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AlertView } from './alert.response';

/** The columns of AlertView; `current` is computed at the database's clock. */
const COLUMNS = `id, type, content, starts_at, ends_at, active, (active AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())) AS current, created_at, updated_at, version`;

/**
 * The SQL of the platform's alert banners (table `alerts`, entity Alert; docs/screens.md, settings
 * tab "Avvisi"). A global table: nothing here is environment-scoped.
 */
@Injectable()
export class AlertsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The alert in force now (active, started, not ended), the most recently started; undefined when none. */
  async current(): Promise<AlertView | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM alerts WHERE active AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now()) ORDER BY starts_at DESC, id DESC LIMIT 1`,
    );
    return row;
  }

  /** One page of alerts, newest start first, and the total. */
  async page(skip: number, take: number): Promise<{ data: AlertView[]; total: number }> {
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM alerts`);
    const data = await this.dataSource.query(`SELECT ${COLUMNS} FROM alerts ORDER BY starts_at DESC, id DESC OFFSET $1 LIMIT $2`, [
      skip,
      take,
    ]);
    return { data, total: count };
  }

  /** One alert, or undefined. */
  async one(id: number): Promise<AlertView | undefined> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM alerts WHERE id = $1`, [id]);
    return row;
  }

  /** Adds an alert; answers its id. */
  async insert(values: { type: string; content: string; starts_at: Date; ends_at: Date | null; active: boolean }): Promise<number> {
    const [row] = await this.dataSource.query(
      `INSERT INTO alerts (type, content, starts_at, ends_at, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [values.type, values.content, values.starts_at, values.ends_at, values.active],
    );
    return row.id;
  }

  /** Deletes alert `id` in the caller's transaction. */
  async delete(em: EntityManager, id: number): Promise<void> {
    await em.query(`DELETE FROM alerts WHERE id = $1`, [id]);
  }
}

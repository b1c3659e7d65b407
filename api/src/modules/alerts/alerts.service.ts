import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListQueryDto, Paginated } from '../../common/http/pagination';
import type { CreateAlertDto, UpdateAlertDto } from './alerts.dto';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import type { AlertView } from './alert.response';
export type { AlertView } from './alert.response';

const COLUMNS = `id, type, content, starts_at, ends_at, active, (active AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())) AS current, created_at, updated_at, version`;

/** The alerts table for the optimistic-concurrency guard. */
const ALERTS_TABLE: VersionedTable = { table: 'alerts', notFound: 'Avviso non trovato' };

/** The alert banner: managed in settings (tab avvisi), read by every logged-in user. */
@Injectable()
export class AlertsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The alert to show now: active, started, not ended; the most recently started if several.
   * Null when none (the get-active-alert helper).
   */
  async active(): Promise<AlertView | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM alerts WHERE active AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now()) ORDER BY starts_at DESC, id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** Every alert, newest start first, `{data, total}`. */
  async list(q: ListQueryDto): Promise<Paginated<AlertView>> {
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM alerts`);
    const data = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM alerts ORDER BY starts_at DESC, id DESC OFFSET ${Number(q.skip ?? 0)} LIMIT ${Number(q.take ?? 15)}`,
    );
    return { data, total: count };
  }

  async get(id: number): Promise<AlertView> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM alerts WHERE id = $1`, [id]);
    if (!row) throw new NotFoundException('Avviso non trovato');
    return row;
  }

  private checkWindow(startsAt: Date, endsAt: Date | null): void {
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
      throw new UnprocessableEntityException({
        message: "La fine deve seguire l'inizio",
        errors: { ends_at: ["La fine deve seguire l'inizio"] },
      });
    }
  }

  /** Creates an alert (201); 422 when ends_at is not after starts_at. */
  async create(dto: CreateAlertDto): Promise<AlertView> {
    const startsAt = dto.starts_at ? new Date(dto.starts_at) : new Date();
    const endsAt = dto.ends_at ? new Date(dto.ends_at) : null;
    this.checkWindow(startsAt, endsAt);
    const [row] = await this.dataSource.query(
      `INSERT INTO alerts (type, content, starts_at, ends_at, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [dto.type, dto.content.trim(), startsAt, endsAt, dto.active ?? true],
    );
    return this.get(row.id);
  }

  /**
   * Updates the fields sent of an alert (the others stay); 404 unknown; 422 bad window.
   * @throws StaleRecordException 409 with the current alert when `expected` is stale.
   */
  async update(id: number, dto: UpdateAlertDto, expected?: number, userId: number | null = null): Promise<AlertView> {
    const cur = await this.get(id);
    const startsAt = dto.starts_at ? new Date(dto.starts_at) : new Date(cur.starts_at);
    const endsAt = dto.ends_at === undefined ? (cur.ends_at ? new Date(cur.ends_at) : null) : dto.ends_at ? new Date(dto.ends_at) : null;
    this.checkWindow(startsAt, endsAt);
    await withConflictDetails(
      () =>
        guardedUpdate(this.dataSource, ALERTS_TABLE, {
          id,
          expected,
          userId,
          set: {
            type: dto.type ?? cur.type,
            content: dto.content?.trim() ?? cur.content,
            starts_at: startsAt,
            ends_at: endsAt,
            active: dto.active ?? cur.active,
          },
        }),
      () => this.get(id),
    );
    return this.get(id);
  }

  /**
   * Deletes an alert; 404 unknown.
   * @throws StaleRecordException 409 with the current alert when `expected` is stale.
   */
  async remove(id: number, expected?: number, userId: number | null = null): Promise<void> {
    await this.get(id);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await guardedUpdate(em, ALERTS_TABLE, { id, expected, userId });
          await em.query(`DELETE FROM alerts WHERE id = $1`, [id]);
        }),
      () => this.get(id),
    );
  }
}

import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListQueryDto, Paginated } from '../../common/http/pagination';
import type { CreateAlertDto, UpdateAlertDto } from './alerts.dto';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import type { AlertView } from './alert.response';
import { AlertsRepository } from './alerts.repository';
import { apiError } from '../../common/http/api-error';
export type { AlertView } from './alert.response';

/** The alerts table for the optimistic-concurrency guard. */
const ALERTS_TABLE: VersionedTable = { table: 'alerts', notFound: 'alerts.not_found' };

/** The alert banner: managed in settings (tab avvisi), read by every logged-in user. */
@Injectable()
export class AlertsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AlertsRepository,
  ) {}

  /**
   * The alert to show now: active, started, not ended; the most recently started if several.
   * Null when none (the get-active-alert helper).
   */
  async active(): Promise<AlertView | null> {
    return (await this.repository.current()) ?? null;
  }

  /** Every alert, newest start first, `{data, total}`. */
  list(q: ListQueryDto): Promise<Paginated<AlertView>> {
    return this.repository.page(Number(q.skip ?? 0), Number(q.take ?? 15));
  }

  async get(id: number): Promise<AlertView> {
    const row = await this.repository.one(id);
    if (!row) throw apiError('alerts.not_found');
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
    const id = await this.repository.insert({
      type: dto.type,
      content: dto.content.trim(),
      starts_at: startsAt,
      ends_at: endsAt,
      active: dto.active ?? true,
    });
    return this.get(id);
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
          await this.repository.delete(em, id);
        }),
      () => this.get(id),
    );
  }
}

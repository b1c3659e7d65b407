import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { mayChangeAuthoredRecord } from '../../common/access/record-rules';
import { withConflictDetails } from '../../common/concurrency/concurrency';
import type { Row } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';
import type { SavedViewCreateDto, SavedViewList, SavedViewUpdateDto, SavedViewView } from './saved-views.dto';
import { SavedViewNameTakenException, SavedViewNotFoundException, SavedViewNotOwnerException } from './saved-views.exceptions';
import { SavedViewsRepository } from './saved-views.repository';

/** True for PostgreSQL's unique violation (a name taken by a concurrent write). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code === '23505' || e?.driverError?.code === '23505';
}

/**
 * Saved views of the lists (issue 33, docs/api.md#saved-views): a user reads its own views and the
 * environment's shared ones; a personal view is invisible (404) to the others. Renaming, changing
 * and deleting a view is for its owner, or for an administrator / local administrator on a shared
 * view (403 otherwise; {@link mayChangeAuthoredRecord}). Names are unique per list: among the
 * owner's views, and among the shared views of the environment (422).
 */
@Injectable()
export class SavedViewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: SavedViewsRepository,
  ) {}

  /** The views `user` sees in the environment (`list` narrows to one list), by list and name. */
  async list(user: User, projectId: number, list?: SavedViewList): Promise<SavedViewView[]> {
    const rows = await this.repo.visible(this.repo.tenant(this.dataSource, projectId), user.id, list);
    return rows.map((r) => this.view(user, r));
  }

  /** One view. @throws 404 unknown, another environment's or another user's personal view. */
  async get(user: User, projectId: number, id: number): Promise<SavedViewView> {
    const row = await this.repo.one(this.repo.tenant(this.dataSource, projectId), user.id, id);
    if (!row) throw new SavedViewNotFoundException();
    return this.view(user, row);
  }

  /** Saves a view owned by `user`; answers it. @throws 422 name taken. */
  async create(user: User, projectId: number, dto: SavedViewCreateDto): Promise<SavedViewView> {
    const values = { user_id: user.id, list: dto.list, name: dto.name, shared: dto.shared ?? false, query: dto.query };
    const id = await this.uniqueName(() =>
      this.dataSource.transaction(async (em) => {
        const tq = this.repo.tenant(em, projectId);
        if (await this.repo.nameTaken(tq, { userId: user.id, list: dto.list, name: dto.name, shared: values.shared }))
          throw new SavedViewNameTakenException();
        return this.repo.insert(tq, values);
      }),
    );
    return this.get(user, projectId, id);
  }

  /**
   * Renames a view, shares or unshares it, or replaces its query.
   * @throws 404 unknown; 403 not the owner (nor an administrator on a shared view); 422 name taken; 409 stale `version`.
   */
  async update(user: User, projectId: number, id: number, dto: SavedViewUpdateDto, expected: number | undefined): Promise<SavedViewView> {
    const current = await this.assertMayChange(user, projectId, id);
    const set: Row = {};
    if (dto.name !== undefined) set.name = dto.name;
    if (dto.shared !== undefined) set.shared = dto.shared;
    if (dto.query !== undefined) set.query = JSON.stringify(dto.query);
    const name = dto.name ?? current.name;
    const shared = dto.shared ?? current.shared;
    await withConflictDetails(
      () =>
        this.uniqueName(() =>
          this.dataSource.transaction(async (em) => {
            const tq = this.repo.tenant(em, projectId);
            if (await this.repo.nameTaken(tq, { id, userId: current.user_id, list: current.list, name, shared }))
              throw new SavedViewNameTakenException();
            await this.repo.guardedWrite(tq, id, { expected, userId: user.id }, set);
          }),
        ),
      () => this.get(user, projectId, id),
    );
    return this.get(user, projectId, id);
  }

  /** Deletes a view. @throws 404 unknown; 403 not the owner (nor an administrator on a shared view); 409 stale `version`. */
  async remove(user: User, projectId: number, id: number, expected: number | undefined): Promise<void> {
    await this.assertMayChange(user, projectId, id);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          const tq = this.repo.tenant(em, projectId);
          await this.repo.guardedWrite(tq, id, { expected, userId: user.id });
          await this.repo.delete(tq, id);
        }),
      () => this.get(user, projectId, id),
    );
  }

  private async assertMayChange(user: User, projectId: number, id: number): Promise<SavedViewView> {
    const view = await this.get(user, projectId, id);
    if (!view.editable) throw new SavedViewNotOwnerException();
    return view;
  }

  /** Runs `write`; a unique violation of a concurrent write with the same name is the 422 of a taken name. */
  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new SavedViewNameTakenException();
      throw err;
    }
  }

  private view(user: User, r: Row): SavedViewView {
    const mine = r.user_id === user.id;
    return {
      id: r.id,
      list: r.list,
      name: r.name,
      shared: r.shared,
      query: r.query ?? {},
      user_id: r.user_id,
      owner_name: r.owner_name,
      mine,
      // a personal view is only ever visible to its owner; a shared one also to the administrators
      editable: mine || (r.shared && mayChangeAuthoredRecord(user, r.user_id)),
      version: r.version,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  }
}

import { Injectable } from '@nestjs/common';
import { type DataSource, type EntityManager } from 'typeorm';
import { sql } from '../../common/tenancy/sql';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import type { EffectiveRemote } from './releases.service';

/** The DataSource or a transaction. */
type Db = EntityManager | DataSource;

/** A release as stored, the columns the service needs. */
export interface StoredRelease {
  id: number;
  remote_name: string;
  entry: string;
  version: string;
}

/** A release row of the registry list (before its pins are attached). */
export interface ListedRelease {
  id: number;
  remote: string;
  entry: string;
  version: string;
  shared_ui_range: string | null;
  created_by_name: string | null;
  created_at: Date;
  promoted_at: Date | null;
  current: boolean;
}

/**
 * The SQL of the remote registry (tables `federation_remotes`, `federation_releases`: global, no
 * environment; `federation_pins`: one row per environment and remote, scoped through
 * {@link TenantQuery} except in {@link allPins}, the administrator's view of every environment).
 * docs/architecture.md#remote-releases. `db`: the DataSource or the caller's transaction.
 */
@Injectable()
export class ReleasesRepository {
  /** A remote's name, entry, module, current release id and that release's version; undefined when unknown. */
  async remote(
    db: Db,
    name: string,
  ): Promise<{ name: string; entry: string; module: string; current_release_id: number | null; version: string | null } | undefined> {
    const [row] = await db.query(
      `SELECT r.name, r.entry, r.module, r.current_release_id, rel.version
         FROM federation_remotes r LEFT JOIN federation_releases rel ON rel.id = r.current_release_id
        WHERE r.name = $1`,
      [name],
    );
    return row;
  }

  /** Every release (of `remote` when given), by the remotes' order then newest first. */
  list(db: Db, remote?: string): Promise<ListedRelease[]> {
    return db.query(
      `SELECT rel.id, rel.remote_name AS remote, rel.entry, rel.version, rel.shared_ui_range, rel.created_at, rel.promoted_at,
              CASE WHEN u.id IS NULL THEN NULL ELSE u.name || ' ' || u.surname END AS created_by_name,
              (r.current_release_id = rel.id) IS TRUE AS current
         FROM federation_releases rel
         JOIN federation_remotes r ON r.name = rel.remote_name
         LEFT JOIN users u ON u.id = rel.created_by
        WHERE ($1::text IS NULL OR rel.remote_name = $1)
        ORDER BY r.sort_order, rel.created_at DESC, rel.id DESC`,
      [remote ?? null],
    );
  }

  /** The pins of every environment `{release_id, id, name}` (project id and name), by environment name. */
  allPins(db: Db): Promise<{ release_id: number; id: number; name: string }[]> {
    return db.query(`SELECT p.release_id, pr.id, pr.name FROM federation_pins p JOIN projects pr ON pr.id = p.project_id ORDER BY pr.name`);
  }

  /** One release, or undefined. */
  async release(db: Db, id: number): Promise<StoredRelease | undefined> {
    const [row] = await db.query(`SELECT id, remote_name, entry, version FROM federation_releases WHERE id = $1`, [id]);
    return row;
  }

  /** True when `version` of `remote` is registered already. */
  async hasVersion(db: Db, remote: string, version: string): Promise<boolean> {
    const [row] = await db.query(`SELECT id FROM federation_releases WHERE remote_name = $1 AND version = $2`, [remote, version]);
    return !!row;
  }

  /** Registers a release; answers its id. */
  async insert(
    db: Db,
    r: { remote: string; entry: string; version: string; shared_ui_range: string | null; created_by: number },
  ): Promise<number> {
    const [row] = await db.query(
      `INSERT INTO federation_releases (remote_name, entry, version, shared_ui_range, created_by) VALUES ($1,$2,$3,$4,$5) RETURNING id`,
      [r.remote, r.entry, r.version, r.shared_ui_range, r.created_by],
    );
    return row.id as number;
  }

  /** Stamps the promotion time of a release (clock time: promotions in one transaction stay ordered). */
  async markPromoted(db: Db, id: number): Promise<void> {
    await db.query(`UPDATE federation_releases SET promoted_at = clock_timestamp() WHERE id = $1`, [id]);
  }

  /** Sets what a remote loads: its current release (null: none) and the entry. */
  async setCurrent(db: Db, remote: string, releaseId: number | null, entry: string): Promise<void> {
    await db.query(`UPDATE federation_remotes SET current_release_id = $1, entry = $2, updated_at = now() WHERE name = $3`, [
      releaseId,
      entry,
      remote,
    ]);
  }

  /** The release of the same remote promoted last before release `currentId`, or undefined. */
  async promotedBefore(db: Db, currentId: number): Promise<StoredRelease | undefined> {
    const [row] = await db.query(
      `SELECT p.id, p.remote_name, p.entry, p.version
         FROM federation_releases p, federation_releases c
        WHERE c.id = $1 AND p.remote_name = c.remote_name AND p.id <> c.id
          AND p.promoted_at IS NOT NULL AND p.promoted_at < c.promoted_at
        ORDER BY p.promoted_at DESC LIMIT 1`,
      [currentId],
    );
    return row;
  }

  /** The pins of one environment (scoped repository of `federation_pins`). */
  pins(db: Db, projectId: number) {
    return new TenantQuery(db, projectId).repo('federation_pins');
  }

  /** The remotes as environment `projectId` loads them: its pin, else the current release, else the remote's entry. */
  effective(db: Db, projectId: number): Promise<EffectiveRemote[]> {
    const tq = new TenantQuery(db, projectId);
    return tq.query<EffectiveRemote>(sql`
      SELECT r.name, r.module, COALESCE(pinned.entry, r.entry) AS entry,
             COALESCE(pinned.version, cur.version) AS version, COALESCE(pinned.id, cur.id) AS release_id
        FROM federation_remotes r
        LEFT JOIN federation_pins p ON p.remote_name = r.name AND ${tq.scope('p')}
        LEFT JOIN federation_releases pinned ON pinned.id = p.release_id
        LEFT JOIN federation_releases cur ON cur.id = r.current_release_id
       ORDER BY r.sort_order, r.name`);
  }
}

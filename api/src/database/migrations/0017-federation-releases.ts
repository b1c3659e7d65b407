import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14: releases of the remotes (docs/architecture.md#remote-releases).
 * - federation_releases: every build of a remote ever registered (its manifest URL, the version
 *   and the `@bandi/shared-ui` range its manifest declares, who registered it and when);
 *   `promoted_at` is the last time it became the current release (roll-back walks these back).
 * - federation_remotes.current_release_id: the release every environment loads unless pinned
 *   (NULL: the remote's `entry` as set by PUT /api/federation/remotes/{name} or the seed).
 * - federation_pins: one release per (environment, remote) that overrides the current one.
 */
export class FederationReleases1763800000017 implements MigrationInterface {
  name = 'FederationReleases1763800000017';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS federation_releases (
        id serial PRIMARY KEY,
        remote_name varchar(60) NOT NULL REFERENCES federation_remotes(name) ON DELETE CASCADE,
        entry varchar(500) NOT NULL,
        version varchar(60) NOT NULL,
        shared_ui_range varchar(100),
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        promoted_at timestamptz,
        UNIQUE (remote_name, version)
      )`);
    await q.query(
      `ALTER TABLE federation_remotes ADD COLUMN IF NOT EXISTS current_release_id int REFERENCES federation_releases(id) ON DELETE SET NULL`,
    );
    await q.query(`
      CREATE TABLE IF NOT EXISTS federation_pins (
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        remote_name varchar(60) NOT NULL REFERENCES federation_remotes(name) ON DELETE CASCADE,
        release_id int NOT NULL REFERENCES federation_releases(id) ON DELETE CASCADE,
        pinned_by int REFERENCES users(id) ON DELETE SET NULL,
        pinned_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, remote_name)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS federation_pins`);
    await q.query(`ALTER TABLE federation_remotes DROP COLUMN IF EXISTS current_release_id`);
    await q.query(`DROP TABLE IF EXISTS federation_releases`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, environments, memberships, sessions, tokens, temporary passwords, remote registry, audit log. */
export class Core1763800000001 implements MigrationInterface {
  name = 'Core1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        surname varchar(100) NOT NULL,
        email varchar(255) NOT NULL,
        password_hash varchar(255),
        type varchar(40) NOT NULL CHECK (type IN ('administrator','local-administrator','client-manager','referent','expert-announcement','local-expert-announcement')),
        phone varchar(40),
        can_access_local_announcements boolean NOT NULL DEFAULT false,
        can_edit_global_setting boolean NOT NULL DEFAULT false,
        accepted boolean NOT NULL DEFAULT true,
        referent_id int,
        logo varchar(500),
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active','inactive')),
        must_change_password boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email))`);
    await q.query(`
      CREATE TABLE projects (
        id serial PRIMARY KEY,
        name varchar(150) NOT NULL,
        color varchar(20) NOT NULL DEFAULT 'blue' CHECK (color IN ('blue','green','red','yellow','purple','pink','cyan','orange')),
        horizontal_logo varchar(500),
        vertical_logo varchar(500),
        newsletter_enabled boolean NOT NULL DEFAULT false,
        modules jsonb NOT NULL DEFAULT '{"announcements":true,"clients":true,"calls":true,"settings":true}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX projects_name_idx ON projects (name)`);
    await q.query(`
      CREATE TABLE project_users (
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, user_id)
      )`);
    await q.query(`CREATE INDEX project_users_user_idx ON project_users (user_id)`);
    await q.query(`
      CREATE TABLE sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);
    await q.query(`
      CREATE TABLE access_tokens (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash varchar(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX access_tokens_user_idx ON access_tokens (user_id)`);
    await q.query(`
      CREATE TABLE password_resets (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash varchar(255) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_resets_user_idx ON password_resets (user_id)`);
    await q.query(`
      CREATE TABLE federation_remotes (
        name varchar(60) PRIMARY KEY,
        entry varchar(500) NOT NULL,
        module varchar(30) NOT NULL,
        sort_order int NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO federation_remotes (name, entry, module, sort_order) VALUES
        ('mf_announcements', '/build/mf-announcements/mf-manifest.json', 'announcements', 1),
        ('mf_clients', '/build/mf-clients/mf-manifest.json', 'clients', 2),
        ('mf_calls', '/build/mf-calls/mf-manifest.json', 'calls', 3),
        ('mf_settings', '/build/mf-settings/mf-manifest.json', 'settings', 4)`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        entity varchar(60) NOT NULL,
        entity_id int,
        action varchar(30) NOT NULL,
        changes jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'audit_log',
      'federation_remotes',
      'password_resets',
      'access_tokens',
      'sessions',
      'project_users',
      'projects',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13: the per-message delivery log of the mail queue, newsletter subscribers with their
 * consent log, newsletters sent as jobs ("fits" mode, one client), deadline reminders already
 * sent, and the "Sono interessato" clicks of shared links. The job queue itself (schema
 * `pgboss`) is installed and migrated by pg-boss at start (modules/jobs/jobs.service.ts).
 */
export class NewslettersJobs1763800000014 implements MigrationInterface {
  name = 'NewslettersJobs1763800000014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_subscribers (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        email varchar(255) NOT NULL,
        client_id int REFERENCES clients(id) ON DELETE SET NULL,
        referent_id int REFERENCES referents(id) ON DELETE SET NULL,
        status varchar(14) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','subscribed','unsubscribed')),
        confirm_token_hash char(64) UNIQUE,
        confirm_expires_at timestamptz,
        confirmed_at timestamptz,
        unsubscribe_token char(43) NOT NULL UNIQUE,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (project_id, email)
      )`);
    await q.query(`CREATE INDEX newsletter_subscribers_client_idx ON newsletter_subscribers (client_id)`);
    await q.query(`
      CREATE TABLE newsletter_consents (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        subscriber_id int NOT NULL REFERENCES newsletter_subscribers(id) ON DELETE CASCADE,
        action varchar(14) NOT NULL CHECK (action IN ('requested','confirmed','unsubscribed')),
        ip varchar(64),
        user_agent varchar(500),
        text_version varchar(40) NOT NULL,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX newsletter_consents_subscriber_idx ON newsletter_consents (subscriber_id, created_at)`);
    await q.query(`ALTER TABLE newsletters DROP CONSTRAINT IF EXISTS newsletters_status_check`);
    await q.query(`ALTER TABLE newsletters ADD CONSTRAINT newsletters_status_check CHECK (status IN ('draft','sending','sent'))`);
    await q.query(`ALTER TABLE newsletters ADD COLUMN mode varchar(6) NOT NULL DEFAULT 'manual' CHECK (mode IN ('manual','fits'))`);
    await q.query(`ALTER TABLE newsletters ADD COLUMN client_id int REFERENCES clients(id) ON DELETE SET NULL`);
    await q.query(`
      CREATE TABLE mail_deliveries (
        id serial PRIMARY KEY,
        key varchar(200) NOT NULL UNIQUE,
        project_id int REFERENCES projects(id) ON DELETE CASCADE,
        newsletter_id int REFERENCES newsletters(id) ON DELETE CASCADE,
        subscriber_id int REFERENCES newsletter_subscribers(id) ON DELETE SET NULL,
        recipient varchar(500) NOT NULL,
        subject varchar(300) NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','sending','sent','failed')),
        attempts int NOT NULL DEFAULT 0,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX mail_deliveries_newsletter_idx ON mail_deliveries (newsletter_id)`);
    await q.query(`
      CREATE TABLE deadline_reminders (
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_id int NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        announcement_id int NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        within_days int NOT NULL CHECK (within_days IN (7, 30)),
        sent_on date NOT NULL,
        PRIMARY KEY (user_id, client_id, announcement_id, within_days)
      )`);
    await q.query(`CREATE INDEX deadline_reminders_project_idx ON deadline_reminders (project_id)`);
    await q.query(`
      CREATE TABLE share_interests (
        share_id int PRIMARY KEY REFERENCES announcement_shares(id) ON DELETE CASCADE,
        call_id int REFERENCES calls(id) ON DELETE SET NULL,
        ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['share_interests', 'deadline_reminders', 'mail_deliveries', 'newsletter_consents', 'newsletter_subscribers'])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    await q.query(`ALTER TABLE newsletters DROP COLUMN IF EXISTS mode, DROP COLUMN IF EXISTS client_id`);
  }
}

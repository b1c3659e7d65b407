import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, "Tasks": a task (compito) of an environment with a title, an owner (a user of the
 * environment), a due date and a status (`open`, `done`, `cancelled`), optionally linked to a
 * client, a call log (richiesta: the follow-up of a call, its owner and due date), a negotiation
 * or an announcement. Versioned like the other editable records (optimistic concurrency, 0008).
 * A linked record deleted later leaves the task without the link.
 */
export class Tasks1763800000025 implements MigrationInterface {
  name = 'Tasks1763800000025';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS tasks (
        id serial PRIMARY KEY,
        project_id int NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        title varchar(255) NOT NULL,
        description text,
        owner_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        due_date date NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open','done','cancelled')),
        completed_at timestamptz,
        client_id int REFERENCES clients(id) ON DELETE SET NULL,
        call_id int REFERENCES calls(id) ON DELETE SET NULL,
        negotiation_id int REFERENCES negotiations(id) ON DELETE SET NULL,
        announcement_id int REFERENCES announcements(id) ON DELETE SET NULL,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        updated_by int REFERENCES users(id) ON DELETE SET NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // "I miei compiti": an owner's open tasks by due date; the environment's list by due date
    await q.query(`CREATE INDEX IF NOT EXISTS tasks_owner_due_idx ON tasks (project_id, owner_id, status, due_date, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS tasks_project_due_idx ON tasks (project_id, due_date, id)`);
    // the tasks of a record's page, and the foreign keys' deletes
    await q.query(`CREATE INDEX IF NOT EXISTS tasks_client_idx ON tasks (client_id) WHERE client_id IS NOT NULL`);
    await q.query(`CREATE INDEX IF NOT EXISTS tasks_call_idx ON tasks (call_id) WHERE call_id IS NOT NULL`);
    await q.query(`CREATE INDEX IF NOT EXISTS tasks_negotiation_idx ON tasks (negotiation_id) WHERE negotiation_id IS NOT NULL`);
    await q.query(`CREATE INDEX IF NOT EXISTS tasks_announcement_idx ON tasks (announcement_id) WHERE announcement_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS tasks`);
  }
}

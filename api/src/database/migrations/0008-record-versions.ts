import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Editable tables that get a `version` (optimistic concurrency, issue 8; see common/concurrency). */
export const VERSIONED_TABLES = [
  'announcements',
  'announcement_templates',
  'clients',
  'referents',
  'calls',
  'negotiations',
  'client_notes',
  'users',
  'projects',
  'standard_documents',
  'dropdown_values',
  'alerts',
  'newsletters',
] as const;

/** Of those, the ones that had no `updated_by` yet (the 409 names who changed the record last). */
const WITHOUT_UPDATED_BY = [
  'referents',
  'calls',
  'negotiations',
  'client_notes',
  'users',
  'projects',
  'standard_documents',
  'dropdown_values',
  'alerts',
  'newsletters',
] as const;

/**
 * Optimistic concurrency: every editable record carries `version integer NOT NULL DEFAULT 1`,
 * incremented by the guarded UPDATE (`... WHERE id = $1 AND version = $n`), plus `updated_by`
 * where missing so that a 409 can say who changed the record and when (`updated_at`).
 */
export class RecordVersions1763800000008 implements MigrationInterface {
  name = 'RecordVersions1763800000008';

  async up(q: QueryRunner): Promise<void> {
    for (const t of VERSIONED_TABLES) {
      await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1`);
      await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`);
    }
    for (const t of WITHOUT_UPDATED_BY) {
      await q.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS updated_by int REFERENCES users(id) ON DELETE SET NULL`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of WITHOUT_UPDATED_BY) await q.query(`ALTER TABLE ${t} DROP COLUMN IF EXISTS updated_by`);
    for (const t of VERSIONED_TABLES) await q.query(`ALTER TABLE ${t} DROP COLUMN IF EXISTS version`);
  }
}

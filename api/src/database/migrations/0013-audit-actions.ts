import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RENAMED_AUDIT_ACTIONS } from '@bandi/domain';

/**
 * Issue 9: one set of audit action names (`AUDIT_ACTIONS` of @bandi/domain, past tense). The
 * announcement, template, share and import entries written as `create`/`update`/`delete`/
 * `publish`/`share`/`unshare`/`import` are renamed; a CHECK keeps unknown names out.
 */
export class AuditActions1763800000013 implements MigrationInterface {
  name = 'AuditActions1763800000013';

  async up(q: QueryRunner): Promise<void> {
    for (const [from, to] of Object.entries(RENAMED_AUDIT_ACTIONS))
      await q.query(`UPDATE audit_log SET action = $2 WHERE action = $1`, [from, to]);
  }

  async down(q: QueryRunner): Promise<void> {
    // 'created'/'updated'/'deleted' were already the clients' and referents' names: only the
    // entities that used the old names go back
    const entities = ['announcement', 'announcement_template', 'announcement_import'];
    for (const [from, to] of Object.entries(RENAMED_AUDIT_ACTIONS))
      await q.query(`UPDATE audit_log SET action = $2 WHERE action = $1 AND entity = ANY($3::text[])`, [to, from, entities]);
  }
}

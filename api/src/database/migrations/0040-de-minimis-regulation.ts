import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34, "the regulation per announcement": `announcements.de_minimis_regulation`, the de minimis
 * regulation an announcement is granted under (docs/domain.md#de-minimis-regulations): `general` (Reg. (UE)
 * 2023/2831), `sgei` (Reg. (UE) 2023/2832), `agriculture` (Reg. (UE) 1408/2013 as amended by
 * 2024/3118), `fishery` (Reg. (UE) 717/2014 as amended by 2023/2391); null when the announcement is not
 * de minimis. The announcements already marked de minimis were checked against the general regulation:
 * they keep it.
 */
export class DeMinimisRegulation1763800000040 implements MigrationInterface {
  name = 'DeMinimisRegulation1763800000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE announcements
        ADD COLUMN IF NOT EXISTS de_minimis_regulation varchar(20) NULL
          CONSTRAINT announcements_de_minimis_regulation_check
          CHECK (de_minimis_regulation IN ('general', 'sgei', 'agriculture', 'fishery'))`);
    await q.query(
      `UPDATE announcements SET de_minimis_regulation = 'general' WHERE aid_scheme_de_minimis AND de_minimis_regulation IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE announcements DROP COLUMN IF EXISTS de_minimis_regulation`);
  }
}
